import Foundation

/// Bytes made band by band on a second thread and taken, in order, on the calling thread, two bands
/// in flight: while the caller takes band n (zlib compressing a PNG's rows), the other thread makes
/// band n + 1 (filtering the next rows and their checksum). A chart's encoding is the last step of
/// `plot`, and until then the second core is idle.
///
/// A thread of its own, not a dispatch queue's: `plot` of a folder encodes its charts on every one
/// of the queues' threads at once (`concurrentPerform`), and work queued behind them would never
/// start while they wait for it.
final class TwoThreadBands: @unchecked Sendable {
    private let buffers: [UnsafeMutableRawBufferPointer]
    private var lengths = [0, 0]
    private let made = (0..<2).map { _ in DispatchSemaphore(value: 0) }
    private let free = (0..<2).map { _ in DispatchSemaphore(value: 1) }
    private let ended = DispatchSemaphore(value: 0)

    private init(bandBytes: Int) {
        buffers = (0..<2).map { _ in UnsafeMutableRawBufferPointer.allocate(byteCount: bandBytes, alignment: 16) }
    }

    deinit { buffers.forEach { $0.deallocate() } }

    /// Calls `make` for bands 0..<`count` on another thread (each fills its buffer of `bandBytes`
    /// and returns how many bytes it wrote) and `take` with each band's bytes on this one; returns
    /// when both are done. Each closure is called in band order from one thread, so either may keep
    /// state between bands. Two buffers of `bandBytes` are the memory this costs.
    static func run(
        count: Int, bandBytes: Int, make: (Int, UnsafeMutableRawBufferPointer) -> Int, take: (UnsafeRawBufferPointer) -> Void
    ) {
        let bands = TwoThreadBands(bandBytes: bandBytes)
        withoutActuallyEscaping(make) { make in
            let maker = Maker(make)
            Thread {
                for band in 0..<count {
                    let slot = band % 2
                    bands.free[slot].wait()
                    bands.lengths[slot] = maker.make?(band, bands.buffers[slot]) ?? 0
                    bands.made[slot].signal()
                }
                // The thread object outlives `run`: it must not hold `make` then.
                maker.make = nil
                bands.ended.signal()
            }.start()
            for band in 0..<count {
                let slot = band % 2
                bands.made[slot].wait()
                take(UnsafeRawBufferPointer(rebasing: bands.buffers[slot][..<bands.lengths[slot]]))
                bands.free[slot].signal()
            }
            bands.ended.wait()
        }
    }

    /// Calls `make` for bands 0..<`count` on this thread and `take` for each on another, in band
    /// order, each once its `make` has returned; returns when both are done. For work whose bands
    /// need no buffer handed over (rows drawn into an image, then read from it), so `make` never
    /// waits for `take`. The drawing stays on the calling thread, which laid it out with the same
    /// fonts and caches.
    static func run(count: Int, make: (Int) -> Void, take: (Int) -> Void) {
        let made = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        withoutActuallyEscaping(take) { take in
            let taker = Maker { band, _ in
                take(band)
                return 0
            }
            Thread {
                for band in 0..<count {
                    made.wait()
                    _ = taker.make?(band, UnsafeMutableRawBufferPointer(start: nil, count: 0))
                }
                taker.make = nil
                ended.signal()
            }.start()
            for band in 0..<count {
                make(band)
                made.signal()
            }
            ended.wait()
        }
    }

    /// `make`, called only while `run` waits for it.
    private final class Maker: @unchecked Sendable {
        var make: ((Int, UnsafeMutableRawBufferPointer) -> Int)?
        init(_ make: @escaping (Int, UnsafeMutableRawBufferPointer) -> Int) { self.make = make }
    }
}
