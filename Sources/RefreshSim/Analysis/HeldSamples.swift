/// The open episode's samples (`EpisodeStream`), in memory the stream owns: appending one is a
/// capacity check and a store. An array's append first asks the runtime whether its buffer is
/// shared, a call around which the frame loop wrote the sample's fields out and read them back.
/// Not copyable, so no two streams can share it.
struct HeldSamples: ~Copyable {
    private var base: UnsafeMutablePointer<FrameSample>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ sample: FrameSample) {
        if count == capacity { grow() }
        (base + count).initialize(to: sample)
        count += 1
    }

    /// `FrameSampleSink.appendStill`'s copies, the room made once: appended one by one, each
    /// copy was built on the stack and checked against the capacity (`World.appendStillFrames`).
    mutating func appendStill(_ sample: FrameSample, frames: ClosedRange<Int>, frameRate: Double) {
        while count + frames.count > capacity { grow() }
        for still in FrameSample.still(sample, frames: frames, frameRate: frameRate) {
            (base + count).initialize(to: still)
            count += 1
        }
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<FrameSample>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    var last: FrameSample? { count > 0 ? base[count - 1] : nil }

    /// The samples as an array (an episode's timeline): a copy, sample by sample. (As one
    /// `memcpy`, glibc copies an episode's 80 KB with `rep movsb`, which callgrind counts a byte
    /// at a time: 113 instructions a frame of run-600s instead of about 13.)
    var array: [FrameSample] {
        [FrameSample](unsafeUninitializedCapacity: count) { buffer, initialized in
            for position in 0..<count { (buffer.baseAddress! + position).initialize(to: base[position]) }
            initialized = count
        }
    }

    /// Whether every one of the last `suffix` samples satisfies `condition`.
    func allSatisfy(last suffix: Int, _ condition: (borrowing FrameSample) -> Bool) -> Bool {
        UnsafeBufferPointer(start: base + (count - suffix), count: suffix).allSatisfy { condition($0) }
    }

    /// Forgets all but the last `kept` samples, which move to the front.
    mutating func keepLast(_ kept: Int) {
        let dropped = count - kept
        base.deinitialize(count: dropped)
        base.moveInitialize(from: base + dropped, count: kept)
        count = kept
    }
}
