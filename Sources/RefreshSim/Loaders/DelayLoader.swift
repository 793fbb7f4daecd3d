/// A request that completes after a fixed time and changes nothing on screen (`delay` loader).
public final class DelayLoader: Loader {
    public let seconds: Double
    private let runtime: Runtime
    private var running = 0

    public init(seconds: Double, runtime: Runtime) {
        self.seconds = seconds
        self.runtime = runtime
    }

    public var phase: LoaderPhase { running > 0 ? .loading : .idle }

    public func load(completion: @escaping (LoadResult) -> Void) {
        running += 1
        runtime.record(.loadStart(.timed(seconds: seconds)))
        runtime.main.asyncAfter(seconds: seconds) { [self] in
            running -= 1
            runtime.record(.loadEnd(result: .success, error: nil, appended: nil))
            completion(.success)
        }
    }
}
