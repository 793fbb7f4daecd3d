import CCairo
import Foundation
import RefreshSim

/// A run's phone as the review page plays it: the frames `animate` draws (the phone in its bezel,
/// by the same `PhoneScreen` code, at the animation's rate), each kept as what changed since the
/// frame before, in the GIF's fixed palette.
///
/// Why this form: a browser cannot seek inside a GIF, and a PNG per frame would carry the palette
/// and every unchanged pixel again in each frame. Here a frame is the rows that changed, predicted
/// from the frame before moved by the content's scroll (`Patch.shift`), and stored as the
/// prediction's error (XOR, mostly zeros); all frames' errors, one byte a pixel, are written as
/// runs of zeros and bytes (`ZeroRunWriter`) and deflated as one stream. That costs less than the
/// GIF, which stores scrolled rows again. The page inflates it once (`DecompressionStream`),
/// expands the runs, and reaches any frame by replaying from the nearest snapshot it keeps, so
/// stepping back is as quick as stepping on.
public struct PhoneFilm: Sendable {
    /// One changed rectangle of frame `frame`. Its prediction is the frame before, with, when
    /// `shift` is not 0 (the rectangle is then whole rows), row `r` taken from row `r + shift`
    /// where that row exists; the stored bytes are the frame XOR the prediction.
    public struct Patch: Sendable, Equatable {
        public var frame: Int
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public var shift: Int
    }

    public let width: Int
    public let height: Int
    public let framesPerSecond: Double
    public let frameCount: Int
    /// In frame order; a frame with no patch looks like the one before; frame 0 is whole.
    public let patches: [Patch]
    /// Every patch's error bytes, row after row and patch after patch, as runs (`ZeroRunWriter`)
    /// in zlib's format.
    public let pixels: Data
    /// How many error bytes the runs expand to.
    public let pixelCount: Int

    /// The palette (0xRRGGBB) the indices refer to: the animation's.
    public static var palette: [UInt32] { GIFPalette.colors }

    /// A film's size and length, known before any frame is drawn.
    public struct Shape: Sendable, Equatable {
        public let width: Int
        public let height: Int
        public let frameCount: Int
        public let framesPerSecond: Double
        /// Frames × pixels a frame: what drawing it costs, and the most its error bytes inflate to.
        public var pixels: Int {
            frameCount.multipliedReportingOverflow(by: width * height).overflow ? Int.max : frameCount * width * height
        }
    }

