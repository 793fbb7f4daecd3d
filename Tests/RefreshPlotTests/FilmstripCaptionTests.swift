import Foundation
@testable import RefreshPlot
import Testing

/// A still's caption: findings (red) never run on into events (grey), and what does not fit is counted.
struct FilmstripCaptionTests {
    @Test func findingsAndEventsKeepTheirOwnLinesAndTheRestIsCounted() {
        let canvas = RecordingCanvas(width: 200, height: 100)
        let width = canvas.textWidth("③ hiddenWhileLoading · ④ offsetJump", size: 12) - 1
        let lines = FilmstripCaption.lines(
            findings: ["③ hiddenWhileLoading", "④ offsetJump"], events: ["refresh starts"],
            width: width, canvas: canvas)
        #expect(
            lines == [
                FilmstripCaption.Line(text: "③ hiddenWhileLoading", isFinding: true),
                FilmstripCaption.Line(text: "④ offsetJump +1 more", isFinding: true),
            ])
        let roomy = FilmstripCaption.lines(
            findings: ["⑤ doubleTrigger"], events: ["refresh ends", "load ends"],
            width: 1000, canvas: canvas)
        #expect(
            roomy == [
                FilmstripCaption.Line(text: "⑤ doubleTrigger", isFinding: true),
                FilmstripCaption.Line(text: "refresh ends · load ends", isFinding: false),
            ])
    }
}
