import RefreshSim

/// MJRefresh's footer base class — CoderMJLee/MJRefresh @ 5647d82cd7e0de8c59980c6cb2afff173978f481,
/// `MJRefresh/Base/MJRefreshFooter.m`: what the auto and back footers share. 44 pt tall
/// (`MJRefreshFooterHeight`, `MJRefreshConst.m`); `endRefreshingWithNoMoreData` (lines 52–55) and
/// `resetNoMoreData` (lines 62–65) set the state on the next main-queue turn
/// (`MJRefreshDispatchAsyncOnMainQueue`) in every release.
class MJRefreshFooter: MJRefreshComponent {
    static let footerHeight = 44.0

    /// `mj_y`: the footer's top in content coordinates, placed by each footer kind.
    var y = 0.0

    init(host: RefreshHost, release: MJRefreshRelease) {
        super.init(host: host, height: Self.footerHeight, release: release)
    }

    func endRefreshingWithNoMoreData() {
        host.main.async { [self] in setState(.noMoreData) }
    }

    func resetNoMoreData() {
        host.main.async { [self] in setState(.idle) }
    }
}