    /// The film's shape, without drawing it (`review`'s pixel budget); throws as `init` would for a
    /// run too long to film.
    public static func shape(of subject: ChartSubject, framesPerSecond: Double = 30) throws(ChartError) -> Shape {
        let animation = try PhoneAnimation(subjects: [subject], framesPerSecond: framesPerSecond).validated()
        let size = animation.screens[0].bezelSize
        return Shape(
            width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)), frameCount: animation.frameCount,
            framesPerSecond: framesPerSecond)
    }

    public init(subject: ChartSubject, framesPerSecond: Double = 30, words: ChartWords = .uikit, fonts: FontSet? = nil) throws(ChartError) {
        var compressed = Data()
        let drawn = try Self.draw(subject: subject, framesPerSecond: framesPerSecond, words: words, fonts: fonts) {
            compressed.append(contentsOf: $0)
        }
        width = drawn.shape.width
        height = drawn.shape.height
        self.framesPerSecond = framesPerSecond
        frameCount = drawn.shape.frameCount
        patches = drawn.patches
        pixelCount = drawn.pixelCount
        pixels = compressed
    }

    /// Draws the film frame by frame and hands its pixels, compressed, to `deflated` as they are
    /// made: one frame's error bytes and zlib's window are all it holds, so the review writes a
    /// film of any length to its file in bounded memory. Returns the film's shape, its patches and
    /// the inflated size.
    public static func draw(
        subject: ChartSubject, framesPerSecond: Double = 30, words: ChartWords = .uikit, fonts: FontSet? = nil,
        deflated: @escaping ([UInt8]) -> Void
    ) throws(ChartError) -> (shape: Shape, patches: [Patch], pixelCount: Int) {
        let animation = try PhoneAnimation(subjects: [subject], framesPerSecond: framesPerSecond, words: words).validated()
        let screen = animation.screens[0]
        let fonts = try FontSet.resolve(fonts)
        let size = screen.bezelSize
        let image = try RasterImage(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        let shape = Shape(width: image.width, height: image.height, frameCount: animation.frameCount, framesPerSecond: framesPerSecond)
        // Level 6: over the runs of the 80 bundled scenarios' films, level 5 makes 1.1 % more
        // bytes, level 7 0.4 % fewer in 17 % more time, level 9 3 % fewer in 5 times the time.
        let deflater = try DeflateStream(level: 6, emit: deflated)
        var shown = [UInt8](repeating: 0, count: image.width * image.height)
        var indexer = FrameIndexer()
        var patches: [Patch] = []
        var runs = ZeroRunWriter()
        var previousOffset = 0.0
        try Surface.frames(image, width: size.width, height: size.height, scale: 1, fonts: fonts) {
            measuring, drawFrame throws(ChartError) in
            var drawn: [DrawingOperation] = []
            for index in 0..<shape.frameCount {
                let time = animation.time(ofFrame: index)
                let offset = screen.sample(at: time)?.offset ?? 0
                defer { previousOffset = offset }
                let commands = CommandCanvas(measuringOn: measuring)
                Self.draw(screen, at: time, canvas: commands)
                // The same calls draw the same pixels over any frame (the first paints them all):
                // this frame looks like the one before.
                guard index == 0 || commands.operations != drawn else { continue }
                drawn = commands.operations
                try drawFrame { commands.replay(on: $0) }
                indexer.index(image)
                if let patch = Self.patch(
                    frame: index, from: shown, to: indexer.indices, width: shape.width, height: shape.height,
                    moved: offset - previousOffset, into: &runs)
                {
                    patches.append(patch)
                }
                shown = indexer.indices
                // The runs go to zlib once they reach a useful size, then are let go.
                if runs.runs.count >= 256 * 1024 { try deflater.append(Data(runs.take())) }
            }
        }
        runs.finish()
        try deflater.append(Data(runs.take()))
        try deflater.finish()
        let pixelCount = runs.expandedCount
        return (shape, patches, pixelCount)
    }

    /// One frame: the phone in its bezel on white, findings flashing as long as in `animate`.
    static func draw(_ screen: PhoneScreen, at time: Double, canvas: Canvas) {
        let size = screen.bezelSize
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), .white)
        screen.drawInBezel(at: Point(0, 0), time: time, canvas: canvas, flashSeconds: PhoneAnimation.flashViewingSeconds)
    }

    /// The frame showing simulated time `time`: the last one at or before it.
    public func frame(at time: Double) -> Int {
        min(max(Int((time * framesPerSecond + 1e-9).rounded(.down)), 0), max(frameCount - 1, 0))
    }

    /// Frames `wanted` as palette indices, rebuilt from the patches as the page rebuilds them: the
    /// patches replayed once, in order, each row's prediction XOR its error bytes (`refreshsim_xor`).
    func indices(ofFrames wanted: [Int]) throws(ChartError) -> [Int: [UInt8]] {
        let runs = try Deflate.decompress(pixels)
        guard let all = ZeroRuns.expand(runs, count: pixelCount) else {
            throw .cairo(status: "runs that do not expand to \(pixelCount) bytes", while: "reading a film")
        }
        var frames: [Int: [UInt8]] = [:]
        var pending = wanted.sorted()[...]
        var screen = [UInt8](repeating: 0, count: width * height)
        var offset = 0
        for patch in patches {
            while let next = pending.first, next < patch.frame { frames[pending.removeFirst()] = screen }
            guard !pending.isEmpty else { break }
            let before = screen
            before.withUnsafeBufferPointer { before in
                all.withUnsafeBufferPointer { errors in
                    screen.withUnsafeMutableBufferPointer { screen in
                        guard let before = before.baseAddress, let errors = errors.baseAddress, let screen = screen.baseAddress else {
                            return
                        }
                        for row in patch.y..<(patch.y + patch.height) {
                            let source = FrameDelta.source(of: row, shift: patch.shift, height: height)
                            refreshsim_xor(
                                before + source * width + patch.x, errors + offset, screen + row * width + patch.x, patch.width)
                            offset += patch.width
                        }
                    }
                }
            }
        }
        for frame in pending { frames[frame] = screen }
        return frames
    }

    /// Frame `frame`'s patch (nil when it looks like the frame before), its bytes appended to
    /// `bytes`. The shift tried is the content's scroll since the frame before, rounded, and one
    /// pixel either side; it is kept when it predicts better than no shift.
    private static func patch(
        frame: Int, from old: [UInt8], to new: [UInt8], width: Int, height: Int, moved: Double,
        into runs: inout ZeroRunWriter
    ) -> Patch? {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard let rect = frame == 0 ? (0, 0, width, height) : FrameDelta.changedRect(old, new, width: width, height: height) else {
                    return nil
                }
                let rows = rect.y..<(rect.y + rect.height)
                let scroll = moved.isFinite && abs(moved) < Double(height) ? Int(moved.rounded()) : 0
                // The shifts first, the first of the fewest wrong pixels winning; then no shift,
                // which wins ties, counted only as far as it takes to lose. A frame that did not
                // scroll counts nothing.
                var best = 0
                var fewest = Int.max
                for shift in scroll == 0 ? [] : [scroll - 1, scroll, scroll + 1] where shift != 0 {
                    let wrong = FrameDelta.wrongPixels(old, new, rows: rows, width: width, height: height, shift: shift, limit: fewest)
                    if wrong < fewest { (best, fewest) = (shift, wrong) }
                }
                if best != 0
                    && FrameDelta.wrongPixels(old, new, rows: rows, width: width, height: height, shift: 0, limit: fewest + 1) <= fewest
                {
                    best = 0
                }
                let patch =
                    best == 0
                    ? Patch(frame: frame, x: rect.x, y: rect.y, width: rect.width, height: rect.height, shift: 0)
                    : Patch(frame: frame, x: 0, y: rect.y, width: width, height: rect.height, shift: best)
                FrameDelta.appendError(
                    old, new, x: patch.x, y: patch.y, patchWidth: patch.width, patchHeight: patch.height,
                    shift: patch.shift, width: width, height: height, into: &runs)
                return patch
            }
        }
    }
}
