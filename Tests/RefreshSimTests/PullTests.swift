import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing

/// `Timeline.pull`: a footer's pull is measured from each frame's own end of the content, so a
/// footer held 30 pt open over 600 pt of rows appended below reads 30 until they arrive and then
/// how far the view is back from the new end (issue 38: the axis read "30 pt past the bottom"
/// until the run ended).
struct PullTests {
    static func timeline(_ name: String) throws -> Timeline {
        let file = ScenarioFixtures.packageRoot.appendingPathComponent("Scenarios/\(name).json")
        return ScenarioRun(try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: file.lastPathComponent)).timeline
    }

    @Test func aFooterIsMeasuredFromTheEndOfItsContentAtEachFrame() throws {
        let timeline = try Self.timeline("cj-footer-inset")
        let samples = timeline.samples
        let grown = try #require(samples.indices.dropFirst().first { samples[$0].contentHeight != samples[$0 - 1].contentHeight })
        #expect(samples[grown].contentHeight - samples[grown - 1].contentHeight == 600)
        // Held open by its 30 pt inset while loading, at rest.
        #expect(abs(timeline.pull(samples[grown - 1]) - 30) < 0.01)
        // The rows arrive below: the view has not moved, the end has, 600 pt down.
        #expect(samples[grown].offset == samples[grown - 1].offset)
        #expect(abs(timeline.pull(samples[grown]) - (30 - 600)) < 0.01)
        #expect(abs(timeline.pull(try #require(samples.last)) - (30 - 600)) < 0.01)
    }

    @Test func aHeaderIsMeasuredFromTheTopInset() throws {
        let timeline = try Self.timeline("uirefreshcontrol-navigation-bar")
        for sample in timeline.samples {
            #expect(timeline.pull(sample) == -(sample.offset + timeline.baseInsetTop))
        }
    }

    /// The CSV's `pull` column is that measure, per frame.
    @Test func theCSVCarriesThePull() throws {
        let timeline = try Self.timeline("cj-footer-inset")
        let rows = TimelineCSV.render(timeline).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let column = try #require(rows.first?.firstIndex(of: "pull"))
        for (row, sample) in zip(rows.dropFirst(), timeline.samples) {
            #expect(Double(String(row[column])).map { abs($0 - timeline.pull(sample)) < 0.01 } == true)
        }
    }
}
