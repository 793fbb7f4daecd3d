import Dispatch
import Foundation
import RefreshSim
import RefreshSimFiles

/// Tells a person waiting on long work (a sweep's cells, a review's films) how far it has got, on
/// standard error: a bar redrawn in place on a terminal with the count and the time left, and a
/// line now and then otherwise (a CI log) when `logsWhenPiped`. Nothing is shown for work that
/// ends within a second. Wall-clock time decides only what is shown here, never the output.
final class WorkProgress: @unchecked Sendable {
    private let total: Int
    /// What is counted (`cells`, `films`) and who counts (`sweep`, `review`).
    private let unit: String
    private let label: String
    private let isTerminal: Bool
    private let logsWhenPiped: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private var done = 0
    private var lastShown: UInt64 = 0
    private var shownAnything = false
    /// Workers on several threads report (a review draws its films in parallel).
    private let lock = NSLock()

    /// Quiet for this long; quick work prints nothing. A seam for the tests of what a terminal
    /// sees: `REFRESHSIM_TEST_PROGRESS_AT_ONCE=1` shows progress from the start.
    private static let delay: UInt64 =
        ProcessInfo.processInfo.environment["REFRESHSIM_TEST_PROGRESS_AT_ONCE"] == "1" ? 0 : 1_000_000_000

    init(total: Int, unit: String, label: String, logsWhenPiped: Bool = true) {
        self.total = total
        self.unit = unit
        self.label = label
        self.logsWhenPiped = logsWhenPiped
        isTerminal = isatty(STDERR_FILENO) == 1
    }

    /// One more piece done.
    func advance() {
        lock.withLock { show(done: done + 1) }
    }

    func update(done: Int) {
        lock.withLock { show(done: done) }
    }

    private func show(done: Int) {
        self.done = done
        guard isTerminal || logsWhenPiped else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - start >= Self.delay else { return }
        // A bar is cheap to redraw; a log line every few seconds is enough for a log.
        let interval: UInt64 = isTerminal ? 100_000_000 : 5_000_000_000
        guard !shownAnything || now - lastShown >= interval || done == total else { return }
        lastShown = now
        shownAnything = true
        let seconds = Double(now - start) / 1e9
        let elapsed = Format.fixed(seconds, 1)
        if isTerminal {
            let width = 30
            let filled = total > 0 ? width * min(done, total) / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            let left = done > 0 && done < total ? "  about \(Format.fixed(seconds / Double(done) * Double(total - done), 0)) s left" : ""
            write("\r\(bar) \(done)/\(total) \(unit)  \(elapsed) s\(left)   ")
        } else {
            write("\(label): \(done) of \(total) \(unit) (\(elapsed) s)\n")
        }
    }

    /// Ends the bar's line, if one was drawn.
    func finish() {
        lock.withLock { if isTerminal, shownAnything { write("\n") } }
    }

    /// Unbuffered, failures ignored, as `Console.error` writes standard error (a bar has no newline).
    private func write(_ text: String) {
        _ = DescriptorOutput.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
