/// The samples of a judged trace, one per display frame (see `TraceJudge`).
struct TimelineBuilder {
    let trace: Trace
    let rate: Double
    /// The first frame's timestamp: display frame 0.
    let start: Double
    var samples: [FrameSample] = []
    var pacing = FramePacing()
    /// The trace frame behind each sample (a held sample repeats the one it shows).
    var sources: [TraceFrame] = []
    let baseInset: EdgeInsets
    private let animatedScrolls: [Range<Int>]

    init(trace: Trace) {
        self.trace = trace
        rate = trace.recordedOn.maximumFramesPerSecond
        start = trace.frames.first?.time ?? 0
        let resting = trace.components.reduce(EdgeInsets.zero) { $0 + $1.restingInset }
        baseInset = (trace.baseInset ?? trace.frames.first?.adjustedContentInset ?? .zero) + resting
        animatedScrolls = Self.animatedScrolls(trace.events)
    }

    /// The display frame a trace frame's timestamp names.
    func displayFrame(_ frame: TraceFrame) -> Int {
        Int(((frame.time - start) * rate).rounded())
    }

    /// The time of display frame `index`, as the simulator computes a frame's time.
    func time(ofFrame index: Int) -> Double { start + Double(index) / rate }

    mutating func build() {
        var lastCommitted = -1
        var touchDownY: Double?
        for frame in trace.frames {
            let index = displayFrame(frame)
            guard index > lastCommitted else { continue }
            if let shown = samples.last, index > lastCommitted + 1 {
                for held in (lastCommitted + 1)..<index {
                    samples.append(shown.held(frame: held, time: time(ofFrame: held), offset: shown.offset))
                    sources.append(sources[sources.count - 1])
                    pacing.held.append(true)
                    pacing.lateMs.append(0)
                }
            }
            let late = lastCommitted >= 0 && index > lastCommitted + 1 ? Double(index - (lastCommitted + 1)) * (1 / rate) * 1000 : 0
            if frame.isTracking {
                if touchDownY == nil { touchDownY = frame.touchY }
            } else {
                touchDownY = nil
            }
            samples.append(sample(frame, index: index, touchDownY: touchDownY))
            sources.append(frame)
            pacing.held.append(false)
            pacing.lateMs.append(late)
            lastCommitted = index
        }
    }

    private func sample(_ frame: TraceFrame, index: Int, touchDownY: Double?) -> FrameSample {
        let inset = frame.adjustedContentInset
        let minimum = -inset.top + 0
        let maximum = max(minimum, frame.contentHeight + inset.bottom - frame.boundsHeight)
        let offset = frame.shownOffset
        let velocity: Double
        let phase: ScrollPhase
        if frame.isTracking {
            velocity = -(frame.panVelocity ?? 0)
            phase = .drag
        } else {
            velocity = samples.last.map { (offset - $0.offset) * rate } ?? 0
            if frame.isDecelerating {
                let slack = Tolerance.uiScrollView.distance
                phase = frame.offset < minimum - slack || frame.offset > maximum + slack ? .bounce : .decelerate
            } else {
                phase = frame.animating || animatedScrolls.contains { $0.contains(index) } ? .animation : .rest
            }
        }
        let app = frame.app
        let header = app?.header ?? (hasHeader ? frame.isRefreshing.map { $0 ? .refreshing : .idle } : nil)
        return FrameSample(
            frame: index, time: frame.time, offset: offset, velocity: velocity, insetTop: inset.top, insetBottom: inset.bottom,
            minOffset: minimum, maxOffset: maximum, contentHeight: frame.contentHeight, fingerDown: frame.isTracking,
            fingerY: frame.isTracking ? (frame.touchY ?? 0) - (touchDownY ?? frame.touchY ?? 0) : 0,
            tracking: frame.isTracking, dragging: frame.isDragging, decelerating: frame.isDecelerating, phase: phase,
            state: StateName(app?.state ?? header?.rawValue ?? "idle"), headerPhase: header, footerPhase: app?.footer,
            indicatorVisibleHeight: app?.indicatorVisibleHeight ?? refreshControlVisibleHeight(frame),
            footerTop: app?.footerTop, loaderPhase: app?.loader ?? .idle)
    }

