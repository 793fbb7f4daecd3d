import Foundation
import RefreshSim

// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: UIKit makes one
// keyframe animation per changed property out of the `addKeyframe` blocks. Here each keyframe is a
// linear animation of its own part of the duration (its relative start and length), which is what
// UIKit's default `calculationModeLinear` gives for keyframes that follow one another; keyframes
// that overlap on one property, and the other calculation modes, are reported.
extension UIView {
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The keyframes being collected on this thread (a run is on one), innermost `animateKeyframes` last.
    private static var keyframes: [[(start: Double, length: Double, animations: () -> Void)]] {
        get { (Thread.current.threadDictionary[keyframesKey] as? KeyframeStack)?.frames ?? [] }
        set {
            let stack = Thread.current.threadDictionary[keyframesKey] as? KeyframeStack ?? KeyframeStack()
            stack.frames = newValue
            Thread.current.threadDictionary[keyframesKey] = stack
        }
    }
    private static let keyframesKey = "RefreshSimUIKit.keyframes"

    /// Changes the block makes outside any keyframe animate over the whole duration, as UIKit's;
    /// the completion comes at its end.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        if options.rawValue & (7 << 10) != 0 {
            reportNotSimulated("UIView.animateKeyframes(withDuration:delay:options:animations:completion:)")
        }
        if delay > 0, let main = UIKitEnvironment.current?.host.main {
            main.asyncAfter(seconds: delay) {
                animateKeyframes(withDuration: duration, delay: 0, options: options, animations: animations, completion: completion)
            }
            return
        }
        keyframes.append([])
        animate(withDuration: duration, delay: 0, options: .curveLinear, animations: animations, completion: completion)
        for frame in keyframes.removeLast() {
            animate(
                withDuration: frame.length * duration, delay: frame.start * duration, options: .curveLinear,
                animations: frame.animations)
        }
    }

    /// A part of the enclosing `animateKeyframes`: from `start` for `length`, each a share of its
    /// duration. Outside one, the block runs at once, as UIKit runs it.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration length: Double, animations: @escaping () -> Void) {
        guard !keyframes.isEmpty else { return animations() }
        keyframes[keyframes.count - 1].append((start, length, animations))
    }
}

private final class KeyframeStack {
    var frames: [[(start: Double, length: Double, animations: () -> Void)]] = []
}
