import Foundation
import RefreshSim
import Testing
import UIKit

/// Views' layers, and what `layer.presentation()` shows while animations are in flight: the
/// values DGElasticPullToRefresh reads to drive the scroll view's inset.
struct PresentationLayerTests {
    /// Reads `read()` at each of `times` (seconds into a run in which `build` ran at 0).
    static func sample<Thing: AnyObject>(
        at times: [Double], _ build: @escaping () -> Thing, read: @escaping (Thing) -> CGFloat
    ) throws -> (values: [CGFloat], timeline: Timeline) {
        var values: [CGFloat] = []
        let (_, _, timeline) = try simulate(duration: 1) { () -> Thing in
            let thing = build()
            for time in times {
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + time) { values.append(read(thing)) }
            }
            return thing
        }
        return (values, timeline)
    }

    @Test func aViewsGeometryIsItsLayers() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        parent.addSubview(view)
        #expect(
            view.layer.frame == view.frame && view.layer.position == CGPoint(x: 60, y: 40)
                && view.layer.bounds.size == CGSize(width: 100, height: 40))
        view.layer.position.y = 70
        #expect(view.center == CGPoint(x: 60, y: 70) && view.frame.minY == 50)
        view.bounds.size.height = 10
        #expect(view.layer.bounds.height == 10 && view.frame == CGRect(x: 10, y: 65, width: 100, height: 10))
        view.alpha = 0.5
        view.isHidden = true
        #expect(view.layer.opacity == 0.5 && view.layer.isHidden)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.width - 10) < 1e-9 && abs(view.frame.height - 100) < 1e-9, "the frame is the transformed bounds' box")
        #expect(view.layer.superlayer === parent.layer && parent.layer.sublayers?.contains { $0 === view.layer } == true)
        let front = UIView()
        parent.insertSubview(front, belowSubview: view)
        #expect(parent.layer.sublayers?.map { $0 === front.layer } == [true, false])
        view.removeFromSuperview()
        #expect(view.layer.superlayer == nil)
        #expect(view.layer.delegate === view)
    }

    /// DGElasticPullToRefresh's bounce: `UIView.animate(withDuration: 0.36)` moves a helper
    /// view's center from y 100 to 150; its display link reads `layer.presentation().position`.
    /// The model is at 150 at once; the presentation follows Core Animation's ease-in-ease-out
    /// curve (0.42, 0, 0.58, 1), worked out by hand at 0.1, 0.2 and 0.3 s.
    @Test func aViewAnimationsPresentationFollowsItsCurve() throws {
        let (values, _) = try Self.sample(
            at: [0, 0.1, 0.2, 0.3, 0.5],
            { () -> UIView in
                let helper = UIView()
                helper.center = CGPoint(x: 0, y: 100)
                UIView.animate(withDuration: 0.36) { helper.center = CGPoint(x: 0, y: 150) }
                #expect(helper.center.y == 150 && helper.layer.position.y == 150)
                return helper
            }, read: { $0.layer.presentation()!.position.y })
        let expected: [CGFloat] = [100, 108.01154186933381, 129.7518334188238, 147.19345903102646, 150]
        for (value, wanted) in zip(values, expected) { #expect(abs(value - wanted) < 1e-6, "\(values)") }
    }

    /// DGElasticPullToRefresh's control points: a spring of 0.9 s at damping 0.43 from y 0 to 50.
    /// The mapping gives ω₀ = 15.9328 (SpringTests); y(t) = 50·(1 − e^{−ζω₀t}(cos ω_d t +
    /// ζω₀/ω_d · sin ω_d t)), by hand: 34.7766 at 0.1 s, 60.6776 (overshoot) at 0.2 s, 48.3894 at 0.5 s.
    @Test func aSpringAnimationsPresentationFollowsTheSpring() throws {
        let (values, _) = try Self.sample(
            at: [0.1, 0.2, 0.5, 0.95],
            { () -> UIView in
                let point = UIView()
                UIView.animate(
                    withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.43, initialSpringVelocity: 0, options: [],
                    animations: { point.center.y = 50 })
                return point
            }, read: { $0.layer.presentation()!.position.y })
        let expected: [CGFloat] = [34.77655567148462, 60.67759568953759, 48.3893788480401, 50]
        for (value, wanted) in zip(values, expected) { #expect(abs(value - wanted) < 1e-6, "\(values)") }
    }

    /// Two animations of the same property add up (UIKit's additive view animations): the second
    /// starts from where the first is on screen, with no jump.
    @Test func animationsOfOneViewAddUp() throws {
        let (values, _) = try Self.sample(
            at: [0.1, 0.1 + 1e-9, 0.3],
            { () -> UIView in
                let view = UIView()
                UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.center.y = 100 })
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.1) {
                    UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.center.y = 0 })
                }
                return view
            }, read: { $0.layer.presentation()!.position.y })
        #expect(abs(values[0] - 50) < 1e-9 && abs(values[1] - 50) < 1e-9, "\(values)")
        #expect(abs(values[2] - 0) < 1e-9)
    }

    /// As UIKit's, a delayed animation's block runs at once: the model has the new value, the
    /// screen holds the old one through the delay, and the completion comes after both.
    @Test func aDelayedAnimationsBlockRunsAtOnce() throws {
        final class Delayed {
            let view = UIView()
            var modelAtStart: CGFloat = 0
            var finished: Double?
        }
        var delayed: Delayed?
        let (values, _) = try Self.sample(
            at: [0.1, 0.4, 0.6],
            { () -> UIView in
                let made = Delayed()
                delayed = made
                UIView.animate(
                    withDuration: 0.2, delay: 0.3, options: .curveLinear, animations: { made.view.center.y = 100 },
                    completion: { _ in made.finished = CACurrentMediaTime() })
                made.modelAtStart = made.view.center.y
                return made.view
            }, read: { $0.layer.presentation()!.position.y })
        #expect(delayed?.modelAtStart == 100)
        #expect(values.map { ($0 * 1000).rounded() / 1000 } == [0, 50, 100], "\(values)")
        #expect(delayed?.finished.map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test func aBasicLayerAnimationAndAFillModeThatHoldsItsEnd() throws {
        let (values, _) = try Self.sample(
            at: [0.05, 0.15, 0.4],
            { () -> CALayer in
                let layer = CALayer()
                layer.position = CGPoint(x: 5, y: 10)
                let move = CABasicAnimation(keyPath: "position.y")
                (move.fromValue, move.toValue, move.duration) = (20, 40, 0.2)
                (move.fillMode, move.isRemovedOnCompletion) = (.forwards, false)
                layer.add(move, forKey: "move")
                return layer
            }, read: { $0.presentation()!.position.y })
        #expect(abs(values[0] - 25) < 1e-9 && abs(values[1] - 35) < 1e-9 && values[2] == 40, "\(values)")
    }

    /// `CASpringAnimation` with its own constants (k 100, c 10, from 0 to 1): the closed form's
    /// 1 − 0.659700 at 0.1 s (SpringTests), held by the presentation.
    @Test func aSpringLayerAnimation() throws {
        let (values, _) = try Self.sample(
            at: [0.1, 0.3],
            { () -> CALayer in
                let layer = CALayer()
                let spring = CASpringAnimation(keyPath: "opacity")
                (spring.fromValue, spring.toValue, spring.stiffness, spring.damping) = (0, 1, 100, 10)
                spring.duration = spring.settlingDuration
                layer.add(spring, forKey: nil)
                return layer
            }, read: { CGFloat($0.presentation()!.opacity) })
        #expect(abs(values[0] - (1 - 0.6597001533917017)) < 1e-6 && abs(values[1] - (1 + 0.12435476740841166)) < 1e-6, "\(values)")
    }

    /// A layer that is not a view's animates its changes implicitly once it is on screen, unless
    /// `actions` or the transaction turn that off; a view's own layer never does by itself.
    @Test func implicitAnimationsAndTheirSwitches() throws {
        final class Setup {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let free = CALayer()
            let quiet = CAShapeLayer()
            let held = CALayer()
            let fresh = CALayer()
            var seen: [[CGFloat]] = []
        }
        let (setup, _, _) = try simulate(duration: 1) { () -> Setup in
            let setup = Setup()
            for layer in [setup.free, setup.quiet, setup.held] { setup.view.layer.addSublayer(layer) }
            setup.quiet.actions = ["position": NSNull()]
            DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + 0.005) {
                setup.free.position.y = 100
                setup.quiet.position.y = 100
                setup.view.center.y = 100
                setup.view.layer.addSublayer(setup.fresh)
                setup.fresh.position.y = 100
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                setup.held.position.y = 100
                CATransaction.commit()
            }
            for time in [0.01, 0.3] {
                DispatchQueue.simulatedMain.asyncAfter(deadline: DispatchTime.simulatedNow() + time) {
                    setup.seen.append(
                        [setup.free, setup.quiet, setup.view.layer, setup.held, setup.fresh].map { $0.presentation()!.position.y })
                }
            }
            return setup
        }
        // 5 ms into the free layer's 0.25 s on the default curve (0.25, 0.1, 0.25, 1).
        let expected = 100 * CGFloat(UnitBezier.default.value(0.005 / 0.25))
        #expect(abs(setup.seen[0][0] - expected) < 1e-9 && setup.seen[0][0] < 5, "\(setup.seen)")
        #expect(Array(setup.seen[0].dropFirst()) == [100, 100, 100, 100], "\(setup.seen)")
        #expect(setup.seen[1] == [100, 100, 100, 100, 100])
    }

    @Test func aPathAnimationIsAcceptedAndItsPresentationReported() throws {
        let (_, timeline) = try Self.sample(
            at: [0.1, 0.2],
            { () -> CAShapeLayer in
                let shape = CAShapeLayer()
                let morph = CABasicAnimation(keyPath: "path")
                morph.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
                morph.duration = 0.5
                shape.add(morph, forKey: "morph")
                return shape
            }, read: { $0.presentation()!.position.y })
        #expect(
            timeline.notSimulated.map(\.what) == [.animationNotInterpolated(keyPath: "path")], "reported once, not at each read")
    }

    @Test func keyPathsReadAndWriteTheLayer() throws {
        let layer = CALayer()
        layer.setValue(CGFloat(30), forKeyPath: "position.y")
        layer.setValue(NSValue(cgSize: CGSize(width: 4, height: 6)), forKeyPath: "bounds.size")
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(layer.position.y == 30 && layer.bounds.size == CGSize(width: 4, height: 6))
        #expect(abs(((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0) - .pi / 2) < 1e-12)
        #expect((layer.value(forKeyPath: "position") as? NSValue)?.cgPointValue == CGPoint(x: 0, y: 30))
        #expect((layer.value(forKeyPath: "bounds.size.height") as? NSNumber)?.doubleValue == 6)
        // DGElasticPullToRefresh reads the spinner's angle with `as! CGFloat`: NSNumber bridges to
        // CGFloat on Linux too, and back. Checked with `as?` first, so a missing bridge fails here
        // instead of trapping the test process.
        let angle = try #require(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(angle - .pi / 2) < 1e-12)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as! CGFloat) - .pi / 2) < 1e-12)
        #expect((CGFloat(2.5) as Any as? NSNumber)?.doubleValue == 2.5)
        #expect(([CGFloat(1.5)] as [Any] as? [NSNumber])?.first?.doubleValue == 1.5)
    }
}
