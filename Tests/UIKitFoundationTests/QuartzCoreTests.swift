import Foundation
import Testing
import UIKit

/// Layer animations are recorded, not simulated: they are written down, then removed (and their
/// delegate told) when their time has passed on the simulated clock.
struct QuartzCoreTests {
    final class Spinner: UIView, CAAnimationDelegate {
        let arrow = CAShapeLayer()
        var stops: [(Double, Bool)] = []
        var completedAt: Double?
        var keysDuring: [String]?

        func spin() {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 20))
            arrow.path = path.cgPath
            arrow.strokeColor = UIColor.gray.cgColor
            layer.addSublayer(arrow)
            CATransaction.begin()
            CATransaction.setCompletionBlock { [self] in completedAt = CACurrentMediaTime() }
            let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
            rotation.toValue = Double.pi
            rotation.duration = 0.3
            rotation.delegate = self
            arrow.add(rotation, forKey: "rotate")
            CATransaction.commit()
            keysDuring = arrow.animationKeys()
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append((CACurrentMediaTime(), flag))
        }
    }

    @Test func anAnimationIsRecordedAndEndsOnTime() throws {
        let (spinner, environment, _) = try simulate { () -> Spinner in
            let spinner = Spinner()
            spinner.spin()
            return spinner
        }
        #expect(spinner.keysDuring == ["rotate"])
        #expect(spinner.arrow.animation(forKey: "rotate") == nil)
        #expect(spinner.stops.count == 1 && abs(spinner.stops[0].0 - 0.3) < 1e-9 && spinner.stops[0].1)
        #expect(spinner.completedAt.map { abs($0 - 0.3) < 1e-9 } == true)
        #expect(environment.effects.map(\.kind) == [.layerAnimation(keyPath: "transform.rotation.z", key: "rotate", duration: 0.3)])
        #expect(spinner.arrow.superlayer === spinner.layer)
    }

    @Test func geometryBoxesAndLayerTimeAsLibrariesUseThem() {
        let boxed = NSValue(cgPoint: CGPoint(x: 3, y: 4))
        #expect(boxed.cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.maxY == 6)
        let animation = CABasicAnimation(keyPath: "position")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount > 1e30)
        #expect(Double(NSEC_PER_SEC) / Double(NSEC_PER_MSEC) == 1000)
        let parent = CALayer()
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: parent) == CGPoint(x: 11, y: 21))
        #expect(child.convertTime(2.5, from: nil) == 2.5)
    }

    @Test func transformsCompose() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let half = CATransform3DConcat(quarter, quarter)
        let flat = CATransform3DGetAffineTransform(half)
        #expect(abs(flat.a + 1) < 1e-12 && abs(flat.b) < 1e-12)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    }
}
