import Foundation

/// The report's findings as a stable JSON baseline: class, frame and message of each finding in
/// the analysis' order. No times (the frame says it) and no severities (the class decides them),
/// so the file changes only when what a user would read changes.
public struct FindingsBaseline: BaselineComparison {
    public struct Entry: Codable, Hashable, Sendable {
        public var glitch: GlitchClass
        public var frame: Int
        public var message: String
    }

    struct File: Codable, Equatable {
        var scenario: String
        var findings: [Entry]
    }

    /// At most this many differences are listed, then a count of the rest, as `EventsBaseline`
    /// does: a tampered baseline of millions of findings cannot fill a CI log or a JUnit report.
    public var maxLines = 20

    public init() {}

    public var kind: String { "findings" }

    public func fileName(for scenarioName: String) -> String { "\(scenarioName).findings.json" }

    public func artifact(for run: ScenarioRun) -> [UInt8] {
        let file = File(
            scenario: run.scenario.name,
            findings: run.analysis.findings.map { Entry(glitch: $0.glitch, frame: $0.frame, message: $0.text()) })
        return Self.encode(file)
    }

    public func differences(recorded: [UInt8], current: [UInt8], scenarioName: String) -> [String] {
        guard let now = try? JSONDecoder().decode(File.self, from: Data(current)) else {
            return ["findings: the current findings could not be encoded"]
        }
        guard let then = try? JSONDecoder().decode(File.self, from: Data(recorded)) else {
            return ["findings: the recorded baseline is not a findings file; record it again with --record"]
        }
        var result: [String] = []
        let current = Set(now.findings)
        let recorded = Set(then.findings)
        for entry in then.findings where !current.contains(entry) {
            result.append("findings: gone: \(entry.glitch.rawValue) at frame \(entry.frame): \(entry.message)")
        }
        for entry in now.findings where !recorded.contains(entry) {
            result.append("findings: new: \(entry.glitch.rawValue) at frame \(entry.frame): \(entry.message)")
        }
        if result.isEmpty, now.findings != then.findings {
            result.append("findings: the same findings in a different order")
        }
        guard result.count > maxLines else { return result }
        return Array(result.prefix(maxLines)) + ["findings: … and \(result.count - maxLines) more changes"]
    }

    static func encode(_ file: File) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail.
        let data = (try? encoder.encode(file)) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }
}

extension GlitchClass: Codable {}
