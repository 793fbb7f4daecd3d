/// `flingKilled`: a refresh begins or ends (`refreshStart`, `refreshEnd`, `beginRefreshing`,
/// `endRefreshing`) on a frame whose predecessor shows a fling (finger up, decelerating or bouncing,
/// |v| > `flingMovingSpeed`), and the event's frame shows |v| < `flingStoppedSpeed` or a
/// `contentOffsetSet`. One finding per frame.
public struct FlingKilledDetector: GlitchDetector {
    public let glitch = GlitchClass.flingKilled

    static let refreshEdges: Set<String> = ["refreshStart", "refreshEnd", "beginRefreshing", "endRefreshing"]

    public init() {}

    public func findings(in timeline: Timeline, thresholds: GlitchThresholds) -> [Finding] {
        let offsetWriteFrames = Set(timeline.events(named: "contentOffsetSet").map(\.frame))
        var reportedFrames: Set<Int> = []
        var result: [Finding] = []
        for event in timeline.events where Self.refreshEdges.contains(event.name) {
            guard !reportedFrames.contains(event.frame),
                  let before = timeline.sample(atFrame: event.frame - 1),
                  let after = timeline.sample(atFrame: event.frame),
                  !before.fingerDown, !after.fingerDown,
                  before.phase == .decelerate || before.phase == .bounce,
                  abs(before.velocity) > thresholds.flingMovingSpeed else { continue }
            let written = offsetWriteFrames.contains(event.frame)
            guard written || abs(after.velocity) < thresholds.flingStoppedSpeed else { continue }
            reportedFrames.insert(event.frame)
            let how = written ? "an offset write" : "\(FindingText.speed(abs(after.velocity))) on the next frame"
            result.append(finding(at: event,
                "\(event.name) at \(FindingText.seconds(event.time)) stopped a \(FindingText.speed(abs(before.velocity))) "
                + "fling (\(how))"))
        }
        return result
    }
}
