import RefreshSim

/// `uirefreshcontrol-async` — UIRefreshControl as refresh code is written today: a `UIAction` whose
/// handler starts a main-actor task that awaits the network, keeps the spinner up at least
/// `minimumSpinnerTime` (a fast response would flash it) and ends refreshing:
///
/// ```swift
/// refreshControl.addAction(UIAction { [weak self] _ in
///     Task { @MainActor in
///         let shown = await ContinuousClock().measure { await self?.viewModel.reload() }
///         if shown < minimum { try? await Task.sleep(for: minimum - shown) }
///         self?.refreshControl.endRefreshing()
///     }
/// }, for: .valueChanged)
/// ```
///
/// The task runs on the run's simulated main queue (its first turn after the control fires), the
/// await returns when the scenario's loader does, and the sleep takes simulated time.
public final class RefreshControlAsyncActionStrategy: RefreshControlHosting {
    let host: RefreshHost
    let refreshControl = RefreshControl()
    let minimumSpinnerTime: Double

    public init(host: RefreshHost, minimumSpinnerTime: Double = 0) {
        self.host = host
        self.minimumSpinnerTime = minimumSpinnerTime
        host.scrollView.refreshControl = refreshControl
        refreshControl.addValueChangedAction { [unowned self] _ in startTask() }
    }

    private func startTask() {
        let network = host.network
        let minimum = Duration.milliseconds((minimumSpinnerTime * 1000).rounded())
        let control = RunThreadBound(refreshControl)
        Task {
            let shown = await SimulatedClock().measure { _ = try? await network.load() }
            if shown < minimum { try? await Task.sleep(for: minimum - shown) }
            control.value.endRefreshing()
        }
    }
}
