import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing

#if os(Linux)
    import SwiftUI
#else
    import RefreshSimSwiftUI
#endif

/// A root view run in a scenario through `UIHostingController`, as an app's is: the scenario's
/// content is rows, the strategy a `UIKitStrategy` hosting the view.
@MainActor
struct HostedRun<Root: View> {
    let hosting: UIHostingController<Root>
    let run: ScenarioRun

    /// - Parameters:
    ///   - content: `content` as JSON.
    ///   - gestures: `gestures` as JSON.
    init(
        content: String = #"{"rows": {"count": 20, "height": 100, "estimate": 100, "style": "swiftUIList"}}"#, gestures: String = "[]",
        duration: Double = 3, loaderSeconds: Double = 1, refreshControl: Bool = false, root: @escaping @MainActor (RefreshHost) -> Root
    ) throws {
        nonisolated(unsafe) var made: UIHostingController<Root>?
        let kind = StrategyKind("hosted-root", "a hosted SwiftUI root view", role: refreshControl ? .header : .footer) { host in
            let strategy = UIKitStrategy(
                host: host, indicator: refreshControl ? .refreshControl : .footer(height: 44, top: { _ in 0 }),
                state: { _ in "idle" }
            ) { UIHostingController(rootView: root(host)) }
            made = strategy.controller
            return strategy
        }
        let json = """
            {"name": "hosted", "duration": \(duration), "device": "iPhone 15", "content": \(content),
             "gestures": \(gestures), "loader": {"kind": "delay", "seconds": \(loaderSeconds)},
             "strategy": {"kind": "hosted-root"}}
            """
        let scenario = try ScenarioDecoder.decode(
            Array(json.utf8), fileName: "hosted.json", vocabulary: Vocabulary.bundled.adding(strategies: [kind]))
        run = ScenarioRun(scenario)
        hosting = try #require(made)
    }

    /// The run's `notSimulated` events, as text.
    var notSimulated: [String] {
        run.timeline.events.compactMap { event in
            if case let .notSimulated(what) = event.kind { return "\(what)" }
            return nil
        }
    }

    var list: ListView? { hosting.scrollView?.simulated.list }
}

/// What a test's views record, in order.
@MainActor
final class Journal {
    private(set) var entries: [String] = []
    func log(_ entry: String) { entries.append(entry) }
}
