/// The app side of MJRefresh's footers: the refreshing block loads more rows, then calls
/// `endRefreshing`, or `endRefreshingWithNoMoreData` once `noMoreDataAfter` loads have run.
public final class MJAutoFooterStrategy: RefreshStrategy, AppCallable, RestingInsetHolding {
    let host: RefreshHost
    let footer: MJRefreshAutoFooter
    private let app: LoadMoreApp

    public init(host: RefreshHost, triggerPercent: Double = 1.0, autoTriggerTimes: Int = 1, noMoreDataAfter: Int? = nil) {
        self.host = host
        footer = MJRefreshAutoFooter(host: host, triggerPercent: triggerPercent, autoTriggerTimes: autoTriggerTimes)
        app = LoadMoreApp(host: host, noMoreDataAfter: noMoreDataAfter)
        footer.refreshingBlock = app.handler(ending: self)
    }

    public var stateName: String { footer.state.rawValue }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { footer.state.phase }
    public var indicator: IndicatorPlacement { .footer }
    public var indicatorVisibleHeight: Double {
        host.footerVisibleHeight(top: footer.y, height: MJRefreshAutoFooter.footerHeight)
    }
    public var footerTop: Double? { footer.y }
    public var restingContentInset: EdgeInsets { EdgeInsets(bottom: MJRefreshAutoFooter.footerHeight) }

    public func beginRefreshing() { footer.beginRefreshing() }
    public func endRefreshing() { footer.endRefreshing() }
    public func endRefreshingWithNoMoreData() { footer.endRefreshingWithNoMoreData() }
    public func resetNoMoreData() { footer.resetNoMoreData() }
}

public final class MJBackFooterStrategy: RefreshStrategy, AppCallable {
    let host: RefreshHost
    let footer: MJRefreshBackFooter
    private let app: LoadMoreApp

    public init(host: RefreshHost, noMoreDataAfter: Int? = nil) {
        self.host = host
        footer = MJRefreshBackFooter(host: host)
        app = LoadMoreApp(host: host, noMoreDataAfter: noMoreDataAfter)
        footer.refreshingBlock = app.handler(ending: self)
    }

    public var stateName: String { footer.state.rawValue }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { footer.state.phase }
    public var indicator: IndicatorPlacement { .footer }
    public var triggerDistance: Double? { MJRefreshBackFooter.footerHeight }
    public var indicatorVisibleHeight: Double {
        host.footerVisibleHeight(top: footer.y, height: MJRefreshBackFooter.footerHeight)
    }
    public var footerTop: Double? { footer.y }

    public func beginRefreshing() { footer.beginRefreshing() }
    public func endRefreshing() { footer.endRefreshing() }
    public func endRefreshingWithNoMoreData() { footer.endRefreshingWithNoMoreData() }
    public func resetNoMoreData() { footer.resetNoMoreData() }
}
