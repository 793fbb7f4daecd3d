import RefreshSim

/// Core Animation's implicit animation: when a property of a layer that is not a view's own changes,
/// a basic animation of the transaction's duration and timing runs from the old value to the new.
/// Not for a layer in the moment it enters a tree (Core Animation commits it first), nor while the
/// transaction disables actions, nor where the delegate or `actions` answer `NSNull()`.
struct ImplicitAction: CAAction {
    let key: String
    /// The value before the change, when the key path is one the stand-in interpolates.
    var from: AnimatableValue?

    init(key: String) { self.key = key }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let environment = UIKitEnvironment.current else { return }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = from?.boxed
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        layer.attach(animation, forKey: event)
        environment.transactionAdded(duration: animation.duration)
    }
}
