import Foundation
import RefreshSim
import Testing
import UIKit

/// UIViewPropertyAnimator on the simulated clock: a curve, a damping ratio, a spring of its own.
struct PropertyAnimatorTests {
    final class Probe {
        let view = UIView()
        var seen: [CGFloat] = []
        var ended: [(UIViewAnimatingPosition, Double)] = []
        var states: [UIViewAnimatingState] = []
        var animator: UIViewPropertyAnimator?
    }

    /// Samples the view's presented `center.y` at `times` while `animate` runs from 0.
    static func run(at times: [Double], _ animate: @escaping (Probe) -> UIViewPropertyAnimator) throws -> Probe {
        let (probe, _, _) = try simulate(duration: 2) { () -> Probe in
            let probe = Probe()
            let animator = animate(probe)
            animator.addCompletion { [probe] position in probe.ended.append((position, CACurrentMediaTime())) }
            probe.animator = animator
            probe.states.append(animator.state)
            for time in times {
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + time) { [probe] in
                    probe.seen.append(probe.view.layer.presentation()!.position.y)
                }
            }
            return probe
        }
        return probe
    }

    @Test func aLinearAnimatorMovesTheViewAndCompletesAtTheEnd() throws {
        let probe = try Self.run(at: [0.05, 0.1]) { probe in
            let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { probe.view.center.y = 100 }
            animator.startAnimation()
            probe.states.append(animator.state)
            return animator
        }
        #expect(probe.seen.map { ($0 * 1000).rounded() / 1000 } == [25, 50])
        #expect(probe.ended.count == 1 && probe.ended[0].0 == .end && abs(probe.ended[0].1 - 0.2) < 1e-9)
        #expect(probe.states == [.active, .active] && probe.animator?.state == .inactive && probe.animator?.fractionComplete == 1)
    }

    /// A damping ratio over the animator's duration is UIKit's spring mapping: DGElastic's bounce
    /// (0.9 s at 0.43) from 0 to 50 reads 34.7766 at 0.1 s and 60.6776 at 0.2 s (SpringTests).
    @Test func aDampingRatioIsUIKitsSpring() throws {
        let probe = try Self.run(at: [0.1, 0.2]) { probe in
            let animator = UIViewPropertyAnimator(duration: 0.9, dampingRatio: 0.43) { probe.view.center.y = 50 }
            animator.startAnimation()
            return animator
        }
        #expect(abs(probe.seen[0] - 34.77655567148462) < 1e-6 && abs(probe.seen[1] - 60.67759568953759) < 1e-6)
    }

    /// A spring of its own constants lasts as long as it takes to settle, whatever the duration.
    @Test func aSpringOfItsOwnLastsItsSettlingTime() throws {
        let settling = SpringDescription(stiffness: 100, damping: 20).settlingDuration()
        let probe = try Self.run(at: []) { probe in
            let parameters = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
            let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: parameters)
            animator.addAnimations { probe.view.center.y = 10 }
            animator.startAnimation(afterDelay: 0.3)
            return animator
        }
        #expect(probe.ended.count == 1 && abs(probe.ended[0].1 - (0.3 + settling)) < 1e-9)
    }

    @Test func pausingIsReported() throws {
        let (_, _, timeline) = try simulate { () -> UIViewPropertyAnimator in
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {})
            animator.pauseAnimation()
            return animator
        }
        #expect(timeline.notSimulated.map(\.what).map(\.label) == ["api UIViewPropertyAnimator.pauseAnimation()"])
    }
}
