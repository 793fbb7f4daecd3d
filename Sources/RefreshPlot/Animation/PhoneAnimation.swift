import Foundation
import RefreshSim

/// One or two runs' phone screens played on one clock, side by side, as an animated GIF.
///
/// Frame `i` shows simulated time `i / framesPerSecond × speed`: `speed` 1 is real time, 0.25 a
/// quarter of it. Each finding flashes on its phone for 0.7 s of viewing time.
public struct PhoneAnimation: Sendable {
    public static let maximumFrames = 3_000
    static let margin = 18.0
    static let columnGap = 28.0
    static let background = Color(hex: 0xF2F2F7)
    /// How long the last frame stays before the GIF loops (s).
    static let endHold = 1.5
    /// How long a finding's flash stays on screen (s of viewing time).
    static let flashViewingSeconds = 0.7

    public var screens: [PhoneScreen]
    public var speed: Double
    public var framesPerSecond: Double
    /// Pixels per point.
    public var scale: Double

    public init(
        subjects: [ChartSubject], speed: Double = 1, framesPerSecond: Double = 30, scale: Double = 1, words: ChartWords = .uikit
    ) {
        screens = subjects.map {
            var screen = PhoneScreen(subject: $0)
            screen.words = words
            return screen
        }
        self.speed = speed
        self.framesPerSecond = framesPerSecond
        self.scale = scale
    }

    /// The shared clock's length: the longest run plus its last frame.
    public var duration: Double {
        screens.map { screen in
            screen.timeline.duration + (screen.timeline.frameRate > 0 ? 1 / screen.timeline.frameRate : 0)
        }.max() ?? 0
    }

    public var frameCount: Int {
        let count = (duration / speed * framesPerSecond).rounded(.down) + 1
        return count.isFinite && count < Double(Int.max / 2) ? Int(count) : Int.max / 2
    }

    /// Simulated time shown by frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond * speed }

    var stages: [PhoneStage] { screens.map { PhoneStage(screen: $0, duration: duration) } }

    /// The canvas size in points.
    public var size: (width: Double, height: Double) { Self.size(of: stages) }

    private static func size(of stages: [PhoneStage]) -> (width: Double, height: Double) {
        let width = 2 * Self.margin + stages.reduce(0) { $0 + $1.width } + Double(max(stages.count - 1, 0)) * Self.columnGap
        let height = 2 * Self.margin + (stages.map(\.height).max() ?? 0)
        return (width, height)
    }

    public func validated() throws(ChartError) -> PhoneAnimation {
        guard (1...2).contains(screens.count) else { throw .invalidAnimation("give one or two runs, not \(screens.count)") }
        guard speed.isFinite, (0.05...10).contains(speed) else { throw .invalidAnimation("speed must be 0.05…10, got \(speed)") }
        guard framesPerSecond.isFinite, (1...50).contains(framesPerSecond) else {
            throw .invalidAnimation("frames per second must be 1…50 (GIF delays are in hundredths), got \(framesPerSecond)")
        }
        guard scale.isFinite, (0.25...4).contains(scale) else { throw .invalidAnimation("scale must be 0.25…4, got \(scale)") }
        guard frameCount <= Self.maximumFrames else { throw .tooManyFrames(frames: frameCount, limit: Self.maximumFrames) }
        guard size.width * scale <= 8_000, size.height * scale <= 8_000 else {
            throw .invalidAnimation("the picture would be \(Int(size.width * scale))×\(Int(size.height * scale)) px; at most 8000×8000")
        }
        return self
    }

    /// Draws frame `index` in full.
    public func drawFrame(_ index: Int, canvas: Canvas) {
        drawFrame(index, stages: stages, canvas: canvas)
    }

    /// Draws frame `index` with `stages` made once for every frame.
    private func drawFrame(_ index: Int, stages: [PhoneStage], canvas: Canvas) {
        let time = time(ofFrame: index)
        let size = Self.size(of: stages)
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Self.background)
        var x = Self.margin
        for stage in stages {
            stage.draw(
                at: Point(x, Self.margin), time: time, speed: speed,
                flashSeconds: Self.flashViewingSeconds * speed, canvas: canvas)
            x += stage.width + Self.columnGap
        }
    }

    /// How long frame `index` stays, in hundredths of a second: rounded on the running clock so
    /// the total stays true (30 frames/s gives 3, 3, 4, …); the last frame holds a moment longer.
    func delay(ofFrame index: Int) -> Int {
        let step = 100 / framesPerSecond
        var delay = Int((Double(index + 1) * step).rounded()) - Int((Double(index) * step).rounded())
        if index == frameCount - 1 { delay += Int(Self.endHold * 100) }
        return delay
    }

    /// Frame `index` as pixels: a still of the animation.
    public func rasterImage(frame index: Int, fonts: FontSet? = nil) throws(ChartError) -> RasterImage {
        let animation = try validated()
        let size = animation.size
        return try Surface.raster(width: size.width, height: size.height, scale: scale, fonts: FontSet.resolve(fonts)) { canvas in
            animation.drawFrame(index, canvas: canvas)
        }
    }

    /// The frame showing simulated time `time` (the last one at or before it).
    public func frame(at time: Double) -> Int {
        min(max(Int((time / speed * framesPerSecond + 1e-9).rounded(.down)), 0), max(frameCount - 1, 0))
    }

    /// The animation as GIF bytes. Frames are drawn one at a time, and mapped to the fixed palette
    /// and encoded on a second thread while the next is drawn (`TwoThreadFrames`).
    public func gifData(fonts: FontSet? = nil) throws(ChartError) -> Data {
        let animation = try validated()
        let fonts = try FontSet.resolve(fonts)
        let size = animation.size
        let (width, height) = (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
        let images = [try RasterImage(width: width, height: height), try RasterImage(width: width, height: height)]
        let encoder = try GIFEncoder(width: width, height: height)
        let stages = animation.stages
        var indexer = FrameIndexer()
        try TwoThreadFrames.run(
            count: animation.frameCount, images: images,
            draw: { index, image throws(ChartError) in
                try Surface.redraw(image, width: size.width, height: size.height, scale: scale, fonts: fonts) { canvas in
                    animation.drawFrame(index, stages: stages, canvas: canvas)
                }
            },
            encode: { index, image throws(ChartError) in
                indexer.index(image)
                try encoder.add(indexer.indices, delay: animation.delay(ofFrame: index))
            })
        return try encoder.finish()
    }
}
