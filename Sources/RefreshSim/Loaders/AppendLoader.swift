/// Load-more: after `seconds` the new rows arrive and the content grows by `height`, then the
/// completion runs (like `reloadData` followed by the app's end-refreshing call). With `fails` the
/// request ends with an error after that time and nothing is appended.
public final class AppendLoader: Loader {
    public let seconds: Double
    public let height: Double
    public let fails: Bool
    private unowned let scrollView: ScrollView
    private let component: ComponentRole?
    private var running = 0

    public init(seconds: Double, height: Double, fails: Bool = false, scrollView: ScrollView,
                component: ComponentRole? = nil) {
        self.seconds = seconds
        self.height = height
        self.fails = fails
        self.scrollView = scrollView
        self.component = component
    }

    public var phase: String { running > 0 ? "loading" : "idle" }

    public func load(completion: @escaping (LoadResult) -> Void) {
        running += 1
        let runtime = scrollView.runtime
        runtime.record("loadStart", from: .loader, LoaderEvent.attributes(["seconds": Format.fixed(seconds, 3)], component))
        runtime.main.asyncAfter(seconds: seconds) { [self] in
            running -= 1
            guard !fails else {
                runtime.record("loadEnd", from: .loader, LoaderEvent.attributes(["result": LoadResult.failure.rawValue], component))
                completion(.failure)
                return
            }
            var size = scrollView.contentSize
            size.height += height
            scrollView.contentSize = size
            runtime.record("loadEnd", from: .loader, LoaderEvent.attributes(
                ["result": LoadResult.success.rawValue, "appended": Format.points(height)], component))
            completion(.success)
        }
    }
}
