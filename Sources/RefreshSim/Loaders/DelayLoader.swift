/// A request that completes after a fixed time and changes nothing on screen (`delay` loader).
/// With `fails` the request ends with an error after that time instead.
public final class DelayLoader: Loader {
    public let seconds: Double
    public let fails: Bool
    private let runtime: Runtime
    private var running = 0

    public init(seconds: Double, fails: Bool = false, runtime: Runtime) {
        self.seconds = seconds
        self.fails = fails
        self.runtime = runtime
    }

    public var phase: LoaderPhase { running > 0 ? .loading : .idle }

    public func load(completion: @escaping (LoadResult) -> Void) {
        running += 1
        runtime.record(.loadStart(.timed(seconds: seconds)))
        runtime.main.asyncAfter(seconds: seconds) { [self] in
            running -= 1
            let result: LoadResult = fails ? .failure : .success
            runtime.record(.loadEnd(result: result, error: nil, appended: nil))
            completion(result)
        }
    }
}
