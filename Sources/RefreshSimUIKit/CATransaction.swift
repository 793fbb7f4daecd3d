import RefreshSim

/// CATransaction: nesting, `disableActions` and a completion block that runs on the simulated
/// main queue once the longest animation added inside the transaction would have finished.
public enum CATransaction {
    public static func begin() { UIKitEnvironment.current?.transactions.append(.init()) }

    public static func commit() {
        guard let environment = UIKitEnvironment.current, let transaction = environment.transactions.popLast() else { return }
        environment.transactionAdded(duration: transaction.longest)
        guard let completion = transaction.completion else { return }
        environment.host.main.asyncAfter(seconds: transaction.longest.isFinite ? transaction.longest : 0, execute: completion)
    }

    public static func flush() {}

    public static func setDisableActions(_ flag: Bool) { updateInnermost { $0.disableActions = flag } }
    public static func disableActions() -> Bool { UIKitEnvironment.current?.transactions.last?.disableActions ?? false }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { updateInnermost { $0.duration = duration } }
    public static func animationDuration() -> CFTimeInterval { UIKitEnvironment.current?.transactions.last?.duration ?? 0.25 }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

    private static func updateInnermost(_ change: (inout OpenTransaction) -> Void) {
        guard let environment = UIKitEnvironment.current, !environment.transactions.isEmpty else { return }
        change(&environment.transactions[environment.transactions.count - 1])
    }

    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let environment = UIKitEnvironment.current else {
            block?()
            return
        }
        if environment.transactions.isEmpty {
            // An implicit transaction: it commits at the end of this turn of the main queue.
            block.map { environment.host.main.async(execute: $0) }
        } else {
            environment.transactions[environment.transactions.count - 1].completion = block
        }
    }
}

/// One open `CATransaction`.
struct OpenTransaction {
    var disableActions = false
    var duration: Double = 0.25
    var completion: (() -> Void)?
    var longest: Double = 0
}
