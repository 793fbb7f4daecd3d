/// The scenario's loader as an app's network, for async code of any isolation: a `Sendable` handle
/// that a `@MainActor` model can keep and await (`try await network.load()`). The load is the host's
/// (recorded as the strategy's refresh action) and returns at the simulated time the loader says.
public struct SimulatedNetwork: Sendable {
    private let loader: RunThreadBound<any Loader>

    init(_ loader: any Loader) {
        self.loader = RunThreadBound(loader)
    }

    /// `Loader.load()`: throws `CancellationError` at once if the awaiting task is cancelled.
    public func load() async throws -> LoadResult {
        try await loader.value.load()
    }
}

extension RefreshHost {
    /// The loader as a `SimulatedNetwork`, for async app code.
    public var network: SimulatedNetwork { SimulatedNetwork(loader) }
}
