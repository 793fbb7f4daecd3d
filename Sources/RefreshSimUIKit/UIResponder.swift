/// UIResponder, the root of views and controllers. On Linux it also declares NSObject's KVO
/// methods, which Linux's Foundation lacks, so subclasses override them as they do on a Mac
/// (KeyValueObserving.swift).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    #if !canImport(Darwin)
        open func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {}

        /// Only a scroll view posts changes (UIScrollView overrides this); elsewhere nothing changes.
        open func addObserver(
            _ observer: NSObject, forKeyPath keyPath: String,
            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
        ) {}

        open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}

        open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
    #endif
}

#if !canImport(Darwin)
    extension UIResponder: KeyValueObserving {}
#endif
