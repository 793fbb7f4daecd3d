import RefreshSim

/// `swiftui-refreshable` — `List { … }.refreshable { await model.reload() }` (List from iOS 15,
/// ScrollView from iOS 16). SwiftUI backs it with a UIRefreshControl: the async action starts when
/// the control fires (mid-drag, at its snapping height), and the control stays refreshing until the
/// action returns.
///
/// `cancelledAfter`: the view is rebuilt while refreshing (a state change re-creates the list) and
/// SwiftUI cancels the action's task after that many seconds. The refresh ends at the cancellation
/// although the request it awaited is still running (arcgis-maps-sdk-swift-toolkit #1104; bitwarden
/// mobile PR #185 detaches the work from the action's task as the fix). A cancelled `URLSession`
/// await throws, so the model never sees the data: the loader's completion is ignored.
public final class SwiftUIRefreshableStrategy: RefreshControlHosting, AppCallable {
    let host: RefreshHost
    let refreshControl = RefreshControl()
    let cancelledAfter: Double?
    /// The running action's task, by number: a completion or cancellation of an older task is ignored.
    private var task = 0
    private var taskRunning = false

    public init(host: RefreshHost, cancelledAfter: Double? = nil) {
        self.host = host
        self.cancelledAfter = cancelledAfter
        host.scrollView.refreshControl = refreshControl
        refreshControl.addValueChangedAction { [unowned self] _ in startAction() }
    }

    private func startAction() {
        task += 1
        let current = task
        taskRunning = true
        host.loader.load { [unowned self] _ in
            guard current == task, taskRunning else { return }
            finish()
        }
        if let cancelledAfter {
            host.main.asyncAfter(seconds: cancelledAfter) { [unowned self] in
                guard current == task, taskRunning else { return }
                finish()
            }
        }
    }

    private func finish() {
        taskRunning = false
        refreshControl.endRefreshing()
    }

    /// `refreshControl.beginRefreshing()` has no SwiftUI spelling; the environment's `refresh`
    /// action runs the closure without showing the control.
    public func beginRefreshing() { startAction() }
    public func endRefreshing() { if taskRunning { finish() } }
    public func endRefreshingWithNoMoreData() { endRefreshing() }
    public func resetNoMoreData() {}
}
