@testable import RefreshSim
@testable import RefreshSimStrategies

/// Builds timelines frame by frame for analysis tests.
///
/// `next` is the template of the next frame: change it, then append frames. Events are stamped with
/// the next frame's number and time (the first frame that shows their effect). The legal range's
/// edges follow from the template's insets and content height on every frame.
///
///     var b = TimelineBuilder(insetTop: 64)
///     b.frames(10)                                   // 10 frames at rest
///     b.touchDown()
///     b.frames(5) { $0.fingerY += 10; $0.offset -= 10 }
///     let timeline = b.timeline
struct TimelineBuilder {
    private(set) var timeline: Timeline
    private let indicatorPlacement: IndicatorPlacement
    var next: FrameSample

    init(
        viewport: Double = 568, insetTop: Double = 0, insetBottom: Double = 0, contentHeight: Double = 2000,
        trigger: Double? = nil, indicator: IndicatorPlacement = .header, frameRate: Double = 60,
        state: String = "idle"
    ) {
        timeline = Timeline(
            scenarioName: "test", identity: RunIdentity(strategy: StrategyKind.named("none")!, loader: .delay), frameRate: frameRate,
            viewportHeight: viewport, baseInsetTop: insetTop, baseInsetBottom: insetBottom,
            triggerDistance: trigger, indicator: indicator)
        next = FrameSample(
            frame: 0, time: 0, offset: -insetTop, velocity: 0, insetTop: insetTop,
            insetBottom: insetBottom, minOffset: 0, maxOffset: 0, contentHeight: contentHeight,
            fingerDown: false, fingerY: 0, tracking: false, dragging: false, decelerating: false,
            phase: .rest, state: StateName(state), indicatorVisibleHeight: 0,
            footerTop: indicator == .footer ? max(contentHeight, viewport - insetTop - insetBottom) : nil,
            loaderPhase: .idle)
        indicatorPlacement = indicator
    }

    var nextFrame: Int { timeline.samples.count }
    var nextTime: Double { Double(nextFrame) / timeline.frameRate }

    /// Appends `count` frames, applying `change` to the template before each one.
    mutating func frames(_ count: Int = 1, _ change: (inout FrameSample) -> Void = { _ in }) {
        for _ in 0..<count {
            change(&next)
            next.frame = nextFrame
            next.time = nextTime
            next.minOffset = -next.insetTop
            next.maxOffset = max(next.minOffset, next.contentHeight + next.insetBottom - timeline.viewportHeight)
            timeline.samples.append(next)
        }
    }

    /// An event given by its name and text facts, as the report writes it.
    mutating func event(_ name: String, _ source: EventSource, _ attributes: [String: String] = [:]) {
        let kind = EventKind.fixture(name, attributes)
        precondition(kind.source == source, "\(name) comes from \(kind.source), not \(source)")
        event(kind)
    }

    mutating func event(_ kind: EventKind) {
        timeline.events.append(TimelineEvent(time: nextTime, frame: nextFrame, kind: kind))
    }

    mutating func touchDown() {
        event("touchDown", .finger)
        next.fingerDown = true
        next.tracking = true
        next.fingerY = 0
        next.phase = .drag
        next.velocity = 0
    }

    /// The lift, with the last finger-down frame's finger travel and offset.
    mutating func touchUp() {
        event(.touchUp(fingerY: next.fingerY, offset: next.offset))
        next.fingerDown = false
        next.tracking = false
        next.dragging = false
        next.fingerY = 0
    }

    /// The strategy's state changes to `name`, in `phase` (by default `refreshing` for the seeds'
    /// refreshing names used in these tests, else `idle`) on the builder's indicator.
    mutating func state(_ name: String, phase: RefreshPhase? = nil) {
        let phase = phase ?? (["refreshing", "loading", "Loading"].contains(name) ? .refreshing : .idle)
        let from = StrategyState(name: next.state.text, header: next.headerPhase, footer: next.footerPhase)
        next.state = StateName(name)
        next.setPhase(phase, on: indicatorPlacement)
        event(.stateChanged(from: from, to: StrategyState(name: name, header: next.headerPhase, footer: next.footerPhase)))
    }

    mutating func set(_ timeline: (inout Timeline) -> Void) {
        timeline(&self.timeline)
    }
}

/// The rubber band's closed form from the total raw distance `x` past an edge: an independent path
/// from the detector's frame-by-frame un-stretch/re-stretch.
func stretched(_ x: Double, viewport d: Double = 568, c: Double = 0.55) -> Double {
    (1 - 1 / (x * c / d + 1)) * d
}

extension Analysis {
    func findings(_ glitch: GlitchClass) -> [Finding] { findings.filter { $0.glitch == glitch } }
}

func analyze(_ timeline: Timeline, _ thresholds: GlitchThresholds = GlitchThresholds()) -> Analysis {
    Analyzer(thresholds: thresholds).analyze(timeline)
}

extension FrameSample {
    /// Sets the phase of the indicator a test timeline has (the header when it has none).
    mutating func setPhase(_ phase: RefreshPhase, on placement: IndicatorPlacement = .header) {
        if placement == .footer { footerPhase = phase } else { headerPhase = phase }
    }
}

extension EventKind {
    /// Test support: an event from its report name and text facts.
    static func fixture(_ name: String, _ a: [String: String]) -> EventKind {
        func number(_ key: String) -> Double { Double(a[key] ?? "") ?? 0 }
        func flag(_ key: String) -> Bool { a[key] == "true" }
        switch name {
        case "touchDown": return .touchDown
        case "touchUp": return .touchUp(fingerY: number("fingerY"), offset: number("offset"))
        case "willBeginDragging": return .willBeginDragging
        case "didEndDragging": return .didEndDragging(willDecelerate: flag("willDecelerate"))
        case "contentSizeChanged": return .contentSizeChanged(from: number("from"), to: number("to"))
        case "contentOffsetSet": return .contentOffsetSet(from: number("from"), to: number("to"), animated: flag("animated"))
        case "contentInsetSet": return .contentInsetSet(top: number("top"), bottom: number("bottom"), animated: flag("animated"))
        case "valueChanged": return .valueChanged(visibleHeight: number("visibleHeight"))
        case "beginRefreshing": return .beginRefreshing(alreadyRefreshing: flag("alreadyRefreshing"))
        case "endRefreshing": return .endRefreshing(whileTracking: flag("whileTracking"))
        case "refreshStart": return .refreshStart(.header)
        case "refreshEnd": return .refreshEnd(.header)
        case "loadStart": return .loadStart(.timed(seconds: number("seconds")))
        case "loadEnd": return .loadEnd(result: a["result"] == "failure" ? .failure : .success, error: nil, appended: nil)
        default:
            if let callback = NavigationCallback(rawValue: name) { return .navigation(callback, id: 1) }
            preconditionFailure("no fixture for event \(name)")
        }
    }
}
