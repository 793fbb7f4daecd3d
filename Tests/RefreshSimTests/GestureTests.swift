import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

struct GestureTests {
    @Test func dragReachesItsDistanceAndLiftsAfterHold() {
        let g = Gesture.drag(at: 1, distance: 200, duration: 0.5, holdAfter: 0.25, easing: .easeOut)
        #expect(g.fingerY(at: 1) == 0)
        #expect(g.fingerY(at: 1.5) == 200)
        #expect(g.endTime == 1.75)
        #expect(g.fingerY(at: 1.25) == 150)  // ease-out: 1 − 0.5² = 0.75
    }

    @Test func touchSamplesInterpolateLinearly() {
        let g = Gesture.touches(at: 0, samples: [TouchSample(t: 0, y: 0), TouchSample(t: 0.1, y: 50), TouchSample(t: 0.3, y: 10)])
        #expect(g.fingerY(at: 0.05) == 25)
        #expect(abs(g.fingerY(at: 0.2) - 30) < 1e-9)
        #expect(g.endTime == 0.3)
    }
}
