import Dispatch
import Foundation

/// Runs a sweep's cells on several threads and hands the results back in cell order.
///
/// Cells go out in batches; within a batch, workers claim small runs of cells from a shared
/// counter, so a slow region of the grid does not leave a core idle. Each cell's summary lands in
/// its own slot, and a batch is delivered only when complete: the order, and so every byte of the
/// output, is the same for any number of workers. Only summaries outlive a cell, never timelines.
public struct SweepRunner: Sendable {
    public let sweep: Sweep
    public let workers: Int
    /// Cells per batch: how often results (and so progress) are delivered. A batch ends with the
    /// slowest worker's last cell, a fraction of a millisecond, so small batches cost little.
    public let batchSize: Int

    public init(sweep: Sweep, workers: Int = SweepRunner.availableCores, batchSize: Int = 256) {
        self.sweep = sweep
        self.workers = max(1, workers)
        self.batchSize = max(1, batchSize)
    }

    /// The processors this process may use (`taskset` narrows it).
    public static var availableCores: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Simulates and analyses one cell, exactly as `refreshsim run` does a scenario file.
    public static func run(_ sweep: Sweep, cell index: Int) -> SweepCell {
        switch sweep.scenario(forCell: index) {
        case let .success(scenario):
            let run = ScenarioRun(scenario)
            // A run stopped at the reaction-call cap is refused, as `refreshsim run` refuses it.
            if let overrun = run.timeline.reactionOverrun { return SweepCell(index: index, outcome: .invalid(["\(overrun)"])) }
            return SweepCell(index: index, outcome: .ran(SweepRunSummary(run.timeline, run.analysis)))
        case let .failure(error):
            return SweepCell(index: index, outcome: .invalid(error.issues.map(\.located)))
        }
    }

    /// Runs every cell, calling `receive` with each batch in order. `shouldStop` is polled between
    /// cells; when it turns true the run ends early and this returns false.
    @discardableResult
    public func run(shouldStop: @Sendable () -> Bool = { false }, receive: ([SweepCell]) -> Void) -> Bool {
        run(cells: 0..<sweep.cellCount, shouldStop: shouldStop, receive: receive)
    }

    /// The same for the cells `cells` only (a shard's).
    @discardableResult
    public func run(cells: Range<Int>, shouldStop: @Sendable () -> Bool = { false }, receive: ([SweepCell]) -> Void) -> Bool {
        let total = min(cells.upperBound, sweep.cellCount)
        var start = cells.lowerBound
        while start < total {
            let end = min(start + batchSize, total)
            guard let batch = runBatch(start..<end, shouldStop: shouldStop) else { return false }
            receive(batch)
            start = end
        }
        return true
    }

    private func runBatch(_ range: Range<Int>, shouldStop: @Sendable () -> Bool) -> [SweepCell]? {
        let slots = BatchSlots(range)
        let sweep = self.sweep
        // Claims of a few cells keep the shared counter cold; each cell costs far more than a claim.
        let claim = 4
        DispatchQueue.concurrentPerform(iterations: min(workers, range.count)) { _ in
            while !slots.stopped {
                let first = slots.claim(claim) + range.lowerBound
                guard first < range.upperBound else { return }
                for index in first..<min(first + claim, range.upperBound) {
                    slots.store(SweepRunner.run(sweep, cell: index))
                }
                if shouldStop() { slots.stop() }
            }
        }
        return slots.stopped ? nil : slots.cells()
    }
}

/// One batch's results, each written once by whichever worker ran that cell.
private final class BatchSlots: @unchecked Sendable {
    let range: Range<Int>
    // A lock, not `Synchronization.Atomic` (macOS 15): claims are a few per hundred cells, so
    // the lock is never contended for long, and the package builds for macOS 13.
    private let lock = NSLock()
    private var next = 0
    private var halted = false
    private let buffer: UnsafeMutableBufferPointer<SweepCell?>

    init(_ range: Range<Int>) {
        self.range = range
        buffer = .allocate(capacity: range.count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    /// Distinct cells go to distinct slots, so workers never write the same memory.
    func store(_ cell: SweepCell) { buffer[cell.index - range.lowerBound] = cell }

    /// The offset of the first of `count` cells no other worker has claimed.
    func claim(_ count: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += count
        return next - count
    }

    var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return halted
    }

    func stop() {
        lock.lock()
        halted = true
        lock.unlock()
    }

    /// Called after `concurrentPerform` returned, which orders every worker's writes before it.
    func cells() -> [SweepCell] { buffer.compactMap { $0 } }
}
