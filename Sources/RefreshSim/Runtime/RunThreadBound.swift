/// A value that only the run's thread uses: a strategy's `self` handed to a task it starts. Every
/// job of a run's tasks runs on that thread (`SimulatedExecutor`), so the value is never used from
/// two threads, though the compiler cannot see it.
public struct RunThreadBound<Value>: @unchecked Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
