import Testing

@testable import RefreshSim

/// The run's main queue, `DispatchQueue.main` on the simulated clock: blocks run in deadline
/// order, the first scheduled first on ties, a deadline already past counting as now.
struct MainQueueTests {
    final class Order {
        var names: [String] = []
    }

    @Test func blocksRunByDeadlineAndTheFirstScheduledFirstOnTies() {
        let queue = MainQueue(clock: SimulationClock())
        let order = Order()
        for (name, deadline) in [("b1", 0.5), ("a", 0.2), ("b2", 0.5), ("now", 0), ("c", 0.9), ("b3", 0.5), ("past", -1)] {
            queue.asyncAfter(deadline: deadline) { order.names.append(name) }
        }
        queue.runBlocks(dueBy: 1)
        #expect(order.names == ["now", "past", "a", "b1", "b2", "b3", "c"])
    }

    /// Any mix of deadlines, many of them equal: the order of a stable sort by deadline.
    @Test func theOrderIsAStableSortByDeadline() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let queue = MainQueue(clock: SimulationClock())
            let order = Order()
            let deadlines = (0..<40).map { _ in Double(Int.random(in: 0...5, using: &generator)) / 10 }
            for (index, deadline) in deadlines.enumerated() {
                queue.asyncAfter(deadline: deadline) { order.names.append("\(index)") }
            }
            queue.runBlocks(dueBy: 1)
            let expected = deadlines.indices.sorted { (deadlines[$0], $0) < (deadlines[$1], $1) }.map { "\($0)" }
            #expect(order.names == expected, "\(deadlines)")
        }
    }
}
