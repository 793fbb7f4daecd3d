import RefreshSim

/// The app side of MJRefresh's footers: the refreshing block loads more rows, then calls
/// `endRefreshing`, or `endRefreshingWithNoMoreData` once `noMoreDataAfter` loads have run. The
/// calls are `MJRefreshFooter`'s, the same for either kind of footer.
public class MJFooterStrategy: RefreshStrategy, AppCallable {
    let host: RefreshHost
    let footer: MJRefreshFooter
    private let app: LoadMoreApp

    init(host: RefreshHost, footer: MJRefreshFooter, noMoreDataAfter: Int?) {
        self.host = host
        self.footer = footer
        app = LoadMoreApp(host: host, noMoreDataAfter: noMoreDataAfter)
        footer.refreshingBlock = app.handler(ending: self)
    }

    public var stateName: String { footer.state.rawValue }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { footer.state.phase }
    public var indicator: IndicatorPlacement { .footer }
    /// Declared here so that a footer kind's own distance is what `RefreshStrategy` reads.
    public var triggerDistance: Double? { nil }
    public var indicatorVisibleHeight: Double {
        host.footerVisibleHeight(top: footer.y, height: MJRefreshFooter.footerHeight)
    }
    public var footerTop: Double? { footer.y }

    public func beginRefreshing() { footer.beginRefreshing() }
    public func endRefreshing() { footer.endRefreshing() }
    public func endRefreshingWithNoMoreData() { footer.endRefreshingWithNoMoreData() }
    public func resetNoMoreData() { footer.resetNoMoreData() }
}

/// `mj-auto-footer`: the footer adds its height to the bottom inset for good.
public final class MJAutoFooterStrategy: MJFooterStrategy, RestingInsetHolding {
    public init(
        host: RefreshHost, triggerPercent: Double = 1.0, autoTriggerTimes: Int = 1, noMoreDataAfter: Int? = nil,
        release: MJRefreshRelease = .v3_7_5
    ) {
        super.init(
            host: host,
            footer: MJRefreshAutoFooter(
                host: host, triggerPercent: triggerPercent, autoTriggerTimes: autoTriggerTimes,
                release: release),
            noMoreDataAfter: noMoreDataAfter)
    }

    public var restingContentInset: EdgeInsets { EdgeInsets(bottom: MJRefreshFooter.footerHeight) }
}

/// `mj-back-footer`: pulled for like a header, past the footer's height.
public final class MJBackFooterStrategy: MJFooterStrategy {
    public init(host: RefreshHost, noMoreDataAfter: Int? = nil, release: MJRefreshRelease = .v3_7_5) {
        super.init(host: host, footer: MJRefreshBackFooter(host: host, release: release), noMoreDataAfter: noMoreDataAfter)
    }

    override public var triggerDistance: Double? { MJRefreshFooter.footerHeight }
}
