import RefreshSim
import RefreshSimStrategies
import UIKit
import Testing

/// The UIKit spellings the seeds do not use, on a real run: key-path KVO, UIView.animate with a
/// delay and options, DispatchQueue.simulatedMain, table and collection counts.
struct UIKitSurfaceTests {
    final class Screen: UITableViewController, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        }

        var offsets: [(old: CGFloat?, new: CGFloat?)] = []
        var observation: NSKeyValueObservation?
        var log: [String] = []
        let rows = 7

        override func viewDidLoad() {
            super.viewDidLoad()
            observation = tableView.observe(\.contentOffset, options: [.new, .old]) { [unowned self] _, change in
                offsets.append((change.oldValue?.y, change.newValue?.y))
            }
            DispatchQueue.simulatedMain.async { self.log.append("async at \(DispatchTime.simulatedNow().seconds)") }
            DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + 0.5) {
                self.log.append("after at \(DispatchTime.simulatedNow().seconds)")
                UIView.animate(
                    withDuration: 0.3, delay: 0.2, options: [.curveLinear],
                    animations: {
                        self.tableView.contentInset.top = 40
                    }, completion: { finished in self.log.append("animated \(finished) at \(DispatchTime.simulatedNow().seconds)") })
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    }

    private func run(_ build: @escaping (Screen) -> Void = { _ in }) throws -> (Screen, Timeline) {
        let scenario = try ScenarioDecoder.decode(
            #"{"name": "s", "duration": 2, "content": {"height": 2000}, "gestures": [{"at": 1.5, "distance": 60, "duration": 0.2}]}"#,
            fileName: "s.json")
        var screen: Screen?
        let timeline = Simulator(scenario: scenario) { host in
            UIKitStrategy(host: host, indicator: .header(height: 40), state: { _ in "idle" }, phase: { _ in .idle }) { () -> Screen in
                let made = Screen(style: .plain)
                screen = made
                build(made)
                return made
            }
        }.run()
        return (try #require(screen), timeline)
    }

    @Test func mainQueueAndAnimationRunOnTheSimulatedClock() throws {
        let (screen, timeline) = try run()
        #expect(screen.log.count == 3)
        #expect(screen.log[0] == "async at 0.0")
        #expect(screen.log[1] == "after at 0.5")
        #expect(screen.log[2] == "animated true at 1.0")
        // UIKit runs an animation's block at once, delay or not (the delay holds the screen, not
        // the model): the inset is 40 from the call at 0.5 s, and the completion comes at 1.0 s.
        let inset = timeline.samples.first { $0.insetTop == 40 }
        #expect(inset.map { abs($0.time - 0.5) < 0.02 } == true, "\(String(describing: inset?.time))")
    }

    @Test func keyPathObservationSeesOldAndNewOffsets() throws {
        let (screen, _) = try run()
        let drag = screen.offsets.filter { ($0.new ?? 0) < -40 }
        #expect(!drag.isEmpty)
        for change in screen.offsets { #expect(change.old != nil && change.new != nil) }
        // Each change's old value is the previous change's new value.
        for (previous, next) in zip(screen.offsets, screen.offsets.dropFirst()) { #expect(next.old == previous.new) }
    }

    @Test func tablesAndCollectionsCountThroughTheirDataSources() throws {
        let (screen, _) = try run()
        #expect(screen.tableView.numberOfSections == 1)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 7)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = screen
        collection.reloadData()
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(collection.numberOfItems(inSection: 1) == 0)
    }

    @Test func refreshControlActionsAreClosures() throws {
        var fired = 0
        let scenario = try ScenarioDecoder.decode(
            #"{"name": "s", "duration": 2, "content": {"height": 2000}, "gestures": [{"at": 0.2, "distance": 350, "duration": 0.5}]}"#,
            fileName: "s.json")
        _ = Simulator(scenario: scenario) { host in
            UIKitStrategy(host: host, indicator: .refreshControl, state: { _ in "" }) { () -> UITableViewController in
                let screen = UITableViewController(style: .plain)
                let control = UIRefreshControl()
                control.addTarget(screen, action: { (_: UIRefreshControl) in fired += 1 }, for: .valueChanged)
                screen.refreshControl = control
                return screen
            }
        }.run()
        #expect(fired == 1)
    }
}
