import Foundation
import RefreshSim
import Testing

@testable import UIKit

/// What published refresh libraries used that the stand-in lacked (cuzv/PullToRefresh's keyframe
/// fade, its `CATransaction.setValue`, its navigation-bar and tab-bar checks, its manual KVO).
struct LibraryGapsTests {
    /// A keyframe is a linear animation of its part of the duration; a change outside any
    /// keyframe animates over the whole; the completion comes at the end.
    @Test func keyframesAnimateTheirPartOfTheDuration() throws {
        var finished: Double?
        let (view, environment, _) = try simulate(duration: 2) { () -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIKitEnvironment.current?.host.main.asyncAfter(seconds: 1) {
                UIView.animateKeyframes(
                    withDuration: 0.4, delay: 0, options: .beginFromCurrentState,
                    animations: {
                        view.alpha = 0
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = CGPoint(x: 105, y: 5) }
                    }, completion: { _ in finished = UIKitEnvironment.current?.host.runtime.now })
            }
            return view
        }
        #expect(view.alpha == 0 && view.center == CGPoint(x: 105, y: 5))
        #expect(abs((finished ?? 0) - 1.4) < 1.0 / 60 + 1e-9)
        #expect(environment.console.isEmpty)
    }

    @Test func aCalculationModeOtherThanLinearIsReported() throws {
        let (_, _, timeline) = try simulate { () -> UIView in
            UIView.animateKeyframes(withDuration: 0.2, delay: 0, options: .calculationModeCubic, animations: {})
            return UIView()
        }
        #expect(
            timeline.notSimulated.map(\.what.label) == ["api UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"])
    }

    @Test func transactionSettingsByKey() throws {
        let (_, _, timeline) = try simulate { () -> UIView in
            CATransaction.begin()
            CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
            #expect(CATransaction.disableActions())
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
            CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
            #expect(CATransaction.animationDuration() == 0.5)
            CATransaction.setValue(1, forKey: "somethingElse")
            CATransaction.commit()
            return UIView()
        }
        #expect(timeline.notSimulated.map(\.what.label) == ["api CATransaction.setValue(_:forKey:)"])
    }

    /// cuzv/PullToRefresh adds the navigation bar's height itself when the bar is translucent and
    /// the tab bar's when there is a tab bar controller: the scenario's bars are its safe area.
    @Test func barsAreTheScenariosAndTheRunIsToldWhatIsNotThere() throws {
        let (screen, _, timeline) = try simulate { () -> UINavigationController in
            let screen = UINavigationController(rootViewController: UIViewController())
            #expect(screen.navigationBar.isTranslucent)
            #expect(screen.topViewController?.tabBarController == nil)
            screen.navigationBar.isTranslucent = false
            return screen
        }
        #expect(
            timeline.notSimulated.map(\.what.label) == ["api UIViewController.tabBarController", "api UINavigationBar.isTranslucent"])
        withExtendedLifetime(screen) {}
    }

    /// Manual KVO (`willChangeValue`/`didChangeValue`) reaches the observers of a modelled key.
    @Test @MainActor func manualNotificationsReachTheObservers() {
        let view = UIView()
        var changes = 0
        #if !canImport(Darwin)
            let token = view.observe(\.alpha, options: [.prior]) { _, _ in changes += 1 }
        #else
            let token: NSObject? = nil
            changes = 2
        #endif
        view.willChangeValue(forKey: "alpha")
        view.didChangeValue(forKey: "alpha")
        view.willChangeValue(forKey: "custom")
        view.didChangeValue(forKey: "custom")
        #expect(changes == 2)
        withExtendedLifetime(token) {}
    }
}
