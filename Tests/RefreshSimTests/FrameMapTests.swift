import Testing
@testable import RefreshSim

/// `FrameMap` answers as a dictionary written in the same order would: in order, with repeats, and
/// out of order (frames of events are in order; a hand-built timeline's need not be).
struct FrameMapTests {
    @Test(arguments: [false, true])
    func answersAsADictionary(shuffled: Bool) {
        var generator = SeededGenerator(seed: shuffled ? 7 : 3)
        for _ in 0..<200 {
            var frames = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: -3...20, using: &generator) }
            if !shuffled { frames.sort() }
            var map = FrameMap<Int>()
            var dictionary: [Int: Int] = [:]
            for (value, frame) in frames.enumerated() {
                map.insert(value, at: frame)
                dictionary[frame] = value
            }
            for frame in -5...22 {
                #expect(map[frame] == dictionary[frame], "\(frames) at \(frame)")
                #expect(map.contains(frame) == (dictionary[frame] != nil), "\(frames) at \(frame)")
            }
            #expect(map.frames == frames)
        }
    }
}
