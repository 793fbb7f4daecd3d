import Foundation
@testable import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import SnapshotTesting
import Testing

@Suite struct FilmstripTests {
    @Test func theMomentsAreTouchTriggerReleaseLoadEndAndEveryFinding() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("wkwebview-bad"))
        let moments = FilmstripMoment.moments(of: screen)
        #expect(moments.map { Format.duration($0.time) } == ["0.50 s", "0.98 s", "1.00 s", "1.58 s", "2.20 s", "2.48 s"])
        #expect(
            moments.map(\.captions) == [
                ["touch down"],
                ["① reloadWhileDragging", "trigger", "refresh starts"],
                ["② jumpUnderFinger"],
                ["③ reloadWhileDragging"],
                ["release"],
                ["refresh ends", "load ends"],
            ])
        #expect(moments.map(\.findings) == [[], [1], [2], [3], [], []])
    }

    @Test func aBurstOfEventsIsOneMoment() throws {
        // cj-footer-delay schedules its load on every bounce frame: 27 refreshStarts in half a second.
        let screen = PhoneScreen(subject: try BundledSubjects.subject("cj-footer-delay"))
        let moments = FilmstripMoment.moments(of: screen)
        #expect(moments.filter { $0.captions.contains("refresh starts") }.count <= 2)
        #expect(moments.count <= 8)
    }

    @Test func findingsComeFirstWhenThereAreTooManyMoments() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("cj-footer-delay"))
        let moments = FilmstripMoment.moments(of: screen, limit: 3)
        #expect(moments.count == 3)
        #expect(moments.allSatisfy { !$0.findings.isEmpty })
    }

    @Test func eachStillShowsItsOwnFrame() throws {
        let filmstrip = Filmstrip(subjects: [try BundledSubjects.subject("wkwebview-bad")])
        let size = filmstrip.size
        let canvas = RecordingCanvas(width: size.width, height: size.height)
        filmstrip.draw(canvas: canvas)
        let text = canvas.transcript
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("at (") }.count == 6, "six stills")
        // The jump's still shows only its own finding's banner.
        #expect(text.components(separatedBy: "\"jumpUnderFinger\"").count - 1 == 1)
        #expect(text.contains("\"Seed 000's bad example"))
    }

    @Test func filmstripSnapshot() throws {
        let filmstrip = Filmstrip(subjects: [try BundledSubjects.subject("wkwebview-bad"), try BundledSubjects.subject("wkwebview-good")])
        let size = filmstrip.size
        let canvas = RecordingCanvas(width: size.width, height: size.height)
        filmstrip.draw(canvas: canvas)
        assertSnapshot(of: canvas.transcript, as: .lines, named: "wkwebview-bad-vs-good", testName: "filmstrip")
    }
}
