import Foundation
import RefreshSim
import Testing

#if os(Linux)
    import SwiftUI
#else
    import RefreshSimSwiftUI
#endif

/// A state change evaluates the body again at the next layout pass, and the list follows the
/// rows by id: appended rows are inserted below, rows that stay keep their identity.
@MainActor struct ReevaluationTests {
    @MainActor final class Model: ObservableObject {
        @Published var items = Array(0..<10)
        var evaluations = 0
    }

    struct Feed: View {
        @ObservedObject var model: Model
        let journal: Journal
        var body: some View {
            model.evaluations += 1
            return List {
                ForEach(model.items, id: \.self) { item in
                    Text("Item \(item)")
                        .frame(height: 100)
                        .onAppear { journal.log("appear \(item)") }
                }
            }
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                model.items += Array(10..<20)
            }
        }
    }

    /// The screen's `.task` appends ten items after 0.5 s: one evaluation more, ten rows inserted
    /// at the end in one update (no reload), and nothing on screen appears again.
    @Test func appendedItemsAreInsertedAndTheRowsOnScreenStay() throws {
        let model = Model()
        let journal = Journal()
        let hosted = try HostedRun(duration: 1) { _ in Feed(model: model, journal: journal) }
        #expect(model.evaluations == 2)
        let list = try #require(hosted.list)
        #expect(list.layout.numberOfRows(inSection: 0) == 20)
        #expect(list.layout.contentHeight == 2000)
        let updates = hosted.run.timeline.events.compactMap { event -> ListUpdateRecord? in
            if case let .listUpdate(record) = event.kind { return record }
            return nil
        }
        #expect(updates.map(\.kind) == [.reloadData, .batch])
        #expect(updates.last?.rows == 10)
        #expect(journal.entries == (0..<8).map { "appear \($0)" })
    }

    struct Trimmed: View {
        @State private var items = Array(0..<20)
        let journal: Journal
        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    Text("Item \(item)")
                        .onAppear { journal.log("appear \(item)") }
                        .onDisappear { journal.log("disappear \(item)") }
                }
            }
            .task {
                try? await Task.sleep(for: .seconds(0.3))
                items.removeFirst(2)
            }
        }
    }

    /// Rows deleted while shown disappear at the update; the rows below move up and the ones
    /// that come on screen appear, once.
    @Test func deletedRowsOnScreenDisappear() throws {
        let journal = Journal()
        let hosted = try HostedRun(duration: 1) { _ in Trimmed(journal: journal) }
        #expect(hosted.list?.layout.numberOfRows(inSection: 0) == 18)
        let after = Array(journal.entries.dropFirst(8))
        #expect(after == ["disappear 0", "disappear 1", "appear 8", "appear 9"])
    }

    struct Counter: View {
        @State private var count = 0
        let journal: Journal
        var body: some View {
            List {
                Text("Count \(count)")
                    .onAppear { journal.log("count \(count)") }
                ForEach(0..<count, id: \.self) { Text("Row \($0)") }
            }
            .task { count = 3 }
        }
    }

    /// `@State` keeps its value across evaluations; the rows it adds are inserted after the
    /// static row, which keeps its identity (it does not appear again).
    @Test func stateSurvivesEvaluations() throws {
        let journal = Journal()
        let hosted = try HostedRun(duration: 0.5) { _ in Counter(journal: journal) }
        #expect(hosted.list?.layout.numberOfRows(inSection: 0) == 4)
        #expect(journal.entries == ["count 0"])
    }
}

/// An `@Observable` model (iOS 17) held in `@State`: the properties the body read are tracked,
/// and a change to one evaluates the body again, as a `@Published` property's does.
@MainActor struct ObservableModelTests {
    @Observable @MainActor final class Feed {
        var items = Array(0..<10)
        var unread = 0
        @ObservationIgnored var evaluations = 0
    }

    struct FeedList: View {
        @State private var feed: Feed
        init(feed: Feed) { _feed = State(initialValue: feed) }
        var body: some View {
            feed.evaluations += 1
            return List {
                ForEach(feed.items, id: \.self) { Text("Item \($0)") }
            }
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                feed.items += Array(10..<15)
                try? await Task.sleep(for: .seconds(0.2))
                feed.unread += 1
            }
        }
    }

    /// Appending evaluates once more and inserts the rows; `unread`, which the body never reads,
    /// evaluates nothing.
    @Test func aTrackedChangeEvaluatesTheBodyAgain() throws {
        let feed = Feed()
        let hosted = try HostedRun(duration: 1) { _ in FeedList(feed: feed) }
        #expect(feed.evaluations == 2)
        #expect(feed.unread == 1)
        #expect(hosted.list?.layout.numberOfRows(inSection: 0) == 15)
    }
}
