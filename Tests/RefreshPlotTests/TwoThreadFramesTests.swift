import Foundation
@testable import RefreshPlot
import Testing

/// `animate`'s two threads: every frame encoded once, in order, after it was drawn, and an error on
/// either side ends both and is the one thrown.
struct TwoThreadFramesTests {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }
    }

    static func images() throws -> [RasterImage] { [try RasterImage(width: 2, height: 1), try RasterImage(width: 2, height: 1)] }

    @Test func everyFrameIsEncodedInOrderFromTheImageItWasDrawnInto() throws {
        let log = Log()
        try TwoThreadFrames.run(
            count: 50, images: Self.images(),
            draw: { frame, image in image.withPixels { $0.base!.storeBytes(of: UInt32(frame), as: UInt32.self) } },
            encode: { frame, image in
                let drawn = image.withPixels { $0.base!.load(as: UInt32.self) }
                log.add("\(frame):\(drawn)")
            })
        #expect(log.all == (0..<50).map { "\($0):\($0)" })
    }

    @Test func aDrawingErrorStopsBothThreadsAndIsThrown() throws {
        let log = Log()
        #expect(throws: ChartError.self) {
            try TwoThreadFrames.run(
                count: 50, images: Self.images(),
                draw: { frame, _ throws(ChartError) in if frame == 7 { throw .invalidSize(width: 7, height: 0, scale: 1) } },
                encode: { frame, _ in log.add("\(frame)") })
        }
        // Frames before the failing one, in order (those still in flight may be left out), none after.
        #expect(log.all == (0..<log.all.count).map { "\($0)" } && log.all.count <= 7, "\(log.all)")
    }

    @Test func anEncodingErrorStopsBothThreadsAndIsThrown() throws {
        let log = Log()
        #expect(throws: ChartError.self) {
            try TwoThreadFrames.run(
                count: 50, images: Self.images(),
                draw: { frame, _ in log.add("draw \(frame)") },
                encode: { frame, _ throws(ChartError) in if frame == 3 { throw .invalidSize(width: 3, height: 0, scale: 1) } })
        }
        // At most the two frames in flight are drawn after the failing one.
        #expect(log.all.count <= 6, "\(log.all)")
    }
}
