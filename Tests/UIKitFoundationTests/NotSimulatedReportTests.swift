import Foundation
import RefreshSim
import Testing

@testable import UIKit

/// What the stand-in accepts but does not simulate tells the run: a `notSimulated` event, once a
/// run, with the catalogue's reason; what it simulates or leaves inert says nothing.
struct NotSimulatedReportTests {
    static func reported(_ timeline: Timeline) -> [NotSimulated] { timeline.notSimulated.map(\.what) }

    @Test func aReportedEntryPointIsAnEventOnceARunWithTheCataloguesReason() throws {
        let (_, _, timeline) = try simulate { () -> UIScrollView in
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            scrollView.isPagingEnabled = true
            scrollView.isPagingEnabled = true
            scrollView.bounces = true  // what the model does: nothing to report
            scrollView.showsVerticalScrollIndicator = false  // inert
            scrollView.decelerationRate = .normal  // the scenario's own rate
            return scrollView
        }
        let why = try #require(StandInCatalogue.rule(for: "UIScrollView.isPagingEnabled")).note
        #expect(Self.reported(timeline) == [.api("UIScrollView.isPagingEnabled", why: why)])
    }

    @Test func whatTheCodeReadsThatIsNotWhatUIKitGivesIsReported() throws {
        let (_, _, timeline) = try simulate { () -> UIView in
            let label = UILabel()
            label.text = "Pull to refresh"
            label.sizeToFit()
            let arrow = UIImageView(image: UIImage(named: "arrow"))
            arrow.sizeToFit()
            let header = UIView()
            header.addSubview(label)
            header.setNeedsDisplay()
            header.addGestureRecognizer(UIPanGestureRecognizer(target: nil, action: nil))
            return header
        }
        #expect(
            Self.reported(timeline).map(\.label) == [
                "api UILabel.sizeThatFits(_:)", "api UIImage.size", "api UIView.addGestureRecognizer(_:)",
            ])
    }

    @Test func outsideARunNothingIsRecordedAndNothingTraps() {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        #expect(UIImage(named: "arrow")?.size == .zero)
    }

    /// The scroll view's own pan reports the finger's travel and velocity.
    @Test func theScrollViewsPanFollowsTheFinger() throws {
        var samples: [(CGFloat, CGFloat)] = []
        let (scrollView, _, _) = try simulate(pull: 80) { () -> UIScrollView in
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            let link = CADisplayLink(action: { [unowned scrollView] _ in
                let pan = scrollView.panGestureRecognizer
                samples.append((pan.translation(in: scrollView).y, pan.velocity(in: nil).y))
            })
            link.add(to: .main, forMode: .common)
            return scrollView
        }
        #expect(samples.map(\.0).max() ?? 0 >= 79)
        #expect(samples.contains { $0.1 > 0 })
        #expect(scrollView.panGestureRecognizer.translation(in: nil) == .zero)
    }
}
