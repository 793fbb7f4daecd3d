import RefreshSim

// The two ways code registers a key-value observation, over `KVORegistry`: the string-keyed
// `addObserver(_:forKeyPath:options:context:)` (the observer's `observeValue(forKeyPath:…)` is
// called), and the key-path `observe(_:options:changeHandler:)` (Linux; on a Mac Foundation's
// needs `@objc dynamic` properties, which the stand-in's are not). A path the stand-in does not
// deliver is reported to the run (`notSimulated` `observation`), never dropped in silence.

extension KeyValueObservedObject {
    /// `addObserver(_:forKeyPath:options:context:)`.
    func addStringObservation(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?
    ) {
        #if !canImport(Darwin)
            guard observer is KeyValueObserving else {
                // Linux's NSObject has no `observeValue`: `refreshsim port` makes an observer that
                // declares one adopt `KeyValueObserving`; one that does not cannot be called.
                reportObservation(keyPath, why: "observer")
                return
            }
        #endif
        let path = Substring(keyPath)
        let added = registry.add(
            path: path, options: options, observer: ObjectIdentifier(observer), keyPath: keyPath, context: context,
            read: { [unowned self] in observedValue(forKeyPath: path) },
            deliver: { [unowned self, weak observer] old, new, isPrior in
                guard let observer else { return }
                deliverChange(
                    to: observer, keyPath: keyPath, of: self, change: changeDictionary(old: old, new: new, isPrior: isPrior),
                    context: context)
            })
        if added == nil { reportObservation(keyPath, why: "key") }
    }

    func removeStringObservation(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer??) {
        kvoRegistry?.removeLast(observer: ObjectIdentifier(observer), keyPath: keyPath, context: context)
    }

    /// A registration the run cannot deliver: `notSimulated` `observation Type.path`.
    func reportObservation(_ keyPath: String, why: String) {
        UIKitEnvironment.current?.notSimulatedOnce(.observation(keyPath: keyPath, type: "\(type(of: self))"))
    }
}

#if !canImport(Darwin)
    /// Foundation's `observe(_:options:changeHandler:)` for the stand-in's observable objects
    /// (Linux): views and their subclasses, the scroll view, gesture recognizers. A key path whose
    /// every step the catalogue lists is observed, nested ones (`\.panGestureRecognizer.state`)
    /// included; any other observes nothing, and the run is told. A Swift key path cannot be read
    /// back into names, so each observable step is written below as a key path rooted at the
    /// observed type and compared (`KeyPathObservingTests` holds them to the catalogue).
    public protocol KeyPathObserving: AnyObject {}

    extension UIView: KeyPathObserving {}
    extension UIGestureRecognizer: KeyPathObserving {}

    extension KeyPathObserving where Self: UIView {
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            observe(keyPath, among: KeyPathNames.view(Self.self), options: options, changeHandler: changeHandler)
        }
    }

    extension KeyPathObserving where Self: UIScrollView {
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            observe(
                keyPath, among: KeyPathNames.view(Self.self) + KeyPathNames.scrollView(Self.self), options: options,
                changeHandler: changeHandler)
        }
    }

    extension KeyPathObserving where Self: UIGestureRecognizer {
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            observe(keyPath, among: KeyPathNames.gesture(Self.self), options: options, changeHandler: changeHandler)
        }
    }

    extension KeyPathObserving where Self: KeyValueObservedObject {
        fileprivate func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, among names: [(path: AnyKeyPath, name: String)],
            options: NSKeyValueObservingOptions, changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            guard let path = names.first(where: { $0.path == keyPath })?.name else {
                reportObservation("<\(String(describing: Value.self).filter { !$0.isWhitespace })>", why: "key")
                return NSKeyValueObservation {}
            }
            let entry = registry.add(
                path: Substring(path), options: options, observer: nil, keyPath: path, context: nil,
                read: { [unowned self] in self[keyPath: keyPath] },
                deliver: { [unowned self] old, new, isPrior in
                    changeHandler(
                        self,
                        NSKeyValueObservedChange(
                            newValue: new.flatMap { $0 as? Value }, oldValue: old.flatMap { $0 as? Value }, isPrior: isPrior))
                })
            guard let entry else {
                reportObservation(path, why: "key")
                return NSKeyValueObservation {}
            }
            return NSKeyValueObservation { [weak self] in self?.kvoRegistry?.remove(entry) }
        }
    }

    /// The observable steps of each type as key paths rooted at `Root`, with their names.
    enum KeyPathNames {
        static func view<Root: UIView>(_: Root.Type) -> [(path: AnyKeyPath, name: String)] {
            [
                (\Root.frame, "frame"), (\Root.bounds, "bounds"), (\Root.center, "center"), (\Root.isHidden, "isHidden"),
                (\Root.alpha, "alpha"),
            ]
        }

        static func scrollView<Root: UIScrollView>(_: Root.Type) -> [(path: AnyKeyPath, name: String)] {
            let pan: AnyKeyPath = \Root.panGestureRecognizer
            let steps: [(path: AnyKeyPath, name: String)] = [
                (\Root.contentOffset, "contentOffset"), (\Root.contentSize, "contentSize"), (\Root.contentInset, "contentInset"),
                (pan, "panGestureRecognizer"),
            ]
            return steps
                + gesture(UIPanGestureRecognizer.self).compactMap { step in
                    pan.appending(path: step.path).map { ($0, "panGestureRecognizer.\(step.name)") }
                }
        }

        static func gesture<Root: UIGestureRecognizer>(_: Root.Type) -> [(path: AnyKeyPath, name: String)] {
            [(\Root.state, "state")]
        }
    }
#endif
