import Foundation
import Testing
import UIKit
#if os(Linux)
    import QuartzCore
    import WebKit
#endif

/// The controls and small views refresh libraries build their headers from.
struct ControlsAndViewsTests {
    final class Screen: UIViewController {
        var pulls = 0
        let control = UIRefreshControl()
        let generator = UIImpactFeedbackGenerator(style: .light)

        override func viewDidLoad() {
            super.viewDidLoad()
            // What `refreshsim port` writes for `addTarget(self, action: #selector(didPull(_:)), for: .valueChanged)`.
            control.addTarget(
                self,
                action: { [weak target = self] (sender: Any) in
                    guard let target else { return }
                    targetAction(target.didPull(_:), sender)
                }, for: .valueChanged)
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            scrollView.refreshControl = control
            view.addSubview(scrollView)
        }

        func didPull(_ sender: UIRefreshControl) {
            pulls += 1
            generator.impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
    }

    @Test func targetActionClosuresRunAndHapticsAreRecorded() throws {
        let (screen, environment, _) = try simulate(pull: 350) { Screen() }
        #expect(screen.pulls == 1)
        #expect(environment.effects.map(\.kind) == [.haptic("impact(light)"), .haptic("notification(success)")])
    }

    @Test func theClosureDoesNotKeepItsTargetAlive() {
        let control = UIControl()
        weak var gone: Screen?
        do {
            let screen = Screen()
            gone = screen
            control.addTarget(
                screen,
                action: { [weak target = screen] (sender: Any) in
                    guard let target else { return }
                    targetAction(target.didPull(_:), sender)
                }, for: .touchUpInside)
        }
        #expect(gone == nil)
        control.sendActions(for: .touchUpInside)
    }

    @Test func anActionTakingNoSenderOrAnotherSenderType() {
        var calls: [String] = []
        let button = UIButton(type: .system)
        button.addTarget(nil, action: { sender in targetAction({ calls.append("none") }, sender) }, for: .touchUpInside)
        button.addTarget(nil, action: { sender in targetAction({ (_: UIButton) in calls.append("button") }, sender) }, for: .touchUpInside)
        button.addTarget(nil, action: { sender in targetAction({ (_: UISlider) in calls.append("slider") }, sender) }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["none", "button"])
    }

    final class UISlider: UIControl {}

    @Test func colorsCompareByComponents() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(UIColor.black.withAlphaComponent(0.5).alpha == 0.5)
        #expect(UIColor(cgColor: UIColor.blue.cgColor) == .blue)
        let set: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
        #expect(set.count == 1)
    }

    @Test func anIndicatorHidesWhileStopped() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
    }

    @Test func labelsImagesAndFonts() {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 14)
        label.text = "Pull to refresh"
        label.textColor = .darkGray
        label.sizeToFit()
        #expect(label.frame.height == 17 && label.frame.width > 100)
        let arrow = UIImageView(image: UIImage(named: "arrow", in: Bundle.main, compatibleWith: nil))
        #expect(arrow.image?.name == "arrow")
        arrow.transform = CGAffineTransform(rotationAngle: .pi)
        #expect(abs(arrow.transform.a + 1) < 1e-12)
        #expect(UIFont.boldSystemFont(ofSize: 12).pointSize == 12)
    }

    @Test func scrollViewSettingsAndScreen() throws {
        let (scrollView, _, timeline) = try simulate(pull: 200) { () -> UIScrollView in
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            scrollView.isScrollEnabled = false
            scrollView.bounces = true
            scrollView.alwaysBounceVertical = true
            scrollView.contentInsetAdjustmentBehavior = .never
            return scrollView
        }
        // A pan never starts while scrolling is off.
        #expect(timeline.samples.allSatisfy { $0.offset == timeline.samples[0].offset })
        #expect(scrollView.adjustedContentInset == scrollView.contentInset + scrollView.safeAreaInsetsSum)
        #expect(UIScreen.main.scale == 2)
        #expect(scrollView.panGestureRecognizer.state == .possible)
    }
}

extension UIEdgeInsets {
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension UIScrollView {
    var safeAreaInsetsSum: UIEdgeInsets { safeAreaInsets }
}
