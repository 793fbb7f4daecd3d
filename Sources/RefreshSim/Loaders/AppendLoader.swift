/// Load-more: after `seconds` the new rows arrive and the content grows by `height`, then the
/// completion runs (like `reloadData` followed by the app's end-refreshing call). With `fails` the
/// request ends with an error after that time and nothing is appended.
public final class AppendLoader: Loader {
    public let seconds: Double
    public let height: Double
    public let fails: Bool
    private unowned let scrollView: ScrollView
    private var running = 0

    public init(seconds: Double, height: Double, fails: Bool = false, scrollView: ScrollView) {
        self.seconds = seconds
        self.height = height
        self.fails = fails
        self.scrollView = scrollView
    }

    public var phase: LoaderPhase { running > 0 ? .loading : .idle }

    public func load(completion: @escaping (LoadResult) -> Void) {
        running += 1
        let runtime = scrollView.runtime
        runtime.record(.loadStart(.timed(seconds: seconds)))
        runtime.main.asyncAfter(seconds: seconds) { [self] in
            running -= 1
            guard !fails else {
                runtime.record(.loadEnd(result: .failure, error: nil, appended: nil))
                completion(.failure)
                return
            }
            var size = scrollView.contentSize
            size.height += height
            scrollView.contentSize = size
            runtime.record(.loadEnd(result: .success, error: nil, appended: height))
            completion(.success)
        }
    }
}
