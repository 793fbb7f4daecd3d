import ArgumentParser

/// A mistyped subcommand (`refreshsim plt x.json`) named as one, with the nearest command, as
/// swift-argument-parser already does for options (`--widht` → `--width`): left to the parser it
/// reads as "2 unexpected arguments".
enum CommandSuggestion {
    /// The message for a first argument that is no subcommand of `root`, or nil when it is one (or
    /// an option, or `help`).
    static func message<Root: ParsableCommand>(for arguments: [String], _ root: Root.Type) -> String? {
        let names = root.configuration.subcommands.map { $0.configuration.commandName ?? $0._commandName }
        guard let word = arguments.first, !names.isEmpty, !word.hasPrefix("-"), word != "help", !names.contains(word)
        else { return nil }
        let program = ProgramName.current
        let nearest = names.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
        let hint =
            nearest.flatMap { name, distance in distance <= max(2, name.count / 3) ? " Did you mean '\(name)'?" : nil }
            ?? " The commands are: \(names.joined(separator: ", "))."
        return "Error: Unknown command '\(word)'.\(hint)\nUsage: \(program) <subcommand>\n  See '\(program) --help' for more information."
    }

    /// Levenshtein distance: edits (insert, delete, replace) from `a` to `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}
