/// The scroll view properties that can be observed, KVO-style.
public enum ObservableKey: Sendable, Hashable {
    case contentOffset
    case contentSize
    case contentInset
    /// `panGestureRecognizer.state` (MJRefresh observes it to reset its per-drag trigger count).
    case panState
}

/// A token for an observation; it stays active until `invalidate()` (like NSKeyValueObservation).
public final class KeyValueObservation {
    private var onInvalidate: (() -> Void)?

    init(onInvalidate: @escaping () -> Void) {
        self.onInvalidate = onInvalidate
    }

    public func invalidate() {
        onInvalidate?()
        onInvalidate = nil
    }
}

/// Observers of one scroll view, notified synchronously after the setter (automatic KVO fires on
/// every set, even of an equal value), and, for those that asked, just before it (KVO's `.prior`
/// and `.old` need the value before the change). A class of its own so observation tokens can
/// hold it weakly without a weak reference to the scroll view.
final class ObserverList {
    @exclusivity(unchecked) private var handlers: [(id: Int, key: ObservableKey, handler: (ScrollView) -> Void)] = []
    @exclusivity(unchecked) private var willHandlers: [(id: Int, key: ObservableKey, handler: (ScrollView) -> Void)] = []
    @exclusivity(unchecked) private var nextID = 0

    func add(_ key: ObservableKey, _ handler: @escaping (ScrollView) -> Void) -> Int {
        nextID += 1
        handlers.append((nextID, key, handler))
        return nextID
    }

    func addWill(_ key: ObservableKey, _ handler: @escaping (ScrollView) -> Void) -> Int {
        nextID += 1
        willHandlers.append((nextID, key, handler))
        return nextID
    }

    func remove(_ id: Int) {
        handlers.removeAll { $0.id == id }
        willHandlers.removeAll { $0.id == id }
    }

    // Both run on every offset change: with no observer (the usual case) the check is inlined
    // at the setter and nothing is called (two calls were 42 instructions an offset change).
    @inline(__always)
    func notify(_ key: ObservableKey, _ scrollView: ScrollView) {
        if !handlers.isEmpty { notify(handlers, key, scrollView) }
    }

    /// Before a set of `key`; nothing to do, and no loop, when no one asked (the usual case).
    @inline(__always)
    func notifyWill(_ key: ObservableKey, _ scrollView: ScrollView) {
        if !willHandlers.isEmpty { notify(willHandlers, key, scrollView) }
    }

    private func notify(
        _ entries: [(id: Int, key: ObservableKey, handler: (ScrollView) -> Void)], _ key: ObservableKey,
        _ scrollView: ScrollView
    ) {
        for entry in entries where entry.key == key {
            entry.handler(scrollView)
        }
    }
}
