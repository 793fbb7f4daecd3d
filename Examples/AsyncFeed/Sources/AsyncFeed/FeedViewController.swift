import UIKit

/// A feed screen with a UIRefreshControl whose action is a `UIAction` starting a main-actor task:
/// it awaits the model's reload, keeps the spinner up for at least `minimumSpinnerTime` (so a fast
/// network does not flash it), then ends refreshing.
public final class FeedViewController: UITableViewController {
    public let model: FeedModel
    public let minimumSpinnerTime: Duration
    private let clock: any Clock<Duration>

    /// - Parameter clock: what the minimum spinner time is measured on; `ContinuousClock()` in the
    ///   app, `SimulatedClock()` under refreshsim.
    public init(model: FeedModel, minimumSpinnerTime: Duration = .zero, clock: any Clock<Duration>) {
        self.model = model
        self.minimumSpinnerTime = minimumSpinnerTime
        self.clock = clock
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("not used")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(
            UIAction { [weak self] _ in
                Task { @MainActor in
                    await self?.refresh()
                }
            }, for: .valueChanged)
        self.refreshControl = refreshControl
    }

    private func refresh() async {
        let model = model
        let shown = await clock.measure { await model.reload() }
        if shown < minimumSpinnerTime {
            try? await Task.sleep(for: minimumSpinnerTime - shown)
        }
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }
}
