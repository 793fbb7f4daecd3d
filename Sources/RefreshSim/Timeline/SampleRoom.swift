#if os(Linux)
    import Dispatch
    import Foundation
    import Glibc
    import Synchronization
#endif

extension Array where Element == FrameSample {
    /// Room for `count` frame samples, and for the time they are written, `body` with it.
    ///
    /// A long run's samples are megabytes of memory the process has never touched: 600 s at
    /// 120 Hz is 8 MB, about 2,000 page faults on the thread that writes the frames. On Linux
    /// another thread asks the kernel to fault the pages in (`MADV_POPULATE_WRITE`, which maps
    /// them writable without writing them) ahead of the frames, on the second core. Measured on
    /// `Benchmarks/run-600s.json`, one-shot processes alternated: its simulation 10.7 → 9.5 ms
    /// (medians of 57), against 5.1 ms in a process that has run it before. It only prepares
    /// memory: what is written, and so the run, is the same with it, without it, or where the
    /// kernel refuses it.
    ///
    /// `prefaultingFrom`: the room's size in bytes from which pages are faulted in ahead; below
    /// about a megabyte the thread costs more than the faults it saves (tests lower it).
    static func withSampleRoom(
        _ count: Int, prefaultingFrom minimumBytes: Int = 1 << 20, _ body: (inout [FrameSample]) -> Void
    ) -> [FrameSample] {
        var samples: [FrameSample] = []
        samples.reserveCapacity(count)
        #if os(Linux)
            let bytes = count * MemoryLayout<FrameSample>.stride
            let prefault =
                bytes < minimumBytes
                ? nil
                : samples.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress.flatMap { Prefault(UnsafeRawPointer($0), byteCount: bytes) }
                }
            body(&samples)
            prefault?.finish()
        #else
            body(&samples)
        #endif
        return samples
    }
}

#if os(Linux)
    /// Faults pages in on a thread of its own, a chunk at a time, until done or told to stop.
    ///
    /// Its own thread, not a dispatch queue's: `finish` blocks until the work is over, and runs
    /// may be simulated on every one of the queues' threads at once (a sweep, tasks of a test
    /// suite), leaving none to start queued work.
    private final class Prefault: Sendable {
        private static let chunk = 256 << 10

        private let stopped = Atomic<Bool>(false)
        private let done = DispatchSemaphore(value: 0)

        init?(_ base: UnsafeRawPointer, byteCount: Int) {
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            // Whole pages inside the room only: the first is already touched (the array's header),
            // and one past the end may not be mapped.
            let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: base) + byteCount) & ~(page - 1)
            guard end > start else { return nil }
            Thread { [self] in
                var cursor = start
                while cursor < end, !stopped.load(ordering: .relaxed) {
                    let length = min(Self.chunk, end - cursor)
                    guard madvise(UnsafeMutableRawPointer(bitPattern: cursor), length, MADV_POPULATE_WRITE) == 0 else { break }
                    cursor += length
                }
                done.signal()
            }.start()
        }

        /// Stops at the next chunk and waits for the thread.
        func finish() {
            stopped.store(true, ordering: .relaxed)
            done.wait()
        }
    }
#endif
