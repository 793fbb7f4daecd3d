/// `DispatchQueue.main` on the simulated clock: `asyncAfter` blocks run between display frames,
/// in deadline order (first scheduled first on ties), and what they change shows in the next frame.
public final class MainQueue {
    private struct Item {
        var deadline: Double
        var sequence: Int
        var work: () -> Void
    }

    private unowned let runtime: Runtime
    @exclusivity(unchecked) private var items: [Item] = []
    @exclusivity(unchecked) private var nextSequence = 0

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    /// Seconds on the simulated clock, like `DispatchTime.now()`.
    public func now() -> Double { runtime.now }

    public func asyncAfter(deadline: Double, execute work: @escaping () -> Void) {
        let item = Item(deadline: max(deadline, runtime.now), sequence: nextSequence, work: work)
        nextSequence += 1
        // Few items are ever pending; keep them sorted by insertion.
        let index = items.firstIndex { ($0.deadline, $0.sequence) > (item.deadline, item.sequence) } ?? items.count
        items.insert(item, at: index)
    }

    /// `asyncAfter(deadline: .now() + seconds)`.
    public func asyncAfter(seconds: Double, execute work: @escaping () -> Void) {
        asyncAfter(deadline: runtime.now + seconds, execute: work)
    }

    public func async(execute work: @escaping () -> Void) {
        asyncAfter(deadline: runtime.now, execute: work)
    }

    public var pendingCount: Int { items.count }

    func runBlocks(dueBy time: Double) {
        while let first = items.first, first.deadline <= time {
            items.removeFirst()
            runtime.now = max(runtime.now, first.deadline)
            first.work()
        }
    }
}
