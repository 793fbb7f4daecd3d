/// Load-more: after `seconds` the new rows arrive and the content grows by `height`, then the
/// completion runs (like `reloadData` followed by the app's end-refreshing call). With `fails` the
/// request ends with an error after that time and nothing is appended. The timing is a
/// `DelayLoader`'s; only the arrival differs.
public final class AppendLoader: Loader {
    public let seconds: Double
    public let height: Double
    public let fails: Bool
    private let request: DelayLoader

    public init(seconds: Double, height: Double, fails: Bool = false, scrollView: ScrollView) {
        self.seconds = seconds
        self.height = height
        self.fails = fails
        request = DelayLoader(seconds: seconds, fails: fails, runtime: scrollView.runtime) { [unowned scrollView] in
            var size = scrollView.contentSize
            size.height += height
            scrollView.contentSize = size
            return height
        }
    }

    public var phase: LoaderPhase { request.phase }

    public func load(completion: @escaping (LoadResult) -> Void) {
        request.load(completion: completion)
    }
}
