import Foundation
import RefreshSim
import Testing

#if os(Linux)
    import SwiftUI
#else
    import RefreshSimSwiftUI
#endif

/// A row's `.onAppear` runs when the list shows it, top to bottom, once per appearance; its
/// `.onDisappear` when it leaves; its `.task` runs while it is shown and is cancelled when it goes.
@MainActor struct AppearanceTests {
    struct Rows: View {
        let journal: Journal
        let lazy: Bool
        var body: some View {
            if lazy {
                ScrollView {
                    LazyVStack { rows }
                }
            } else {
                List { rows }
            }
        }

        @ViewBuilder var rows: some View {
            ForEach(0..<30) { row in
                Text("Row \(row)")
                    .onAppear { journal.log("appear \(row)") }
                    .onDisappear { journal.log("disappear \(row)") }
            }
        }
    }

    static func appeared(_ journal: Journal) -> [Int] {
        journal.entries.compactMap { $0.hasPrefix("appear ") ? Int($0.dropFirst(7)) : nil }
    }

    static func content(lazy: Bool) -> String {
        #"{"rows": {"count": 30, "height": 100, "estimate": 100, "style": "\#(lazy ? "lazyVStack" : "swiftUIList")"}}"#
    }

    /// At launch the rows the viewport shows appear, top to bottom, once each: an iPhone 15's 852
    /// pt from the offset under the bars (−103) reaches 749 pt, rows 0…7 of 100 pt, for a List;
    /// a lazy stack realises half a screen (426 pt) more below (to 1,175 pt: rows 0…11).
    @Test(arguments: [false, true]) func theRowsOnScreenAppearInOrderAtLaunch(lazy: Bool) throws {
        let journal = Journal()
        let hosted = try HostedRun(content: Self.content(lazy: lazy), duration: 0.5) { _ in Rows(journal: journal, lazy: lazy) }
        #expect(hosted.run.timeline.samples[0].offset == -103)
        #expect(hosted.list?.realisationMargin == (lazy ? 426 : 0))
        #expect(Self.appeared(journal) == Array(0...(lazy ? 11 : 7)))
        #expect(hosted.notSimulated == [])
    }

    /// A scroll down and back: each row appears once per time it comes into the window, and
    /// disappears between two appearances; a row never appears twice in a row.
    @Test(arguments: [false, true]) func eachAppearanceIsOnceAndDisappearsBetween(lazy: Bool) throws {
        let journal = Journal()
        _ = try HostedRun(
            content: Self.content(lazy: lazy),
            gestures: #"[{"at": 0.2, "distance": -1200, "duration": 0.4}, {"at": 1.2, "distance": 1200, "duration": 0.4}]"#,
            duration: 3
        ) { _ in Rows(journal: journal, lazy: lazy) }
        var shown: Set<Int> = []
        for entry in journal.entries {
            let parts = entry.split(separator: " ")
            let row = try #require(Int(parts[1]))
            if parts[0] == "appear" {
                #expect(shown.insert(row).inserted, "row \(row) appeared while shown")
            } else {
                #expect(shown.remove(row) != nil, "row \(row) disappeared while not shown")
            }
        }
        // Row 0 left the window going down and came back going up.
        #expect(Self.appeared(journal).filter { $0 == 0 }.count == 2)
        #expect(journal.entries.contains("disappear 0"))
    }

    struct TaskRows: View {
        let journal: Journal
        var body: some View {
            List {
                ForEach(0..<30) { row in
                    Text("Row \(row)")
                        .task {
                            await journal.log("task \(row)")
                            do {
                                try await Task.sleep(for: .seconds(5))
                                await journal.log("finished \(row)")
                            } catch {
                                await journal.log("cancelled \(row)")
                            }
                        }
                }
            }
        }
    }

    /// A row's task starts when it appears and is cancelled when it disappears; the sleep is on
    /// the simulated clock (5 s is longer than the run, so no task finishes).
    @Test func aRowsTaskIsCancelledWhenItDisappears() throws {
        let journal = Journal()
        _ = try HostedRun(gestures: #"[{"at": 0.2, "distance": -1200, "duration": 0.4}]"#, duration: 2) { _ in
            TaskRows(journal: journal)
        }
        #expect(journal.entries.prefix(8) == ArraySlice((0..<8).map { "task \($0)" }))
        #expect(journal.entries.contains("cancelled 0"))
        #expect(!journal.entries.contains { $0.hasPrefix("finished") })
    }

    struct Search: View {
        @State private var query = "a"
        let journal: Journal
        var body: some View {
            List { ForEach(0..<5) { Text("Row \($0)") } }
                .task(id: query) {
                    let query = await self.query
                    await journal.log("start \(query)")
                    do {
                        try await Task.sleep(for: .seconds(1))
                        await journal.log("done \(query)")
                    } catch {
                        await journal.log("cancelled \(query)")
                    }
                }
                .onAppear {
                    Task {
                        try? await Task.sleep(for: .seconds(0.3))
                        query = "b"
                    }
                }
        }
    }

    /// `task(id:)`: when an evaluation gives the view another id, the running task is cancelled
    /// and the action starts again; an evaluation with the same id leaves it running.
    @Test func aTaskRestartsWhenItsIdChanges() throws {
        let journal = Journal()
        _ = try HostedRun(duration: 2) { _ in Search(journal: journal) }
        // The cancelled task resumes at the same instant the new one starts; which logs first is
        // the executor's order, not SwiftUI's contract.
        #expect(journal.entries.filter { $0.hasPrefix("start") } == ["start a", "start b"])
        #expect(Set(journal.entries) == ["start a", "cancelled a", "start b", "done b"])
    }
}
