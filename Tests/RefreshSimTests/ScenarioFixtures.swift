import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Scenario files the tests read: the fixtures under `Tests/Fixtures/Scenarios/` and, when the
/// package has them, the bundled `Scenarios/*.json` (found from this file's path, so no resources
/// need declaring).
enum ScenarioFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var fixtureFiles: [URL] { jsonFiles(in: packageRoot.appendingPathComponent("Tests/Fixtures/Scenarios")) }
    static var bundledFiles: [URL] { jsonFiles(in: packageRoot.appendingPathComponent("Scenarios")) }
    static var allFiles: [URL] { fixtureFiles + bundledFiles }

    static func bytes(_ url: URL) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: url))) ?? []
    }

    static func fixture(_ name: String) -> [UInt8] {
        bytes(packageRoot.appendingPathComponent("Tests/Fixtures/Scenarios/\(name).json"))
    }

    /// Sorted, so every run sees the same order; schema files are not scenarios.
    private static func jsonFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }
}

/// The rendered error lines for `json` as file `scenario.json`, or [] when it decodes.
func scenarioIssues(_ json: String) -> [String] {
    do {
        _ = try ScenarioDecoder.decode(json, fileName: "scenario.json")
        return []
    } catch {
        return error.lines
    }
}

/// A valid scenario with `extra` spliced into its top level, e.g. `"frameRate": 500`.
func scenarioJSON(_ extra: String = "") -> String {
    """
    { "name": "t", "duration": 10, "content": { "height": 2000 }\(extra.isEmpty ? "" : ", " + extra) }
    """
}

/// Each scenario's issues (`scenarioIssues`) are the list given, all of them in order: a table of
/// cases checked by one `#expect`, which compiles in a fraction of the time of an `#expect` a case
/// (docs/Development.md, "Writing tests"); a failure shows both lists and names the scenario text.
func expectIssues(_ cases: KeyValuePairs<String, [String]>, sourceLocation: SourceLocation = #_sourceLocation) {
    for (json, issues) in cases {
        #expect(scenarioIssues(json) == issues, "\(json)", sourceLocation: sourceLocation)
    }
}
