import Dispatch
import Foundation
import RefreshSim
import RefreshSimFiles

/// Tells a person waiting on a long sweep how far it has got, on standard error: a bar redrawn in
/// place on a terminal, a line now and then otherwise (a CI log). Nothing is shown for a sweep
/// that ends within a second. Wall-clock time decides only what is shown here, never the output.
final class SweepProgress {
    private let total: Int
    private let isTerminal: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastShown: UInt64 = 0
    private var shownAnything = false

    /// Quiet for this long; a quick sweep prints nothing.
    private static let delay: UInt64 = 1_000_000_000

    init(total: Int) {
        self.total = total
        isTerminal = isatty(STDERR_FILENO) == 1
    }

    func update(done: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - start >= Self.delay else { return }
        // A bar is cheap to redraw; a log line every few seconds is enough for a log.
        let interval: UInt64 = isTerminal ? 100_000_000 : 5_000_000_000
        guard !shownAnything || now - lastShown >= interval || done == total else { return }
        lastShown = now
        shownAnything = true
        let elapsed = Format.fixed(Double(now - start) / 1e9, 1)
        if isTerminal {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            write("\r\(bar) \(done)/\(total) cells  \(elapsed) s")
        } else {
            write("sweep: \(done) of \(total) cells (\(elapsed) s)\n")
        }
    }

    /// Ends the bar's line, if one was drawn.
    func finish() {
        if isTerminal, shownAnything { write("\n") }
    }

    /// Unbuffered, failures ignored, as `Console.error` writes standard error (a bar has no newline).
    private func write(_ text: String) {
        _ = DescriptorOutput.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
