import SwiftUI

/// The other common pager: the spinner row at the end loads the next page when it appears, with
/// `.onAppear` or with `.task`. When a page does not fill the screen the spinner row never leaves
/// it, so it never appears again and the feed stops loading.
public struct FooterTriggeredFeed: View {
    @StateObject private var model: FeedModel
    private let usesTask: Bool

    public init(model: @autoclosure @escaping () -> FeedModel, usesTask: Bool) {
        _model = StateObject(wrappedValue: model())
        self.usesTask = usesTask
    }

    public var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(model.posts) { post in
                    Text(post.title)
                        .padding()
                }
                if model.hasMore {
                    if usesTask {
                        ProgressView()
                            .task { await model.loadNextPage() }
                    } else {
                        ProgressView()
                            .onAppear { Task { await model.loadNextPage() } }
                    }
                }
            }
        }
    }
}
