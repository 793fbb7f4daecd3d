/// Turns a scenario's gestures into what the touch system delivers each frame: a touch-down,
/// moves, and a lift, once per display frame.
struct FingerScript {
    enum Touch: Equatable {
        case down(y: Double)
        case move(y: Double)
        case up
    }

    private let gestures: [Gesture]
    private var index = 0
    private var isDown = false

    init(gestures: [Gesture]) {
        self.gestures = gestures.sorted { $0.startTime < $1.startTime }
    }

    /// The touch for the frame at `time`, if any. A gesture shorter than a frame still gets a
    /// down frame and a later up frame.
    mutating func touch(at time: Double) -> Touch? {
        guard index < gestures.count else { return nil }
        let gesture = gestures[index]
        if !isDown {
            guard time >= gesture.startTime else { return nil }
            isDown = true
            return .down(y: gesture.fingerY(at: time))
        }
        if time >= gesture.endTime {
            isDown = false
            index += 1
            return .up
        }
        return .move(y: gesture.fingerY(at: time))
    }

    var fingerIsDown: Bool { isDown }
}
