import RefreshSim

/// An object of the stand-in whose modelled properties can be observed: views, the scroll view,
/// gesture recognizers. Which keys are observable is the catalogue's (`StandInCatalogue
/// .observableProperties`, the table `port` reads too); `observedValue(forKey:)` reads them.
protocol KeyValueObservedObject: AnyObject {
    /// Made at the first registration.
    var kvoRegistry: KVORegistry? { get set }
    /// The class names the catalogue lists this object's keys under, most derived first
    /// (`["UIScrollView", "UIView"]`).
    var kvoTypeNames: [String] { get }
    /// The value of an observable `key`, as Objective-C's KVO boxes it: structs as themselves
    /// (`CGPoint`, `CGRect`), an enum as its raw value. Nil when the object has no such key.
    func observedValue(forKey key: String) -> ObservedValue?
    /// The first observation of `key` was registered: a property the engine changes (a scroll
    /// view's offset) starts telling the registry from now on.
    func kvoStartsObserving(_ key: String)
}

/// A key's value, which may itself be nil.
struct ObservedValue {
    var value: Any?
}

extension KeyValueObservedObject {
    var registry: KVORegistry {
        if let kvoRegistry { return kvoRegistry }
        let made = KVORegistry(owner: self)
        kvoRegistry = made
        return made
    }

    /// Whether the catalogue lists `key` as observable for this object.
    func isObservable(_ key: String) -> Bool {
        kvoTypeNames.contains { type in StandInCatalogue.observableProperties.contains { $0.type == type && $0.key == key } }
    }

    /// The value at `path` (`panGestureRecognizer.state`), nil where a step is nil or not observable.
    func observedValue(forKeyPath path: Substring) -> Any? {
        guard let dot = path.firstIndex(of: ".") else { return observedValue(forKey: String(path))?.value }
        let next = observedValue(forKey: String(path[..<dot]))?.value as? KeyValueObservedObject
        return next?.observedValue(forKeyPath: path[path.index(after: dot)...])
    }

    /// Around a set of `key`: tells its observers before and after, as automatic KVO's setter does
    /// (on every set, even of an equal value). Free when nothing observes the object.
    func kvoChange(_ key: String, _ set: () -> Void) {
        guard let registry = kvoRegistry, registry.observes(key) else { return set() }
        registry.willChange(key)
        set()
        registry.didChange(key)
    }

    func kvoWillChange(_ key: String) { kvoRegistry?.willChange(key) }
    func kvoDidChange(_ key: String) { kvoRegistry?.didChange(key) }
}

/// The key-value observations registered on one object, delivered as Foundation delivers them: in
/// the order they were registered, `.initial` before the registration returns, `.prior` before the
/// change and the change after it, synchronously inside the setter. An observer that sets what it
/// observes gets the nested change delivered to every observer at once, inside its own call; the
/// outer change then reaches the observers after it with its own old and new values.
final class KVORegistry {
    final class Entry {
        /// The step observed on this object, and the rest of the path below it.
        let key: String
        let rest: Substring?
        let options: NSKeyValueObservingOptions
        /// For `removeObserver`: the observer's identity, the path as registered and the context.
        let observer: ObjectIdentifier?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
        /// The whole path's value, from the object the observer registered with.
        let read: () -> Any?
        let deliver: (_ old: Any??, _ new: Any??, _ isPrior: Bool) -> Void
        /// The value before each change in progress (nested changes stack).
        var olds: [Any?] = []
        /// The observation of `rest` on the value of `key`.
        var child: (registry: KVORegistry, entry: Entry)?
        var removed = false

        init(
            key: String, rest: Substring?, options: NSKeyValueObservingOptions, observer: ObjectIdentifier?,
            keyPath: String, context: UnsafeMutableRawPointer?, read: @escaping () -> Any?,
            deliver: @escaping (Any??, Any??, Bool) -> Void
        ) {
            (self.key, self.rest, self.options, self.observer) = (key, rest, options, observer)
            (self.keyPath, self.context, self.read, self.deliver) = (keyPath, context, read, deliver)
        }
    }

