/// UIResponder, the root of views and controllers. On Linux it also declares NSObject's KVO
/// methods, which Linux's Foundation lacks, so subclasses override them as they do on a Mac
/// (KeyValueObserving.swift); on a Mac it overrides them, so the stand-in delivers its own
/// properties' changes (they are not `@objc dynamic`, so Objective-C's automatic KVO never
/// would). A view observes what the catalogue lists (KVORegistration.swift); anything else is
/// reported to the run.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder up the chain: a view's view controller or superview, a controller's
    /// view's superview.
    open var next: UIResponder? { nil }

    // The touches of the scripted finger (TouchDelivery.swift). Each passes them up the chain, as
    // UIResponder's own implementations do.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    #if canImport(Darwin)
        open override func addObserver(
            _ observer: NSObject, forKeyPath keyPath: String,
            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
        ) {
            observation(added: observer, keyPath: keyPath, options: options, context: context)
        }

        open override func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
            (self as? KeyValueObservedObject)?.removeStringObservation(observer, forKeyPath: keyPath, context: .some(context))
        }

        open override func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
            (self as? KeyValueObservedObject)?.removeStringObservation(observer, forKeyPath: keyPath, context: nil)
        }
    #else
        open func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {}

        open func addObserver(
            _ observer: NSObject, forKeyPath keyPath: String,
            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
        ) {
            observation(added: observer, keyPath: keyPath, options: options, context: context)
        }

        open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
            (self as? KeyValueObservedObject)?.removeStringObservation(observer, forKeyPath: keyPath, context: .some(context))
        }

        open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
            (self as? KeyValueObservedObject)?.removeStringObservation(observer, forKeyPath: keyPath, context: nil)
        }
    #endif

    #if canImport(Darwin)
        open override func willChangeValue(forKey key: String) { (self as? KeyValueObservedObject)?.kvoWillChange(key) }
        open override func didChangeValue(forKey key: String) { (self as? KeyValueObservedObject)?.kvoDidChange(key) }
    #else
        /// Manual KVO: tells the observers of `key`, which exist only for a key the stand-in
        /// delivers (observing any other was reported when registered).
        open func willChangeValue(forKey key: String) { (self as? KeyValueObservedObject)?.kvoWillChange(key) }
        open func didChangeValue(forKey key: String) { (self as? KeyValueObservedObject)?.kvoDidChange(key) }
    #endif

    /// A view's modelled properties are observed; a controller's, or anything else, is reported.
    private func observation(
        added observer: NSObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?
    ) {
        if let observed = self as? KeyValueObservedObject {
            observed.addStringObservation(observer, forKeyPath: keyPath, options: options, context: context)
        } else {
            UIKitEnvironment.current?.notSimulatedOnce(.observation(keyPath: keyPath, type: "\(type(of: self))"))
        }
    }
}

#if !canImport(Darwin)
    extension UIResponder: KeyValueObserving {}
#endif
