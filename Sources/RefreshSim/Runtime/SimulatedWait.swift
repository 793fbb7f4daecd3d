import Foundation

/// One simulated wait's continuation (a sleep, an awaited load): resumed exactly once, by its
/// event or by the task's cancellation, which may come from another thread.
final class SimulatedWait<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: UnsafeContinuation<Value, Error>?
    private var cancelled = false
    private var ended = false

    /// False when the task was cancelled before the wait began (then it is resumed here, throwing).
    func begin(_ continuation: UnsafeContinuation<Value, Error>) -> Bool {
        let alreadyCancelled = lock.withLock {
            self.continuation = continuation
            return cancelled
        }
        if alreadyCancelled { end(.failure(CancellationError())) }
        return !alreadyCancelled
    }

    func end(_ result: Result<Value, Error>) {
        let continuation: UnsafeContinuation<Value, Error>? = lock.withLock {
            if case .failure = result { cancelled = true }
            guard !ended, let continuation = self.continuation else { return nil }
            ended = true
            return continuation
        }
        continuation?.resume(with: result)
    }
}
