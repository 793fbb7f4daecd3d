import Foundation
@testable import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import SnapshotTesting
import Testing

/// The phone screen as data → positions, through the recording canvas: no fonts, no Cairo.
struct PhoneScreenTests {
    static func transcript(_ screen: PhoneScreen, at time: Double, flash: Double = 0.6) -> RecordingCanvas {
        let canvas = RecordingCanvas(width: screen.width, height: screen.height)
        screen.draw(at: time, canvas: canvas, flashSeconds: flash)
        return canvas
    }

    /// The y of the text line drawn for `label`.
    static func textY(_ label: String, in canvas: RecordingCanvas) -> Double? {
        guard let line = canvas.lines.first(where: { $0.contains("text \"\(label)\"") }),
            let open = line.range(of: "\" ("), let comma = line[open.upperBound...].firstIndex(of: ","),
            let close = line[comma...].firstIndex(of: ")")
        else { return nil }
        return Double(line[line.index(after: comma)..<close])
    }

    /// A footer with room says how far the content is pushed past its end, measured as the chart's
    /// pull axis is, from that frame's end; a strip under the phone marks where the rows changed.
    @Test func aFooterSaysHowFarItIsPushedAndTheStripMarksNewRows() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("paged-feed"))
        let sample = try #require(screen.sample(at: 3.33))
        let pushed = sample.offset - screen.timeline.restingBottomOffset(contentHeight: sample.contentHeight)
        #expect(pushed > 1)
        #expect(Self.transcript(screen, at: 3.33).lines.contains { $0.contains("text \"pushed \(Format.label(pushed)) pt\"") })
        let strip = TimelineStrip(screen: screen, duration: screen.timeline.duration)
        #expect(strip.contentChanges.map(\.change) == [880, 880, 880])
    }

    @Test func rowsFollowTheOffsetAndJumpWhenItDoes() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("wkwebview-bad"))
        let samples = screen.timeline.samples
        for time in [0.0, 0.8, 0.98, 1.0, 3.0] {
            let sample = try #require(screen.sample(at: time))
            let y = try #require(Self.textY("Row 0", in: Self.transcript(screen, at: time)))
            #expect(abs(y - (-sample.offset + 22)) < 0.06, "at \(time) s")
        }
        // The jump under the finger: the inset vanishes and Row 0 moves up ~30 pt in one frame.
        let before = try #require(Self.textY("Row 0", in: Self.transcript(screen, at: samples[59].time)))
        let after = try #require(Self.textY("Row 0", in: Self.transcript(screen, at: samples[60].time)))
        #expect(before - after > 25)
    }

    /// A main-thread stall (hitch-page-lands-during-fling): the phone shows the frame before the
    /// stall on every held vsync, then the content where the bounce has got to. The animation and
    /// filmstrip draw these screens, so they hold and jump the same way.
    @Test func theScreenHoldsThroughAStallThenJumps() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("hitch-page-lands-during-fling"))
        let pacing = try #require(screen.timeline.pacing)
        let held = pacing.held.indices.filter { pacing.held[$0] }
        let first = try #require(held.first)
        let last = try #require(held.last)
        let samples = screen.timeline.samples
        let rowBefore = try #require(Self.textY("Row 55", in: Self.transcript(screen, at: samples[first - 1].time)))
        for frame in held {
            let y = try #require(Self.textY("Row 55", in: Self.transcript(screen, at: samples[frame].time)))
            #expect(y == rowBefore, "frame \(frame) shows the last commit")
        }
        let rowAfter = try #require(Self.textY("Row 55", in: Self.transcript(screen, at: samples[last + 1].time)))
        #expect(rowAfter != rowBefore)
        #expect(pacing.isCatchUp(last + 1))
    }

    /// tab-bar-app: the app's own 49 pt bar sits above the home indicator's 34 pt, where its
    /// contentInset makes room; the chart's header states the inset.
    @Test func theAppsOwnBarIsDrawnWhereItsInsetMakesRoom() throws {
        let subject = try BundledSubjects.subject("tab-bar-app")
        let screen = PhoneScreen(subject: subject)
        let y = try #require(Self.textY("app inset 49 pt", in: Self.transcript(screen, at: 0)))
        #expect(abs(y - (852 - 34 - 49 / 2.0)) < 0.01)
        #expect(subject.device.description.contains("contentInset 0/49 pt · "))
        #expect(
            Self.textY("app inset 49 pt", in: Self.transcript(PhoneScreen(subject: try BundledSubjects.subject("mj-feed")), at: 0)) == nil)
    }

    @Test func theSampleShownIsTheLastOneAtOrBeforeTheTime() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("wkwebview-bad"))
        #expect(screen.sample(at: -1)?.frame == 0)
        #expect(screen.sample(at: 1.0 / 60 * 10 + 0.001)?.frame == 10)
        #expect(screen.sample(at: 1.0 / 60 * 10 - 0.001)?.frame == 9)
        #expect(screen.sample(at: 100)?.frame == screen.timeline.samples.last?.frame)
    }

    @Test func findingsFlashOnlyInTheirWindow() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("wkwebview-bad"))
        let jump = try #require(screen.findings.first { $0.glitch == .jumpUnderFinger })
        #expect(Self.transcript(screen, at: jump.time).transcript.contains("\"jumpUnderFinger\""))
        #expect(!Self.transcript(screen, at: jump.time - 0.05).transcript.contains("\"jumpUnderFinger\""))
        #expect(!Self.transcript(screen, at: jump.time + 0.7).transcript.contains("\"jumpUnderFinger\""))
        let good = PhoneScreen(subject: try BundledSubjects.subject("wkwebview-good"))
        #expect(Self.transcript(screen, at: jump.time).transcript.contains("strokeRounded [3,3 314×562] r4 #C8102E w6"), "the red frame")
        let moved = try #require(screen.jumpDistance(of: jump))
        #expect(moved < -25, "the content went up the screen")
        #expect(Self.transcript(screen, at: jump.time).transcript.contains("text \"jumped \(Format.label(-moved)) pt\""))
        // Once the document is replaced (finding 3, 1.58 s) the arrow is gone, though the banner stays.
        let later = Self.transcript(screen, at: 1.59).transcript
        #expect(later.contains("\"jumpUnderFinger\"") && !later.contains("jumped"))
        #expect(!Self.transcript(good, at: 1.0).transcript.contains("#C8102E"), "no finding, no red")
    }

    @Test func theHeaderShowsTheStrategysStateAndASpinnerWhileRefreshing() throws {
        let good = PhoneScreen(subject: try BundledSubjects.subject("wkwebview-good"))
        let refreshing = Self.transcript(good, at: 1.5).transcript
        #expect(refreshing.contains("text \"refreshing\""))
        #expect(refreshing.components(separatedBy: "\n").filter { $0.contains("line ") && $0.contains("w2.2") }.count == 8, "eight spokes")
        let footer = PhoneScreen(subject: try BundledSubjects.subject("cj-footer-inset"))
        let loading = try #require(footer.timeline.samples.first { $0.state == "refreshing" && $0.indicatorVisibleHeight > 20 })
        let footerTranscript = Self.transcript(footer, at: loading.time).transcript
        #expect(footerTranscript.contains("text \"refreshing\""))
    }

    @Test func aComposedHeaderAndFooterAreBothDrawn() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("mj-feed"))
        #expect(screen.indicators.map(\.placement) == [.header, .footer])
        let pulling = Self.transcript(screen, at: 0.6).transcript
        #expect(pulling.contains("text \"pulling\""), "the header's own word, not the composed name")
        // The footer loads after the second flick (MJRefresh's auto footer): its spinner is drawn
        // where the footer track puts it.
        let index = try #require(screen.timeline.samples.firstIndex { $0.time >= 6 })
        let footer = screen.indicators[1]
        let top = try #require(footer.footerTop(at: index)) - screen.timeline.samples[index].offset
        let loading = Self.transcript(screen, at: 6).lines
        let label = try #require(loading.first { $0.contains("text \"\(footer.state(at: index))\"") })
        let y = try #require(Double(label.split(separator: ",")[1].split(separator: ")")[0]))
        #expect(y > top && y < top + footer.height)
    }

    @Test(arguments: ["wkwebview-bad", "cj-footer-delay", "uirefreshcontrol-navigation-bar", "cj-header-flick", "threshold-fling"])
    func theFingerStaysOnTheScreen(name: String) throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject(name))
        var touched = 0
        for sample in screen.timeline.samples {
            guard let point = screen.finger.point(for: sample, x: 100) else { continue }
            touched += 1
            #expect(point.y >= screen.safeTop && point.y <= screen.height - screen.safeBottom, "frame \(sample.frame)")
        }
        #expect(touched > 0)
    }

    /// What is drawn where, pinned. Re-record with `SNAPSHOT_TESTING_RECORD=all` and read the diff.
    static let snapshotMoments: [(String, Double)] = [
        ("wkwebview-bad", 1.0), ("wkwebview-good", 1.5), ("uirefreshcontrol-navigation-bar", 1.0), ("cj-footer-delay", 2.5),
    ]

    @Test(arguments: snapshotMoments)
    func phoneFrameSnapshot(name: String, time: Double) throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject(name))
        assertSnapshot(
            of: Self.transcript(screen, at: time).transcript, as: .lines,
            named: "\(name)-\(Format.fixed(time, 1))s", testName: "phone")
    }
}
