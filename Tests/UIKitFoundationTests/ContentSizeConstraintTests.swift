import Foundation
import RefreshSim
import Testing
import UIKit

/// UIKit derives a plain scroll view's `contentSize` from constraints to its content's far edges;
/// the stand-in keeps the scenario's, so a run with such constraints says so.
struct ContentSizeConstraintTests {
    final class Screen<Scroll: UIScrollView>: UIViewController {
        let scroll: Scroll
        let content = UIView()
        let toFarEdges: Bool
        let height: CGFloat?
        init(_ scroll: Scroll, toFarEdges: Bool, height: CGFloat? = 3000) {
            self.scroll = scroll
            self.toFarEdges = toFarEdges
            self.height = height
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            scroll.frame = view.bounds
            view.addSubview(scroll)
            content.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(content)
            let guide = scroll.contentLayoutGuide
            var constraints = [
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.widthAnchor.constraint(equalToConstant: 320),
            ]
            if let height { constraints.append(content.heightAnchor.constraint(equalToConstant: height)) }
            if toFarEdges { constraints.append(content.bottomAnchor.constraint(equalTo: guide.bottomAnchor)) }
            NSLayoutConstraint.activate(constraints)
        }
    }

    static let report = NotSimulated.layoutNotSimulated(
        "contentSize from constraints: UIScrollView's contentSize keeps its value, constraints to its content's far edges do not set it")

    @Test func aContentSizedByConstraintsIsReported() throws {
        let (screen, _, timeline) = try simulate { Screen(UIScrollView(frame: .zero), toFarEdges: true) }
        #expect(screen.scroll.contentSize.height == 2000, "the scenario's content keeps its height")
        #expect(screen.content.frame.height == 3000, "the constraints hold, as UIKit's would with a 3000 pt content")
        #expect(timeline.notSimulated.map(\.what) == [Self.report])
    }

    /// Pinned to the content's origin only, nothing sizes the content: nothing to report.
    @Test func aViewPinnedToTheOriginIsNotReported() throws {
        let (screen, _, timeline) = try simulate { Screen(UIScrollView(frame: .zero), toFarEdges: false) }
        #expect(screen.content.frame == CGRect(x: 0, y: 0, width: 320, height: 3000))
        #expect(timeline.notSimulated.isEmpty)
    }

    /// A table view sets its own content size: a view pinned to its content's edges is as tall as
    /// the content, and nothing is reported.
    @Test func aTableKeepsItsOwnContentSize() throws {
        let (screen, _, timeline) = try simulate { Screen(UITableView(frame: .zero, style: .plain), toFarEdges: true, height: nil) }
        #expect(screen.content.frame.height == 2000)
        #expect(timeline.notSimulated.isEmpty)
    }
}
