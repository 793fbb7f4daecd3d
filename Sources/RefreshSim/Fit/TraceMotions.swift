/// The stretches of a recording that one piece of scroll physics explains, found from its frames:
/// what `PhysicsFit` fits.
///
/// - A drag past an edge (`Stretch`): the finger holds the content past the top or bottom; the
///   rubber band maps how far the finger went past the edge to how far the content did.
/// - A release (`Release`): from the frame the finger lifted until the deceleration ends, the
///   content moves by momentum alone: deceleration inside the range, the recoil outside it.
public struct TraceMotions: Sendable {
    public var stretches: [Stretch] = []
    public var releases: [Release] = []

    /// A drag past an edge: per frame, the finger's position and the content's offset.
    public struct Stretch: Sendable {
        public var trace: Int
        public var edge: Edge
        /// The offset at the edge (`min` or `max` of the range).
        public var edgeOffset: Double
        /// The rubber band's dimension UIKit uses: the scroll view's height.
        public var boundsHeight: Double
        public var samples: [(time: Double, touchY: Double, offset: Double)]
        /// `offset + touchY` while the content moved with the finger inside the range: where the
        /// unstretched offset would be for a finger at 0. Nil when the drag never was in range.
        public var anchor: Double?
    }

    public enum Edge: Sendable { case top, bottom }

    /// From the lift to the end of the momentum, with the range's edges fixed.
    public struct Release: Sendable {
        public var trace: Int
        public var time: Double
        /// The offset at the lift.
        public var offset: Double
        /// The pan's velocity at the lift, in the content's direction (pt/ms).
        public var panVelocity: Double
        public var minimum: Double
        public var maximum: Double
        /// (ms since the lift, offset).
        public var samples: [(milliseconds: Double, offset: Double)]

        /// UIKit starts no momentum under 0.25 pt/ms (`ScrollView.decelerationThreshold`): such a
        /// release moves only by the recoil, from rest.
        public var releasedAtRest: Bool { abs(panVelocity) < 0.25 }

        public var leavesRange: Bool {
            offset < minimum - 0.5 || offset > maximum + 0.5 || samples.contains { $0.offset < minimum - 0.5 || $0.offset > maximum + 0.5 }
        }
    }

    public init(_ traces: [Trace]) {
        for (index, trace) in traces.enumerated() { add(trace, index: index) }
    }

    private mutating func add(_ trace: Trace, index: Int) {
        let frames = trace.frames
        var position = 0
        while position < frames.count {
            guard frames[position].isTracking else {
                position += 1
                continue
            }
            let start = position
            while position < frames.count, frames[position].isTracking { position += 1 }
            stretch(frames[start..<position], trace: index)
            if position < frames.count { release(frames, at: position, lastTracking: frames[position - 1], trace: index) }
        }
    }

    private mutating func stretch(_ touch: ArraySlice<TraceFrame>, trace: Int) {
        let dragging = touch.filter { $0.isDragging && $0.touchY != nil }
        guard let first = dragging.first else { return }
        let range = Self.range(first)
        guard
            dragging.allSatisfy({ abs(Self.range($0).minimum - range.minimum) < 0.01 && abs(Self.range($0).maximum - range.maximum) < 0.01 }
            )
        else { return }
        for edge in [Edge.top, .bottom] {
            let past = dragging.filter { edge == .top ? $0.offset < range.minimum - 0.5 : $0.offset > range.maximum + 0.5 }
            guard past.count >= 2 else { continue }
            let inRange = dragging.filter { $0.offset >= range.minimum && $0.offset <= range.maximum }
            let anchors = inRange.map { $0.offset + ($0.touchY ?? 0) }.sorted()
            stretches.append(
                Stretch(
                    trace: trace, edge: edge, edgeOffset: edge == .top ? range.minimum : range.maximum,
                    boundsHeight: first.boundsHeight,
                    samples: dragging.filter { edge == .top ? $0.offset <= range.minimum : $0.offset >= range.maximum }
                        .map { ($0.time, $0.touchY ?? 0, $0.offset) },
                    anchor: anchors.isEmpty ? nil : anchors[anchors.count / 2]))
        }
    }

    private mutating func release(_ frames: [TraceFrame], at lift: Int, lastTracking: TraceFrame, trace: Int) {
        let up = frames[lift]
        let range = Self.range(up)
        var samples: [(milliseconds: Double, offset: Double)] = []
        var position = lift + 1
        while position < frames.count, frames[position].isDecelerating, !frames[position].isTracking {
            let frame = frames[position]
            let edges = Self.range(frame)
            guard abs(edges.minimum - range.minimum) < 0.01, abs(edges.maximum - range.maximum) < 0.01 else { break }
            samples.append(((frame.time - up.time) * 1000, frame.offset))
            position += 1
        }
        guard samples.count >= 3 else { return }
        releases.append(
            Release(
                trace: trace, time: up.time, offset: up.offset, panVelocity: -(lastTracking.panVelocity ?? 0) / 1000,
                minimum: range.minimum, maximum: range.maximum, samples: samples))
    }

    /// UIKit's range: `−adjustedContentInset.top … contentHeight + bottom − boundsHeight`.
    public static func range(_ frame: TraceFrame) -> (minimum: Double, maximum: Double) {
        let minimum = -frame.adjustedContentInset.top
        return (minimum, max(minimum, frame.contentHeight + frame.adjustedContentInset.bottom - frame.boundsHeight))
    }
}
