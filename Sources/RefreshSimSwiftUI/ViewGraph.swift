import Foundation

/// The state behind a hosted view tree: `@State` boxes and `@StateObject` objects by the view's
/// identity, the observed objects' subscriptions, and whether the body must be evaluated again.
///
/// The model: setting a `@State` value or an observed object's `@Published` property marks the
/// graph; at the next layout pass (the end of the main queue's turn, when UIKit lays out and
/// SwiftUI updates its views) the host evaluates the root's body again, top down, and the rows
/// it finds replace the list's, matched by identity (`HostedList.update(to:)`). State whose view
/// is no longer in the tree is dropped, as SwiftUI drops it.
@MainActor
final class ViewGraph {
    private var storage: [StorageKey: AnyObject] = [:]
    private var touched: Set<StorageKey> = []
    private var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    private var observedNow: Set<ObjectIdentifier> = []
    private(set) var isInvalid = false
    /// Called when the graph is first marked after an evaluation.
    var onInvalidate: () -> Void = {}

    /// Gives each dynamic property of `view` (or of a modifier) its storage at `path`.
    func bind(_ view: Any, at path: ViewPath) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? GraphBound else { continue }
            property.bind(to: self, key: StorageKey(view: path, property: child.label ?? ""))
        }
    }

    /// The object stored at `key`, made by `make` the first time.
    func storage<T: AnyObject>(at key: StorageKey, make: () -> T) -> T {
        touched.insert(key)
        if let stored = storage[key] as? T { return stored }
        let made = make()
        storage[key] = made
        return made
    }

    /// Evaluates the body again after `object` announces a change.
    func observe<Object: ObservableObject>(_ object: Object) where Object.ObjectWillChangePublisher == ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        observedNow.insert(id)
        guard subscriptions[id] == nil else { return }
        subscriptions[id] = object.objectWillChange.sink { [weak self] _ in
            MainActor.assumeIsolatedOnRunThread { self?.invalidate() }
        }
    }

    func invalidate() {
        guard !isInvalid else { return }
        isInvalid = true
        onInvalidate()
    }

    /// Runs one evaluation: what it binds is kept, the rest of the state and subscriptions go.
    func evaluate<Result>(_ body: () -> Result) -> Result {
        touched = []
        observedNow = []
        isInvalid = false
        let result = body()
        storage = storage.filter { touched.contains($0.key) }
        subscriptions = subscriptions.filter { observedNow.contains($0.key) }
        return result
    }
}

extension MainActor {
    /// The stand-in's classes run on the run's one thread, which stands for the main thread
    /// (the UIKit stand-in's `onMainActor`).
    static func assumeIsolatedOnRunThread<T>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> T).self)() }
    }
}
