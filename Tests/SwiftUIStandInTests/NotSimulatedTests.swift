import Foundation
import RefreshSim
import Testing

#if os(Linux)
    import SwiftUI
#else
    import RefreshSimSwiftUI
#endif

/// What the stand-in accepts but lays out otherwise than SwiftUI is reported in the run.
@MainActor struct NotSimulatedTests {
    struct Grouped: View {
        var body: some View {
            List { ForEach(0..<5) { Text("Row \($0)") } }.listStyle(.insetGrouped)
        }
    }

    struct Beside: View {
        var body: some View {
            VStack {
                Text("Header")
                List { ForEach(0..<5) { Text("Row \($0)") } }
            }
        }
    }

    struct Horizontal: View {
        var body: some View {
            ScrollView(.horizontal) { LazyVStack { ForEach(0..<5) { Text("Row \($0)") } } }
        }
    }

    struct Nothing: View {
        var body: some View { Text("Loading") }
    }

    struct Duplicates: View {
        var body: some View {
            List { ForEach([1, 2, 2, 3], id: \.self) { Text("Row \($0)") } }
        }
    }

    struct Plain: View {
        var body: some View {
            List { ForEach(0..<5) { Text("Row \($0)").padding().font(.headline) } }.listStyle(.plain)
        }
    }

    @Test func aGroupedListStyleIsReported() throws {
        let hosted = try HostedRun(duration: 0.2) { _ in Grouped() }
        #expect(hosted.notSimulated.contains { $0.contains("View.listStyle(_:)") })
    }

    @Test func viewsBesideTheListAreReported() throws {
        let hosted = try HostedRun(duration: 0.2) { _ in Beside() }
        #expect(hosted.notSimulated.contains { $0.contains("views beside the List (Text)") })
    }

    @Test func aHorizontalScrollViewIsReported() throws {
        let hosted = try HostedRun(content: #"{"rows": {"count": 5, "height": 100, "style": "lazyVStack"}}"#, duration: 0.2) { _ in
            Horizontal()
        }
        #expect(hosted.notSimulated.contains { $0.contains("ScrollView.init(_:showsIndicators:content:)") })
    }

    @Test func aBodyWithNoListIsReported() throws {
        let hosted = try HostedRun(duration: 0.2) { _ in Nothing() }
        #expect(hosted.notSimulated.contains { $0.contains("no List or ScrollView") })
    }

    @Test func duplicateIdsAreReportedAndTheFirstRowKept() throws {
        let hosted = try HostedRun(duration: 0.2) { _ in Duplicates() }
        #expect(hosted.notSimulated.contains { $0.contains("ForEach") })
        #expect(hosted.list?.layout.numberOfRows(inSection: 0) == 3)
    }

    /// A list whose style is not the scenario's is reported: the scenario's decides corrections.
    @Test func aStyleThatIsNotTheCodesIsReported() throws {
        let hosted = try HostedRun(content: #"{"rows": {"count": 5, "height": 100, "style": "table"}}"#, duration: 0.2) { _ in Plain() }
        #expect(hosted.notSimulated.contains { $0.contains("content.rows.style table") })
    }

    /// Padding and fonts change how a row is drawn, not the height the scenario gives it: nothing
    /// is reported.
    @Test func drawingModifiersAreNotReported() throws {
        let hosted = try HostedRun(duration: 0.2) { _ in Plain() }
        #expect(hosted.notSimulated == [])
    }

    /// Over content of one height the rows are not laid out: their actions are reported as never run.
    @Test func rowActionsOverContentOfOneHeightAreReported() throws {
        struct Feed: View {
            var body: some View { List { ForEach(0..<5) { Text("Row \($0)").onAppear {} } } }
        }
        let hosted = try HostedRun(content: #"{"height": 2000}"#, duration: 0.2) { _ in Feed() }
        #expect(hosted.notSimulated.contains { $0.contains("content is one height") })
    }

    struct Sectioned: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Today") { ForEach(0..<3) { Text("Today \($0)") } }
                    Section { ForEach(0..<2) { Text("Earlier \($0)") } }
                }
                .navigationTitle("Feed")
            }
        }
    }

    /// A navigation stack is the scenario's bar; a section's rows join the list (3 + 2 rows) and a
    /// titled section is reported once, since its header is not laid out; an untitled one is not.
    @Test func sectionsJoinOneRunOfRowsAndAHeaderIsReported() throws {
        let hosted = try HostedRun(duration: 0.2) { _ in Sectioned() }
        #expect(hosted.list?.layout.numberOfRows(inSection: 0) == 5)
        #expect(hosted.notSimulated.count == 1)
        #expect(hosted.notSimulated.first?.contains("Section") == true)
    }

    struct Rows: View {
        var body: some View {
            List {
                ForEach(0..<5) { row in
                    HStack {
                        Image(systemName: "person")
                        Label("Row \(row)", systemImage: "star")
                    }
                }
                Button("Retry") {}
            }
        }
    }

    /// A button is a row, reported (taps are not delivered to SwiftUI views); images are inert.
    @Test func aButtonIsReportedAndImagesAreNot() throws {
        let hosted = try HostedRun(duration: 0.2) { _ in Rows() }
        #expect(hosted.list?.layout.numberOfRows(inSection: 0) == 6)
        #expect(hosted.notSimulated.count == 1)
        #expect(hosted.notSimulated.first?.contains("Button.init(action:label:)") == true)
    }
}
