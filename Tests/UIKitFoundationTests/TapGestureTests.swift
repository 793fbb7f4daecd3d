import Foundation
import RefreshSim
import Testing
import UIKit

/// `UITapGestureRecognizer` and the scripted finger: PullToRefreshKit's footer in its tap mode
/// loads more when tapped (`UITapGestureRecognizer(target: self, action: #selector(catchTap(_:)))`
/// on the footer view).
struct TapGestureTests {
    final class Footer: UIView {
        var taps: [(state: UIGestureRecognizer.State, location: CGPoint)] = []
        var ended = 0
        var cancelled = 0
        let tap = UITapGestureRecognizer(target: nil, action: nil)

        override init(frame: CGRect) {
            super.init(frame: frame)
            tap.addTarget(self) { [weak self] sender in
                guard let self, let tap = sender as? UITapGestureRecognizer else { return }
                taps.append((tap.state, tap.location(in: self)))
            }
            addGestureRecognizer(tap)
        }
        required init?(coder: NSCoder) { nil }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += 1 }
    }

    final class Screen: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        let footer = Footer(frame: CGRect(x: 0, y: 500, width: 320, height: 60))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            view.addSubview(table)
            table.addSubview(footer)
            footer.addSubview(label)
        }
    }

    /// A tap on the footer: its recognizer is `.ended` while its action runs, with the tap's point
    /// in the footer's coordinates, then `.possible`; the footer's touch ends cancelled, as
    /// `cancelsTouchesInView` makes it. Nothing is reported: taps are simulated.
    @Test func aTapOnTheFooterRunsItsAction() throws {
        let (screen, _, timeline) = try simulate(gesture: #"{"at": 0.1, "distance": 0, "duration": 0.1, "startX": 160, "startY": 540}"#) {
            Screen()
        }
        #expect(screen.footer.taps.map(\.state) == [.ended])
        #expect(screen.footer.taps.map(\.location) == [CGPoint(x: 160, y: 40)])
        #expect(screen.footer.tap.state == .possible)
        #expect(screen.footer.cancelled == 1 && screen.footer.ended == 0)
        #expect(timeline.notSimulated.isEmpty)
    }

    /// A tap on a label inside the footer reaches the footer's recognizer (a superview's); a tap
    /// at the middle of the screen does not.
    @Test func onlyATapOnTheFooterOrInsideItCounts() throws {
        let (inside, _, _) = try simulate(gesture: #"{"at": 0.1, "distance": 0, "duration": 0.1, "startX": 20, "startY": 515}"#) {
            () -> Screen in
            let screen = Screen()
            screen.label.isUserInteractionEnabled = true
            return screen
        }
        #expect(inside.footer.taps.count == 1)
        let (middle, _, _) = try simulate(gesture: #"{"at": 0.1, "distance": 0, "duration": 0.1}"#) { Screen() }
        #expect(middle.footer.taps.isEmpty && middle.footer.ended == 0)
    }

    /// A finger that moves more than 10 pt is no tap: a pull that starts on the footer, or a
    /// finger sliding 12 pt off its start before lifting; 6 pt either way is still a tap.
    @Test func aFingerThatMovesIsNoTap() throws {
        let (pull, _, _) = try simulate(gesture: #"{"at": 0.1, "distance": 120, "duration": 0.3, "startY": 520}"#) { Screen() }
        #expect(pull.footer.taps.isEmpty)
        let (slide, _, _) = try simulate(gesture: #"{"at": 0.1, "touches": [[0, 0], [0.05, 6], [0.1, -6]], "startY": 520}"#) {
            Screen()
        }
        #expect(slide.footer.taps.map(\.location) == [CGPoint(x: 160, y: 14)], "6 pt down then 6 up: within 10 pt, a tap where it lifted")
        let (far, _, _) = try simulate(gesture: #"{"at": 0.1, "touches": [[0, 0], [0.1, 12], [0.2, 0]], "startY": 520}"#) {
            Screen()
        }
        #expect(far.footer.taps.isEmpty)
    }

    /// A disabled recognizer sees nothing; a double tap never comes, and the run says so.
    @Test func disabledOrDoubleTapsDoNotRecognize() throws {
        let gesture = #"{"at": 0.1, "distance": 0, "duration": 0.1, "startY": 540}"#
        let (disabled, _, _) = try simulate(gesture: gesture) { () -> Screen in
            let screen = Screen()
            screen.footer.tap.isEnabled = false
            return screen
        }
        #expect(disabled.footer.taps.isEmpty && disabled.footer.ended == 1)
        let (double, _, timeline) = try simulate(gesture: gesture) { () -> Screen in
            let screen = Screen()
            screen.footer.tap.numberOfTapsRequired = 2
            return screen
        }
        #expect(double.footer.taps.isEmpty)
        #expect(timeline.notSimulated.map(\.what.label) == ["api UITapGestureRecognizer.numberOfTapsRequired"])
    }

    /// Apple: a control's default action wins over a single tap recognizer of its superview.
    @Test func aButtonInTheFooterKeepsItsTap() throws {
        final class WithButton: UIViewController {
            let table = UITableView(frame: .zero, style: .plain)
            let footer = Footer(frame: CGRect(x: 0, y: 500, width: 320, height: 60))
            let button = UIButton(type: .system)
            var pressed = 0
            override func viewDidLoad() {
                table.frame = view.bounds
                view.addSubview(table)
                table.addSubview(footer)
                button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
                button.addTarget(self, action: { [weak self] _ in self?.pressed += 1 }, for: .touchUpInside)
                footer.addSubview(button)
            }
        }
        let (screen, _, _) = try simulate(gesture: #"{"at": 0.1, "distance": 0, "duration": 0.1, "startX": 50, "startY": 530}"#) {
            WithButton()
        }
        #expect(screen.pressed == 1 && screen.footer.taps.isEmpty)
    }

    /// Any other recognizer never sees the finger, and adding one is reported.
    @Test func otherRecognizersAreReported() throws {
        let (_, _, timeline) = try simulate(gesture: #"{"at": 0.1, "distance": 0, "duration": 0.1, "startY": 540}"#) {
            () -> Screen in
            let screen = Screen()
            screen.footer.addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: nil))
            return screen
        }
        #expect(timeline.notSimulated.map(\.what.label) == ["api UIView.addGestureRecognizer(_:)"])
    }
}
