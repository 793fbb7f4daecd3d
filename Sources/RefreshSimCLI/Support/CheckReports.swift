import RefreshSim

/// A scenario file `check` could not judge: unreadable, invalid, or a usage problem with it.
struct UncheckedFile: Sendable, Equatable {
    var file: String
    var message: String
    /// Where the first problem is, for the annotation's `line=` and `col=`.
    var position: SourcePosition?
}

/// `check`'s outcome in the forms CI tools read: JUnit XML, GitHub workflow commands, JSON.
struct CheckReports {
    var results: [ScenarioCheckResult]
    var unchecked: [UncheckedFile]
    /// Per scenario file, where its expectation is written, so an annotation carries `line=`.
    var expectPositions: [String: ExpectPositions] = [:]

    // MARK: JUnit

    /// JUnit XML as GitHub (test reporters), GitLab and Jenkins read it: one testsuite, one
    /// testcase per scenario file; a failing scenario has one `<failure>` per finding behind it
    /// (type = glitch class) or per other difference; a bad file is an `<error>`.
    var junitXML: String {
        let failures = results.filter { !$0.passed }.count
        let counts = #"tests="\#(results.count + unchecked.count)" failures="\#(failures)" errors="\#(unchecked.count)""#
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="refreshsim check" \#(counts)>"#,
            #"  <testsuite name="refreshsim check" \#(counts) skipped="0">"#,
        ]
        for result in results {
            let file = result.file ?? result.name
            let open = #"    <testcase classname="refreshsim.check" name="\#(Self.xml(result.name))" file="\#(Self.xml(file))""#
            guard !result.passed || result.hitches != nil else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            if let hitches = result.hitches {
                lines.append("      <properties>")
                for (name, value) in hitches.properties {
                    lines.append(#"        <property name="\#(Self.xml(name))" value="\#(Self.xml(value))"/>"#)
                }
                lines.append("      </properties>")
            }
            for finding in result.findings {
                let text = finding.text(.quoted)
                lines.append(
                    #"      <failure type="\#(Self.xml(finding.glitch.rawValue))" message="\#(Self.xml(text))">\#(Self.xml("\(file): \(text)"))</failure>"#
                )
            }
            for difference in result.differences {
                lines.append(
                    #"      <failure type="expect" message="\#(Self.xml(difference))">\#(Self.xml("\(file): \(difference)"))</failure>"#)
            }
            lines.append("    </testcase>")
        }
        for bad in unchecked {
            lines.append(#"    <testcase classname="refreshsim.check" name="\#(Self.xml(bad.file))" file="\#(Self.xml(bad.file))">"#)
            lines.append(#"      <error type="badInput" message="\#(Self.xml(bad.message))">\#(Self.xml(bad.message))</error>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escapes text for an XML attribute or element; drops characters XML 1.0 cannot carry.
    static func xml(_ text: String) -> String {
        xmlText.escaped(text)
    }

    private static let xmlText = MarkupEscaping(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\n": "&#10;"]) { scalar in
        scalar == "\t" || scalar == "\r" || (scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF)
    }

    // MARK: GitHub Actions

    /// `::error file=…,title=…::…` workflow commands: GitHub shows each on the run's summary and
    /// beside the file in a pull request.
    var githubAnnotations: String {
        var lines: [String] = []
        for result in results where !result.passed {
            let file = result.file ?? result.name
            let positions = result.file.flatMap { expectPositions[$0] } ?? ExpectPositions()
            for finding in result.findings {
                lines.append(
                    Self.annotation(
                        file: file, at: positions.expect, title: "refreshsim: \(result.name): \(finding.glitch.rawValue)",
                        message: finding.text(.quoted)))
            }
            for difference in result.differences {
                lines.append(
                    Self.annotation(
                        file: file, at: positions.position(of: difference), title: "refreshsim: \(result.name)",
                        message: difference))
            }
        }
        for bad in unchecked {
            lines.append(Self.annotation(file: bad.file, at: bad.position, title: "refreshsim: not a valid scenario", message: bad.message))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Workflow command escaping (actions/toolkit, packages/core/src/command.ts): `%`, CR and LF
    /// everywhere, and `:` and `,` in properties.
    static func annotation(file: String, at position: SourcePosition? = nil, title: String, message: String) -> String {
        let location = position.map { ",line=\($0.line),col=\($0.column)" } ?? ""
        return "::error file=\(escapeProperty(Console.escaped(file)))\(location),title=\(escapeProperty(Console.escaped(title)))::"
            + escapeData(Console.escaped(message))
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: JSON

    /// A machine-readable summary: counts, the exit status, and per file its status, differences
    /// and findings.
    var json: String {
        let summary = CheckSummary(results: results, badInputs: unchecked.map(\.message))
        let failed = results.filter { !$0.passed }.count
        let scenarios: [JSONValue] =
            results.map { result in
                .object(
                    [
                        ("file", result.file.map(JSONValue.string) ?? .null),
                        ("name", .string(result.name)),
                        ("status", .string(result.passed ? "pass" : "fail")),
                        ("differences", .array(result.differences.map(JSONValue.string))),
                        (
                            "findings",
                            .array(
                                (result.passed ? [] : result.findings).map { finding in
                                    .object([
                                        ("glitch", .string(finding.glitch.rawValue)), ("time", .number(finding.time)),
                                        ("frame", .number(Double(finding.frame))), ("severity", .string(finding.severity.rawValue)),
                                        ("message", .string(finding.text())),
                                    ])
                                })
                        ),
                        ("recorded", .array(result.recorded.map(JSONValue.string))),
                    ] + (result.hitches.map { [("hitches", $0.json)] } ?? []))
            }
            + unchecked.map { bad in
                .object([("file", .string(bad.file)), ("status", .string("error")), ("message", .string(bad.message))])
            }
        return JSONWriter.string(
            .object([
                ("passed", .number(Double(results.count - failed))),
                ("failed", .number(Double(failed))),
                ("errors", .number(Double(unchecked.count))),
                ("exitStatus", .number(Double(summary.exitStatus))),
                ("scenarios", .array(scenarios)),
            ]))
    }
}
