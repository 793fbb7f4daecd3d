import CConcurrencyHooks
import Foundation

/// The Swift runtime's executor hooks (the ones pointfreeco's `withMainSerialExecutor` sets), pointed
/// at the run in progress on the calling thread (`RunScope`). A thread with no run gets the
/// runtime's own behaviour.
///
/// - `swift_task_getMainExecutor`: the main actor's executor is the run's `SimulatedExecutor`, so
///   `Task { @MainActor in }` and every hop to the main actor go to the simulated main queue.
///   (Swift 6.x no longer calls `swift_task_enqueueMainExecutor_hook` for the main actor.)
/// - `swift_task_enqueueGlobal`: nonisolated async code and `Task.detached` run there too, one
///   job at a time, in the order they were enqueued.
/// - `swift_task_enqueueGlobalWithDelay` (`Task.sleep(nanoseconds:)` off the run's executor):
///   a relative delay, exact on the simulated clock.
/// - `swift_task_enqueueGlobalWithDeadline`: an instant on the wall clock (`NotSimulated.wallClockWait`).
/// - `swift_task_enqueueMainExecutor` (Swift 6.1, which has no main-executor hook): the main
///   actor's jobs, run on the simulated main queue as the main actor's.
/// - `swift_task_isMainExecutor`, `swift_task_checkIsolated`, `swift_task_isIsolatingCurrentContext`:
///   the run's thread counts as the main thread for `MainActor.assumeIsolated` and Swift 6's checks.
enum ConcurrencyHooks {
    private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
    private typealias DelayOriginal = @convention(thin) (UInt64, UnownedJob) -> Void
    private typealias DelayHook = @convention(thin) (UInt64, UnownedJob, DelayOriginal) -> Void
    private typealias DeadlineOriginal = @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void
    private typealias DeadlineHook = @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob, DeadlineOriginal) -> Void
    private typealias GetMainOriginal = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainHook = @convention(thin) (GetMainOriginal) -> UnownedSerialExecutor
    private typealias IsMainOriginal = @convention(thin) (UnownedSerialExecutor) -> Bool
    private typealias IsMainHook = @convention(thin) (UnownedSerialExecutor, IsMainOriginal) -> Bool
    private typealias CheckOriginal = @convention(thin) (UnownedSerialExecutor) -> Void
    private typealias CheckHook = @convention(thin) (UnownedSerialExecutor, CheckOriginal) -> Void
    private typealias IsIsolatingOriginal = @convention(thin) (UnownedSerialExecutor) -> Int8
    private typealias IsIsolatingHook = @convention(thin) (UnownedSerialExecutor, IsIsolatingOriginal) -> Int8

    /// Installs the hooks once per process (a static `let` is initialised exactly once).
    static func install() { _ = installed }

    private static let installed: Bool = {
        // Opened only for a hook not linked: dlopen waits for the dynamic loader's lock, which a
        // drawing command's libraries, loading on another thread meanwhile, hold for a millisecond
        // or two at a time (`refreshsim_drawing_loading_early`).
        lazy var runtime = dlopen(nil, RTLD_NOW)
        // Linked weakly where the C target can (a runtime linked into the executable exports
        // nothing for dlsym), else looked up.
        func slot<Hook>(_ name: String, _: Hook.Type) -> UnsafeMutablePointer<Hook?>? {
            if let linked = refreshsim_concurrency_hook(name) {
                return UnsafeMutableRawPointer(linked).assumingMemoryBound(to: Hook?.self)
            }
            return dlsym(runtime, name)?.assumingMemoryBound(to: Hook?.self)
        }
        slot("swift_task_getMainExecutor_hook", GetMainHook.self)?.pointee = { original in
            RunScope.current?.executor.asUnownedSerialExecutor() ?? original()
        }
        slot("swift_task_isMainExecutor_hook", IsMainHook.self)?.pointee = { executor, original in
            if let run = RunScope.current, run.executor.isIdentity(of: executor) { return true }
            return original(executor)
        }
        // Before Swift 6.2 there is no main-executor hook to answer, and the main actor's jobs
        // come here: they run as the main actor's, on the run's queue.
        slot("swift_task_enqueueMainExecutor_hook", EnqueueHook.self)?.pointee = { job, original in
            guard let run = RunScope.current else { return original(job) }
            run.executor.enqueue(job, afterSeconds: 0, runningOn: MainActor.sharedUnownedExecutor)
        }
        slot("swift_task_enqueueGlobal_hook", EnqueueHook.self)?.pointee = { job, original in
            guard let run = RunScope.current else { return original(job) }
            run.executor.enqueue(job, afterSeconds: 0)
        }
        slot("swift_task_enqueueGlobalWithDelay_hook", DelayHook.self)?.pointee = { nanoseconds, job, original in
            guard let run = RunScope.current else { return original(nanoseconds, job) }
            run.executor.enqueue(job, afterSeconds: Double(nanoseconds) / 1e9)
        }
        slot("swift_task_enqueueGlobalWithDeadline_hook", DeadlineHook.self)?.pointee = {
            seconds, nanoseconds, _, _, clock, job, original in
            guard let run = RunScope.current else { return original(seconds, nanoseconds, 0, -1, clock, job) }
            let deadline = Duration.seconds(seconds) + .nanoseconds(nanoseconds)
            // The runtime's clock ids: 1 continuous, 2 suspending, read as the runtime reads them.
            var now = timespec()
            #if canImport(Darwin)
                clock_gettime(clock == 2 ? CLOCK_UPTIME_RAW : CLOCK_MONOTONIC_RAW, &now)
            #else
                clock_gettime(clock == 2 ? CLOCK_MONOTONIC : CLOCK_BOOTTIME, &now)
            #endif
            let left = deadline - (.seconds(now.tv_sec) + .nanoseconds(now.tv_nsec))
            run.executor.enqueueWallClock(job, left: left, clock: clock == 2 ? "SuspendingClock" : "ContinuousClock")
        }
        slot("swift_task_checkIsolated_hook", CheckHook.self)?.pointee = { executor, original in
            if let run = RunScope.current, run.executor.standsForMainActor(executor) { return }
            original(executor)
        }
        slot("swift_task_isIsolatingCurrentContext_hook", IsIsolatingHook.self)?.pointee = { executor, original in
            if let run = RunScope.current, run.executor.standsForMainActor(executor) { return 1 }
            return original(executor)
        }
        return true
    }()
}
