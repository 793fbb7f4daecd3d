#if compiler(>=6.3)
    @_spi(ExperimentalScheduling) import _Concurrency
#endif
import Foundation

/// A run's main actor and global executor in one: every job of the tasks the code under test
/// starts runs on the simulated main queue (`MainQueue`), on the run's thread, one at a time, in
/// the order it was enqueued; a delayed job waits on the simulated clock.
///
/// As a `SchedulingExecutor` it receives `Task.sleep` and `Clock.sleep` waits of the tasks it runs:
/// a `SimulatedClock` instant or a relative delay is exact; an instant of another clock is on the
/// wall clock and is recorded (`NotSimulated.wallClockWait`).
final class SimulatedExecutor: SerialExecutor, @unchecked Sendable {
    private unowned let runtime: Runtime
    /// Jobs enqueued from other threads, taken at the next frame (`takeJobsFromOtherThreads`).
    private let inboxLock = NSLock()
    private var inbox: [UnownedJob] = []

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    private var isOnRunThread: Bool { RunScope.current === runtime }

    func enqueue(_ job: consuming ExecutorJob) {
        enqueue(UnownedJob(job), afterSeconds: 0)
    }

    /// - Parameter executor: the executor the job runs as: this one, or (Swift 6.1) the main actor's.
    func enqueue(_ job: UnownedJob, afterSeconds seconds: Double, runningOn executor: UnownedSerialExecutor? = nil) {
        guard isOnRunThread else {
            inboxLock.withLock { inbox.append(job) }
            return
        }
        runtime.main.asyncAfter(seconds: seconds) { [self] in job.runSynchronously(on: executor ?? asUnownedSerialExecutor()) }
    }

    /// A job due at a wall-clock instant `left` from now: run that much later on the simulated
    /// clock, to the millisecond, and recorded.
    func enqueueWallClock(_ job: UnownedJob, left: Duration, clock: String) {
        let seconds = (max(left.seconds, 0) * 1000).rounded() / 1000
        if isOnRunThread { runtime.record(.notSimulated(.wallClockWait(clock: clock, seconds: seconds))) }
        enqueue(job, afterSeconds: seconds)
    }

    /// Runs the jobs other threads sent since the last frame, each recorded as such.
    func takeJobsFromOtherThreads() {
        let jobs = inboxLock.withLock {
            defer { inbox.removeAll() }
            return inbox
        }
        for job in jobs {
            runtime.record(.notSimulated(.resumedFromAnotherThread))
            enqueue(job, afterSeconds: 0)
        }
    }

    /// Suspends the calling task until `deadline` on the simulated clock; a cancellation ends the
    /// wait at once with `CancellationError`, as `Task.sleep` does.
    func sleep(untilSeconds deadline: Double) async throws {
        let wait = SimulatedWait<Void>()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, Error>) in
                guard wait.begin(continuation) else { return }
                runtime.main.asyncAfter(deadline: max(deadline, runtime.now)) { wait.end(.success(())) }
            }
        } onCancel: {
            wait.end(.failure(CancellationError()))
        }
    }

    func checkIsolated() {
        precondition(isOnRunThread, "refreshsim: main-actor code ran off the run's thread")
    }

    func isIsolatingCurrentContext() -> Bool? {
        isOnRunThread
    }

    /// Whether `executor` is this one (its identity word is the object).
    func isIdentity(of executor: UnownedSerialExecutor) -> Bool {
        withUnsafeBytes(of: executor) { $0.load(as: UInt.self) } == UInt(bitPattern: ObjectIdentifier(self).hashValue)
    }

    /// Whether `executor` is this one or the main actor's: the run's thread is the main thread.
    func standsForMainActor(_ executor: UnownedSerialExecutor) -> Bool {
        let identity = { (executor: UnownedSerialExecutor) in withUnsafeBytes(of: executor) { $0.load(as: UInt.self) } }
        return isIdentity(of: executor) || identity(executor) == identity(MainActor.sharedUnownedExecutor)
    }
}

// Swift 6.3's scheduling SPI: `Task.sleep` and `Clock.sleep` hand their wait to the current
// executor when it is one. Without it (older toolchains, older Apple OSes) a standard-library wait
// goes to the global executor's timer and comes back from another thread (`resumedFromAnotherThread`).
#if compiler(>=6.3)
    @available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
    extension SimulatedExecutor: SchedulingExecutor {
        func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
            let job = UnownedJob(job)
            if let delay = delay as? Duration {
                enqueue(job, afterSeconds: max(delay.seconds, 0))
            } else {
                enqueueWallClock(job, left: .zero, clock: "\(C.self)")
            }
        }

        func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
            let job = UnownedJob(job)
            if let instant = instant as? SimulatedClock.Instant {
                enqueue(job, afterSeconds: max(SimulatedClock().now.duration(to: instant).seconds, 0))
            } else {
                enqueueWallClock(job, left: clock.now.duration(to: instant) as? Duration ?? .zero, clock: "\(C.self)")
            }
        }
    }

#endif

extension Duration {
    /// The duration in seconds, as the simulated clock counts.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
