import RefreshSim

// Associated objects: how a library hangs its header on a scroll view from an extension
// (`objc_setAssociatedObject(self, &key, header, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
// On a Mac these are the Objective-C runtime's own, and every view here is an NSObject, so they
// work unchanged. Linux has no runtime; the same functions keep a side table keyed by the
// object's identity, behind one lock, since a sweep runs scenarios on every core at once. Each
// entry also holds the object weakly: an identity reused by a new object after the old one died
// finds the entry stale and starts afresh. Views drop their entries in `deinit`.

#if !canImport(Darwin)
    public enum objc_AssociationPolicy: UInt, Sendable {
        case OBJC_ASSOCIATION_ASSIGN = 0
        case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
        case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
        case OBJC_ASSOCIATION_RETAIN = 769
        case OBJC_ASSOCIATION_COPY = 771
    }

    public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        AssociatedObjects.shared.set(value, for: key, on: object as AnyObject, policy: policy)
    }

    public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
        AssociatedObjects.shared.value(for: key, on: object as AnyObject)
    }

    public func objc_removeAssociatedObjects(_ object: Any) {
        AssociatedObjects.shared.removeAll(of: object as AnyObject)
    }

    final class AssociatedObjects: @unchecked Sendable {
        static let shared = AssociatedObjects()

        private enum Stored {
            case strong(Any)
            /// `OBJC_ASSOCIATION_ASSIGN`: not retained (held weakly, so it reads nil once gone).
            case weak(WeakBox)

            var value: Any? {
                switch self {
                case let .strong(value): value
                case let .weak(box): box.object
                }
            }
        }

        private final class WeakBox {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }

        private final class Entry {
            weak var owner: AnyObject?
            var values: [UnsafeRawPointer: Stored] = [:]
            init(owner: AnyObject) { self.owner = owner }
        }

        private let lock = NSLock()
        private var entries: [ObjectIdentifier: Entry] = [:]
        private var setsSincePurge = 0

        func set(_ value: Any?, for key: UnsafeRawPointer, on object: AnyObject, policy: objc_AssociationPolicy) {
            let stored: Stored? = value.map { value in
                if policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
                return .strong(value)
            }
            // What a replaced value releases must not run under the lock (its deinit may come back here).
            // Nor what a dead owner's entry releases, replaced when its identity is reused (an
            // app's `AttachObject` whose deinit removes views, each dropping its own entry).
            var released: Stored?
            var stale: Entry?
            lock.lock()
            let id = ObjectIdentifier(object)
            let entry: Entry
            if let existing = entries[id], existing.owner === object {
                entry = existing
            } else {
                stale = entries[id]
                entry = Entry(owner: object)
                entries[id] = entry
            }
            released = entry.values[key]
            entry.values[key] = stored
            setsSincePurge += 1
            var purged: [Entry] = []
            if setsSincePurge >= 256 {
                setsSincePurge = 0
                for (id, entry) in entries where entry.owner == nil {
                    purged.append(entry)
                    entries[id] = nil
                }
            }
            lock.unlock()
            _ = (released, purged, stale)
        }

        func value(for key: UnsafeRawPointer, on object: AnyObject) -> Any? {
            lock.lock()
            defer { lock.unlock() }
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
            return entry.values[key]?.value
        }

        func removeAll(of object: AnyObject) {
            lock.lock()
            let entry = entries.removeValue(forKey: ObjectIdentifier(object))
            lock.unlock()
            _ = entry
        }

        /// Drops the entry of an object being deinitialized (its weak `owner` already reads nil).
        func removeAll(ofIdentity id: ObjectIdentifier) {
            lock.lock()
            let entry = entries[id].flatMap { $0.owner == nil ? entries.removeValue(forKey: id) : nil }
            lock.unlock()
            _ = entry
        }

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return entries.count
        }
    }

    func removeAssociatedObjects(of object: AnyObject) {
        AssociatedObjects.shared.removeAll(ofIdentity: ObjectIdentifier(object))
    }
#else
    func removeAssociatedObjects(of object: AnyObject) {}
#endif
