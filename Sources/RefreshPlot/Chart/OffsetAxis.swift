import RefreshSim

/// What the offset panel's value axis counts.
public enum OffsetAxis: String, Sendable, CaseIterable {
    /// Points pulled past the resting offset (past the top for a header, past the bottom for a
    /// footer): what a designer talks about.
    case pull
    /// UIScrollView's raw `contentOffset.y`.
    case offset
    /// Pull on the left, `contentOffset.y` on the right.
    case both
}

/// The offset a run rests at, and how a contentOffset.y reads as a pull distance from it.
struct PullReference: Equatable {
    /// contentOffset.y at rest at the first frame: −top inset for a header; the bottom edge for a
    /// footer, which moves with the content (`edgeShifts`).
    var rest: Double
    /// +1: larger offsets are more pull (past the bottom); −1: smaller ones are (past the top).
    var direction: Double
    /// The edge the pull goes past.
    var edge: Edge

    enum Edge: String {
        case top
        case bottom
    }

    init(timeline: Timeline) {
        if timeline.indicator == .footer, let first = timeline.samples.first {
            rest = timeline.restingBottomOffset(contentHeight: first.contentHeight)
            direction = 1
            edge = .bottom
        } else {
            rest = -timeline.baseInsetTop
            direction = -1
            edge = .top
        }
    }

    func pull(_ offset: Double) -> Double { (offset - rest) * direction }

    /// The offset domain seen as pull distances, for a scale over the same pixels.
    func pullDomain(_ offsets: ClosedRange<Double>) -> ClosedRange<Double> {
        let a = pull(offsets.lowerBound)
        let b = pull(offsets.upperBound)
        return min(a, b)...max(a, b)
    }

    /// Per frame, how far the footer's resting edge is from where it was at the first frame, negated:
    /// added to a frame's offsets, it puts them where the same pull past the first frame's edge
    /// would be, so one pull axis reads every frame against its own edge. Nil when the edge never
    /// moves (every header; a footer whose content keeps its height).
    static func edgeShifts(_ timeline: Timeline) -> [Double]? {
        guard timeline.indicator == .footer, let first = timeline.samples.first else { return nil }
        let rest = timeline.restingBottomOffset(contentHeight: first.contentHeight)
        let shifts = timeline.samples.map { rest - timeline.restingBottomOffset(contentHeight: $0.contentHeight) }
        return shifts.contains { $0 != 0 } ? shifts : nil
    }
}

/// A frame at which a footer's resting edge moved: the content grew (rows appended) or shrank.
struct EdgeMove {
    var time: Double
    /// How far the edge moved, in points (positive: the content grew).
    var change: Double

    /// The frames at which the content's height changed, by how much.
    static func contentChanges(_ samples: [FrameSample]) -> [EdgeMove] {
        zip(samples.dropFirst(), samples).compactMap { sample, previous in
            sample.contentHeight == previous.contentHeight
                ? nil : EdgeMove(time: sample.time, change: sample.contentHeight - previous.contentHeight)
        }
    }

    /// The moves in a run's edge shifts, one per frame that differs from the frame before.
    static func moves(_ shifts: [Double], samples: [FrameSample]) -> [EdgeMove] {
        zip(shifts.indices.dropFirst(), zip(shifts.dropFirst(), shifts)).compactMap { (index: Int, pair: (Double, Double)) -> EdgeMove? in
            pair.0 == pair.1 ? nil : EdgeMove(time: samples[index].time, change: pair.1 - pair.0)
        }
    }
}
