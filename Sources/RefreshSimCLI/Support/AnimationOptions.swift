import Foundation
import ArgumentParser
import RefreshPlot

/// `--speed`, `--fps`, `--scale` for GIF animations (`animate`, and `compare` to a .gif).
struct AnimationOptions: ParsableArguments {
    @Option(help: "Playback speed: 1 is real time, 0.25 a quarter of it (0.05…10).")
    var speed: Double = 1

    @Option(help: "Frames per second of the GIF (1…50).")
    var fps: Double = 30

    @Option(name: .customLong("gif-scale"), help: "Pixels per point of the GIF (0.25…4).")
    var scale: Double = 1

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp(
            "Frames × pixels the GIF may take (default 2,000,000,000); the plan is printed first.", valueName: "N"))
    var maxPixels: Int?

    /// Prints the GIF's planned size and refuses it past the pixel budget.
    func checkBudget(_ animation: PhoneAnimation) throws(CLIFailure) {
        let width = Int((animation.size.width * animation.scale).rounded(.up))
        let height = Int((animation.size.height * animation.scale).rounded(.up))
        let frames = animation.frameCount
        let (pixels, overflow) = frames.multipliedReportingOverflow(by: width * height)
        try WorkBudget.check(
            "animate", planned: overflow ? Int.max : pixels, budget: WorkBudget.animationPixels,
            limit: maxPixels, flag: "--max-pixels",
            detail: "\(frames.formatted3) frames of \(width)×\(height) px (\((overflow ? Int.max : pixels).formatted3) pixels)")
    }

    func animation(_ subjects: [ChartSubject], words: ChartWords) -> PhoneAnimation {
        PhoneAnimation(subjects: subjects, speed: speed, framesPerSecond: fps, scale: scale, words: words)
    }

    /// Checks what does not depend on the scenario (its length decides the frame count).
    func validate() throws {
        guard speed.isFinite, (0.05...10).contains(speed) else { throw ValidationError("--speed must be 0.05…10, got \(speed)") }
        guard fps.isFinite, (1...50).contains(fps) else { throw ValidationError("--fps must be 1…50, got \(fps)") }
        guard scale.isFinite, (0.25...4).contains(scale) else { throw ValidationError("--gif-scale must be 0.25…4, got \(scale)") }
    }
}

extension ScenarioCharting {
    /// Renders `animation` as GIF and writes it atomically. A run too long for the frame limit is
    /// bad input (status 2); a drawing or write failure is status 3.
    /// `followingLinks` is false for a path the tool chose (`Output/<name>.gif`): a link met
    /// there is replaced, not written through.
    static func write(_ animation: PhoneAnimation, to path: String, followingLinks: Bool = true) throws(CLIFailure) {
        try AtomicFileWriter.refuseBinaryOnTerminal(path, "a GIF")
        let data: Data
        do {
            data = try animation.gifData()
        } catch {
            switch error {
            case .tooManyFrames, .invalidAnimation: throw .badInput("\(path): \(error.description)")
            default: throw .outputFailed("\(path): cannot draw the animation: \(error.description)")
            }
        }
        try AtomicFileWriter.ensureParentDirectory(of: path)
        try AtomicFileWriter.write(data, to: path, followingLinks: followingLinks)
    }
}
