/// A request that completes after a fixed time and changes nothing on screen (`delay` loader).
/// With `fails` the request ends with an error after that time instead.
public final class DelayLoader: Loader {
    public let seconds: Double
    public let fails: Bool
    private let runtime: Runtime
    private let component: ComponentRole?
    private var running = 0

    public init(seconds: Double, fails: Bool = false, runtime: Runtime, component: ComponentRole? = nil) {
        self.seconds = seconds
        self.fails = fails
        self.runtime = runtime
        self.component = component
    }

    public var phase: String { running > 0 ? "loading" : "idle" }

    public func load(completion: @escaping (LoadResult) -> Void) {
        running += 1
        runtime.record("loadStart", from: .loader, LoaderEvent.attributes(["seconds": Format.fixed(seconds, 3)], component))
        runtime.main.asyncAfter(seconds: seconds) { [self] in
            running -= 1
            let result: LoadResult = fails ? .failure : .success
            runtime.record("loadEnd", from: .loader, LoaderEvent.attributes(["result": result.rawValue], component))
            completion(result)
        }
    }
}

/// Loader events of a composed strategy name the component whose load they are.
enum LoaderEvent {
    static func attributes(_ attributes: [String: String], _ component: ComponentRole?) -> [String: String] {
        guard let component else { return attributes }
        var labelled = attributes
        labelled["component"] = component.rawValue
        return labelled
    }
}
