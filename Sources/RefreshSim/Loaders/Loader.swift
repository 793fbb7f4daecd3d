/// What the app asks for when a refresh starts: new data, more rows, a page reload.
public protocol Loader: AnyObject {
    /// `idle`, `loading`, or a web view's navigation phase; drawn as the chart's loader lane.
    var phase: String { get }
    /// Starts a load; `completion` runs on the main queue when it ends.
    func load(completion: @escaping (LoadResult) -> Void)
}

public enum LoadResult: String, Sendable, Equatable {
    case success
    case failure
}
