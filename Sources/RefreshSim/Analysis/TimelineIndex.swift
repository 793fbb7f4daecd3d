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
    var flags: [FrameFlags] = [] {
        didSet { flagsOfAnyFrame = flags.reduce(FrameFlags()) { $0.union($1) } }
    }
    /// Every flag some frame has: a search for frames that need a flag no frame has is over before
    /// it starts. Most of an episode's searches are (no web load, no drift, nothing hidden): the
    /// searches were 15 instructions a frame of `Benchmarks/run-600s.json` (callgrind).
    private var flagsOfAnyFrame = FrameFlags()
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

    /// Maximal runs of frames whose flags hold all of `all`, one of `any` (when it is not empty)
    /// and none of `none`, as sample index ranges. Masks, not a predicate: each detector that
    /// looks for spans passes over every frame's flags, and a closure called a frame cost two to
    /// three times the test.
    func runs(allOf all: FrameFlags, anyOf any: FrameFlags = [], noneOf none: FrameFlags = []) -> [Range<Int>] {
        runs(where: FrameCondition(allOf: all, anyOf: any, noneOf: none))
    }

    func runs(where condition: FrameCondition) -> [Range<Int>] {
        guard condition.mayHold(amongFramesWith: flagsOfAnyFrame) else { return [] }
        return flags.withUnsafeBufferPointer { flags in
            // Spans are few: most of the pass is the search for the next frame that holds.
            var result: [Range<Int>] = []
            var position = 0
            while true {
                position = condition.firstHolding(in: flags, from: position)
                guard position < flags.count else { return result }
                let start = position
                while position < flags.count, condition.holds(flags[position]) { position += 1 }
                result.append(start..<position)
            }
        }
    }

    private mutating func indexEvents(_ timeline: Timeline) {
        fingerDown.reserveCapacity(timeline.events.count)
        var down = false
        // Events are read in place: a copy of each (its kind's payload) and its release were half
        // of this pass.
        timeline.events.withUnsafeBufferPointer { events in
            // Room for every touch at once: growing the four touch tables from empty, a few times
            // an episode, was about 6 instructions a frame of run-600s (callgrind).
            var downs = 0
            for position in events.indices {
                if case .touchDown = events[position].kind { downs += 1 }
            }
            touches.reserveCapacity(downs)
            touchDownFrames.reserveCapacity(downs)
            touchUpFrames.reserveCapacity(downs)
            liftFingerY.reserveCapacity(downs)
            for position in events.indices {
                let frame = events[position].frame
                // What this pass reads of the event, taken before the tables change: switching on
                // the event itself, the compiler copied it (its kind's payloads) around each change.
                switch IndexedEvent(events[position].kind) {
                case .touchDown:
                    down = true
                    touches.append(Touch(down: Touch.Moment(time: events[position].time, frame: frame), downIndex: position))
                    touchDownFrames.insert(frame)
                case let .touchUp(fingerY, offset):
                    down = false
                    if let last = touches.indices.last, touches[last].up == nil {
                        touches[last].up = Touch.Lift(time: events[position].time, frame: frame, offset: offset)
                        touches[last].upIndex = position
                    }
                    touchUpFrames.insert(frame)
                    liftFingerY.insert(fingerY, at: frame)
                case .loadStart: loadStarts.append(position)
                case .loadEnd: loadEnds.append(position)
                case .refreshStart: refreshStarts.append(position)
                case .contentOffsetSet: offsetWriteFrames.insert(frame)
                case .other: break
                }
                fingerDown.append(down)
            }
        }
    }

    private mutating func indexSamples(_ timeline: Timeline, _ thresholds: GlitchThresholds) {
        let footer = timeline.indicator == .footer
        let baseTop = timeline.baseInsetTop
        let drift = thresholds.insetDriftPoints
        let step = thresholds.offsetJumpPoints
        var deepest = 0.0
        // Each frame's flags are written into room left uninitialised: zeroed first, the room was
        // a `memset` of every frame's (2 instructions a frame of run-600s, callgrind).
        flags = timeline.samples.withUnsafeBufferPointer { samples in
            [FrameFlags](unsafeUninitializedCapacity: samples.count) { flags, written in
                var previousOffset = samples.first?.offset ?? 0
                for position in samples.indices {
                    let sample = samples[position]
                    // The phases' flags come from tables (`FrameFlags.of`), the others without branches
                    // where the compiler can: this pass reads every sample of the run.
                    var frame = FrameFlags.of(sample.headerPhase, sample.footerPhase)
                    frame.formUnion(FrameFlags.of(sample.loaderPhase).union(FrameFlags.of(sample.phase)))
                    if sample.fingerDown {
                        frame.insert(.fingerDown)
                        let pull =
                            footer
                            ? timeline.pullDistance(offset: sample.offset, contentHeight: sample.contentHeight)
                            : -(sample.offset + baseTop)
                        if pull > deepest { deepest = pull }
                    }
                    // Each only in the frames a detector reads it in (`FrameFlags.indicatorRead`, …).
                    if FrameFlags.indicatorRead.holds(frame) {
                        if sample.isIndicatorHidden { frame.insert(.indicatorHidden) }
                        if timeline.isIndicatorEdgeInView(sample) { frame.insert(.edgeInView) }
                    }
                    if FrameFlags.driftingRead.holds(frame), InsetDriftDetector.drifts(sample, timeline, tolerance: drift) {
                        frame.insert(.drifting)
                    }
                    if position > 0, FrameFlags.bigStepRead.holds(frame), abs(sample.offset - previousOffset) > step {
                        frame.insert(.bigStep)
                    }
                    previousOffset = sample.offset
                    flags.initializeElement(at: position, to: frame)
                }
                written = samples.count
            }
        }
        maxPull = deepest
        refreshingRuns = runs(allOf: .refreshing)
    }
}

/// The events `TimelineIndex.indexEvents` tables, with the payload it reads.
private enum IndexedEvent {
    case touchDown
    case touchUp(fingerY: Double, offset: Double)
    case loadStart, loadEnd, refreshStart, contentOffsetSet, other

    init(_ kind: EventKind) {
        switch kind {
        case .touchDown: self = .touchDown
        case let .touchUp(fingerY, offset): self = .touchUp(fingerY: fingerY, offset: offset)
        case .loadStart: self = .loadStart
        case .loadEnd: self = .loadEnd
        case .refreshStart: self = .refreshStart
        case .contentOffsetSet: self = .contentOffsetSet
        default: self = .other
        }
    }
}
