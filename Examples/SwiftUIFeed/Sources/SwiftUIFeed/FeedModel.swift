import SwiftUI

/// One post of the feed.
public struct Post: Identifiable, Hashable, Sendable {
    public let id: Int
    public var title: String { "Post \(id)" }

    public init(id: Int) { self.id = id }
}

/// The app's network: a page of posts after the first `count`.
@MainActor
public protocol FeedAPI: AnyObject {
    func loadPage(after count: Int, size: Int) async throws -> [Post]
}

/// The pagination view model as teams write it: the posts, whether a page is loading, and
/// whether the server has more.
@MainActor
public final class FeedModel: ObservableObject {
    @Published public private(set) var posts: [Post] = []
    @Published public private(set) var isLoading = false
    @Published public private(set) var hasMore = true
    public private(set) var pagesRequested = 0
    public private(set) var refreshes = 0
    private let api: FeedAPI
    private let pageSize: Int
    private let pages: Int

    /// - Parameters:
    ///   - firstPage: the posts shown at launch (the first page, already loaded).
    ///   - pages: how many pages the server has after the first.
    public init(api: FeedAPI, firstPage: Int, pageSize: Int = 20, pages: Int = 10) {
        self.api = api
        self.pageSize = pageSize
        self.pages = pages
        posts = (0..<firstPage).map(Post.init)
    }

    public func loadNextPage() async {
        isLoading = true
        pagesRequested += 1
        defer { isLoading = false }
        guard let page = try? await api.loadPage(after: posts.count, size: pageSize) else { return }
        posts += page
        hasMore = pagesRequested < pages
    }

    public func refresh() async {
        refreshes += 1
        guard let page = try? await api.loadPage(after: 0, size: pageSize) else { return }
        posts = page
        hasMore = true
    }
}
