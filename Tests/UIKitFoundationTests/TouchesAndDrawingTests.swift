import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing
@testable import UIKit

/// The scripted finger reaching views as touches, views drawing themselves, and tint changes.
struct TouchesAndDrawingTests {
    /// A run of `duration` seconds whose one gesture is `gesture` (a scenario's JSON object).
    static func run<Thing: AnyObject>(_ gesture: String, duration: Double = 1, _ build: @escaping () -> Thing) throws -> (
        Thing, UIKitEnvironment
    ) {
        let scenario = try ScenarioDecoder.decode(
            #"{"name": "s", "duration": \#(duration), "content": {"height": 2000}, "gestures": [\#(gesture)]}"#, fileName: "s.json")
        var made: UIKitStrategy<Thing>?
        _ = Simulator(scenario: scenario) { host in
            let strategy = UIKitStrategy(
                host: host, indicator: .header(height: 54), state: { _ in "idle" }, phase: { _ in .idle }, make: build)
            made = strategy
            return strategy
        }.run()
        let strategy = try #require(made)
        return (strategy.controller, strategy.environment)
    }

    final class Recorder: UIView {
        var phases: [(UITouch.Phase, Double)] = []
        var lastLocation = CGPoint.zero
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }

        private func note(_ touches: Set<UITouch>) {
            guard let touch = touches.first else { return }
            phases.append((touch.phase, (touch.timestamp * 1000).rounded() / 1000))
            lastLocation = touch.location(in: self)
        }
    }

