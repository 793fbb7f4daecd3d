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
            return finding(at: response,
                "the first response (\(response.name)) came \(FindingText.seconds(lag)) after the finger lifted at "
                + "\(FindingText.seconds(release.touchUp.time)) past the trigger "
                + "(pull \(FindingText.points(release.pull)), trigger \(FindingText.points(release.trigger)))")
        }
    }
}
