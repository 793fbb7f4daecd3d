import Foundation
import RefreshSim

/// A strategy of the user's own, under a `strategy.kind` name their scenario files use.
///
/// ```swift
/// RefreshSimCommand.main(strategies: [
///     StrategyRegistration("my-header", summary: "our app's pull-to-refresh header") { MyHeader(host: $0) },
/// ])
/// ```
public struct StrategyRegistration: Sendable {
    public let kind: CustomStrategyKind
    public let make: @Sendable (RefreshHost) -> any RefreshStrategy

    /// - Parameters:
    ///   - defaultLoader: the load a scenario of this kind gets when it names no `loader`.
    ///   - make: builds the strategy for one run; it is called on the thread that runs it.
    public init(_ name: String, summary: String, defaultLoader: LoaderConfig = .delay(seconds: 2),
                make: @escaping @Sendable (RefreshHost) -> any RefreshStrategy) {
        kind = CustomStrategyKind(name: name, summary: summary, defaultLoader: defaultLoader)
        self.make = make
    }
}

/// The strategies registered for this process, set once by `RefreshSimCommand.main(strategies:)`
/// before any command runs.
enum RegisteredStrategies {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registrations: [StrategyRegistration] = []

    static var all: [StrategyRegistration] {
        lock.withLock { registrations }
    }

    static var kinds: [CustomStrategyKind] { all.map(\.kind) }

    /// Refuses a name that is empty, taken by a bundled kind, or given twice.
    static func register(_ list: [StrategyRegistration]) throws(CLIFailure) {
        var seen = Set<String>()
        for registration in list {
            let name = registration.kind.name
            guard !name.isEmpty else { throw .badInput("a registered strategy needs a kind name") }
            guard !StrategyConfig.allKinds.contains(name) else {
                throw .badInput("strategy kind \"\(name)\" is a bundled kind; register yours under another name")
            }
            guard seen.insert(name).inserted else { throw .badInput("strategy kind \"\(name)\" is registered twice") }
        }
        lock.withLock { registrations = list }
    }

    /// The user's code for a scenario of a registered kind; nil for the bundled kinds.
    static func builder(for config: StrategyConfig) -> Simulator.StrategyBuilder? {
        guard case let .custom(kind) = config, let registration = all.first(where: { $0.kind.name == kind }) else { return nil }
        return registration.make
    }
}
