import Foundation

/// The feed's data. `reload()` awaits the network, as `try await session.data(for:)` would.
@MainActor
public final class FeedModel {
    public private(set) var items: [String] = []
    public private(set) var reloads = 0
    private let fetch: @MainActor () async throws -> [String]

    public init(fetch: @escaping @MainActor () async throws -> [String]) {
        self.fetch = fetch
    }

    public func reload() async {
        reloads += 1
        if let fresh = try? await fetch() { items = fresh + items }
    }
}
