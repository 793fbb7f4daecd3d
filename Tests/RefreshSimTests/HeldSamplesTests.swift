import Testing

@testable import RefreshSim

/// The stream's own sample memory behaves as the array it replaces: appends past its capacity,
/// the last samples kept when an episode closes, the copy an episode's timeline gets.
struct HeldSamplesTests {
    @Test func heldSamplesAreTheArraysSamples() {
        var generator = SeededGenerator(seed: 39)
        var held = HeldSamples(capacity: 3)
        var model: [FrameSample] = []
        var sample = TimelineBuilder().next
        for _ in 0..<2_000 {
            if Int.random(in: 0..<50, using: &generator) == 0, model.count >= 4 {
                let kept = Int.random(in: 0...4, using: &generator)
                held.keepLast(kept)
                model.removeFirst(model.count - kept)
            } else {
                sample.frame += 1
                sample.offset = Double.random(in: -200...200, using: &generator)
                sample.footerTop = Bool.random(using: &generator) ? nil : sample.offset
                held.append(sample)
                model.append(sample)
            }
            #expect(held.count == model.count)
            #expect(held.last == model.last)
            let suffix = min(model.count, 3)
            #expect(held.allSatisfy(last: suffix) { $0.offset >= 0 } == model.suffix(suffix).allSatisfy { $0.offset >= 0 })
        }
        #expect(held.array == model)
    }
}
