import Foundation
import RefreshSim

/// A run's phone as the review page plays it: the frames `animate` draws (the phone in its bezel,
/// by the same `PhoneScreen` code, at the animation's rate), each kept as what changed since the
/// frame before, in the GIF's fixed palette.
///
/// Why this form: a browser cannot seek inside a GIF, and a PNG per frame would carry the palette
/// and every unchanged pixel again in each frame. Here a frame is the rows that changed, predicted
/// from the frame before moved by the content's scroll (`Patch.shift`), and stored as the
/// prediction's error (XOR, mostly zeros); all frames' errors, one byte a pixel, are deflated as
/// one stream. That costs less than the GIF, which stores scrolled rows again. The page inflates
/// it once (`DecompressionStream`) and reaches any frame by replaying from the nearest snapshot
/// it keeps, so stepping back is as quick as stepping on.
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
    /// Every patch's palette indices, row after row and patch after patch, in zlib's format.
    public let pixels: Data
    /// The inflated size of `pixels`.
    public let pixelCount: Int

    /// The palette (0xRRGGBB) the indices refer to: the animation's.
    public static var palette: [UInt32] { GIFPalette.colors }

    public init(subject: ChartSubject, framesPerSecond: Double = 30, fonts: FontSet? = nil) throws(ChartError) {
        let animation = try PhoneAnimation(subjects: [subject], framesPerSecond: framesPerSecond).validated()
        let screen = animation.screens[0]
        let fonts = try FontSet.resolve(fonts)
        let size = screen.bezelSize
        let image = try RasterImage(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        width = image.width
        height = image.height
        self.framesPerSecond = framesPerSecond
        frameCount = animation.frameCount
        var shown = [UInt8](repeating: 0, count: image.width * image.height)
        var current: [UInt8] = []
        var patches: [Patch] = []
        var bytes: [UInt8] = []
        var previousOffset = 0.0
        for index in 0..<frameCount {
            let time = animation.time(ofFrame: index)
            let offset = screen.sample(at: time)?.offset ?? 0
            defer { previousOffset = offset }
            try Surface.redraw(image, width: size.width, height: size.height, scale: 1, fonts: fonts) { canvas in
                canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), .white)
                screen.drawInBezel(at: Point(0, 0), time: time, canvas: canvas, flashSeconds: PhoneAnimation.flashViewingSeconds)
            }
            GIFPalette.indices(of: image, into: &current)
            let changed = index == 0 ? (0, 0, width, height) : Self.changedRect(shown, current, width: width, height: height)
            if let (x, y, w, h) = changed {
                let moved = (offset - previousOffset).rounded()
                let shift = Self.bestShift(shown, current, rows: y..<(y + h), width: width, height: height,
                                           candidates: moved == 0 || !moved.isFinite || abs(moved) >= Double(height) ? [] : [Int(moved) - 1, Int(moved), Int(moved) + 1])
                let patch = shift == 0 ? Patch(frame: index, x: x, y: y, width: w, height: h, shift: 0)
                    : Patch(frame: index, x: 0, y: y, width: width, height: h, shift: shift)
                patches.append(patch)
                for row in patch.y..<(patch.y + patch.height) {
                    let source = (0..<height).contains(row + patch.shift) ? row + patch.shift : row
                    for column in patch.x..<(patch.x + patch.width) {
                        bytes.append(current[row * width + column] ^ shown[source * width + column])
                    }
                }
            }
            swap(&shown, &current)
        }
        self.patches = patches
        pixelCount = bytes.count
        pixels = try Deflate.compress(bytes)
    }

    /// The frame showing simulated time `time`: the last one at or before it.
    public func frame(at time: Double) -> Int {
        min(max(Int((time * framesPerSecond + 1e-9).rounded(.down)), 0), max(frameCount - 1, 0))
    }

    /// Frame `index` as palette indices, rebuilt from the patches as the page rebuilds it.
    func indices(ofFrame index: Int) throws(ChartError) -> [UInt8] {
        let all = try Deflate.decompress(pixels, count: pixelCount)
        var screen = [UInt8](repeating: 0, count: width * height)
        var offset = 0
        for patch in patches {
            guard patch.frame <= index else { break }
            let before = screen
            for row in patch.y..<(patch.y + patch.height) {
                let source = (0..<height).contains(row + patch.shift) ? row + patch.shift : row
                for column in patch.x..<(patch.x + patch.width) {
                    screen[row * width + column] = before[source * width + column] ^ all[offset]
                    offset += 1
                }
            }
        }
        return screen
    }

    /// The shift among `candidates` (and 0) whose prediction of `rows` leaves the fewest pixels wrong.
    private static func bestShift(_ old: [UInt8], _ new: [UInt8], rows: Range<Int>, width: Int, height: Int,
                                  candidates: [Int]) -> Int {
        var best = 0, fewest = Int.max
        for shift in [0] + candidates {
            var wrong = 0
            for row in rows {
                let source = (0..<height).contains(row + shift) ? row + shift : row
                for column in 0..<width where old[source * width + column] != new[row * width + column] { wrong += 1 }
                if wrong >= fewest { break }
            }
            if wrong < fewest { fewest = wrong; best = shift }
        }
        return best
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    private static func changedRect(_ old: [UInt8], _ new: [UInt8], width: Int, height: Int) -> (Int, Int, Int, Int)? {
        var top = height, bottom = -1, left = width, right = -1
        for y in 0..<height {
            let base = y * width
            var x = 0
            while x < width, old[base + x] == new[base + x] { x += 1 }
            guard x < width else { continue }
            if top == height { top = y }
            bottom = y
            left = min(left, x)
            var end = width - 1
            while end > x, old[base + end] == new[base + end] { end -= 1 }
            right = max(right, end)
        }
        guard bottom >= 0 else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }
}
