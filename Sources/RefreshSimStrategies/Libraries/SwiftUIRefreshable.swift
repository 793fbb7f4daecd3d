import RefreshSim

/// `swiftui-refreshable` — `List { … }.refreshable { await model.reload() }` (List from iOS 15,
/// ScrollView from iOS 16). SwiftUI backs it with a UIRefreshControl: the async action starts when
/// the control fires (mid-drag, at its snapping height), and the control stays refreshing until the
/// action returns.
///
/// The action is async code, run as SwiftUI runs it: a task started when the control fires, on the
/// run's simulated main queue; the control ends refreshing when the action returns. The bundled
/// kind's action awaits the scenario's loader (`try await host.loader.load()`, a network await);
/// `init(host:cancelledAfter:action:)` takes one written by hand.
///
/// `cancelledAfter`: the view is rebuilt while refreshing (a state change re-creates the list) and
/// SwiftUI cancels the action's task after that many seconds. The refresh ends at the cancellation
/// although the request it awaited is still running (arcgis-maps-sdk-swift-toolkit #1104; bitwarden
/// mobile PR #185 detaches the work from the action's task as the fix). A cancelled `URLSession`
/// await throws, so the model never sees the data: the loader's completion is ignored.
/// `cancelledByDrag`: a drag that begins while the action runs cancels its task, as developers
/// report of `.refreshable` on an iOS 16 `ScrollView`: a second pull ends the first refresh, its
/// request still running, under the finger.
public final class SwiftUIRefreshableStrategy: RefreshControlHosting, AppCallable {
    let host: RefreshHost
    let refreshControl = RefreshControl()
    let cancelledAfter: Double?
    let cancelledByDrag: Bool
    let action: @Sendable () async -> Void
    private var dragObservation: KeyValueObservation?
    /// The running action's task, by number: the end of an older task is ignored.
    private var task = 0
    private var running: Task<Void, Never>?

    /// - Parameter action: `.refreshable { … }`'s closure; by default it awaits the scenario's loader.
    public init(
        host: RefreshHost, cancelledAfter: Double? = nil, cancelledByDrag: Bool = false,
        action: (@Sendable () async -> Void)? = nil
    ) {
        self.host = host
        self.cancelledAfter = cancelledAfter
        self.cancelledByDrag = cancelledByDrag
        let loader = RunThreadBound(host.loader)
        self.action = action ?? { _ = try? await loader.value.load() }
        host.scrollView.refreshControl = refreshControl
        refreshControl.addValueChangedAction { [unowned self] _ in startAction() }
        if cancelledByDrag {
            dragObservation = host.scrollView.observe(.panState) { [unowned self] scrollView in
                if scrollView.panGestureState == .began { running?.cancel() }
            }
        }
    }

    private var taskRunning: Bool { running != nil }

    private func startAction() {
        task += 1
        let current = task
        let strategy = RunThreadBound(self)
        let action = action
        running = Task {
            await action()
            strategy.value.actionReturned(current)
        }
        if let cancelledAfter {
            host.main.asyncAfter(seconds: cancelledAfter) { [unowned self] in
                guard current == task else { return }
                running?.cancel()
            }
        }
    }

    private func actionReturned(_ number: Int) {
        guard number == task, taskRunning else { return }
        finish()
    }

    private func finish() {
        running = nil
        refreshControl.endRefreshing()
    }

    /// `refreshControl.beginRefreshing()` has no SwiftUI spelling; the environment's `refresh`
    /// action runs the closure without showing the control.
    public func beginRefreshing() { startAction() }
    public func endRefreshing() { if taskRunning { finish() } }
    public func endRefreshingWithNoMoreData() { endRefreshing() }
    public func resetNoMoreData() {}
}
