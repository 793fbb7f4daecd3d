import Dispatch
import Foundation
import Synchronization

/// Turns Ctrl-C (SIGINT) into a flag a long job polls, so it can stop between units of work and
/// leave no partial output behind instead of dying mid-write.
final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)
    // Dispatch delivers the signal on a queue, outside the signal handler, so setting the flag
    // needs no async-signal-safety care.
    nonisolated(unsafe) private var source: DispatchSourceSignal?

    init() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.raised.store(true, ordering: .relaxed) }
        source.resume()
        self.source = source
    }

    var isRaised: Bool { raised.load(ordering: .relaxed) }

    /// Gives Ctrl-C back its usual meaning.
    func restore() {
        source?.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
