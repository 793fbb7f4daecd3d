import Foundation
@testable import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import SnapshotTesting
import Testing

struct FilmstripTests {
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

    /// A description too long for its two lines loses its front, never its "Look for:" part.
    @Test func aLongDescriptionKeepsItsLookForWhole() throws {
        let canvas = RecordingCanvas(width: 600, height: 400)
        let front = String(repeating: "The seed's code does this and that before the pull. ", count: 12)
        let lookFor = "Look for: valueChanged while the finger is still down, and no jump."
        let lines = Filmstrip.descriptionLines(front + lookFor, width: 600, canvas: canvas)
        #expect(lines.count <= Filmstrip.descriptionLines)
        #expect(lines.first?.hasPrefix("… Look for:") == true, "\(lines)")
        #expect(lines.joined(separator: " ").hasSuffix("and no jump."), "\(lines)")
        // A description that fits is shown whole.
        #expect(Filmstrip.descriptionLines(lookFor, width: 600, canvas: canvas) == [lookFor])
    }

    /// Short of the trigger its line is under the rows; its label stays readable in the strip the
    /// pull opened, pointing down (it hid under Row 0).
    @Test func theTriggerLabelIsNeverUnderTheRows() throws {
        let screen = PhoneScreen(subject: try BundledSubjects.subject("wkwebview-bad"))
        let sample = try #require(screen.sample(at: 1.0))
        let pull = -sample.offset - screen.timeline.baseInsetTop
        let trigger = try #require(screen.timeline.triggerDistance)
        #expect(pull < trigger)
        let canvas = PhoneScreenTests.transcript(screen, at: 1.0)
        let y = try #require(PhoneScreenTests.textY("trigger \(Format.label(trigger)) pt ↓", in: canvas))
        #expect(y <= -sample.offset - 4 + 1e-9, "the label sits above the content's top (\(-sample.offset))")
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
        // Its description is longer than two lines: its front is cut, its "Look for:" kept whole.
        #expect(text.contains("\"… Look for: "))
    }

    @Test func filmstripSnapshot() throws {
        let filmstrip = Filmstrip(subjects: [try BundledSubjects.subject("wkwebview-bad"), try BundledSubjects.subject("wkwebview-good")])
        let size = filmstrip.size
        let canvas = RecordingCanvas(width: size.width, height: size.height)
        filmstrip.draw(canvas: canvas)
        assertSnapshot(of: canvas.transcript, as: .lines, named: "wkwebview-bad-vs-good", testName: "filmstrip")
    }
}
