import ArgumentParser
import RefreshSim

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the strategies, loaders, devices, app calls and glitch classes, one line each.",
        discussion: """
            Strategies go in a scenario's "strategy": {"kind": …}, loaders in "loader": {"kind": …}, and glitch class names in "expect": {"glitches": […]}.

            Example:
              refreshsim list
            """
    )

    func run() {
        print(Self.text, terminator: "")
    }

    static var text: String {
        [
            section("Strategies (strategy.kind)", Catalogue.strategies + RegisteredStrategies.all.map { Catalogue.Entry(name: $0.name, summary: $0.summary) }),
            section("Loaders (loader.kind)", Catalogue.loaders),
            section("Devices (device)", Catalogue.devices),
            section("App calls (actions[].call)", Catalogue.appCalls),
            section("Thresholds (analysis)", Catalogue.thresholds),
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
