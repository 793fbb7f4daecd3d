#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run in progress on this thread. A run is built and simulated on one thread, which stands
/// for the app's main thread: while it is set, the Swift runtime's queues send this thread's jobs
/// to the run's `SimulatedExecutor` (`ConcurrencyHooks`), so tasks the code under test starts run
/// on the simulated main queue, in its order.
enum RunScope {
    /// A thread-specific slot holding the run, unretained: `with` keeps the run alive while it is
    /// set. Not `Thread.current.threadDictionary`: its key and value are bridged to Foundation
    /// objects on every write, and the first bridging's conformance lookups alone were 2.3 M of
    /// the 50 M instructions of a whole `refreshsim run` of 1 s; a sweep writes it twice a cell.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var current: Runtime? {
        pthread_getspecific(key).map { Unmanaged<Runtime>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `body` with `runtime` as this thread's run; the previous one (if any) comes back after.
    static func with<T>(_ runtime: Runtime, _ body: () throws -> T) rethrows -> T {
        ConcurrencyHooks.install()
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(runtime).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(runtime) { try body() }
    }
}
