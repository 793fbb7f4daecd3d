/// `hiddenWhileLoading`: the strategy is refreshing/loading, or a delay/append load is running
/// (loader phase `loading`, which catches code that loads in its idle state), while the indicator's
/// visible height is 0 (< 0.5 pt) for more than `hiddenWhileLoadingSeconds` while its edge of the
/// content is in view (a user who scrolled away from the header hid it themselves). One finding per
/// such stretch, at its first frame.
///
/// A web load before its commit is left to `blankContent`.
public struct HiddenWhileLoadingDetector: GlitchDetector {
    public let glitch = GlitchClass.hiddenWhileLoading
    /// The frames it looks for: refreshing or loading, the indicator hidden, its edge in view.
    static let frames = FrameCondition(allOf: [.indicatorHidden, .edgeInView], anyOf: [.refreshing, .loaderLoading])

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let runs = index.runs(where: Self.frames)
        return runs.compactMap { run in
            let hidden = timeline.duration(of: run)
            guard hidden > thresholds.hiddenWhileLoadingSeconds, let first = run.first else { return nil }
            let sample = timeline.samples[first]
            return finding(
                at: sample,
                .loadWithoutIndicator(
                    since: sample.time, duration: hidden, state: sample.state,
                    loader: sample.loaderPhase))
        }
    }
}
