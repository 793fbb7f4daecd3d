@testable import RefreshSim

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
    var next: FrameSample

    init(viewport: Double = 568, insetTop: Double = 0, insetBottom: Double = 0, contentHeight: Double = 2000,
         trigger: Double? = nil, indicator: IndicatorPlacement = .header, frameRate: Double = 60,
         state: String = "idle") {
        timeline = Timeline(scenarioName: "test", strategyKind: "test", loaderKind: "delay", frameRate: frameRate,
                            viewportHeight: viewport, baseInsetTop: insetTop, baseInsetBottom: insetBottom,
                            triggerDistance: trigger, indicator: indicator)
        next = FrameSample(frame: 0, time: 0, offset: -insetTop, velocity: 0, insetTop: insetTop,
                           insetBottom: insetBottom, minOffset: 0, maxOffset: 0, contentHeight: contentHeight,
                           fingerDown: false, fingerY: 0, tracking: false, dragging: false, decelerating: false,
                           phase: .rest, state: state, indicatorVisibleHeight: 0,
                           footerTop: indicator == .footer ? max(contentHeight, viewport - insetTop - insetBottom) : nil,
                           loaderPhase: "idle")
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

    mutating func event(_ name: String, _ source: EventSource, _ attributes: [String: String] = [:]) {
        timeline.events.append(TimelineEvent(time: nextTime, frame: nextFrame, name: name, source: source,
                                             attributes: attributes))
    }

    mutating func touchDown() {
        event("touchDown", .finger)
        next.fingerDown = true
        next.tracking = true
        next.fingerY = 0
        next.phase = .drag
        next.velocity = 0
    }

    mutating func touchUp() {
        event("touchUp", .finger)
        next.fingerDown = false
        next.tracking = false
        next.dragging = false
        next.fingerY = 0
    }

    mutating func state(_ name: String) {
        event("stateChanged", .strategy, ["from": next.state, "to": name])
        next.state = name
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
    func findings(_ glitch: GlitchClass) -> [Finding] { findings.filter { $0.glitch == glitch.rawValue } }
}

func analyze(_ timeline: Timeline, _ thresholds: GlitchThresholds = GlitchThresholds()) -> Analysis {
    Analyzer(thresholds: thresholds).analyze(timeline)
}