    unowned let owner: KeyValueObservedObject
    private(set) var entries: [Entry] = []
    private var observedKeys: Set<String> = []
    private var startedKeys: Set<String> = []

    init(owner: KeyValueObservedObject) {
        self.owner = owner
    }

    func observes(_ key: String) -> Bool { observedKeys.contains(key) }

    /// Registers `path` (`contentOffset`, `panGestureRecognizer.state`). Returns nil, adding
    /// nothing, when a step of it is not a key the stand-in delivers.
    @discardableResult
    func add(
        path: Substring, options: NSKeyValueObservingOptions, observer: ObjectIdentifier?, keyPath: String,
        context: UnsafeMutableRawPointer?, read: @escaping () -> Any?, deliver: @escaping (Any??, Any??, Bool) -> Void
    ) -> Entry? {
        let key = String(path.prefix { $0 != "." })
        guard owner.isObservable(key) else { return nil }
        let rest = path.firstIndex(of: ".").map { path[path.index(after: $0)...] }
        let entry = Entry(
            key: key, rest: rest, options: options, observer: observer, keyPath: keyPath, context: context, read: read,
            deliver: deliver)
        if let rest {
            // The rest is observed on the value of `key`; it must be observable all the way down.
            guard let next = owner.observedValue(forKey: key)?.value as? KeyValueObservedObject,
                let child = next.registry.add(
                    path: rest, options: options.subtracting(.initial), observer: nil, keyPath: keyPath, context: context,
                    read: read, deliver: deliver)
            else { return nil }
            entry.child = (next.registry, child)
        }
        entries.append(entry)
        observedKeys.insert(key)
        if startedKeys.insert(key).inserted { owner.kvoStartsObserving(key) }
        if options.contains(.initial) { deliver(nil, options.contains(.new) ? .some(read()) : nil, false) }
        return entry
    }

    func remove(_ entry: Entry) {
        entry.removed = true
        if let child = entry.child { child.registry.remove(child.entry) }
        entries.removeAll { $0 === entry }
        observedKeys = Set(entries.map(\.key))
    }

    /// The most recent registration matching, as Foundation removes.
    func removeLast(observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer??) {
        guard
            let entry = entries.last(where: {
                entry in entry.observer == observer && entry.keyPath == keyPath && (context.map { entry.context == $0 } ?? true)
            })
        else { return }
        remove(entry)
    }

    func willChange(_ key: String) {
        for entry in entries where entry.key == key && !entry.removed {
            let old = entry.read()
            entry.olds.append(old)
            if entry.options.contains(.prior) {
                entry.deliver(entry.options.contains(.old) ? .some(old) : nil, nil, true)
            }
        }
    }

    func didChange(_ key: String) {
        for entry in entries where entry.key == key {
            // An entry registered during the change has no value from before it, and gets nothing.
            guard !entry.olds.isEmpty else { continue }
            let old = entry.olds.removeLast()
            guard !entry.removed else { continue }
            if let rest = entry.rest {
                // The object the rest hangs from changed: observe the rest on the new one.
                if let child = entry.child { child.registry.remove(child.entry) }
                entry.child = nil
                if let next = owner.observedValue(forKey: key)?.value as? KeyValueObservedObject,
                    let child = next.registry.add(
                        path: rest, options: entry.options.subtracting(.initial), observer: nil, keyPath: entry.keyPath,
                        context: entry.context, read: entry.read, deliver: entry.deliver)
                {
                    entry.child = (next.registry, child)
                }
            }
            entry.deliver(entry.options.contains(.old) ? .some(old) : nil, entry.options.contains(.new) ? .some(entry.read()) : nil, false)
        }
    }
}

/// A change dictionary as Foundation builds it: always the kind (setting), the values asked for,
/// and the prior flag on a notification before the change.
func changeDictionary(old: Any??, new: Any??, isPrior: Bool) -> [NSKeyValueChangeKey: Any] {
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]  // NSKeyValueChange.setting
    if let old { change[.oldKey] = old ?? NSNull() }
    if let new { change[.newKey] = new ?? NSNull() }
    if isPrior { change[.notificationIsPriorKey] = true }
    return change
}
