/// A view's `.task`: its action, and the value it was given with `task(id:)`.
struct TaskAction {
    let action: @Sendable () async -> Void
    let id: TaskID?
}

/// A `task(id:)` value, compared as the `Equatable` it is.
struct TaskID {
    let value: Any
    let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    static func same(_ old: TaskID?, _ new: TaskID?) -> Bool {
        switch (old, new) {
        case (nil, nil): true
        case let (old?, new?): old.equals(new.value)
        default: false
        }
    }
}

/// The tasks of the views shown, by the view's key: started when it appears, cancelled when it
/// disappears, and — for `task(id:)` — cancelled and started again when an evaluation gives the
/// view another id ("when the id value changes", Apple's `task(id:priority:_:)`).
@MainActor
struct RunningTasks<Key: Hashable> {
    private var running: [Key: [(id: TaskID?, task: Task<Void, Never>)]] = [:]

    mutating func start(_ actions: [TaskAction], for key: Key) {
        running[key] = actions.map { ($0.id, Task { [action = $0.action] in await action() }) }
    }

    mutating func cancel(_ key: Key) {
        for entry in running.removeValue(forKey: key) ?? [] { entry.task.cancel() }
    }

    mutating func cancelAll() {
        for key in Array(running.keys) { cancel(key) }
    }

    /// A new evaluation's actions for a view that is shown: each task whose id changed restarts.
    mutating func update(_ actions: [TaskAction], for key: Key) {
        guard let current = running[key] else { return }
        var next = current
        for (index, action) in actions.enumerated() where index < current.count {
            guard !TaskID.same(current[index].id, action.id) else { continue }
            current[index].task.cancel()
            next[index] = (action.id, Task { [action = action.action] in await action() })
        }
        running[key] = next
    }
}
