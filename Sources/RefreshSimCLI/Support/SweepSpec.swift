import Foundation
import RefreshSim

/// A sweep written down as a file (the bundled `Sweeps/*.json`): the scenarios, the `--vary`
/// arguments and the outputs, with paths relative to the file itself.
///
///     { "scenarios": ["../Scenarios/wkwebview-bad.json"],
///       "vary": ["loader.commitAfter=0.1...1.5:0.1", "gestures[0].distance=40...400:20"],
///       "output": "sweep.png", "csv": "out/cells.csv", "report": "sweep.json" }
///
/// What a spec writes stays inside its folder (a spec is data); the command line's `-o`, `--csv`
/// and `--report` write anywhere.
struct SweepSpec {
    var scenarios: [String]
    var vary: [String]
    var output: String?
    var csv: String?
    var report: String?

    static let keys: Set<String> = ["$comment", "description", "scenarios", "vary", "output", "csv", "report"]

    /// `overridden`: the output keys the command line names, whose values here are not used.
    static func load(path: String, overridden: Set<String> = []) throws(CLIFailure) -> SweepSpec {
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
        // A spec is data, perhaps from a cloned repository: what it writes stays inside its own
        // folder. Writing anywhere else takes the command line (-o, --csv, --report).
        func contained(_ key: String) -> String? {
            guard !overridden.contains(key), let file = string(key) else { return nil }
            let full = ((file.hasPrefix("/") ? file : directory + "/" + file) as NSString).standardizingPath
            let folder = directory.hasSuffix("/") ? directory : directory + "/"
            guard !file.hasPrefix("/"), full.hasPrefix((folder as NSString).standardizingPath + "/") else {
                problems.append(
                    "\(path): \(key): \(file) is outside the sweep file's folder; a sweep file writes only beside "
                        + "itself: name the file on the command line (\(key == "output" ? "-o" : "--" + key)) to write elsewhere")
                return nil
            }
            return resolved(file)
        }
        let spec = SweepSpec(
            scenarios: strings("scenarios").map(resolved), vary: strings("vary"),
            output: contained("output"), csv: contained("csv"), report: contained("report"))
        _ = string("description")
        guard problems.isEmpty else { throw .badInput(problems.joined(separator: "\n")) }
        return spec
    }

    /// Checks the map, CSV and report before anything runs or is written: none onto one of
    /// `inputs` (every file the command reads), none sharing a path, each folder writable.
    func checkOutputs(inputs: [String]) throws(CLIFailure) {
        var plan = OutputPlan(inputs: inputs)
        if let output { plan.add(output, "the map") }
        if let csv { plan.add(csv, "the CSV") }
        if let report { plan.add(report, "the report") }
        try plan.check()
        for path in [output, csv, report].compactMap({ $0 }) where path != AtomicFileWriter.standardOutput {
            try AtomicFileWriter.ensureParentDirectory(of: path)
            try OutputPlan.checkWritable(path)
        }
    }
}
