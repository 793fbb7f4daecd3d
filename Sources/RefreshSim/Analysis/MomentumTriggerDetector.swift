/// `momentumTrigger`: a pull-to-refresh action starts with the finger up, during momentum
/// (the frame before shows deceleration or a bounce), after a touch whose pull never reached the
/// trigger. Header strategies with a trigger only: a load-more footer that fires on a fling is
/// ordinary infinite scrolling, and a footer load with no touch is `footerMisplaced`.
public struct MomentumTriggerDetector: GlitchDetector {
    public let glitch = GlitchClass.momentumTrigger

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        guard timeline.indicator == .header, let trigger = timeline.triggerDistance else { return [] }
        let touches = index.touches
        var result: [Finding] = []
        for position in index.refreshStarts where !index.fingerDown[position] {
            let event = timeline.events[position]
            guard let touch = touches.last(where: { $0.downIndex < position }),
                let before = timeline.sample(atFrame: event.frame - 1),
                before.phase == .decelerate || before.phase == .bounce
            else { continue }
            let deepest = max(
                timeline.fingerSamples(of: touch).reduce(0) { max($0, timeline.pullDistance($1)) },
                timeline.releasePull(of: touch) ?? 0)
            guard deepest < trigger else { continue }
            result.append(finding(at: event, .momentumRefresh(time: event.time, pull: deepest, trigger: trigger)))
        }
        return result
    }
}
