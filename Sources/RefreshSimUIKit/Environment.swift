import Foundation
import RefreshSim

/// The simulated screen that UIKit's singletons stand for while pasted code runs: `UIScreen.main`,
/// `DispatchQueue.main`, `UIView.animate` and the first `UIScrollView`/`WKWebView` created all
/// refer to the host of the run in progress.
///
/// UIKit's singletons are static, so this is ambient: `UIKitStrategy` installs its host for the
/// current thread when it builds the controller, and it stays until the next run on that thread
/// installs another. A run is built and simulated on one thread (the CLI runs several scenarios
/// at once, each on its own thread), so concurrent runs never see each other's host.
public final class UIKitEnvironment {
    public let host: RefreshHost
    /// Lines the pasted code `print`ed, in order, kept out of the tool's own output.
    public private(set) var console: [String] = []
    /// Whether the host's scroll view (or web view) has been handed to a `UIScrollView` yet.
    var claimedScrollView = false
    var claimedWebView = false

    /// What the code did that the simulator does not model, in order: haptics, layer animations,
    /// accessibility notifications (see `Effect`).
    public private(set) var effects: [Effect] = []
    /// Open `CATransaction`s, innermost last.
    var transactions: [OpenTransaction] = []
    /// Layers that asked for layout since the last pass (`layoutPass()`).
    var layoutRequests: [WeakLayer] = []
    /// Views that asked to be drawn since the last pass (`displayPass()`).
    var displayRequests: [WeakView] = []
    /// The scripted finger's touch while it is down (TouchDelivery.swift).
    var fingerTouch: FingerTouchState?
    /// Constraints activated so far, for the order UIKit breaks conflicting ones in.
    var constraintActivations = 0
    /// Constraints already broken and reported (`LayoutEngine`).
    var reportedBrokenConstraints: Set<ObjectIdentifier> = []
    /// What `notSimulatedOnce` has reported.
    private var reportedOnce: [NotSimulated] = []
    /// The `UIView.animate` blocks running, innermost last (nil: `performWithoutAnimation`).
    var viewAnimations: [ViewAnimationContext?] = []
    /// The window a controller's view is put in, so `window` is non-nil as on a device.
    @MainActor var window: UIWindow {
        if let madeWindow { return madeWindow }
        let window = UIWindow(frame: UIScreen.main.bounds)
        madeWindow = window
        return window
    }
    private var madeWindow: UIWindow?

    init(host: RefreshHost) {
        self.host = host
    }

    func log(_ line: String) { console.append(line) }

    func record(_ kind: Effect.Kind) {
        effects.append(Effect(time: host.runtime.now, frame: host.runtime.frame, kind: kind))
    }

    /// Something the code did that the stand-in accepts but does not simulate: a `notSimulated`
    /// event on the run's timeline, now.
    package func notSimulated(_ what: NotSimulated) {
        host.runtime.record(.notSimulated(what))
    }

    /// The same, the first time only: for what would otherwise be reported at every layout pass.
    package func notSimulatedOnce(_ what: NotSimulated) {
        guard !reportedOnce.contains(what) else { return }
        reportedOnce.append(what)
        notSimulated(what)
    }

    /// An animation of `duration` was added inside the open transactions, if any.
    func transactionAdded(duration: Double) {
        for index in transactions.indices { transactions[index].longest = max(transactions[index].longest, duration) }
    }

    private static let key = "RefreshSimUIKit.environment"

    /// The environment of the run on this thread, if one has been installed.
    public static var current: UIKitEnvironment? {
        Thread.current.threadDictionary[key] as? UIKitEnvironment
    }

    static func install(_ environment: UIKitEnvironment) {
        Thread.current.threadDictionary[key] = environment
    }

    /// Makes `host`'s run the one UIKit code on this thread sees, as `UIKitStrategy` does before
    /// it builds a controller: for code that watches a run through UIKit (a recorder attached
    /// from a `RunObserver`). The first `UIScrollView` made then is the run's scroll view.
    @discardableResult
    public static func watch(_ host: RefreshHost) -> UIKitEnvironment {
        let environment = UIKitEnvironment(host: host)
        install(environment)
        return environment
    }

    /// A scroll view for code that runs with no simulation at all (a unit test building a view).
    static func detachedScrollView(height: Double) -> ScrollView {
        ScrollView(
            runtime: current?.host.runtime ?? Runtime(frameRate: 60),
            bounds: Size(width: 320, height: height), safeAreaInsets: .zero,
            contentSize: Size(width: 320, height: 0))
    }
}

/// `print` from pasted code goes to the run's console (`UIKitEnvironment.console`), not to the
/// tool's standard output, which carries reports and CSV. Outside a run it prints as usual.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator)
    if let environment = UIKitEnvironment.current {
        environment.log(line)
    } else {
        Swift.print(line, terminator: terminator)
    }
}

extension UIKitEnvironment {
    /// Something pasted code did that the simulator records but does not model.
    public struct Effect: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// A feedback generator fired: `impact(medium)`, `selection`, `notification(success)`.
            case haptic(String)
            /// `CALayer.add(_:forKey:)`: the animated key path, the key, and how long it runs.
            case layerAnimation(keyPath: String?, key: String?, duration: Double)
            /// `UIAccessibility.post(notification:argument:)`.
            case accessibility(String)
        }

        public let time: Double
        public let frame: Int
        public let kind: Kind
    }
}
