import Foundation
import RefreshSim

/// A sweep written down as a file (the bundled `Sweeps/*.json`): the scenarios, the `--vary`
/// arguments and the outputs, with paths relative to the file itself.
///
///     { "scenarios": ["../Scenarios/wkwebview-bad.json"],
///       "vary": ["loader.commitAfter=0.1...1.5:0.1", "gestures[0].distance=40...400:20"],
///       "output": "../Output/sweep.png", "csv": "cells.csv", "report": "sweep.json" }
struct SweepSpec {
    var scenarios: [String]
    var vary: [String]
    var output: String?
    var csv: String?
    var report: String?

    static let keys: Set<String> = ["$comment", "description", "scenarios", "vary", "output", "csv", "report"]

    static func load(path: String) throws(CLIFailure) -> SweepSpec {
        let root = try ScenarioFile.json(path: path)
        guard case let .object(members) = root.value else { throw .badInput("\(path): expected an object") }
        var problems: [String] = []
        var fields: [String: JSONNode] = [:]
        for member in members {
            if !keys.contains(member.key) {
                problems.append("\(path): \(member.key): unknown key; expected one of \(keys.sorted().joined(separator: ", "))")
            }
            fields[member.key] = member.value
        }
        // Resolved through the working directory, then shown relative to it when under it.
        let current = FileManager.default.currentDirectoryPath
        let absolute = path.hasPrefix("/") ? path : current + "/" + path
        let directory = (absolute as NSString).deletingLastPathComponent
        func resolved(_ file: String) -> String {
            guard !file.hasPrefix("/") else { return file }
            let full = ((directory + "/" + file) as NSString).standardizingPath
            let prefix = current.hasSuffix("/") ? current : current + "/"
            return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
        }
        func strings(_ key: String) -> [String] {
            guard let node = fields[key] else { problems.append("\(path): \(key): required"); return [] }
            guard case let .array(items) = node.value else { problems.append("\(path): \(key): expected an array of strings"); return [] }
            return items.enumerated().compactMap { index, item in
                if case let .string(text) = item.value { return text }
                problems.append("\(path): \(key)[\(index)]: expected a string, got \(item.kindDescription)")
                return nil
            }
        }
        func string(_ key: String) -> String? {
            guard let node = fields[key] else { return nil }
            if case let .string(text) = node.value { return text }
            problems.append("\(path): \(key): expected a string, got \(node.kindDescription)")
            return nil
        }
        let spec = SweepSpec(scenarios: strings("scenarios").map(resolved), vary: strings("vary"),
                             output: string("output").map(resolved), csv: string("csv").map(resolved),
                             report: string("report").map(resolved))
        _ = string("description")
        guard problems.isEmpty else { throw .badInput(problems.joined(separator: "\n")) }
        return spec
    }
}
