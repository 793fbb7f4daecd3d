/// A test of one frame's flags: all of `all`, one of `any` (when it is not empty) and none of
/// `none`. The detectors that look for spans each pass over every frame's flags, and most frames
/// hold for none of them, so `firstHolding` passes over eight frames at a time.
struct FrameCondition {
    let all: UInt16
    let any: UInt16
    let none: UInt16

    init(allOf all: FrameFlags, anyOf any: FrameFlags = [], noneOf none: FrameFlags = []) {
        (self.all, self.any, self.none) = (all.rawValue, any.rawValue, none.rawValue)
    }

    /// Whether some frame may hold, among frames that have between them the flags `union` has:
    /// not when one it needs is in none of them.
    func mayHold(amongFramesWith union: FrameFlags) -> Bool {
        union.rawValue & all == all && (any == 0 || union.rawValue & any != 0)
    }

    @inline(__always)
    func holds(_ frame: FrameFlags) -> Bool {
        frame.rawValue & all == all && (any == 0 || frame.rawValue & any != 0) && frame.rawValue & none == 0
    }

    /// The first position from `start` on whose flags hold, or `flags.count`. Eight frames are
    /// tested at once (`SIMD8`, one vector register), the last few one by one; the vector test is
    /// `holds` lane by lane, so the answer is the frame-by-frame search's (FrameFlagsTests). The
    /// four span detectors and the refreshing runs cost 41 instructions a frame of
    /// `Benchmarks/run-600s.json` searched frame by frame, 21 eight at a time, 16 sixteen at a time
    /// (callgrind).
    @inline(__always)
    func firstHolding(in flags: UnsafeBufferPointer<FrameFlags>, from start: Int) -> Int {
        var position = start
        if let base = flags.baseAddress {
            let bytes = UnsafeRawPointer(base)
            let allLanes = SIMD8(repeating: all)
            let anyLanes = SIMD8(repeating: any)
            let noneLanes = SIMD8(repeating: none)
            let anyOfNothing = SIMDMask<SIMD8<Int16>>(repeating: any == 0)
            // A frame's flags are its `UInt16` raw value, two bytes a frame.
            func holding(at position: Int) -> SIMDMask<SIMD8<Int16>> {
                let frames = bytes.loadUnaligned(fromByteOffset: position * MemoryLayout<FrameFlags>.stride, as: SIMD8<UInt16>.self)
                return (frames & allLanes .== allLanes) .& (frames & noneLanes .== .zero)
                    .& (frames & anyLanes .!= .zero .| anyOfNothing)
            }
            // Sixteen frames a step, one test of the lanes for both eights (the test of the lanes
            // costs about as much as the eight frames' test).
            while flags.count - position >= 16, !Swift.any(holding(at: position) .| holding(at: position + 8)) { position += 16 }
            while flags.count - position >= 8, !Swift.any(holding(at: position)) { position += 8 }
        }
        while position < flags.count, !holds(flags[position]) { position += 1 }
        return position
    }
}
