/// `momentumTrigger`: a pull-to-refresh action starts with the finger up, during momentum
/// (the frame before shows deceleration or a bounce), after a touch whose pull never reached the
/// trigger. Header strategies with a trigger only: a load-more footer that fires on a fling is
/// ordinary infinite scrolling, and a footer load with no touch is `footerMisplaced`.
public struct MomentumTriggerDetector: GlitchDetector {
    public let glitch = GlitchClass.momentumTrigger

    public init() {}

    public func findings(in timeline: Timeline, thresholds: GlitchThresholds) -> [Finding] {
        guard timeline.indicator == .header, let trigger = timeline.triggerDistance else { return [] }
        let fingerDown = timeline.fingerDownStates()
        let touches = timeline.touches
        var result: [Finding] = []
        for (index, event) in timeline.events.enumerated() where event.name == "refreshStart" && !fingerDown[index] {
            guard let touch = touches.last(where: { $0.downIndex < index }),
                  let before = timeline.sample(atFrame: event.frame - 1),
                  before.phase == .decelerate || before.phase == .bounce else { continue }
            let deepest = max(timeline.fingerSamples(of: touch).map(timeline.pullDistance).max() ?? 0,
                              timeline.releasePull(of: touch) ?? 0)
            guard deepest < trigger else { continue }
            result.append(finding(at: event,
                "a refresh started at \(FindingText.seconds(event.time)) during momentum after a gesture that pulled "
                + "only \(FindingText.points(deepest)) (trigger \(FindingText.points(trigger)))"))
        }
        return result
    }
}
