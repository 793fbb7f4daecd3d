import Foundation
import RefreshSimRecorder
import UIKit

/// An app's feed that records its own pulls: the README's "Record a phone" example. On a phone the
/// refresh control's action is an `@objc` selector; here it is the closure `refreshsim port` makes
/// of one. `RecordAPhoneTests` runs it.
final class FeedViewController: UITableViewController {
    private var recorder: ScrollRecorder?
    /// Where the trace goes when recording stops.
    var traceURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("feed-pull.json")

    override func viewDidLoad() {
        super.viewDidLoad()
        let control = UIRefreshControl()
        control.addTarget(self, action: { [weak self] (_: UIRefreshControl) in self?.refresh() }, for: .valueChanged)
        refreshControl = control
        startRecording()
    }

    func startRecording() {
        let recorder = ScrollRecorder(scrollView: tableView, name: "feed-pull")
        recorder.components = [.init(role: .header, strategy: "uirefreshcontrol", triggerDistance: 112.5)]
        recorder.eventSources = [.strategy]
        recorder.report = { scrollView in
            let refreshing = scrollView.refreshControl?.isRefreshing == true
            return ScrollRecorder.Report(state: refreshing ? "refreshing" : "idle", header: refreshing ? .refreshing : .idle)
        }
        recorder.start()
        self.recorder = recorder
    }

    private func refresh() {
        recorder?.refreshStarted()
        DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.refreshControl?.endRefreshing()
            self?.recorder?.refreshEnded()
        }
    }

    func stopRecording() throws {
        recorder?.stop()
        try recorder?.write(to: traceURL)
    }
}
