/// `DispatchQueue.main` on the simulated clock: `asyncAfter` blocks run between display frames,
/// in deadline order (first scheduled first on ties), and what they change shows in the next frame.
public final class MainQueue {
    private struct Item {
        var deadline: Double
        var sequence: Int
        var work: () -> Void
    }

    private let clock: SimulationClock
    @exclusivity(unchecked) private var items: [Item] = []
    @exclusivity(unchecked) private var nextSequence = 0

    init(clock: SimulationClock) {
        self.clock = clock
    }

    /// Seconds on the simulated clock, like `DispatchTime.now()`.
    public func now() -> Double { clock.now }

    public func asyncAfter(deadline: Double, execute work: @escaping () -> Void) {
        let item = Item(deadline: max(deadline, clock.now), sequence: nextSequence, work: work)
        nextSequence += 1
        // Few items are ever pending; keep them sorted by insertion: before the first that comes
        // after, compared field by field as a tuple's `>` does. A debug build compares tuples
        // through generic code and the tuple's type metadata, and `firstIndex(where:)` copied
        // each item (its block retained and released), as does a read of `items` each step: 13 %
        // of a debug `plot` of 990 pulls.
        let index = items.withUnsafeBufferPointer { pending in
            var index = 0
            while index < pending.count {
                let deadline = pending[index].deadline
                if deadline != item.deadline ? deadline > item.deadline : pending[index].sequence > item.sequence { break }
                index += 1
            }
            return index
        }
        items.insert(item, at: index)
    }

    /// `asyncAfter(deadline: .now() + seconds)`.
    public func asyncAfter(seconds: Double, execute work: @escaping () -> Void) {
        asyncAfter(deadline: clock.now + seconds, execute: work)
    }

    public func async(execute work: @escaping () -> Void) {
        asyncAfter(deadline: clock.now, execute: work)
    }

    /// When the first pending block is due; infinite with none.
    var nextDeadline: Double { items.first?.deadline ?? .infinity }

    /// Runs the blocks due by `time` in order; `afterEach` runs after each, at its deadline.
    func runBlocks(dueBy time: Double, afterEach: () -> Void = {}) {
        while let first = items.first, first.deadline <= time {
            items.removeFirst()
            clock.now = max(clock.now, first.deadline)
            first.work()
            afterEach()
        }
    }
}
