/// A request that completes after a fixed time and changes nothing on screen (`delay` loader).
public final class DelayLoader: Loader {
    public let seconds: Double
    private let runtime: Runtime
    private var running = 0

    public init(seconds: Double, runtime: Runtime) {
        self.seconds = seconds
        self.runtime = runtime
    }

    public var phase: String { running > 0 ? "loading" : "idle" }

    public func load(completion: @escaping (LoadResult) -> Void) {
        running += 1
        runtime.record("loadStart", from: .loader, ["seconds": Format.fixed(seconds, 3)])
        runtime.main.asyncAfter(seconds: seconds) { [self] in
            running -= 1
            runtime.record("loadEnd", from: .loader, ["result": LoadResult.success.rawValue])
            completion(.success)
        }
    }
}
