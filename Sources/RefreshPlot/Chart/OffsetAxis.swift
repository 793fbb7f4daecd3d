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
    /// contentOffset.y at rest: −top inset for a header; the bottom edge at the start for a footer.
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
            rest = Self.bottomRest(first, timeline: timeline)
            direction = 1
            edge = .bottom
        } else {
            rest = -timeline.baseInsetTop
            direction = -1
            edge = .top
        }
    }

    /// Where a sample's content would rest at the bottom with no refresh inset.
    static func bottomRest(_ sample: FrameSample, timeline: Timeline) -> Double {
        max(-timeline.baseInsetTop, sample.contentHeight + timeline.baseInsetBottom - timeline.viewportHeight)
    }

    func pull(_ offset: Double) -> Double { (offset - rest) * direction }

    /// The offset domain seen as pull distances, for a scale over the same pixels.
    func pullDomain(_ offsets: ClosedRange<Double>) -> ClosedRange<Double> {
        let a = pull(offsets.lowerBound)
        let b = pull(offsets.upperBound)
        return min(a, b)...max(a, b)
    }
}
