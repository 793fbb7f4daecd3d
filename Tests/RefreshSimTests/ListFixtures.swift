@testable import RefreshSim
@testable import RefreshSimStrategies

/// Scenarios whose content is rows, for the list's tests.
enum ListFixtures {
    /// Each style, each form of heights, with estimates that are right or wrong.
    static let styles = ListStyle.allCases
    static let heights = [
        #"72"#, #"{"min": 40, "max": 160, "seed": 11}"#, #"[60, 120, 44, 200]"#,
    ]

    static func run(
        rows: String, duration: Double = 6, gestures: String = flicksDownAndUp, strategy: String = #"{"kind": "none"}"#,
        initialOffset: String = "", loader: String = "", reactions: String = "", actions: String = "", extra: String = ""
    ) throws -> ScenarioRun {
        var parts = [
            #""name": "list""#, #""duration": \#(duration)"#, #""device": "iPhone 15""#,
            #""content": {"rows": \#(rows)\#(initialOffset)}"#, #""gestures": \#(gestures)"#, #""strategy": \#(strategy)"#,
        ]
        if !loader.isEmpty { parts.append(#""loader": \#(loader)"#) }
        if !reactions.isEmpty { parts.append(#""reactions": \#(reactions)"#) }
        if !actions.isEmpty { parts.append(#""actions": \#(actions)"#) }
        if !extra.isEmpty { parts.append(extra) }
        return ScenarioRun(try ScenarioDecoder.decode("{" + parts.joined(separator: ", ") + "}", fileName: "list.json"))
    }

    static let flicksDownAndUp =
        #"[{"at": 0.2, "distance": -600, "duration": 0.12}, {"at": 2.2, "distance": 600, "duration": 0.12}, {"at": 4.2, "distance": 300, "duration": 0.3}]"#
}
