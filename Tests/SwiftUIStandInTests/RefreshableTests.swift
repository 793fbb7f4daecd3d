import Foundation
import RefreshSim
import Testing

#if os(Linux)
    import SwiftUI
#else
    import RefreshSimSwiftUI
#endif

@MainActor struct RefreshableTests {
    struct Feed: View {
        let journal: Journal
        let network: SimulatedNetwork
        var body: some View {
            List {
                ForEach(0..<20) { Text("Row \($0)") }
            }
            .refreshable {
                await journal.log("refresh")
                _ = try? await network.load()
                await journal.log("loaded")
            }
        }
    }

    /// A pull past the control's snapping height starts the action; the control refreshes until
    /// the action returns.
    @Test func aPullRunsTheActionAndEndsWhenItReturns() throws {
        let journal = Journal()
        let hosted = try HostedRun(
            gestures: #"[{"at": 0.5, "distance": 500, "duration": 0.9, "holdAfter": 0.2}]"#, duration: 4, refreshControl: true
        ) { Feed(journal: journal, network: $0.network) }
        #expect(journal.entries == ["refresh", "loaded"])
        #expect(hosted.hosting.scrollView?.refreshControl != nil)
        let loadEnd = try #require(hosted.run.timeline.events.first { $0.name == "loadEnd" })
        let ended = try #require(hosted.run.timeline.events.first { $0.name == "endRefreshing" })
        #expect(ended.time == loadEnd.time)
        #expect(hosted.notSimulated == [])
    }
}
