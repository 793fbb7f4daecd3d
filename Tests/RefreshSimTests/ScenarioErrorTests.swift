import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

struct ScenarioErrorTests {
    @Test func theIssueExample() {
        let issues = scenarioIssues(
            scenarioJSON(
                #"""
                "gestures": [{"at": 0, "distance": 10, "duration": 1}, {"at": 2, "distance": 10, "duration": -1}]
                """#))
        #expect(issues == ["scenario.json: gestures[1].duration: must be > 0 (seconds), got -1"])
    }

    /// Every key of two drags wrong at once: each is reported with its path and message, in the
    /// order the decoder reads them (the touch-down point, then the drag's declared keys, by
    /// index), and located at its value.
    @Test func everyDragKeyWrongIsReportedAtItsValue() throws {
        let first = #"{"at": "x", "distance": 1e9, "duration": 0, "holdAfter": -1, "easing": 3, "startX": -5, "startY": "a"}"#
        let second = #"{"at": 1, "distance": 100, "duration": 0.5, "holdAfter": true, "easing": "easein", "startX": 5000, "id": ""}"#
        let json = scenarioJSON(#""gestures": [\#(first), \#(second)]"#)
        let error = try #require(throws: ScenarioError.self) { try ScenarioDecoder.decode(json, fileName: "scenario.json") }
        let expected: [(gesture: String, key: String, message: String)] = [
            (first, "startX", "must be >= 0 (points), got -5"),
            (first, "startY", "expected a number, got a string"),
            (first, "at", "expected a number, got a string"),
            (first, "distance", "must be <= 10000 (points), got 1e9"),
            (first, "duration", "must be > 0 (seconds), got 0"),
            (first, "holdAfter", "must be >= 0 (seconds), got -1"),
            (first, "easing", #"expected a string ("linear", "easeOut" or "easeInOut"), got a number"#),
            (second, "id", "must be 1 to 64 characters long, got 0"),
            (second, "startX", "must be <= 4000 (points), got 5000"),
            (second, "holdAfter", "expected a number, got true"),
            (second, "easing", #"must be "linear", "easeOut" or "easeInOut", got "easein"; did you mean `easeInOut`?"#),
        ]
        #expect(error.issues.map(\.path) == expected.map { "gestures[\($0.gesture == first ? 0 : 1)].\($0.key)" })
        #expect(error.issues.map(\.message) == expected.map(\.message))
        // Each value's column on the document's one line: after its gesture's start and its key.
        let columns = try expected.map { item in
            let gesture = try #require(json.range(of: item.gesture)).lowerBound
            let key = try #require(json[gesture...].range(of: "\"\(item.key)\": ")).upperBound
            return json.unicodeScalars.distance(from: json.startIndex, to: key) + 1
        }
        #expect(error.issues.map(\.position) == columns.map { SourcePosition(line: 1, column: $0) })
    }

    @Test func webStrategiesNeedAWebViewLoader() {
        expectIssues([
            scenarioJSON(#""strategy": {"kind": "wkwebview-good"}, "loader": {"kind": "delay", "seconds": 1}"#): [
                #"scenario.json: loader.kind: strategy "wkwebview-good" reloads a web view, so the loader must be "webview", got "delay""#
            ],
            scenarioJSON(#""strategy": {"kind": "wkwebview-bad"}, "loader": {"kind": "webview"}"#): [],
            scenarioJSON(#""strategy": {"kind": "wkwebview-bad"}"#): [],
        ])
    }

    /// `expectIssues` checks every case of its table: here only the last one is wrong.
    @Test func expectIssuesChecksEveryCase() {
        withKnownIssue {
            expectIssues([scenarioJSON(): [], scenarioJSON(#""frameRate": 0.5"#): []])
        }
    }

    @Test func wrongTypes() {
        expectIssues([
            scenarioJSON(#""frameRate": "60""#): ["scenario.json: frameRate: expected a number, got a string"],
            scenarioJSON(#""device": []"#): ["scenario.json: device: expected an object, got an array"],
            scenarioJSON(#""physics": {"bounces": 1}"#): [
                "scenario.json: physics.bounces: expected true or false, got a number"
            ],
            scenarioJSON(#""gestures": {}"#): ["scenario.json: gestures: expected an array, got an object"],
            scenarioJSON(#""description": null"#): ["scenario.json: description: expected a string, got null"],
            scenarioJSON(#""strategy": "ego""#): [
                #"scenario.json: strategy: expected an object like {"kind": "uirefreshcontrol"}, got a string"#
            ],
            scenarioJSON(#""gestures": [{"at": 0, "distance": 10, "duration": 1, "easing": true}]"#): [
                #"scenario.json: gestures[0].easing: expected a string ("linear", "easeOut" or "easeInOut"), got true"#
            ],
            #"{"name": "t", "duration": 1, "content": {"height": 1, "initialOffset": false}}"#: [
                #"scenario.json: content.initialOffset: expected "top", "bottom" or a number, got false"#
            ],
            "[1, 2]": ["scenario.json: expected an object, got an array"],
        ])
    }

    @Test func missingRequiredKeys() {
        expectIssues([
            "{}": [
                "scenario.json: name: required key is missing",
                "scenario.json: duration: required key is missing",
                "scenario.json: content: required key is missing",
            ],
            #"{"name": "t", "duration": 1, "content": {}}"#: ["scenario.json: content.height: required key is missing"],
            scenarioJSON(#""gestures": [{"at": 1}]"#): [
                "scenario.json: gestures[0].distance: required key is missing",
                "scenario.json: gestures[0].duration: required key is missing",
            ],
            scenarioJSON(#""loader": {"seconds": 1}"#): [
                "scenario.json: loader.kind: required key is missing; one of: delay, append, webview"
            ],
            scenarioJSON(#""loader": {"kind": "append", "seconds": 1}"#): ["scenario.json: loader.height: required key is missing"],
        ])
    }

    @Test func unknownKeysWithDidYouMean() {
        expectIssues([
            scenarioJSON(#""framerate": 60"#): ["scenario.json: framerate: unknown key; did you mean `frameRate`?"],
            scenarioJSON(#""device": {"viewportHieght": 600}"#): [
                "scenario.json: device.viewportHieght: unknown key; did you mean `viewportHeight`?"
            ],
            scenarioJSON(#""gestures": [{"at": 0, "distance": 10, "durration": 1}]"#): [
                "scenario.json: gestures[0].durration: unknown key; did you mean `duration`?",
                "scenario.json: gestures[0].duration: required key is missing",
            ],
            scenarioJSON(#""colour": "red""#): [
                "scenario.json: colour: unknown key; expected one of: $schema, name, description, title, duration, frameRate, device, content, contentInset, physics, gestures, strategy, loader, actions, reactions, mainThread, analysis, expect"
            ],
            scenarioJSON(#""analysis": {"offsetJumpPoint": 4}"#): [
                "scenario.json: analysis.offsetJumpPoint: unknown key; did you mean `offsetJumpPoints`?"
            ],
        ])
    }

    @Test func unknownNamesWithDidYouMean() {
        expectIssues([
            scenarioJSON(#""strategy": {"kind": "uirefreshcontroll"}"#): [
                #"scenario.json: strategy.kind: must be "none", "uirefreshcontrol", "wkwebview-bad", "wkwebview-good", "ego", "sb-kvo", "cj-header", "cj-footer-delay", "cj-footer-inset", "threshold", "mj-header", "mj-auto-footer", "mj-back-footer", "es-header", "es-footer", "sv-header", "sv-infinite", "swiftui-refreshable", "uirefreshcontrol-async", "combine-load-more", "will-display-last", "prefetch-last", "scroll-threshold" or "on-appear-last", got "uirefreshcontroll"; did you mean `uirefreshcontrol`?"#
            ],
            scenarioJSON(#""gestures": [{"at": 0, "distance": 10, "duration": 1, "easing": "easeout"}]"#): [
                #"scenario.json: gestures[0].easing: must be "linear", "easeOut" or "easeInOut", got "easeout"; did you mean `easeOut`?"#
            ],
            scenarioJSON(#""expect": {"verdict": "ok", "glitches": ["offsetjump"]}"#): [
                #"scenario.json: expect.verdict: must be "smooth" or "janky", got "ok""#,
                #"scenario.json: expect.glitches[0]: must be "jumpUnderFinger", "reloadWhileDragging", "offsetJump", "stuckSpinner", "doubleTrigger", "momentumTrigger", "hiddenWhileLoading", "releaseLag", "insetDrift", "footerMisplaced", "flingKilled", "blankContent", "deadPull", "hitch", "contentShift", "positionLost", "stalledFeed" or "blankRows", got "offsetjump"; did you mean `offsetJump`?"#,
            ],
            scenarioJSON(#""physics": {"decelerationRate": "slow"}"#): [
                #"scenario.json: physics.decelerationRate: must be "normal" or "fast", got "slow""#
            ],
            scenarioJSON(#""physics": {"recoil": "ios17"}"#): [
                #"scenario.json: physics.recoil: must be "ios26" or "ios18", got "ios17"; did you mean `ios18`?"#
            ],
        ])
    }

    @Test func optionsMustBelongToTheirKind() {
        expectIssues([
            scenarioJSON(#""strategy": {"kind": "ego", "endOn": "commit"}"#): [
                #"scenario.json: strategy.endOn: not an option of strategy "ego" (its options: forwardsDelegate)"#
            ],
            scenarioJSON(#""strategy": {"kind": "sb-kvo", "forwardsDelegate": true}"#): [
                #"scenario.json: strategy.forwardsDelegate: not an option of strategy "sb-kvo", which takes none"#
            ],
            scenarioJSON(#""loader": {"kind": "delay", "seconds": 1, "redirects": 2}"#): [
                #"scenario.json: loader.redirects: not an option of loader "delay" (its options: seconds, fails)"#
            ],
            scenarioJSON(#""gestures": [{"at": 0, "touches": [[0, 0]], "easing": "linear"}]"#): [
                "scenario.json: gestures[0].easing: not allowed in a gesture with `touches` (it takes only: id, at, touches, startX, startY)"
            ],
        ])
    }

    @Test func rangesAndFiniteness() {
        expectIssues([
            #"{"name": "t", "duration": 1e400, "content": {"height": 1}}"#: ["scenario.json: duration: must be a finite number, got 1e400"],
            #"{"name": "t", "duration": 601, "content": {"height": -1}}"#: [
                "scenario.json: duration: must be <= 600 (seconds), got 601",
                "scenario.json: content.height: must be >= 0 (points), got -1",
            ],
            scenarioJSON(#""frameRate": 0.5"#): ["scenario.json: frameRate: must be >= 1 (Hz), got 0.5"],
            scenarioJSON(#""physics": {"decelerationRate": 1}"#): ["scenario.json: physics.decelerationRate: must be < 1, got 1"],
            scenarioJSON(#""device": {"screenScale": 5, "viewportHeight": 99}"#): [
                "scenario.json: device.viewportHeight: must be >= 100 (points), got 99",
                "scenario.json: device.screenScale: must be <= 4 (pixels per point), got 5",
            ],
            scenarioJSON(#""analysis": {"releaseLagSeconds": 0}"#): [
                "scenario.json: analysis.releaseLagSeconds: must be > 0 (seconds), got 0"
            ],
            scenarioJSON(#""loader": {"kind": "webview", "redirects": 1.5}"#): [
                "scenario.json: loader.redirects: must be a whole number, got 1.5"
            ],
            scenarioJSON(#""loader": {"kind": "webview", "redirects": 21}"#): ["scenario.json: loader.redirects: must be <= 20, got 21"],
            scenarioJSON(#""gestures": [{"at": 0, "distance": -10001, "duration": 1}]"#): [
                "scenario.json: gestures[0].distance: must be >= -10000 (points), got -10001"
            ],
        ])
    }

    @Test func rulesAcrossFields() {
        expectIssues([
            scenarioJSON(#""loader": {"kind": "webview", "commitAfter": 2, "finishAfter": 1}"#): [
                "scenario.json: loader.finishAfter: finishAfter (1) must be >= commitAfter (2)"
            ],
            scenarioJSON(#""device": {"viewportHeight": 200, "topInset": 150, "bottomInset": 50}"#): [
                "scenario.json: device: topInset + bottomInset (200) must be less than viewportHeight (200)"
            ],
            scenarioJSON(#""gestures": [{"at": 11, "distance": 10, "duration": 1}]"#): [
                "scenario.json: gestures[0].at: must be <= the scenario's duration (10), got 11"
            ],
            scenarioJSON(#""gestures": [{"at": 9.5, "distance": 10, "duration": 0.4, "holdAfter": 0.2}]"#): [
                "scenario.json: gestures[0]: ends at 10.1 s, after the scenario's duration (10 s)"
            ],
            scenarioJSON(#""gestures": [{"at": 9.5, "touches": [[0, 0], [0.7, 20]]}]"#): [
                "scenario.json: gestures[0]: ends at 10.2 s, after the scenario's duration (10 s)"
            ],
        ])
        // Under the microsecond the messages show, an end is not "after" the duration…
        let longest =
            #""duration": 600, "content": {"height": 2000}, "gestures": [{"at": 599.5, "distance": 10, "duration": 0.5, "holdAfter": 1e-7}]"#
        expectIssues([
            "{\"name\": \"s\", \(longest)}": [],
            // …one microsecond is.
            "{\"name\": \"s\", \(longest.replacingOccurrences(of: "1e-7", with: "1e-6"))}": [
                "scenario.json: gestures[0]: ends at 600.000001 s, after the scenario's duration (600 s)"
            ],
        ])
    }

    @Test func overlappingGestures() {
        expectIssues([
            scenarioJSON(
                #"""
                "gestures": [
                  {"at": 1, "distance": 100, "duration": 0.5, "holdAfter": 1},
                  {"at": 2, "distance": 50, "duration": 0.5},
                  {"at": 4, "touches": [[0, 0], [0.5, 10]]},
                  {"at": 4.25, "distance": 10, "duration": 0.1}
                ]
                """#): [
                    "scenario.json: gestures[1]: overlaps gestures[0]: starts at 2 s, before gestures[0] ends at 2.5 s",
                    "scenario.json: gestures[3]: overlaps gestures[2]: starts at 4.25 s, before gestures[2] ends at 4.5 s",
                ],
            // Listed out of time order, a gesture inside a long earlier one is still caught.
            scenarioJSON(
                #"""
                "gestures": [{"at": 3, "distance": 1, "duration": 0.1}, {"at": 0, "distance": 1, "duration": 5}, {"at": 6, "distance": 1, "duration": 1}]
                """#): ["scenario.json: gestures[0]: overlaps gestures[1]: starts at 3 s, before gestures[1] ends at 5 s"],
        ])
    }

    @Test func touchSamples() {
        expectIssues([
            scenarioJSON(#""gestures": [{"at": 0, "touches": [[0, 0], [0.2, 5], [0.1, 9], [0.3], 7]}]"#): [
                "scenario.json: gestures[0].touches[2][0]: must be later than the previous sample's time (0.2), got 0.1",
                "scenario.json: gestures[0].touches[3]: expected a [t, y] pair of numbers, got an array of 1",
                "scenario.json: gestures[0].touches[4]: expected a [t, y] pair of numbers, got a number",
            ],
            scenarioJSON(#""gestures": [{"at": 0, "touches": []}]"#): [
                "scenario.json: gestures[0].touches: must have at least one [t, y] sample"
            ],
            scenarioJSON(#""gestures": [{"at": 0, "touches": [["0", 0]]}]"#): [
                "scenario.json: gestures[0].touches[0][0]: expected a number, got a string"
            ],
        ])
    }

    @Test func limitsOnSizeAndCounts() {
        let samples = (0..<6_000).map { "[\(Double($0) / 1000), 0]" }.joined(separator: ",")
        let twoGestures = #""gestures": [{"at": 0, "touches": [\#(samples)]}, {"at": 7, "touches": [\#(samples)]}]"#
        #expect(
            scenarioIssues(scenarioJSON(twoGestures))
                == [
                    "scenario.json: gestures[1].touches: has 6000 samples, more than the 4000 left of the limit of 10000 touch samples in a scenario"
                ])

        let manyGestures = (0..<1_001).map { #"{"at": \#(Double($0) / 200), "distance": 1, "duration": 0.001}"# }.joined(separator: ",")
        #expect(
            scenarioIssues(scenarioJSON(#""gestures": [\#(manyGestures)]"#)) == [
                "scenario.json: gestures: has 1001 gestures; the limit is 1000"
            ])

        let huge = [UInt8](repeating: UInt8(ascii: " "), count: ScenarioLimits.maxFileBytes + 1)
        #expect(
            throws: ScenarioError(
                fileName: "big.json",
                issues: [ScenarioIssue(path: "", message: "the file is 1048577 bytes; the limit is 1048576 bytes (1 MiB)")])
        ) {
            try ScenarioDecoder.decode(huge, fileName: "big.json")
        }
    }

    @Test func namesAreSafeForFileNames() {
        expectIssues([
            #"{"name": "../evil", "duration": 1, "content": {"height": 1}}"#: [
                #"scenario.json: name: may contain only letters, digits, '.', '_' and '-', may not start with '.' or '-' or end with '.', and may not be a Windows device name such as CON or NUL (it names output files), got "../evil""#
            ],
            #"{"name": "", "duration": 1, "content": {"height": 1}}"#: ["scenario.json: name: must be 1 to 100 characters long, got 0"],
        ])
        // Names that are options, a device on Windows, or lose their last dot there (issue 23, item 11).
        for name in ["-rf", "--help", "-", "CON", "nul.txt", "COM1", "x."] {
            #expect(scenarioIssues(#"{"name": "\#(name)", "duration": 1, "content": {"height": 1}}"#).count == 1, "\(name)")
        }
        #expect(scenarioIssues(#"{"name": "console", "duration": 1, "content": {"height": 1}}"#) == [])
    }

    /// A non-character validates nowhere (issue 23, item 7): `validate` and `plot` agree.
    @Test func nonCharactersAreRefusedWithTheirField() {
        expectIssues([
            #"{"name": "t", "duration": 1, "content": {"height": 1}, "description": "a\uFDD0b"}"#: [
                "scenario.json: description: contains U+FDD0, a Unicode non-character, which cannot be drawn; remove it"
            ],
            #"{"name": "t", "duration": 1, "content": {"height": 1}, "description": "\uD83F\uDFFE"}"#: [
                "scenario.json: description: contains U+1FFFE, a Unicode non-character, which cannot be drawn; remove it"
            ],
        ])
    }

    /// `title` takes any script, since it only labels; `name` stays file-safe.
    @Test func titlesAreOneLineInAnyScript() throws {
        let title = "引っ張って更新 · 下拉刷新 🔄 · اسحب للتحديث"
        let scenario = try ScenarioDecoder.decode(scenarioJSON(#""title": "\#(title)""#), fileName: "scenario.json", vocabulary: .bundled)
        #expect(scenario.title == title)
        #expect(try ScenarioDecoder.decode(scenarioJSON(""), fileName: "scenario.json", vocabulary: .bundled).title == nil)
        expectIssues([
            scenarioJSON(#""title": """#): ["scenario.json: title: must be 1 to 200 characters long, got 0"],
            scenarioJSON(#""title": "a\tb""#): [
                "scenario.json: title: contains U+0009, a control character; it is one line of text, so remove it"
            ],
            scenarioJSON(#""title": "\#(String(repeating: "字", count: 201))""#): [
                "scenario.json: title: must be 1 to 200 characters long, got 201"
            ],
            scenarioJSON(#""title": 3"#): ["scenario.json: title: expected a string, got a number"],
        ])
    }

    @Test func duplicateKeysAndDuplicateGlitches() {
        expectIssues([
            "{\"name\": \"t\",\n \"duration\": 1,\n \"duration\": 2, \"content\": {\"height\": 1}}": [
                "scenario.json: duration: duplicate key (first given on line 2)"
            ],
            // A key given three times: both repeats point at its first line.
            "{\"name\": \"t\",\n \"duration\": 1,\n \"duration\": 2,\n \"duration\": 3, \"content\": {\"height\": 1}}": [
                "scenario.json: duration: duplicate key (first given on line 2)",
                "scenario.json: duration: duplicate key (first given on line 2)",
            ],
        ])
        // An object too large to compare each key with the others finds its duplicates the same way.
        let unknown = (1...30).map { "\"k\($0)\": 0" }.joined(separator: ",\n")
        let large = scenarioIssues(
            "{\"name\": \"t\", \"duration\": 1, \"content\": {\"height\": 1},\n\(unknown),\n\"k3\": 1, \"name\": \"u\"}")
        #expect(large.count == 32)
        #expect(large.first == "scenario.json: k1: unknown key; expected one of: \(ScenarioKeys.top.joined(separator: ", "))")
        #expect(
            large.suffix(2) == [
                "scenario.json: k3: duplicate key (first given on line 4)", "scenario.json: name: duplicate key (first given on line 1)",
            ])
        #expect(
            scenarioIssues(scenarioJSON(#""expect": {"glitches": ["offsetJump", "offsetJump"]}"#))
                == [#"scenario.json: expect.glitches[1]: "offsetJump" is listed twice"#])
    }

    @Test func manyProblemsAreReportedTogether() {
        let issues = scenarioIssues(
            #"""
            {"name": "ok", "duration": -5, "frameRate": 1000, "framerate": 60,
             "content": {"height": "tall"},
             "gestures": [{"at": 0, "distance": 10, "duration": 0}],
             "strategy": {"kind": "bogus"}}
            """#)
        #expect(
            issues == [
                "scenario.json: framerate: unknown key; did you mean `frameRate`?",
                "scenario.json: duration: must be > 0 (seconds), got -5",
                "scenario.json: frameRate: must be <= 240 (Hz), got 1000",
                "scenario.json: content.height: expected a number, got a string",
                "scenario.json: gestures[0].duration: must be > 0 (seconds), got 0",
                #"scenario.json: strategy.kind: must be "none", "uirefreshcontrol", "wkwebview-bad", "wkwebview-good", "ego", "sb-kvo", "cj-header", "cj-footer-delay", "cj-footer-inset", "threshold", "mj-header", "mj-auto-footer", "mj-back-footer", "es-header", "es-footer", "sv-header", "sv-infinite", "swiftui-refreshable", "uirefreshcontrol-async", "combine-load-more", "will-display-last", "prefetch-last", "scroll-threshold" or "on-appear-last", got "bogus""#,
            ])
    }

    @Test func floodsOfProblemsAreCapped() throws {
        let junk = (0..<500).map { #""k\#($0)": 1"# }.joined(separator: ",")
        let error = try #require(throws: ScenarioError.self) { try ScenarioDecoder.decode(scenarioJSON(junk), fileName: "s.json") }
        #expect(error.issues.count == ScenarioLimits.maxReportedIssues)
        #expect(error.omittedIssueCount == 500 - ScenarioLimits.maxReportedIssues)
        #expect(error.lines.last == "s.json: … and 450 more problems")
    }

    @Test func longUserTextIsClippedInMessages() {
        let key = String(repeating: "x", count: 5_000)
        let issues = scenarioIssues(scenarioJSON(#""\#(key)": 1"#))
        #expect(issues.count == 1)
        #expect(issues[0].count < 400)
        #expect(issues[0].hasPrefix(#"scenario.json: "xxxxxxxx"#))
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        expectIssues([
            "{\n  \"name\": \"t\",\n  \"duration\": 1\n  \"content\": {}\n}": [
                "scenario.json: line 4, column 3: invalid JSON: expected ',' or '}' after an object member, found '\"'"
            ],
            "{\"name\": \"t\",}": ["scenario.json: line 1, column 14: invalid JSON: trailing comma before '}'"],
            "": ["scenario.json: line 1, column 1: invalid JSON: the file is empty, expected a JSON object"],
            "{\"name\": \"t\"": [
                "scenario.json: line 1, column 13: invalid JSON: unexpected end of file, expected ',' or '}' after an object member"
            ],
            "{\"a\": NaN}": ["scenario.json: line 1, column 7: invalid JSON: expected a value, found 'N'"],
            // Columns count characters, not bytes: "é" is two bytes, and '}' is the 10th character.
            "{\"é\": tru}": ["scenario.json: line 1, column 10: invalid JSON: expected `true`, found '}'"],
        ])
    }
}
