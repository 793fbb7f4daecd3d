import ArgumentParser
import RefreshSim
import RefreshSimStrategies

struct ListCommand: VocabularyCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the strategies, loaders, devices, app calls and glitch classes, one line each.",
        discussion: """
            Strategies go in a scenario's "strategy": {"kind": …}, loaders in "loader": {"kind": …}, and glitch class names in "expect": {"glitches": […]}.

            Example:
              refreshsim list
            """
    )

    func run(_ vocabulary: Vocabulary) {
        print(Self.text(vocabulary, width: TerminalWidth.standardOutput), terminator: "")
    }

    /// One line an entry; with a `width` (a terminal's), every line fits it: summaries wrap under
    /// their column, or under the name when the names leave too little room.
    static func text(_ vocabulary: Vocabulary = .bundled, width: Int? = nil) -> String {
        [
            section("Strategies (strategy.kind)", Catalogue.strategies(vocabulary), width: width),
            section("Loaders (loader.kind)", Catalogue.loaders(vocabulary), width: width),
            section("Devices (device)", Catalogue.devices, width: width),
            section("App calls (actions[].call, reactions[].call)", Catalogue.appCalls(vocabulary), width: width),
            section("Reaction events (reactions[].on)", Catalogue.reactionEvents, width: width),
            section("Content inset adjustment (contentInset.adjustmentBehavior)", Catalogue.adjustmentBehaviors, width: width),
            section("Thresholds (analysis)", Catalogue.thresholds, width: width),
            section("Limits (every field)", Catalogue.limits(vocabulary), width: width),
            section("Glitch classes (expect.glitches)", Catalogue.glitchClasses, width: width),
        ].joined(separator: "\n")
    }

    private static func section(_ title: String, _ entries: [Catalogue.Entry], width: Int?) -> String {
        let names = entries.map(\.name.count).max() ?? 0
        let column = 2 + names + 2
        let lines = entries.flatMap { entry -> [String] in
            guard let width else {
                return ["  " + entry.name + String(repeating: " ", count: names - entry.name.count + 2) + entry.summary]
            }
            // Names too long for a column beside them (the limits' fields): the summary goes under.
            if column > width / 2 {
                let under = TerminalWidth.wrap(entry.summary, width: width - 6).map { "      " + $0 }
                return TerminalWidth.wrap(entry.name, width: width - 2).map { "  " + $0 } + under
            }
            let summary = TerminalWidth.wrap(entry.summary, width: width - column)
            let first = "  " + entry.name + String(repeating: " ", count: names - entry.name.count + 2) + (summary.first ?? "")
            return [first] + summary.dropFirst().map { String(repeating: " ", count: column) + $0 }
        }
        return (TerminalWidth.wrap(title + ":", width: width ?? Int.max) + lines).joined(separator: "\n") + "\n"
    }
}
