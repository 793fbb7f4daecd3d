extension Loader {
    /// The load as an app awaits its network (`try await session.data(for:)`): returns when the
    /// loader's completion runs, at the simulated time the loader says. A cancelled task stops
    /// waiting at once with `CancellationError`, as a cancelled `URLSession` await throws; the load
    /// itself runs on, and its result is dropped.
    public func load() async throws -> LoadResult {
        let wait = SimulatedWait<LoadResult>()
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<LoadResult, Error>) in
                guard wait.begin(continuation) else { return }
                load { wait.end(.success($0)) }
            }
        } onCancel: {
            wait.end(.failure(CancellationError()))
        }
    }
}
