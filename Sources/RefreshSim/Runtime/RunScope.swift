import Foundation

/// The run in progress on this thread. A run is built and simulated on one thread, which stands
/// for the app's main thread: while it is set, the Swift runtime's queues send this thread's jobs
/// to the run's `SimulatedExecutor` (`ConcurrencyHooks`), so tasks the code under test starts run
/// on the simulated main queue, in its order.
enum RunScope {
    private static let key = "RefreshSim.runScope"

    static var current: Runtime? {
        Thread.current.threadDictionary[key] as? Runtime
    }

    /// Runs `body` with `runtime` as this thread's run; the previous one (if any) comes back after.
    static func with<T>(_ runtime: Runtime, _ body: () throws -> T) rethrows -> T {
        ConcurrencyHooks.install()
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = runtime
        defer { dictionary[key] = previous }
        return try body()
    }
}