    private var hasHeader: Bool { trace.components.contains { $0.role == .header } }

    /// UIRefreshControl's visible height (reference: "UIRefreshControl"), capped at its height,
    /// for a trace whose app reports no indicator but whose scroll view has a refresh control.
    private func refreshControlVisibleHeight(_ frame: TraceFrame) -> Double {
        guard let refreshing = frame.isRefreshing else { return 0 }
        let insetWithoutControl = frame.adjustedContentInset.top - (refreshing ? RefreshControl.height : 0)
        return min(max(-frame.shownOffset - insetWithoutControl, 0), RefreshControl.height)
    }

    /// Display frames in which a `setContentOffset(_:animated: true)` moves the content: from its
    /// frame to the frame that ends it (`didEndScrollingAnimation`, or a touch, which stops it).
    static func animatedScrolls(_ events: [TimelineEvent]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var started: Int?
        for event in events {
            switch event.kind {
            case let .contentOffsetSet(from, to, animated: true):
                if let begun = started { ranges.append(begun..<max(begun, event.frame)) }
                started = from != to ? event.frame : nil
            case .didEndScrollingAnimation, .touchDown, .decelerationStopped:
                if let begun = started { ranges.append(begun..<max(begun, event.frame)) }
                started = nil
            default: break
            }
        }
        if let begun = started { ranges.append(begun..<Int.max) }
        return ranges
    }

    /// `events` with a `touchDown` and `touchUp` wherever `isTracking` turned on and off (a
    /// recording that holds no finger events): at the first and last frame of each touch.
    func eventsWithDerivedTouches(_ events: [TimelineEvent]) -> [TimelineEvent] {
        var derived: [TimelineEvent] = []
        var down: (index: Int, y: Double?)?
        for (index, sample) in samples.enumerated() where !(pacing.held.indices.contains(index) && pacing.held[index]) {
            let source = sources[index]
            if sample.tracking, down == nil {
                down = (index, source.touchY)
                derived.append(TimelineEvent(time: sample.time, frame: sample.frame, kind: .touchDown))
            } else if !sample.tracking, let began = down {
                let last = sources[index - 1]
                let travel = (last.touchY ?? 0) - (began.y ?? last.touchY ?? 0)
                derived.append(
                    TimelineEvent(time: sample.time, frame: sample.frame, kind: .touchUp(fingerY: travel, offset: source.offset)))
                down = nil
            }
        }
        // Each derived touch goes before the recorded events of its frame: touches are the first
        // thing a frame handles after the main queue.
        var merged: [TimelineEvent] = []
        var pending = derived[...]
        for event in events {
            while let next = pending.first, next.frame <= event.frame, next.time <= event.time {
                merged.append(next)
                pending = pending.dropFirst()
            }
            merged.append(event)
        }
        return merged + pending
    }

    /// Per component of a composed recording, its reports frame by frame.
    func tracks(identity: RunIdentity) -> [ComponentTrack] {
        guard trace.components.count > 1 else { return [] }
        return trace.components.enumerated().map { position, component in
            var track = ComponentTrack(
                role: component.role, strategy: identity.strategies[position], loader: identity.loaders[position],
                indicator: component.indicator, triggerDistance: component.triggerDistance)
            for source in sources {
                let report = source.app?.components[component.role]
                track.states.append(StateName(report?.state ?? "idle"))
                track.indicatorVisibleHeights.append(report?.indicatorVisibleHeight ?? 0)
                track.footerTops.append(report?.footerTop)
                track.loaderPhases.append(report?.loader ?? .idle)
            }
            return track
        }
    }
}
