import RefreshSim

/// UIRefreshControl over the simulated control (`RefreshControl`): it fires during the drag past
/// its snapping height, holds a 60 pt inset and animates it away on `endRefreshing()`.
///
/// Its actions are `UIControl`'s: closures, as `refreshsim port` writes target-action.
open class UIRefreshControl: UIControl {
    public let simulated = RefreshControl()
    weak var scrollView: UIScrollView?

    public init() {
        super.init(frame: CGRect(x: 0, y: -RefreshControl.height, width: UIScreen.main.bounds.width, height: RefreshControl.height))
        installSimulatedActions()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSimulatedActions()
    }

    open var isRefreshing: Bool { simulated.isRefreshing }

    /// Runs `action` with the control on `.valueChanged` (seed 000's spelling, kept).
    open func addTarget(_ target: AnyObject?, action: @escaping (UIRefreshControl) -> Void, for events: UIControl.Event) {
        addTarget(target, action: { (sender: Any) in action(sender as! UIRefreshControl) }, for: events)
    }

    /// The same for an action that takes no sender.
    open func addTarget(_ target: AnyObject?, action: @escaping () -> Void, for events: UIControl.Event) {
        addTarget(target, action: { (_: Any) in action() }, for: events)
    }

    func installSimulatedActions() {
        simulated.addValueChangedAction { [unowned self] _ in sendActions(for: .valueChanged) }
    }

    open func beginRefreshing() { simulated.beginRefreshing() }
    open func endRefreshing() { simulated.endRefreshing() }
}
