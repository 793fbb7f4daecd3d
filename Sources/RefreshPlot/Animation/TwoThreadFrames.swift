import Foundation

/// Frames drawn on the calling thread and encoded, in order, on a second one, two images in
/// flight: while this thread draws frame n + 1 (Cairo, most of an animation's time), the other maps
/// frame n to the palette and compresses it (`FrameIndexer`, `GIFEncoder`: about a quarter of it).
/// A thread of its own, not a dispatch queue's, for the reason `TwoThreadBands` gives.
enum TwoThreadFrames {
    /// Calls `draw` for frames 0..<`count` into one of `images` (two, used in turn) here, and
    /// `encode` with each drawn image, in frame order, on another thread; returns when both are
    /// done, or throws the first error either threw (no frame is drawn or encoded after it).
    static func run(
        count: Int, images: [RasterImage], draw: (Int, RasterImage) throws(ChartError) -> Void,
        encode: @escaping (Int, RasterImage) throws(ChartError) -> Void
    ) throws(ChartError) {
        precondition(images.count == 2)
        let state = State()
        let encoder = Encoder(encode, images)
        Thread {
            for frame in 0..<count {
                state.drawn[frame % 2].wait()
                if state.stopped { break }
                do throws(ChartError) { try encoder.encode?(frame, encoder.images[frame % 2]) } catch { state.fail(error) }
                state.free[frame % 2].signal()
            }
            // The thread object outlives `run`: it must not hold `encode` then.
            encoder.encode = nil
            state.ended.signal()
        }.start()
        for frame in 0..<count {
            state.free[frame % 2].wait()
            if state.stopped { break }
            do throws(ChartError) { try draw(frame, images[frame % 2]) } catch {
                state.fail(error)
                break
            }
            state.drawn[frame % 2].signal()
        }
        // Let the encoder out of a wait for a frame that will not come.
        state.drawn.forEach { $0.signal() }
        state.ended.wait()
        if let failure = state.failure { throw failure }
    }

    /// `encode` and the images, used only while `run` waits for them.
    private final class Encoder: @unchecked Sendable {
        var encode: ((Int, RasterImage) throws(ChartError) -> Void)?
        let images: [RasterImage]
        init(_ encode: @escaping (Int, RasterImage) throws(ChartError) -> Void, _ images: [RasterImage]) {
            self.encode = encode
            self.images = images
        }
    }

    private final class State: @unchecked Sendable {
        let drawn = (0..<2).map { _ in DispatchSemaphore(value: 0) }
        let free = (0..<2).map { _ in DispatchSemaphore(value: 1) }
        let ended = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var first: ChartError?

        var failure: ChartError? { lock.withLock { first } }
        var stopped: Bool { failure != nil }

        func fail(_ error: ChartError) {
            lock.withLock { if first == nil { first = error } }
            // Either side may be waiting for the other.
            free.forEach { $0.signal() }
        }
    }
}
