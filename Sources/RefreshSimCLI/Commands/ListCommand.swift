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
        print(Self.text(vocabulary), terminator: "")
    }

    static func text(_ vocabulary: Vocabulary = .bundled) -> String {
        [
            section("Strategies (strategy.kind)", Catalogue.strategies(vocabulary)),
            section("Loaders (loader.kind)", Catalogue.loaders(vocabulary)),
            section("Devices (device)", Catalogue.devices),
            section("App calls (actions[].call, reactions[].call)", Catalogue.appCalls(vocabulary)),
            section("Reaction events (reactions[].on)", Catalogue.reactionEvents),
            section("Content inset adjustment (contentInset.adjustmentBehavior)", Catalogue.adjustmentBehaviors),
            section("Thresholds (analysis)", Catalogue.thresholds),
            section("Limits (every field)", Catalogue.limits(vocabulary)),
            section("Glitch classes (expect.glitches)", Catalogue.glitchClasses),
        ].joined(separator: "\n")
    }

    private static func section(_ title: String, _ entries: [Catalogue.Entry]) -> String {
        let width = entries.map(\.name.count).max() ?? 0
        let lines = entries.map { entry in
            "  " + entry.name + String(repeating: " ", count: width - entry.name.count + 2) + entry.summary
        }
        return ([title + ":"] + lines).joined(separator: "\n") + "\n"
    }
}
