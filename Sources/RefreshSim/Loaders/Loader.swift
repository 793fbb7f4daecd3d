/// What the app asks for when a refresh starts: new data, more rows, a page reload.
public protocol Loader: AnyObject {
    /// Drawn as the chart's loader lane.
    var phase: LoaderPhase { get }
    /// Starts a load; `completion` runs on the main queue when it ends.
    func load(completion: @escaping (LoadResult) -> Void)
    /// Whether the loader records its own requests and returns on the timeline (a web view does,
    /// since a reload can also start from its own navigation): the recording wrapper then passes
    /// its loads straight through.
    var recordsItsOwnRequests: Bool { get }
}

extension Loader {
    public var recordsItsOwnRequests: Bool { false }
}

public enum LoadResult: String, Sendable, Equatable, CaseIterable {
    case success
    case failure
}

/// Where a load is: `loading` for a timed load, a web view's navigation phase otherwise.
public enum LoaderPhase: String, Sendable, Equatable, CaseIterable {
    case idle
    /// A delay or append load is running.
    case loading
    /// Web: requested, no response yet.
    case request
    /// Web: a server redirect arrived.
    case redirect
    /// Web: the response is in; the old document is still shown.
    case response
    /// Web: the new document replaced the old one (blank until laid out).
    case committed
    case finished
    case failed
    /// Web: a new load replaced this one (NSURLErrorCancelled).
    case cancelled

    /// A delay or append load is running.
    public var isTimedLoad: Bool { self == .loading }

    /// A web load was requested and nothing has been committed yet.
    public var isAwaitingCommit: Bool { self == .request || self == .redirect || self == .response }
}
