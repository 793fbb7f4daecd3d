import Foundation
import RefreshSim
import Testing
import UIKit

/// A scroll changes a scroll view's bounds, and UIKit lays it out again: `layoutSubviews()` runs
/// at the pass after every scroll, and what is pinned to `frameLayoutGuide` follows the visible part.
struct ScrollViewRelayoutTests {
    final class Table: UITableView {
        /// At each layout: the offset, and where the pinned view's top is in content coordinates.
        var layouts: [(offset: CGFloat, pinnedTop: CGFloat)] = []
        weak var pinned: UIView?
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts.append((contentOffset.y, pinned?.frame.minY ?? .nan))
        }
    }

    final class Screen: UIViewController {
        let table = Table(frame: .zero, style: .plain)
        let badge = UIView()
        override func viewDidLoad() {
            table.frame = view.bounds
            view.addSubview(table)
            badge.translatesAutoresizingMaskIntoConstraints = false
            table.addSubview(badge)
            table.pinned = badge
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: table.frameLayoutGuide.topAnchor, constant: 8),
                badge.leadingAnchor.constraint(equalTo: table.frameLayoutGuide.leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    /// An 80 pt pull: the table is laid out at every frame the offset moved, and the badge pinned
    /// 8 pt below the visible top stays there (its content y is the offset + 8) at every layout.
    @Test func aScrollLaysTheScrollViewOutAndThePinnedViewFollows() throws {
        let (screen, _, timeline) = try simulate(pull: 80) { Screen() }
        let layouts = screen.table.layouts
        let moves = zip(timeline.samples, timeline.samples.dropFirst()).filter { $0.offset != $1.offset }.count
        #expect(moves > 20)
        #expect(layouts.count >= moves, "one layout per frame the offset moved at least")
        #expect(layouts.map(\.offset).min() ?? 0 < -30, "laid out during the pull, not only at rest")
        for layout in layouts { #expect(layout.pinnedTop == layout.offset + 8) }
    }
}
