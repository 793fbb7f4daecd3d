/// A request that completes after a fixed time and changes nothing on screen (`delay` loader).
/// With `fails` the request ends with an error after that time instead.
public final class DelayLoader: Loader {
    public let seconds: Double
    public let fails: Bool
    private let runtime: Runtime
    /// What a successful load does to the screen when it arrives, and the height it appended
    /// (`AppendLoader`'s new rows); nothing for a plain delay.
    private let arrive: () -> Double?
    private var running = 0

    public convenience init(seconds: Double, fails: Bool = false, runtime: Runtime) {
        self.init(seconds: seconds, fails: fails, runtime: runtime, arrive: { nil })
    }

    init(seconds: Double, fails: Bool, runtime: Runtime, arrive: @escaping () -> Double?) {
        self.seconds = seconds
        self.fails = fails
        self.runtime = runtime
        self.arrive = arrive
    }

    public var phase: LoaderPhase { running > 0 ? .loading : .idle }

    public func load(completion: @escaping (LoadResult) -> Void) {
        running += 1
        runtime.record(.loadStart(.timed(seconds: seconds)))
        runtime.main.asyncAfter(seconds: seconds) { [self] in
            running -= 1
            let result: LoadResult = fails ? .failure : .success
            let appended = fails ? nil : arrive()
            runtime.record(.loadEnd(result: result, error: nil, appended: appended))
            completion(result)
        }
    }
}
