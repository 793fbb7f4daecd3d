import RefreshSim

/// CATransaction: nesting, `disableActions`, the duration and timing of implicit animations, and a
/// completion block that runs on the simulated main queue once the longest animation added inside
/// the transaction would have finished. Outside `begin()`/`commit()` the settings apply to the
/// implicit transaction, which commits at the end of this turn of the main queue.
public enum CATransaction {
    public static func begin() { UIKitEnvironment.current?.transactions.append(.init()) }

    public static func commit() {
        guard let environment = UIKitEnvironment.current, environment.transactions.last?.isImplicit == false else { return }
        finish(environment.transactions.removeLast(), in: environment)
    }

    private static func finish(_ transaction: OpenTransaction, in environment: UIKitEnvironment) {
        environment.transactionAdded(duration: transaction.longest)
        guard let completion = transaction.completion else { return }
        environment.host.main.asyncAfter(seconds: transaction.longest.isFinite ? transaction.longest : 0, execute: completion)
    }

    public static func flush() {}

    public static func setDisableActions(_ flag: Bool) { updateInnermost { $0.disableActions = flag } }
    public static func disableActions() -> Bool { UIKitEnvironment.current?.transactions.last?.disableActions ?? false }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { updateInnermost { $0.duration = duration } }
    public static func animationDuration() -> CFTimeInterval { UIKitEnvironment.current?.transactions.last?.duration ?? 0.25 }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { updateInnermost { $0.timingFunction = function } }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { UIKitEnvironment.current?.transactions.last?.timingFunction }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard UIKitEnvironment.current != nil else { return block?() ?? () }
        updateInnermost { $0.completion = block }
    }
    public static func completionBlock() -> (() -> Void)? { UIKitEnvironment.current?.transactions.last?.completion }

    /// Changes the innermost open transaction, opening the implicit one if none is.
    private static func updateInnermost(_ change: (inout OpenTransaction) -> Void) {
        guard let environment = UIKitEnvironment.current else { return }
        if environment.transactions.isEmpty {
            environment.transactions.append(OpenTransaction(isImplicit: true))
            environment.host.main.async { [unowned environment] in
                guard environment.transactions.first?.isImplicit == true else { return }
                finish(environment.transactions.removeFirst(), in: environment)
            }
        }
        change(&environment.transactions[environment.transactions.count - 1])
    }
}

/// One open `CATransaction`.
struct OpenTransaction {
    /// Opened by a setting made outside `begin()`: it commits at the end of the main queue's turn.
    var isImplicit = false
    var disableActions = false
    var duration: Double = 0.25
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
    var longest: Double = 0
}