    final class Screen: UIViewController {
        let content = Recorder(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(frame: .zero, style: .plain)
        let button = UIButton(type: .system)
        var taps = 0
        var contentInScrollView = true

        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            view.addSubview(table)
            if contentInScrollView { table.addSubview(content) }
            button.frame = CGRect(x: 0, y: 0, width: 320, height: 1000)
            button.addTarget(self, action: { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        }
    }

    /// A pull: the finger starts moving at once, so the pan begins well inside the 150 ms the
    /// scroll view waits before it hands a content view its touch — the view never sees it.
    @Test func aPullKeepsTheTouchFromTheContent() throws {
        let (screen, _) = try Self.run(#"{"at": 0.1, "distance": 120, "duration": 0.3}"#) { Screen() }
        #expect(screen.content.phases.isEmpty)
    }

    /// A tap (the finger down and up without moving): the content gets its touch late, as the
    /// lift comes before the 150 ms are up, then its end.
    @Test func aTapReachesTheContentWhenTheFingerLifts() throws {
        let (screen, _) = try Self.run(#"{"at": 0.1, "distance": 0, "duration": 0.1}"#) { Screen() }
        #expect(screen.content.phases.map(\.0) == [.began, .ended])
        #expect(screen.content.phases.map(\.1) == [0.2, 0.2])
        #expect(screen.content.lastLocation == CGPoint(x: 160, y: 284), "the middle of the 320 × 568 screen, the table at its top")
    }

    /// A long press then a pull: after 150 ms the content has the touch; the pan takes it away.
    @Test func aHeldFingerGetsItsTouchThenLosesItToThePan() throws {
        let (screen, _) = try Self.run(#"{"at": 0.1, "touches": [[0, 0], [0.3, 0], [0.6, 150]]}"#) { Screen() }
        #expect(screen.content.phases.map(\.0).first == .began && screen.content.phases.map(\.0).last == .cancelled)
        #expect(abs(screen.content.phases[0].1 - 0.25) < 0.02)
    }

    /// Outside any content, the scroll view itself is under the finger: it has the touch at once,
    /// until its pan begins.
    @Test func theScrollViewItselfHasTheTouchUntilItsPanBegins() throws {
        final class RecordingTable: UITableView {
            var phases: [UITouch.Phase] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.began) }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.cancelled) }
        }
        final class Bare: UIViewController {
            let table = RecordingTable(frame: .zero, style: .plain)
            override func viewDidLoad() {
                table.frame = view.bounds
                view.addSubview(table)
            }
        }
        let (screen, _) = try Self.run(#"{"at": 0.1, "distance": 120, "duration": 0.3}"#) { Bare() }
        #expect(screen.table.phases == [.began, .cancelled])
    }

    @Test func aTappedButtonSendsItsAction() throws {
        let (screen, _) = try Self.run(#"{"at": 0.1, "distance": 0, "duration": 0.05}"#) { () -> Screen in
            let screen = Screen()
            screen.contentInScrollView = false
            screen.loadViewIfNeeded()
            screen.table.addSubview(screen.button)
            return screen
        }
        #expect(screen.taps == 1 && !screen.button.isHighlighted)
    }

    /// A footer-sized button near the bottom of the screen: a tap at the middle misses it; the
    /// gesture's `startX`/`startY` put the finger on it (PullToRefreshKit's tap-to-load footer).
    @Test func aTapWhereTheGestureSaysReachesTheViewThere() throws {
        let footer = { () -> Screen in
            let screen = Screen()
            screen.contentInScrollView = false
            screen.loadViewIfNeeded()
            screen.button.frame = CGRect(x: 0, y: 500, width: 320, height: 60)
            screen.table.addSubview(screen.button)
            return screen
        }
        let (middle, _) = try Self.run(#"{"at": 0.1, "distance": 0, "duration": 0.05}"#, footer)
        #expect(middle.taps == 0)
        let (bottom, _) = try Self.run(#"{"at": 0.1, "distance": 0, "duration": 0.05, "startX": 30, "startY": 540}"#, footer)
        #expect(bottom.taps == 1, "the button's touch is inside it: (30, 40) in its coordinates")
        #expect(bottom.button.convert(CGPoint(x: 30, y: 540), from: nil) == CGPoint(x: 30, y: 40))
        let (content, _) = try Self.run(#"{"at": 0.1, "touches": [[0, 0], [0.1, 0]], "startX": 10, "startY": 20}"#) { Screen() }
        #expect(content.content.lastLocation == CGPoint(x: 10, y: 20))
    }

    final class ContentTable: UITableView {
        var cancels: Bool?
        var begins = true
        var asked: [UIView] = []
        override func touchesShouldCancel(in view: UIView) -> Bool {
            asked.append(view)
            return cancels ?? super.touchesShouldCancel(in: view)
        }
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { begins }
    }

    /// A table that hands a touch to its content at once (`delaysContentTouches` false), with a
    /// button on it that records its control events.
    final class ButtonOnTable: UIViewController {
        let table = ContentTable(frame: .zero, style: .plain)
        let button = UIButton(type: .system)
        var events: [String] = []
        override func viewDidLoad() {
            table.frame = view.bounds
            table.delaysContentTouches = false
            view.addSubview(table)
            button.frame = CGRect(x: 0, y: 200, width: 320, height: 200)
            button.addTarget(self, action: { [weak self] _ in self?.events.append("down") }, for: .touchDown)
            button.addTarget(self, action: { [weak self] _ in self?.events.append("cancel") }, for: .touchCancel)
            button.addTarget(self, action: { [weak self] _ in self?.events.append("up") }, for: [.touchUpInside, .touchUpOutside])
            table.addSubview(button)
        }
    }

    /// A pull that starts on a button the content has at once: UIKit asks `touchesShouldCancel(in:)`,
    /// false for a control, so the button keeps the touch and UIKit's scroll view does not scroll.
    /// The simulated one scrolls as the scenario's finger says, so the run reports it.
    @Test func aControlKeepsItsTouchAndTheRunSaysTheScrollViewWouldNotScroll() throws {
        let pull = #"{"at": 0.1, "distance": 120, "duration": 0.3}"#
        let (kept, _, timeline) = try simulate(gesture: pull) { ButtonOnTable() }
        #expect(kept.table.asked == [kept.button])
        #expect(kept.events == ["down", "up"])
        #expect(timeline.notSimulated.map(\.what.label) == ["api UIScrollView.canCancelContentTouches"])
        #expect(timeline.samples.map(\.offset).min() ?? 0 < -40, "the simulated scroll view still pulled")
        // Told it may cancel (the usual override for buttons on a scroll view): the button's touch
        // is cancelled, and all is simulated.
        let (taken, _, quiet) = try simulate(gesture: pull) { () -> ButtonOnTable in
            let screen = ButtonOnTable()
            screen.table.cancels = true
            return screen
        }
        #expect(taken.events == ["down", "cancel"] && quiet.notSimulated.isEmpty)
        // canCancelContentTouches false is reported as soon as it is set.
        let (_, _, refused) = try simulate(gesture: #"{"at": 0.1, "distance": 0, "duration": 0.1}"#) { () -> ButtonOnTable in
            let screen = ButtonOnTable()
            screen.table.canCancelContentTouches = false
            return screen
        }
        #expect(refused.notSimulated.map(\.what.label) == ["api UIScrollView.canCancelContentTouches"])
    }

    /// `touchesShouldBegin(_:with:in:)` false keeps the touch from the content view.
    @Test func theScrollViewMayKeepATouchFromItsContent() throws {
        let (screen, _, _) = try simulate(gesture: #"{"at": 0.1, "distance": 0, "duration": 0.1, "startY": 300}"#) {
            () -> ButtonOnTable in
            let screen = ButtonOnTable()
            screen.table.begins = false
            return screen
        }
        #expect(screen.events.isEmpty)
    }

    final class Drawn: UIView {
        var drawings: [[CGContext.Operation]] = []
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width, height: 2)).fill()
            let context = UIGraphicsGetCurrentContext()
            context?.setStrokeColor(UIColor.blue.cgColor)
            context?.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
            context?.strokePath()
            drawings.append((context as CGContext?)?.operations ?? [])
        }
    }

    /// Drawing runs once the view is on screen, and again after `setNeedsDisplay()`; what it drew
    /// is recorded.
    @Test func aViewDrawsWhenShownAndWhenAsked() throws {
        final class Holder: UIViewController {
            let drawn = Drawn(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            override func viewDidLoad() {
                view.addSubview(drawn)
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.5) { [drawn] in
                    drawn.setNeedsDisplay()
                    drawn.setNeedsDisplay()
                }
            }
        }
        let (holder, _) = try Self.run(#"{"at": 0.1, "distance": 0, "duration": 0.05}"#) { Holder() }
        let view = holder.drawn
        #expect(view.drawings.count == 2)
        let bar = CGMutablePath()
        bar.addRect(CGRect(x: 0, y: 0, width: 100, height: 2))
        #expect(view.drawings.first?.prefix(2) == [.setFillColor(UIColor.red.cgColor), .fillPath(bar)])
        #expect(view.drawings.first?.last.map { if case .strokePath = $0 { true } else { false } } == true)
        #expect(UIGraphicsGetCurrentContext() == nil, "the context is gone after the draw")
    }

    @Test func anImageRendererRunsItsBlock() {
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10)).image { context in
            context.cgContext.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            drew = UIGraphicsGetCurrentContext() === context.cgContext
        }
        #expect(drew && image.size == CGSize(width: 30, height: 10))
    }

    final class Tinted: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    /// Never nil: inherited, system blue at the top; a change reaches the views that inherit it.
    @Test func tintIsInheritedAndItsChangesReachTheInheritors() {
        let parent = Tinted()
        let child = Tinted()
        let own = Tinted()
        own.tintColor = .green
        parent.addSubview(child)
        parent.addSubview(own)
        #expect(child.tintColor == .systemBlue && UIView().tintColor != nil)
        parent.tintColor = .red
        #expect(child.tintColor == .red && own.tintColor == .green)
        #expect(parent.changes == 1 && child.changes == 1 && own.changes == 1, "own changed once, when it was set")
        parent.tintColor = nil
        #expect(child.tintColor == .systemBlue && child.changes == 2)
        parent.tintColor = .systemBlue
        #expect(child.changes == 2, "the same colour is no change")
    }
}
