import Foundation
import RefreshSim
import Testing
@testable import UIKit

/// Auto Layout resolved to frames on the layout pass: the constraint sets refresh headers and
/// footers are built with.
struct AutoLayoutTests {
    /// A pull-to-refresh view sized by its content, as KRPullLoader's `KRPullLoadView` is: a spinner
    /// 15 pt from its top, a 10 pt label 40 pt from its top and 15 pt from its bottom, the label at
    /// most 300 wide.
    final class LoadView: UIView {
        let spinner = UIActivityIndicatorView(style: .medium)
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 10)
            label.text = "Pull to refresh"
            for view in [spinner, label] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            addConstraints([
                NSLayoutConstraint(
                    item: spinner, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 15),
                NSLayoutConstraint(
                    item: spinner, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: label, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 40),
                NSLayoutConstraint(
                    item: label, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: label, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom, multiplier: 1, constant: -15),
            ])
            label.addConstraint(
                NSLayoutConstraint(
                    item: label, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .width, multiplier: 1,
                    constant: 300))
        }

        required init?(coder: NSCoder) { nil }
    }

    /// The loader KRPullLoader puts at index 0 of the scroll view: the load view pinned to its four
    /// edges, its bottom at the content's top less the top inset, its centre and width the scroll
    /// view's.
    final class Screen: UIViewController {
        let loader = UIView()
        let loadView = LoadView(frame: .zero)
        var heightAtLoad: CGFloat = -1

        override func viewDidLoad() {
            super.viewDidLoad()
            let table = UITableView(frame: view.bounds, style: .plain)
            view.addSubview(table)
            table.insertSubview(loader, at: 0)
            loader.translatesAutoresizingMaskIntoConstraints = false
            loadView.translatesAutoresizingMaskIntoConstraints = false
            loader.addSubview(loadView)
            loader.addConstraints(
                [NSLayoutConstraint.Attribute.top, .left, .right, .bottom].map {
                    NSLayoutConstraint(
                        item: loadView, attribute: $0, relatedBy: .equal, toItem: loader, attribute: $0, multiplier: 1, constant: 0)
                })
            table.addConstraints([
                NSLayoutConstraint(
                    item: loader, attribute: .bottom, relatedBy: .equal, toItem: table, attribute: .top, multiplier: 1,
                    constant: -table.contentInset.top),
                NSLayoutConstraint(
                    item: loader, attribute: .centerX, relatedBy: .equal, toItem: table, attribute: .centerX, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: loader, attribute: .width, relatedBy: .equal, toItem: table, attribute: .width, multiplier: 1, constant: 0),
            ])
            loader.layoutIfNeeded()
            heightAtLoad = loader.bounds.height
        }
    }

    /// 40 + the label's line (10 pt: 12) + 15 = 67 tall, above the content, as wide as the screen;
    /// before, with its constraints stubbed, it was 0 tall and judged hidden while loading.
    @Test func aHeaderSizedByItsContentGetsItsRealSize() throws {
        let (screen, environment, timeline) = try simulate { Screen() }
        #expect(screen.heightAtLoad == 67, "layoutIfNeeded() lays the loader out at once")
        #expect(screen.loader.frame == CGRect(x: 0, y: -67, width: 320, height: 67))
        #expect(screen.loadView.frame == CGRect(x: 0, y: 0, width: 320, height: 67))
        #expect(screen.loadView.spinner.frame == CGRect(x: 150, y: 15, width: 20, height: 20))
        #expect(screen.loadView.label.frame.minY == 40 && screen.loadView.label.frame.height == 12)
        // The label's line is the font's height; its width is the stand-in's estimate, and the run says so.
        #expect(timeline.notSimulated.map(\.what.label) == ["api UILabel.intrinsicContentSize"] && environment.console.isEmpty)
    }

    /// The label's text arrives later: the loader around it grows at the next layout pass, as
    /// UIKit's engine lays out every view whose frame the change moves (55 pt with an empty
    /// label, 67 with a line of text).
    @Test func aLabelsNewTextResizesTheViewsAroundIt() throws {
        final class Later: UIViewController {
            let screen = Screen()
            var heights: [CGFloat] = []
            override func loadView() {
                screen.loadView.label.text = nil
                view = screen.view
            }
            override func viewDidLoad() {
                heights.append(screen.heightAtLoad)
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.5) { [self] in
                    screen.loadView.label.text = "Loading"
                    heights.append(screen.loader.frame.height)
                }
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.6) { [self] in
                    heights.append(screen.loader.frame.height)
                }
            }
        }
        let (later, _, _) = try simulate { Later() }
        #expect(later.heights == [55, 55, 67])
    }

    @Test func theSameViewFitsItsContent() {
        let view = LoadView(frame: .zero)
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 67)
    }

    /// A header pinned by anchors to a container's edges and given a height, laid out by
    /// `layoutIfNeeded()` outside any run.
    @Test func anchorsPinAHeader() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(header)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            header.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
        ])
        #expect(header.constraints.count == 1 && container.constraints.count == 3, "held by the nearest view both items are in")
        container.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 16, y: 540, width: 343, height: 60))
        let centre = header.centerYAnchor.constraint(equalTo: container.centerYAnchor)
        centre.priority = .defaultHigh
        centre.isActive = true
        container.layoutIfNeeded()
        #expect(header.frame.minY == 540, "a required constraint beats one of 750")
        NSLayoutConstraint.deactivate([container.constraints[2]])
        container.layoutIfNeeded()
        #expect(header.frame.midY == 300)
    }

    /// A lower priority gives way; an inequality holds; hugging keeps a label to its text and
    /// compression resistance keeps it from shrinking below.
    @Test func prioritiesDecideWhatGivesWay() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultLow
        let narrow = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        narrow.priority = UILayoutPriority(751)
        NSLayoutConstraint.activate([wide, narrow, box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)])
        let label = UILabel()
        label.text = "Loading"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let stretch = label.widthAnchor.constraint(equalToConstant: 300)
        stretch.priority = UILayoutPriority(200)
        stretch.isActive = true
        container.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 100, height: 50))
        #expect(label.frame.size == CGSize(width: (7 * 17 * 0.55).rounded(.up), height: 21), "hugging at 250 beats 200")
        label.setContentHuggingPriority(UILayoutPriority(150), for: .horizontal)
        container.layoutIfNeeded()
        #expect(label.frame.width == 300)
    }

    /// Two required heights: UIKit breaks one and says so on the console; the run is told.
    @Test func conflictingConstraintsAreBrokenAndReported() throws {
        final class Conflicted: UIViewController {
            let header = UIView()
            override func viewDidLoad() {
                header.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(header)
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.topAnchor), header.heightAnchor.constraint(equalToConstant: 50),
                    header.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
        }
        let (screen, environment, timeline) = try simulate { Conflicted() }
        #expect(screen.header.frame.height == 50, "the later constraint is broken")
        #expect(
            environment.console.count == 1
                && environment.console[0].hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(
            environment.console[0].contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint UIView.height == 60.0>"))
        #expect(
            timeline.notSimulated.map(\.what) == [.unsatisfiableConstraints(broken: "<NSLayoutConstraint UIView.height == 60.0>")],
            "once, not at each pass")
    }

    @Test func anAutoresizingSubviewFollowsItsSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let pinned = UIView(frame: CGRect(x: 250, y: 0, width: 40, height: 40))
        pinned.autoresizingMask = [.flexibleLeftMargin]
        container.addSubview(bar)
        container.addSubview(pinned)
        container.frame.size.width = 600
        // 300 more: width 100 and right margin 190 share it as 100 : 190.
        #expect(abs(bar.frame.width - (100 + 300 * 100 / 290)) < 1e-9 && bar.frame.minX == 10)
        #expect(pinned.frame.minX == 550 && pinned.frame.width == 40)
    }

    @Test func leavingItsSuperviewDropsAViewsConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        container.addSubview(child)
        let pin = child.topAnchor.constraint(equalTo: container.topAnchor)
        pin.isActive = true
        #expect(pin.isActive)
        child.removeFromSuperview()
        #expect(!pin.isActive && container.constraints.isEmpty)
    }

    /// The solver's own cases: a known optimum, an infeasible system.
    @Test func theLinearProgramFindsTheOptimumOrSaysThereIsNone() {
        var lp = LinearProgram()
        let (x, y, s1, s2) = (lp.addVariable(), lp.addVariable(), lp.addVariable(), lp.addVariable())
        // Maximise 3x + 5y with x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18: x = 2, y = 6 (the textbook case).
        lp.addRow([x: 1, s1: 1], equals: 4)
        lp.addRow([y: 2, s2: 1], equals: 12)
        let s3 = lp.addVariable()
        lp.addRow([x: 3, y: 2, s3: 1], equals: 18)
        lp.cost = [x: -3, y: -5]
        #expect(lp.solve() == .optimal([2, 6, 2, 0, 0]))
        var none = LinearProgram()
        let z = none.addVariable()
        none.addRow([z: 1], equals: -1)
        #expect(none.solve() == .infeasible)
    }
}
