import RefreshSim

/// UIView: a frame in a view tree. Nothing is drawn; the simulator watches the scroll view.
open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    /// Only a scroll view has insets here (the scenario's safe area).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var tag = 0
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    public init(frame: CGRect) {
        self.frame = frame
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        frame = .zero
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func sizeToFit() {}
}

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
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
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

    public static func animate(withDuration duration: Double, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }
}

/// UIColor: a name only (nothing is drawn).
public struct UIColor: Sendable, Equatable {
    public var name: String
    public init(name: String) { self.name = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }
    public init(white: CGFloat, alpha: CGFloat) {
        name = "white(\(white), \(alpha))"
    }

    public static let black = UIColor(name: "black")
    public static let blue = UIColor(name: "blue")
    public static let clear = UIColor(name: "clear")
    public static let cyan = UIColor(name: "cyan")
    public static let darkGray = UIColor(name: "darkGray")
    public static let gray = UIColor(name: "gray")
    public static let green = UIColor(name: "green")
    public static let lightGray = UIColor(name: "lightGray")
    public static let orange = UIColor(name: "orange")
    public static let red = UIColor(name: "red")
    public static let white = UIColor(name: "white")
    public static let yellow = UIColor(name: "yellow")
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
}

open class UIImageView: UIView {}

open class UIActivityIndicatorView: UIView {
    public private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// `UIScreen.main.bounds` is the scenario's viewport (the seeds use it for the scroll view's size).
public final class UIScreen {
    public static var main: UIScreen { UIScreen() }

    public var bounds: CGRect {
        let size = UIKitEnvironment.current?.host.screenBounds ?? Size(width: 320, height: 568)
        return CGRect(origin: .zero, size: CGSize(size))
    }

}
