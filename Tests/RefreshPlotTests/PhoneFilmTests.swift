import Foundation
@testable import RefreshPlot
import RefreshSim
import Testing

/// The review page's phone frames: rebuilt from their patches, every frame is the phone the
/// animation draws at that frame's time, pixel for pixel in the GIF's palette.
struct PhoneFilmTests {
    @Test func everyFrameRebuiltFromPatchesIsTheDrawnPhone() throws {
        let subject = try BundledSubjects.subject("wkwebview-bad")
        let film = try PhoneFilm(subject: subject)
        let screen = PhoneScreen(subject: subject)
        #expect(film.frameCount == PhoneAnimation(subjects: [subject]).frameCount, "the animation's frames, at its rate")
        #expect(
            film.patches.first.map { ($0.frame, $0.width, $0.height) } ?? (-1, 0, 0) == (0, film.width, film.height),
            "frame 0 is whole")
        #expect(film.patches.contains { $0.shift != 0 }, "scrolled frames are predicted from the frame before, moved")
        #expect(film.patches.count < film.frameCount, "a frame like the one before stores nothing")
        var indices: [UInt8] = []
        let checked = Array(stride(from: 0, to: film.frameCount, by: 7)) + [film.frameCount - 1]
        let rebuilt = try film.indices(ofFrames: checked)
        for frame in checked {
            let image = try Surface.raster(
                width: screen.bezelSize.width, height: screen.bezelSize.height, scale: 1,
                fonts: FontSet.resolve(nil)
            ) { canvas in
                PhoneFilm.draw(screen, at: Double(frame) / film.framesPerSecond, canvas: canvas)
            }
            GIFPalette.indices(of: image, into: &indices)
            #expect(rebuilt[frame] == indices, "frame \(frame)")
        }
    }

    @Test func theFrameAtATimeIsTheLastOneAtOrBeforeIt() throws {
        let film = try PhoneFilm(subject: BundledSubjects.subject("threshold"))
        #expect(film.frame(at: 0) == 0)
        #expect(film.frame(at: 1.5) == 45)
        #expect(film.frame(at: 1.5 - 1e-6) == 44)
        #expect(film.frame(at: 1e9) == film.frameCount - 1)
    }
}
