/// `flingKilled`: a refresh begins or ends (`refreshStart`, `refreshEnd`, `beginRefreshing`,
/// `endRefreshing`) on a frame whose predecessor shows a fling (finger up, decelerating or bouncing,
/// |v| > `flingMovingSpeed`), and the event's frame shows |v| < `flingStoppedSpeed` or a
/// `contentOffsetSet`. One finding per frame.
public struct FlingKilledDetector: GlitchDetector {
    public let glitch = GlitchClass.flingKilled

    static func isRefreshEdge(_ kind: EventKind) -> Bool {
        switch kind {
        case .refreshStart, .refreshEnd, .beginRefreshing, .endRefreshing: true
        default: false
        }
    }

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let offsetWriteFrames = index.offsetWriteFrames
        var reportedFrames: Set<Int> = []
        var result: [Finding] = []
        for event in timeline.events where Self.isRefreshEdge(event.kind) {
            guard !reportedFrames.contains(event.frame),
                let before = timeline.sample(atFrame: event.frame - 1),
                let after = timeline.sample(atFrame: event.frame),
                !before.fingerDown, !after.fingerDown,
                before.phase == .decelerate || before.phase == .bounce,
                abs(before.velocity) > thresholds.flingMovingSpeed
            else { continue }
            let written = offsetWriteFrames.contains(event.frame)
            guard written || abs(after.velocity) < thresholds.flingStoppedSpeed else { continue }
            reportedFrames.insert(event.frame)
            result.append(
                finding(
                    at: event,
                    .flingStopped(
                        edge: event.kind, time: event.time, speed: abs(before.velocity),
                        after: written ? nil : abs(after.velocity))))
        }
        return result
    }
}
