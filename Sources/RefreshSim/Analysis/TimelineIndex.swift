/// What the detectors look up in a timeline, found in one pass over its samples and one over its
/// events before any detector runs: touches, loads, refresh runs, the frames of notable events,
/// and per frame a few flags. Detectors then read these instead of searching the timeline again;
/// the flags (2 bytes a frame) stay in cache where the samples (about 120 bytes a frame) would
/// not, so a detector's pass over them is cheap.
public struct TimelineIndex: Sendable {
    /// Every touch, in order. A touchDown while a finger is already down starts a new touch.
    var touches: [Touch] = []
    /// Per event: whether a finger is down at it, by the finger events before it in the stream
    /// (which is in causal order, so a reload in didEndDragging comes after touchUp).
    var fingerDown: [Bool] = []
    /// Positions in `events` of loads starting and ending, and of the strategy's refresh actions.
    var loadStarts: [Int] = []
    var loadEnds: [Int] = []
    var refreshStarts: [Int] = []
    /// Frames with a touch-down, a lift, or a content offset write.
    var touchDownFrames = FrameMap<Void>()
    var touchUpFrames = FrameMap<Void>()
    var offsetWriteFrames = FrameMap<Void>()
    /// The finger's travel at each lift, by frame.
    var liftFingerY = FrameMap<Double>()
    /// Maximal runs of samples in which a header or footer is refreshing.
    var refreshingRuns: [Range<Int>] = []
    /// The deepest pull of the indicator's edge by the finger (pt); momentum does not count.
    var maxPull = 0.0
    /// Releases past the trigger and the strategy's response (releaseLag and deadPull).
    var pullReleases: [PullRelease] = []
    /// Per sample.
    var flags: [FrameFlags] = []
    /// Set for an episode of a streamed run (`EpisodeStream`) when a refresh action, or a load,
    /// came in an earlier episode: what follows the run's first one is judged from the episode's
    /// start.
    var refreshedEarlier = false
    var loadStartedEarlier = false

    public init(_ timeline: Timeline, thresholds: GlitchThresholds = GlitchThresholds()) {
        indexEvents(timeline)
        indexSamples(timeline, thresholds)
        pullReleases = timeline.pullReleases(touches: touches)
    }

    /// Maximal runs of frames whose flags satisfy `condition`, as sample index ranges.
    func runs(where condition: (FrameFlags) -> Bool) -> [Range<Int>] {
        flags.withUnsafeBufferPointer { $0.runs(where: { condition($0) }) }
    }

    private mutating func indexEvents(_ timeline: Timeline) {
        fingerDown.reserveCapacity(timeline.events.count)
        var down = false
        for (position, event) in timeline.events.enumerated() {
            switch event.kind {
            case .touchDown:
                down = true
                touches.append(Touch(down: event, downIndex: position))
                touchDownFrames.insert(event.frame)
            case let .touchUp(fingerY, _):
                down = false
                if let last = touches.indices.last, touches[last].up == nil {
                    touches[last].up = event
                    touches[last].upIndex = position
                }
                touchUpFrames.insert(event.frame)
                liftFingerY.insert(fingerY, at: event.frame)
            case .loadStart: loadStarts.append(position)
            case .loadEnd: loadEnds.append(position)
            case .refreshStart: refreshStarts.append(position)
            case .contentOffsetSet: offsetWriteFrames.insert(event.frame)
            default: break
            }
            fingerDown.append(down)
        }
    }

    private mutating func indexSamples(_ timeline: Timeline, _ thresholds: GlitchThresholds) {
        let footer = timeline.indicator == .footer
        let baseTop = timeline.baseInsetTop
        let drift = thresholds.insetDriftPoints
        let step = thresholds.offsetJumpPoints
        var deepest = 0.0
        flags = timeline.samples.withUnsafeBufferPointer { samples in
            var flags = [FrameFlags](repeating: [], count: samples.count)
            var previousOffset = samples.first?.offset ?? 0
            for position in samples.indices {
                let sample = samples[position]
                var frame: FrameFlags = []
                if sample.fingerDown {
                    frame.insert(.fingerDown)
                    let pull =
                        footer
                        ? timeline.pullDistance(offset: sample.offset, contentHeight: sample.contentHeight)
                        : -(sample.offset + baseTop)
                    if pull > deepest { deepest = pull }
                }
                if sample.isRefreshing { frame.insert(.refreshing) }
                if sample.isResting { frame.insert(.resting) }
                if sample.isLoaderLoading { frame.insert(.loaderLoading) }
                if sample.isAwaitingCommit { frame.insert(.awaitingCommit) }
                if sample.isIndicatorHidden { frame.insert(.indicatorHidden) }
                if timeline.isIndicatorEdgeInView(sample) { frame.insert(.edgeInView) }
                if sample.phase == .rest { frame.insert(.atRest) }
                if sample.phase == .animation { frame.insert(.animating) }
                if InsetDriftDetector.drifts(sample, timeline, tolerance: drift) { frame.insert(.drifting) }
                if position > 0, abs(sample.offset - previousOffset) > step { frame.insert(.bigStep) }
                previousOffset = sample.offset
                flags[position] = frame
            }
            return flags
        }
        maxPull = deepest
        refreshingRuns = runs { $0.contains(.refreshing) }
    }
}

/// Facts about one frame that several detectors test, computed once.
struct FrameFlags: OptionSet, Sendable {
    let rawValue: UInt16

    static let fingerDown = FrameFlags(rawValue: 1 << 0)
    /// A header or footer phase is `refreshing`.
    static let refreshing = FrameFlags(rawValue: 1 << 1)
    /// Every phase at rest (`idle` or `noMoreData`).
    static let resting = FrameFlags(rawValue: 1 << 2)
    static let loaderLoading = FrameFlags(rawValue: 1 << 3)
    static let awaitingCommit = FrameFlags(rawValue: 1 << 4)
    static let indicatorHidden = FrameFlags(rawValue: 1 << 5)
    /// The indicator's edge of the content is on screen.
    static let edgeInView = FrameFlags(rawValue: 1 << 6)
    /// Scroll phase `rest`.
    static let atRest = FrameFlags(rawValue: 1 << 7)
    /// Scroll phase `animation`.
    static let animating = FrameFlags(rawValue: 1 << 8)
    /// An inset or the offset is off its baseline by more than `insetDriftPoints`.
    static let drifting = FrameFlags(rawValue: 1 << 9)
    /// |Δy| from the previous frame is more than `offsetJumpPoints`.
    static let bigStep = FrameFlags(rawValue: 1 << 10)
}
