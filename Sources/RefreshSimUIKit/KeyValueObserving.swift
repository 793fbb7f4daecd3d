// String-keyed and key-path KVO for the properties the simulator changes (a scroll view's
// `contentOffset`, `contentSize` and `contentInset`; see UIScrollView.swift).
//
// On a Mac, NSObject is Objective-C's: it declares `addObserver(_:forKeyPath:options:context:)`,
// `removeObserver(_:forKeyPath:context:)` and `observeValue(forKeyPath:of:change:context:)`, and
// UIScrollView overrides the first two to deliver the simulator's changes itself (its properties
// are not `@objc dynamic`, so Objective-C's automatic KVO never sees them).
// Linux's NSObject has no KVO at all, so `UIResponder`, the root of every view here, declares the
// same three methods, with the same signatures: a view that overrides `observeValue` compiles on
// both platforms unchanged. An object that is not a view can observe by adopting
// `KeyValueObserving` (Linux only; on a Mac every NSObject already can).

#if !canImport(Darwin)
    /// What a string-keyed observer receives (Linux; a Mac's NSObject declares it).
    @preconcurrency @MainActor
    public protocol KeyValueObserving: AnyObject {
        func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
    }

    public struct NSKeyValueObservingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let new = NSKeyValueObservingOptions(rawValue: 1)
        public static let old = NSKeyValueObservingOptions(rawValue: 2)
        public static let initial = NSKeyValueObservingOptions(rawValue: 4)
        public static let prior = NSKeyValueObservingOptions(rawValue: 8)
    }

    public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let newKey = NSKeyValueChangeKey(rawValue: "new")
        public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
        public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
        public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
        public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
    }

    /// What a key-path observation hands its handler.
    public struct NSKeyValueObservedChange<Value> {
        public let newValue: Value?
        public let oldValue: Value?
        /// Whether this is the notification before the change (`.prior`).
        public let isPrior: Bool
    }

    /// The token `observe(_:options:changeHandler:)` returns; observing stops at `invalidate()` or
    /// when the token is released, as in Foundation.
    public final class NSKeyValueObservation {
        private var stop: (() -> Void)?

        init(stop: @escaping () -> Void) { self.stop = stop }

        public func invalidate() {
            stop?()
            stop = nil
        }

        deinit { stop?() }
    }
#endif

/// Hands one change to a string-keyed observer, through Objective-C's method on a Mac.
func deliverChange(
    to observer: NSObject, keyPath: String, of object: Any,
    change: [NSKeyValueChangeKey: Any], context: UnsafeMutableRawPointer?
) {
    #if canImport(Darwin)
        observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    #else
        (observer as? KeyValueObserving)?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    #endif
}
