/// Values by frame, for the few frames of a timeline's events that detectors look up (touch-downs,
/// lifts, offset writes). Events come in frame order, so the frames are kept in the order they
/// arrive and looked up by binary search; a set or a dictionary cost an episode of a streamed
/// run about 16,000 instructions in hashing and growing (a sixth of its analysis). Frames given
/// out of order are still found, by a scan. A frame given twice reads as its last value.
struct FrameMap<Value> {
    private(set) var frames: [Int] = []
    private var values: [Value] = []
    private var inOrder = true

    mutating func insert(_ value: Value, at frame: Int) {
        if let last = frames.last, frame < last { inOrder = false }
        frames.append(frame)
        values.append(value)
    }

    mutating func reserveCapacity(_ count: Int) {
        frames.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    func contains(_ frame: Int) -> Bool { position(of: frame) != nil }

    subscript(frame: Int) -> Value? { position(of: frame).map { values[$0] } }

    /// The position of `frame`'s last value.
    private func position(of frame: Int) -> Int? {
        guard inOrder else { return frames.lastIndex(of: frame) }
        // The first position past `frame`, then one back.
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if frames[middle] <= frame { low = middle + 1 } else { high = middle }
        }
        return low > 0 && frames[low - 1] == frame ? low - 1 : nil
    }
}

extension FrameMap where Value == Void {
    mutating func insert(_ frame: Int) { insert((), at: frame) }
}

extension FrameMap: Sendable where Value: Sendable {}
