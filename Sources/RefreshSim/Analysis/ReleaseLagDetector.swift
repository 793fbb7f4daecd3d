/// `releaseLag`: after a release past the trigger, the first visible response (state turns
/// refreshing/loading, the control fires, the action starts, an inset or offset is written) comes
/// more than `releaseLagSeconds` after touch-up. A response during the drag counts as no lag; no
/// response at all is `deadPull`.
public struct ReleaseLagDetector: GlitchDetector {
    public let glitch = GlitchClass.releaseLag

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        index.pullReleases.compactMap { release in
            guard let response = release.response else { return nil }
            let lag = response.time - release.touchUp.time
            guard lag > thresholds.releaseLagSeconds else { return nil }
            return finding(
                at: response,
                .lateResponse(
                    response: response.kind, time: response.time,
                    liftTime: release.touchUp.time, pull: release.pull,
                    trigger: release.trigger))
        }
    }
}
