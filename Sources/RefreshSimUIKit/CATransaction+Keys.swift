import Foundation

// `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`: the key-value
// spelling of the transaction's settings, as code written before `setDisableActions(_:)` uses it.

public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

#if !canImport(Darwin)
    public let kCFBooleanTrue: NSNumber = true
    public let kCFBooleanFalse: NSNumber = false
#endif

extension CATransaction {
    /// One of the four settings by its key; any other key is reported and kept nowhere.
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationDuration: setAnimationDuration((value as? Double) ?? (value as? NSNumber)?.doubleValue ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(value as? () -> Void)
        default: reportNotSimulated("CATransaction.setValue(_:forKey:)")
        }
    }

    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: disableActions()
        case kCATransactionAnimationDuration: animationDuration()
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        case kCATransactionCompletionBlock: completionBlock()
        default: nil
        }
    }
}
