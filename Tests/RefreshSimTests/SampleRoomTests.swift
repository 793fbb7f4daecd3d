import Testing

@testable import RefreshSim

/// The room a run's samples are written into: on Linux its pages are faulted in on another thread
/// while the frames are written, which must change nothing that is written.
struct SampleRoomTests {
    static func sample(_ frame: Int) -> FrameSample {
        FrameSample(
            frame: frame, time: Double(frame) / 120, offset: Double(frame) * 0.25 - 900, velocity: Double(-frame),
            insetTop: 1, insetBottom: 2, minOffset: -1, maxOffset: 4000, contentHeight: 5000, fingerDown: frame % 3 == 0,
            fingerY: Double(frame % 97), tracking: frame % 5 == 0, dragging: frame % 7 == 0, decelerating: false,
            phase: .drag, state: "pulling", indicatorVisibleHeight: 12, footerTop: frame % 2 == 0 ? nil : 4500,
            loaderPhase: .idle)
    }

    /// 30,000 samples (3.4 MB), with the pages faulted in ahead of the writes from any size, from
    /// a megabyte (the default) and never: every sample reads back as written.
    @Test(arguments: [0, 1 << 20, Int.max])
    func everySampleWrittenReadsBack(prefaultingFrom minimumBytes: Int) {
        let count = 30_000
        let samples = [FrameSample].withSampleRoom(count, prefaultingFrom: minimumBytes) { samples in
            for frame in 0..<count { samples.append(Self.sample(frame)) }
        }
        #expect(samples.count == count)
        #expect(samples.capacity >= count)
        #expect(samples.enumerated().allSatisfy { $0.element == Self.sample($0.offset) })
    }

    /// Rooms filled on every thread of the concurrency pool at once, each waiting at its end for
    /// its own faulting thread: none waits on a pool with no thread left to run it.
    @Test func roomsFilledOnEveryPoolThreadAtOnce() async {
        let count = 12_000
        let intact = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let samples = [FrameSample].withSampleRoom(count, prefaultingFrom: 0) { samples in
                        for frame in 0..<count { samples.append(Self.sample(frame)) }
                    }
                    return samples.count == count && samples.last == Self.sample(count - 1)
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(intact)
    }

    /// A room too small for the thread, and an empty one.
    @Test(arguments: [0, 1, 361])
    func smallRooms(count: Int) {
        let samples = [FrameSample].withSampleRoom(count, prefaultingFrom: 0) { samples in
            for frame in 0..<count { samples.append(Self.sample(frame)) }
        }
        #expect(samples == (0..<count).map(Self.sample))
    }
}
