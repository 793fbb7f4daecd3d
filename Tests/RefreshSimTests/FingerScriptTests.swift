import Testing

@testable import RefreshSim

/// The touches a scenario's gestures deliver, frame by frame: the frame loop's only source of
/// touches, so every gesture after the first must start, move and lift as the first does.
struct FingerScriptTests {
    /// Every frame's touches at 8 Hz (times exact in binary) from 0 to `seconds`.
    private func frames(_ gestures: [Gesture], seconds: Double) -> [[FingerScript.Touch]] {
        var script = FingerScript(gestures: gestures)
        return (0...Int(seconds * 8)).map { index in
            var touches: [FingerScript.Touch] = []
            script.touches(at: Double(index) / 8) { touches.append($0) }
            return touches
        }
    }

    @Test func gesturesGivenOutOfOrderPlayInTimeOrder() {
        let later = Gesture.drag(at: 0.75, distance: -40, duration: 0.25, holdAfter: 0, easing: .linear)
        let earlier = Gesture.drag(
            at: 0.125, distance: 100, duration: 0.25, holdAfter: 0.125, easing: .linear, touchDown: TouchDownPoint(y: 300))
        let touches = frames([later, earlier], seconds: 1)
        #expect(touches[0].isEmpty)
        #expect(touches[1] == [.down(y: 0, at: TouchDownPoint(y: 300))])
        #expect(touches[2] == [.move(y: 50)])
        #expect(touches[3] == [.move(y: 100)])
        #expect(touches[4] == [.up])  // held still at 100: no move before the lift
        #expect(touches[5].isEmpty)
        #expect(touches[6] == [.down(y: 0, at: .middle)])
        #expect(touches[7] == [.move(y: -20)])
        #expect(touches[8] == [.move(y: -40), .up])  // still moving when it lifts: the last move first
        #expect(touches[9...].allSatisfy { $0.isEmpty })
    }

    @Test func aGestureShorterThanAFrameStillLiftsOnALaterFrame() {
        let tap = Gesture.touches(at: 0.25, samples: [TouchSample(t: 0, y: 0), TouchSample(t: 0.01, y: 5)])
        let touches = frames([tap], seconds: 0.5)
        #expect(touches[2] == [.down(y: 0, at: .middle)])
        #expect(touches[3] == [.move(y: 5), .up])
        #expect(touches[4...].allSatisfy { $0.isEmpty })
    }

    @Test func noGesturesNoTouches() {
        #expect(frames([], seconds: 1).allSatisfy { $0.isEmpty })
    }
}
