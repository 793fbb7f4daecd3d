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

    init(gestures: [Gesture]) {
        self.gestures = gestures.sorted { $0.startTime < $1.startTime }
    }

    /// Delivers the touches for the frame at `time` to `deliver`, in order. A gesture shorter
    /// than a frame still gets a down frame and a later up frame.
    mutating func touches(at time: Double, _ deliver: (Touch) -> Void) {
        guard index < gestures.count else { return }
        let gesture = gestures[index]
        if !isDown {
            guard time >= gesture.startTime else { return }
            isDown = true
            lastY = gesture.fingerY(at: time)
            deliver(.down(y: lastY, at: gesture.touchDown))
            return
        }
        if time >= gesture.endTime {
            isDown = false
            index += 1
            let finalY = gesture.fingerY(at: gesture.endTime)
            if finalY != lastY { deliver(.move(y: finalY)) }
            deliver(.up)
            return
        }
        lastY = gesture.fingerY(at: time)
        deliver(.move(y: lastY))
    }

    var fingerIsDown: Bool { isDown }
}
