import RefreshSim

open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
}

/// UIRefreshControl over the simulated control (`RefreshControl`): it fires during the drag past
/// its snapping height, holds a 60 pt inset and animates it away on `endRefreshing()`.
///
/// Without the Objective-C runtime there are no selectors: `addTarget(_:action:for:)` takes the
/// action as a closure, so `#selector(self.didPull(sender:))` becomes `self.didPull(sender:)`.
open class UIRefreshControl: UIControl {
    public let simulated = RefreshControl()
    weak var scrollView: UIScrollView?

    public init() {
        super.init(frame: CGRect(x: 0, y: -RefreshControl.height, width: UIScreen.main.bounds.width, height: RefreshControl.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var isRefreshing: Bool { simulated.isRefreshing }

    /// Runs `action` with the control on `.valueChanged`; other events never occur here.
    open func addTarget(_ target: AnyObject?, action: @escaping (UIRefreshControl) -> Void, for events: UIControl.Event) {
        guard events.contains(.valueChanged) else { return }
        simulated.addValueChangedAction { [unowned self] _ in action(self) }
    }

    /// The same for an action that takes no sender.
    open func addTarget(_ target: AnyObject?, action: @escaping () -> Void, for events: UIControl.Event) {
        addTarget(target, action: { (_: UIRefreshControl) in action() }, for: events)
    }

    open func beginRefreshing() { simulated.beginRefreshing() }
    open func endRefreshing() { simulated.endRefreshing() }
}
