import RefreshSim

/// MJRefresh's footer base class — CoderMJLee/MJRefresh @ 5647d82, `MJRefresh/Base/MJRefreshFooter.h/.m`:
/// what the auto and back footers share. 44 pt tall (`MJRefreshFooterHeight`, `MJRefreshConst.m`);
/// `endRefreshingWithNoMoreData` and `resetNoMoreData` set the state on the next main-queue turn
/// (`MJRefreshDispatchAsyncOnMainQueue`).
class MJRefreshFooter: MJRefreshComponent {
    static let footerHeight = 44.0

    /// `mj_y`: the footer's top in content coordinates, placed by each footer kind.
    var y = 0.0

    init(host: RefreshHost) {
        super.init(host: host, height: Self.footerHeight)
    }

    func endRefreshingWithNoMoreData() {
        host.main.async { [self] in setState(.noMoreData) }
    }

    func resetNoMoreData() {
        host.main.async { [self] in setState(.idle) }
    }
}
