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

/// One call: its declared kind and the options the scenario gave (or their defaults).
public struct AppCall: Sendable, Equatable {
    public let kind: AppCallKind
    public private(set) var options: OptionValues

    /// `options` override the kind's defaults.
    public init(_ kind: AppCallKind, options: [String: OptionField.Value] = [:]) {
        self.init(kind, given: OptionValues(options))
    }

    init(_ kind: AppCallKind, given: OptionValues) {
        self.kind = kind
        self.options = OptionValues(kind.options, given: given)
    }

    /// The name used in scenario files and event logs.
    public var name: String { kind.name }

    /// The same call with one option set.
    public func with<Value>(_ key: OptionKey<Value>, _ value: Value) -> AppCall {
        var call = self
        call.options[key] = value
        return call
    }

    // The bundled calls, for scenarios built in code.
    public static var beginRefreshing: AppCall { AppCall(.beginRefreshing) }
    public static func endRefreshing(ifRefreshing: Bool) -> AppCall {
        AppCall(.endRefreshing).with(.ifRefreshing, ifRefreshing)
    }
    public static var endLoadingMore: AppCall { AppCall(.endLoadingMore) }
    public static var endRefreshingWithNoMoreData: AppCall { AppCall(.endRefreshingWithNoMoreData) }
    public static var resetNoMoreData: AppCall { AppCall(.resetNoMoreData) }
    public static func reloadData(_ change: ContentHeightChange, noMoreData: Bool) -> AppCall {
        var call = AppCall(.reloadData).with(.noMoreData, noMoreData)
        switch change {
        case .unchanged: break
        case let .to(height): call.options[.newContentHeight] = height
        case let .by(delta): call.options[.heightChange] = delta
        }
        return call
    }
    public static func setContentOffset(y: Double, animated: Bool) -> AppCall {
        AppCall(.setContentOffset).with(.y, y).with(.animated, animated)
    }
}

/// How `reloadData` changes the content height.
public enum ContentHeightChange: Sendable, Equatable {
    case unchanged
    /// `contentHeight`: the new height.
    case to(Double)
    /// `heightChange`: rows added (positive) or removed (negative).
    case by(Double)

    /// `reloadData`'s options: `contentHeight`, else `heightChange`, else unchanged.
    init(_ options: OptionValues) {
        self = options[.newContentHeight].map { .to($0) } ?? options[.heightChange].map { .by($0) } ?? .unchanged
    }

    public func applied(to height: Double) -> Double {
        switch self {
        case .unchanged: height
        case let .to(new): new
        case let .by(delta): max(height + delta, 0)
        }
    }
}
