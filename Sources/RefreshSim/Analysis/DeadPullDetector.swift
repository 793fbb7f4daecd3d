/// `deadPull` (not in the reference table): the finger lifts with the pull past the strategy's
/// trigger (by at least 1 pt), no refresh was running at touch-down, and no response follows
/// (no state change to refreshing/loading, no valueChanged/beginRefreshing, no refreshStart, no
/// inset or offset write) before the next touch or the end of the timeline. Typical cause: a header
/// that is never told about the scroll (EGO without delegate forwarding).
///
/// Releases within `releaseLagSeconds` of the timeline's end are not judged: too early to tell.
public struct DeadPullDetector: GlitchDetector {
    public let glitch = GlitchClass.deadPull

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        index.pullReleases.compactMap { release in
            guard release.response == nil,
                release.windowEnd - release.touchUp.time > thresholds.releaseLagSeconds
            else { return nil }
            return finding(
                at: release.touchUp,
                .ignoredPull(time: release.touchUp.time, pull: release.pull, trigger: release.trigger))
        }
    }
}
