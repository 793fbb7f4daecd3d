import RefreshSim

/// `uirefreshcontrol`: Apple's control used as documented. The app starts its load on
/// valueChanged and calls endRefreshing() when the load completes.
public final class RefreshControlStrategy: RefreshControlHosting {
    let host: RefreshHost
    let refreshControl = RefreshControl()

    public init(host: RefreshHost) {
        self.host = host
        host.scrollView.refreshControl = refreshControl
        refreshControl.addValueChangedAction { [unowned self] _ in didPullToRefresh() }
    }

    /// The control's state and indicator follow its phase and the scroll view; nothing runs at a
    /// turn's end.
    public var changesOnlyWhenCalled: Bool { true }

    func didPullToRefresh() {
        host.loader.load { [unowned self] _ in
            refreshControl.endRefreshing()
        }
    }

}
