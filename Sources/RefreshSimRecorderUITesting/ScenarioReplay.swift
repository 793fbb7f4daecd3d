// Replays a scenario's drags on a phone or in the iOS Simulator from a UI test, while the app's
// `ScrollRecorder` records: the same scenario file drives refreshsim's simulator and the phone.
// The scenario is read with Foundation alone, everywhere (so it is tested here); the replay needs
// XCUITest, which exists on iOS only. The replay has not run on a Mac or a phone yet: see "Record a
// phone" in RefreshSimRecorder's documentation.
import Foundation

/// A scenario's `gestures` as drags (`at`, `distance`, `duration`, `holdAfter`, `startX`, `startY`),
/// read from its JSON with Foundation alone: the app's UI-test bundle links neither refreshsim nor
/// its engine. What a replay cannot do as the simulator does is listed in `notReplayed`.
public struct ScenarioDrags: Sendable, Equatable {
    public struct Drag: Sendable, Equatable {
        /// Seconds from the replay's start.
        public var at: Double
        /// Points the finger travels, positive down the screen.
        public var distance: Double
        public var duration: Double
        public var holdAfter: Double
        /// Where the finger touches down, in points from the screen's top-left corner; each absent
        /// coordinate is the screen's middle, as in the simulator.
        public var startX: Double?
        public var startY: Double?

        public init(at: Double, distance: Double, duration: Double, holdAfter: Double, startX: Double?, startY: Double?) {
            self.at = at
            self.distance = distance
            self.duration = duration
            self.holdAfter = holdAfter
            self.startX = startX
            self.startY = startY
        }
    }

    public var drags: [Drag]
    /// Each field the replay reads but cannot reproduce, named by its place in the file, e.g.
    /// `gestures[0].easing: easeOut (the default): XCUITest drags at one velocity`. A UI test
    /// should print these beside the trace it records.
    public var notReplayed: [String]

    public enum ReadError: Error, Equatable {
        /// A gesture that is not a drag (`touches` samples cannot be replayed by XCUITest).
        case notADrag(index: Int)
        case notAScenario
    }

    public init(scenarioJSON: Data) throws {
        guard let scenario = try JSONSerialization.jsonObject(with: scenarioJSON) as? [String: Any] else {
            throw ReadError.notAScenario
        }
        let gestures = scenario["gestures"] as? [[String: Any]] ?? []
        var notReplayed: [String] = []
        drags = try gestures.enumerated().map { index, gesture in
            guard let at = number(gesture["at"]), let distance = number(gesture["distance"]),
                let duration = number(gesture["duration"])
            else { throw ReadError.notADrag(index: index) }
            // The simulator's finger follows `easing` (easeOut when absent); XCUITest's drag moves
            // at the one velocity it is given.
            let easing = gesture["easing"] as? String
            if easing != "linear" {
                let named = easing ?? "easeOut (the default)"
                notReplayed.append("gestures[\(index)].easing: \(named): XCUITest drags at one velocity")
            }
            return Drag(
                at: at, distance: distance, duration: duration, holdAfter: number(gesture["holdAfter"]) ?? 0,
                startX: number(gesture["startX"]), startY: number(gesture["startY"]))
        }
        self.notReplayed = notReplayed
    }
}

/// A JSON number as `JSONSerialization` gives it: an `NSNumber` on Darwin, an `Int` or a `Double`
/// in Linux's Foundation, where a whole number read `as? Double` is nil.
private func number(_ value: Any?) -> Double? {
    switch value {
    case let double as Double: double
    case let int as Int: Double(int)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
}

#if os(iOS) && canImport(XCTest)
    import XCTest

    extension XCUIElement {
        /// Drags as the scenario does, in `app`'s window: each finger goes down at the drag's
        /// `startX`/`startY` (points from the screen's top-left; the middle where absent) at its
        /// `at`, counted from the call, moves `distance` points over `duration` and holds
        /// `holdAfter` before lifting (`press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)`).
        /// Call it on the application. XCUITest runs a drag to its end before the next starts, so a
        /// drag that begins late shifts the ones after it; the trace's timestamps are what happened.
        public func replay(_ scenario: ScenarioDrags) {
            let began = Date()
            let screen = frame.size
            let corner = coordinate(withNormalizedOffset: .zero)
            for drag in scenario.drags {
                let wait = drag.at - Date().timeIntervalSince(began)
                if wait > 0 { Thread.sleep(forTimeInterval: wait) }
                let origin = corner.withOffset(
                    CGVector(dx: drag.startX ?? Double(screen.width) / 2, dy: drag.startY ?? Double(screen.height) / 2))
                let end = origin.withOffset(CGVector(dx: 0, dy: drag.distance))
                let speed = abs(drag.distance) / max(drag.duration, 0.001)
                origin.press(
                    forDuration: 0.05, thenDragTo: end, withVelocity: XCUIGestureVelocity(rawValue: speed),
                    thenHoldForDuration: drag.holdAfter)
            }
        }
    }
#endif
