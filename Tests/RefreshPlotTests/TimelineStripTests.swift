import Foundation
@testable import RefreshPlot
import RefreshSim
import Testing

/// The strip under an animated phone: findings close in time keep their discs apart.
struct TimelineStripTests {
    @Test func findingDiscsCloseInTimeDoNotHideEachOther() throws {
        // cj-footer-delay: findings ③, ④ and ⑤ fall within 10 ms of each other.
        let screen = PhoneScreen(subject: try BundledSubjects.subject("cj-footer-delay"))
        let strip = TimelineStrip(screen: screen, duration: screen.timeline.duration)
        let canvas = RecordingCanvas(width: 300, height: TimelineStrip.height)
        strip.draw(in: Rect(x: 0, y: 0, width: 300, height: TimelineStrip.height), time: 0, speed: 1, canvas: canvas)
        // Each finding's disc is r7; the cursor's and the lanes' shapes are not discs.
        let centres = canvas.lines.filter { $0.hasPrefix("disc ") && $0.contains(" r7 ") }.compactMap { line -> Double? in
            guard let open = line.firstIndex(of: "("), let comma = line.firstIndex(of: ",") else { return nil }
            return Double(line[line.index(after: open)..<comma])
        }
        #expect(centres.count == screen.findings.count)
        for (a, b) in zip(centres, centres.dropFirst()) {
            #expect(b - a >= 14, "discs at x \(a) and \(b) overlap")
        }
    }
}
