import RefreshSim

extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The engine's curves: UIKit's ease-in has no counterpart and runs as ease-in-out.
        var curve: TimingCurve {
            switch rawValue & (3 << 16) {
            case Self.curveLinear.rawValue: .linear
            case Self.curveEaseOut.rawValue: .easeOut
            default: .easeInOut
            }
        }
    }

    /// `UIView.animate`: what the block changes on the simulated scroll view (offset, insets)
    /// takes effect in the model at once and eases on screen over `duration`, as
    /// `ScrollView.animate(withDuration:)` describes. After `delay` the block runs on the main
    /// queue; `completion(true)` runs when the animation ends.
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let environment = UIKitEnvironment.current else {
            animations()
            completion?(true)
            return
        }
        let scrollView = environment.host.scrollView
        let run = { scrollView.animate(withDuration: duration, curve: options.curve, animations: animations, completion: completion) }
        if delay > 0 {
            environment.host.main.asyncAfter(seconds: delay, execute: run)
        } else {
            run()
        }
    }

    public static func animate(
        withDuration duration: Double, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }
}
