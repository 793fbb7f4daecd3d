import RefreshSim

/// Every scenario named on the command line, all validated before anything runs or is written,
/// with every file's errors reported together.
enum ScenarioSet {
    static func load(_ paths: [String]) throws(CLIFailure) -> [Scenario] {
        var scenarios: [Scenario] = []
        var messages: [String] = []
        for path in paths {
            do {
                scenarios.append(try ScenarioFile.load(path: path))
            } catch {
                messages.append(error.message)
            }
        }
        guard messages.isEmpty else { throw .badInput(messages.joined(separator: "\n")) }
        return scenarios
    }
}

/// Where an output goes: the given file (or `-`) for one scenario, `<dir>/<name>.<ext>` for several.
enum OutputPath {
    static func resolve(_ path: String, for scenario: Scenario, extension ext: String, count: Int) throws(CLIFailure) -> String {
        guard path != AtomicFileWriter.standardOutput, count > 1 || path.hasSuffix("/") else { return path }
        try AtomicFileWriter.ensureDirectory(path)
        let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
        return "\(directory)/\(scenario.name).\(ext)"
    }
}
