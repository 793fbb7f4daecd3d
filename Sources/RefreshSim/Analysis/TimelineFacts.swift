/// Facts several detectors read off a timeline, each defined once here.

/// Below this visible height (pt) an indicator counts as hidden: less than one point is not
/// something a user reads as a spinner.
let hiddenIndicatorHeight = 0.5

extension FrameSample {
    /// The header or the footer is in its `refreshing` phase, whatever the seed calls it.
    var isRefreshing: Bool { headerPhase == .refreshing || footerPhase == .refreshing }

    /// No component is pulled, armed, refreshing or ending.
    var isResting: Bool { StrategyState(name: "", header: headerPhase, footer: footerPhase).isResting }

    /// A delay or append load is running (loader phase `loading`).
    var isLoaderLoading: Bool { loaderPhase.isTimedLoad }

    /// A web load was requested and nothing has been committed yet (phases `request`, `redirect`,
    /// `response`: the response is in, the document not yet replaced).
    var isAwaitingCommit: Bool { loaderPhase.isAwaitingCommit }

    var isIndicatorHidden: Bool { indicatorVisibleHeight < hiddenIndicatorHeight }

    /// How far the offset lies outside the legal range (0 inside it).
    var overshoot: Double { max(minOffset - offset, offset - maxOffset, 0) }
}

/// One finger on the screen: its touchDown and, unless the timeline ends first, its touchUp.
struct Touch {
    var down: Moment
    /// Position of the touchDown in `Timeline.events`.
    var downIndex: Int
    var up: Lift?
    var upIndex: Int?

    /// When an event of the touch was recorded. Its times, not its events: a copy of an event
    /// goes through its kind's payloads, and the index copied two for each touch (about 5
    /// instructions a frame of run-600s with the touches' own copies, callgrind).
    struct Moment {
        var time: Double
        var frame: Int
    }

    /// The touchUp: when, and the content offset it recorded.
    struct Lift {
        var time: Double
        var frame: Int
        var offset: Double
    }
}

extension Timeline {
    /// Seconds per frame (0 for a nonsensical frame rate, so callers never divide by it).
    var frameInterval: Double { frameRate > 0 && frameRate.isFinite ? 1 / frameRate : 0 }

    /// The sample of frame `frame`, if the timeline has one.
    func sample(atFrame frame: Int) -> FrameSample? {
        let guess = frame - (samples.first?.frame ?? 0)
        if samples.indices.contains(guess), samples[guess].frame == frame { return samples[guess] }
        let index = firstSampleIndex(atOrAfterFrame: frame)
        guard samples.indices.contains(index), samples[index].frame == frame else { return nil }
        return samples[index]
    }

    /// Index of the first sample whose frame is ≥ `frame` (`samples.count` if none).
    func firstSampleIndex(atOrAfterFrame frame: Int) -> Int {
        // A simulated timeline has one sample a frame, at its own index counted from its first
        // (frame 0, or a streamed episode's first): look there before searching, since a search's
        // reads land all over 8 MB of samples.
        let guess = frame - (samples.first?.frame ?? 0)
        if samples.indices.contains(guess), samples[guess].frame == frame, guess == 0 || samples[guess - 1].frame < frame {
            return guess
        }
        return firstSampleIndex { $0.frame < frame }
    }

    /// Index of the first sample at or after `time` (`samples.count` if none).
    func firstSampleIndex(atOrAfter time: Double) -> Int {
        firstSampleIndex { $0.time < time }
    }

    /// Samples are in frame (and so time) order.
    private func firstSampleIndex(where before: (FrameSample) -> Bool) -> Int {
        samples.firstIndex(notBefore: before)
    }

    /// The legal range's lower edge with no refresh inset: where the view rests at the bottom.
    func baseMaxOffset(contentHeight: Double) -> Double {
        restingBottomOffset(contentHeight: contentHeight)
    }

    /// How far the user has pulled the indicator into view: `pull`, never below 0.
    func pullDistance(_ sample: FrameSample) -> Double {
        max(0, pull(sample))
    }

    func pullDistance(offset: Double, contentHeight: Double) -> Double {
        max(0, pull(offset: offset, contentHeight: contentHeight))
    }

    /// Whether the edge the indicator belongs to is on screen, or within `indicatorReach` of it:
    /// the first row's top under the top bars for a header, the last row's bottom above the
    /// screen's bottom for a footer. An indicator the user has scrolled away from is hidden by
    /// choice, not by the strategy; one a tug's momentum carried a few points past its edge
    /// (SVPullToRefresh under a navigation bar), or rows the app added pushed off screen, is not.
    func isIndicatorEdgeInView(_ sample: FrameSample) -> Bool {
        switch indicator {
        case .header: sample.offset <= -baseInsetTop + indicatorReach
        case .footer: sample.offset + viewportHeight >= sample.contentHeight - indicatorReach
        case .none: true
        }
    }

    /// How far from its edge the content may rest with the indicator still the strategy's to show:
    /// its trigger distance (about its height), else a table row (44 pt). Farther, the user
    /// scrolled away.
    var indicatorReach: Double {
        max(triggerDistance ?? Self.defaultIndicatorReach, hiddenIndicatorHeight)
    }

    static let defaultIndicatorReach = 44.0

    /// The pull at the moment the finger lifted: the touchUp event's `offset` (which includes a
    /// last move delivered in the lift's frame), else the last frame the finger was down.
    func releasePull(of touch: Touch) -> Double? {
        // The lift is read in place: a copy of it copies its payload.
        guard let up = touch.up else { return fingerSamples(of: touch).last.map(pullDistance) }
        let contentHeight = sample(atFrame: up.frame)?.contentHeight ?? fingerSamples(of: touch).last?.contentHeight ?? 0
        return pullDistance(offset: up.offset, contentHeight: contentHeight)
    }

    /// The samples of a touch in which the finger is down.
    func fingerSamples(of touch: Touch) -> ArraySlice<FrameSample> {
        let start = firstSampleIndex(atOrAfterFrame: touch.down.frame)
        let end = touch.up.map { firstSampleIndex(atOrAfterFrame: $0.frame) } ?? samples.count
        guard start < end else { return [] }
        return samples[start..<end]
    }
}
