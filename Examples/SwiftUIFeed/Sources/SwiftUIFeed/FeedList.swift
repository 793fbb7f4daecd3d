import SwiftUI

/// The much-copied SwiftUI pager: a `List` of posts whose last row's `.onAppear` loads the next
/// page, a spinner row while it loads, and pull to refresh on the same list. `guardsInFlightLoad`
/// is the one line between the janky version and the fixed one: without it, the last row
/// appearing again while its page loads starts the same page twice.
public struct FeedList: View {
    @StateObject private var model: FeedModel
    private let guardsInFlightLoad: Bool

    public init(model: @autoclosure @escaping () -> FeedModel, guardsInFlightLoad: Bool) {
        _model = StateObject(wrappedValue: model())
        self.guardsInFlightLoad = guardsInFlightLoad
    }

    public var body: some View {
        List {
            ForEach(model.posts) { post in
                Text(post.title)
                    .onAppear {
                        guard post.id == model.posts.last?.id else { return }
                        if guardsInFlightLoad, model.isLoading { return }
                        Task { await model.loadNextPage() }
                    }
            }
            if model.isLoading {
                ProgressView()
            }
        }
        .listStyle(.plain)
        .refreshable {
            await model.refresh()
        }
    }
}
