import Foundation
import RefreshSim

/// The strategy kinds a user's program adds (`RefreshSimCommand.main(strategies:)`), set once
/// before any command runs; every subcommand reads scenario files with them.
enum RegisteredStrategies {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kinds: [StrategyKind] = []

    static var all: [StrategyKind] {
        lock.withLock { kinds }
    }

    /// Refuses a name that is empty, taken by a bundled kind, or given twice.
    static func register(_ list: [StrategyKind]) throws(CLIFailure) {
        var seen = Set<String>()
        for kind in list {
            guard !kind.name.isEmpty else { throw .badInput("a registered strategy kind needs a name") }
            guard StrategyKind.named(kind.name) == nil else {
                throw .badInput("strategy kind \"\(kind.name)\" is a bundled kind; register yours under another name")
            }
            guard seen.insert(kind.name).inserted else { throw .badInput("strategy kind \"\(kind.name)\" is registered twice") }
        }
        lock.withLock { kinds = list }
    }
}
