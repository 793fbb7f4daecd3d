// Replays a scenario's drags on a phone or in the iOS Simulator from a UI test, while the app's
// `ScrollRecorder` records: the same scenario file drives refreshsim's simulator and the phone.
// XCUITest exists on iOS only, so everywhere else this module is empty. Not yet run on a Mac or a
// phone: see "Record a phone" in RefreshSimRecorder's documentation.
#if os(iOS) && canImport(XCTest)
    import Foundation
    import XCTest

    /// A scenario's `gestures` as drags (`at`, `distance`, `duration`, `holdAfter`), read from its
    /// JSON with Foundation alone: the app's UI-test bundle links neither refreshsim nor its engine.
    public struct ScenarioDrags: Sendable, Equatable {
        public struct Drag: Sendable, Equatable {
            /// Seconds from the replay's start.
            public var at: Double
            /// Points the finger travels, positive down the screen.
            public var distance: Double
            public var duration: Double
            public var holdAfter: Double
        }

        public var drags: [Drag]

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
            drags = try gestures.enumerated().map { index, gesture in
                guard let at = gesture["at"] as? Double, let distance = gesture["distance"] as? Double,
                    let duration = gesture["duration"] as? Double
                else { throw ReadError.notADrag(index: index) }
                return Drag(at: at, distance: distance, duration: duration, holdAfter: gesture["holdAfter"] as? Double ?? 0)
            }
        }
    }

    extension XCUIElement {
        /// Drags on this element (the recorded scroll view) as the scenario does: each finger goes
        /// down at `from` (a point in the element, as a share of its size) at its `at`, counted from
        /// the call, moves `distance` points over `duration` and holds `holdAfter` before lifting
        /// (`press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)`). XCUITest runs a drag
        /// to its end before the next starts, so a drag that begins late shifts the ones after it;
        /// the trace's timestamps are what happened.
        public func replay(_ scenario: ScenarioDrags, from start: CGVector = CGVector(dx: 0.5, dy: 0.3)) {
            let began = Date()
            let origin = coordinate(withNormalizedOffset: start)
            for drag in scenario.drags {
                let wait = drag.at - Date().timeIntervalSince(began)
                if wait > 0 { Thread.sleep(forTimeInterval: wait) }
                let end = origin.withOffset(CGVector(dx: 0, dy: drag.distance))
                let speed = abs(drag.distance) / max(drag.duration, 0.001)
                origin.press(
                    forDuration: 0.05, thenDragTo: end, withVelocity: XCUIGestureVelocity(rawValue: speed),
                    thenHoldForDuration: drag.holdAfter)
            }
        }
    }
#endif
