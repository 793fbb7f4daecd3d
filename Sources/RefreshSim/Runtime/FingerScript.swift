/// Turns a scenario's gestures into what the touch system delivers each frame: a touch-down,
/// moves, and a lift, once per display frame. A finger that is still moving when it lifts gets its
/// last move delivered in the lift's frame, before the lift (the lift itself adds no sample), so the
/// content ends where the finger ended whatever the frame rate.
struct FingerScript {
    enum Touch: Equatable {
        case down(y: Double, at: TouchDownPoint)
        case move(y: Double)
        case up
    }

    private let gestures: [Gesture]
    private var index = 0
    private var isDown = false
    private var lastY = 0.0
    /// The gesture to come or under way (`gestures[index]`) and its times, taken out of the array
    /// once when the previous one ends: copying it out each frame retained and released it, and
    /// its times were worked out again each frame (≈ 40 instructions a frame, callgrind). With
    /// no gesture left, `startTime` is infinite and nothing starts.
    private var gesture: Gesture
    private var startTime = Double.infinity
    private var endTime = Double.infinity

    init(gestures: [Gesture]) {
        // A decoded scenario's are in order already; the sort is stable, so it would keep them.
        let inOrder = gestures.indices.dropFirst().allSatisfy { gestures[$0 - 1].startTime <= gestures[$0].startTime }
        self.gestures = inOrder ? gestures : gestures.sorted { $0.startTime < $1.startTime }
        gesture = self.gestures.first ?? .touches(at: .infinity, samples: [])
        takeGesture()
    }

    private mutating func takeGesture() {
        guard index < gestures.count else {
            startTime = .infinity
            endTime = .infinity
            return
        }
        gesture = gestures[index]
        startTime = gesture.startTime
        endTime = gesture.endTime
    }

    /// Delivers the touches for the frame at `time` to `deliver`, in order. A gesture shorter
    /// than a frame still gets a down frame and a later up frame.
    mutating func touches(at time: Double, _ deliver: (Touch) -> Void) {
        if !isDown {
            guard time >= startTime else { return }
            isDown = true
            lastY = gesture.fingerY(at: time)
            deliver(.down(y: lastY, at: gesture.touchDown))
            return
        }
        if time >= endTime {
            isDown = false
            let finalY = gesture.fingerY(at: endTime)
            index += 1
            takeGesture()
            if finalY != lastY { deliver(.move(y: finalY)) }
            deliver(.up)
            return
        }
        lastY = gesture.fingerY(at: time)
        deliver(.move(y: lastY))
    }

    var fingerIsDown: Bool { isDown }

    /// With the finger up, no touch comes in a frame before this time (the next gesture's start;
    /// infinite with none left).
    var nextTouchDown: Double { startTime }
}
