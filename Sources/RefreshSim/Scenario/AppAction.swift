/// A call the app makes from its own code at a set time (`actions` in a scenario file).
public struct AppAction: Sendable, Equatable {
    /// Seconds since the scenario began; the call runs on the main queue's turn at that time.
    public var at: Double
    public var call: AppCall
    /// The component it is made on, when the call concerns one (`beginRefreshing`, …).
    public var target: RefreshComponent?

    public init(at: Double, call: AppCall, target: RefreshComponent? = nil) {
        self.at = at
        self.call = call
        self.target = target
    }
}

public enum AppCall: Sendable, Equatable {
    case beginRefreshing
    /// With `ifRefreshing` the app checks `isRefreshing` first (the fix in "Jerky scrolling with
    /// UIRefreshControl", benscheirman.com 2017).
    case endRefreshing(ifRefreshing: Bool)
    case endRefreshingWithNoMoreData
    case resetNoMoreData
    /// The footer's end: MJ `endRefreshing`, ES `stopLoadingMore`, SV `stopAnimating`.
    case endLoadingMore
    /// `reloadData()`: the content height the data source now gives; `noMoreData` also tells the
    /// footer there is no more (`endRefreshingWithNoMoreData`).
    case reloadData(ContentHeightChange, noMoreData: Bool)
    case setContentOffset(y: Double, animated: Bool)

    /// A call's name in scenario files (`call`) and event logs, without its arguments; in the
    /// order the catalogue and the schema list them.
    public enum Name: String, Sendable, CaseIterable {
        case beginRefreshing
        case endRefreshing
        case endLoadingMore
        case endRefreshingWithNoMoreData
        case resetNoMoreData
        case reloadData
        case setContentOffset
    }

    public var kind: Name {
        switch self {
        case .beginRefreshing: .beginRefreshing
        case .endRefreshing: .endRefreshing
        case .endRefreshingWithNoMoreData: .endRefreshingWithNoMoreData
        case .resetNoMoreData: .resetNoMoreData
        case .endLoadingMore: .endLoadingMore
        case .reloadData: .reloadData
        case .setContentOffset: .setContentOffset
        }
    }

    /// The name used in scenario files and event logs.
    public var name: String { kind.rawValue }

    public static let allNames = Name.allCases.map(\.rawValue)

    /// Calls made on a refresh component (the rest act on the table view itself).
    public var needsComponent: Bool {
        switch self {
        case .reloadData, .setContentOffset: false
        default: true
        }
    }

    /// The role a call goes to when a scenario with two components names none.
    public var defaultRole: RefreshComponent? {
        switch self {
        case .endLoadingMore, .endRefreshingWithNoMoreData, .resetNoMoreData: .footer
        default: nil
        }
    }
}

/// How `reloadData` changes the content height.
public enum ContentHeightChange: Sendable, Equatable {
    case unchanged
    /// `contentHeight`: the new height.
    case to(Double)
    /// `heightChange`: rows added (positive) or removed (negative).
    case by(Double)

    public func applied(to height: Double) -> Double {
        switch self {
        case .unchanged: height
        case let .to(new): new
        case let .by(delta): max(height + delta, 0)
        }
    }
}
