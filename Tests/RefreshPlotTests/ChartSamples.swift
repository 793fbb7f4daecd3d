import Foundation
import RefreshPlot
import RefreshSim
import RefreshSimStrategies

/// Hand-built runs with the shape of real ones, to test the chart's drawing apart from the
/// simulator. Not physics: plausible numbers, with the rubber band's curve from `RubberBand`.
enum ChartSamples {
    /// A 6 s pull-to-refresh on a 375×667 pt screen under a 64 pt bar: a rubber-band drag past
    /// the trigger, release into a 60 pt refresh inset held for two seconds, the inset animated
    /// away, then an ordinary fling into the content. `janky` adds a 24 pt one-frame jump when the
    /// refresh ends (and the findings that go with it).
    static func pullToRefresh(janky: Bool) -> ChartSubject {
        let rate = 60.0
        let bar = 64.0
        let refreshInset = 60.0
        let viewport = 667.0
        let contentHeight = 2400.0
        let device = DeviceSummary(viewportWidth: 375, viewportHeight: viewport, topInset: bar, bottomInset: 34, frameRate: rate)
        var samples: [FrameSample] = []
        for frame in 0..<Int(6 * rate) {
            let t = Double(frame) / rate
            var offset = -bar
            var insetTop = bar
            var fingerDown = false
            var fingerY = 0.0
            var phase = ScrollPhase.rest
            var state = "idle"
            var loader = LoaderPhase.idle
            var velocity = 0.0
            var header = RefreshPhase.idle
            let insetProgress: Double
            if t < 1.0 {
                insetProgress = 0
            } else if t < 3.0 {
                insetProgress = min((t - 1.0) / 0.25, 1)
            } else {
                insetProgress = 1 - min((t - 3.0) / 0.3, 1)
            }
            insetTop = bar + refreshInset * smoothstep(insetProgress)

            switch t {
            case 0.3..<1.0:
                fingerDown = true
                fingerY = min(t - 0.3, 0.6) / 0.6 * 190
                offset = -bar - rubberBand(fingerY, dimension: viewport)
                phase = .drag
                state = -bar - offset > 54 ? "triggered" : offset < -bar ? "pulling" : "idle"
                header = -bar - offset > 54 ? .armed : offset < -bar ? .pulling : .idle
                velocity = -rubberBand(190, dimension: viewport) / 0.6
            case 1.0..<3.0:
                let start = -bar - rubberBand(190, dimension: viewport)
                let target = -bar - refreshInset
                let decay = exp(-(t - 1.0) / 0.09)
                offset = target + (start - target) * decay
                phase = decay > 0.01 ? .bounce : .rest
                state = "refreshing"
                header = .refreshing
                loader = .loading
            case 3.0..<4.0:
                let from = janky ? -bar - refreshInset + 24 : -bar - refreshInset
                let progress = smoothstep(min((t - 3.0) / 0.3, 1))
                offset = from + (-bar - from) * progress
                phase = progress < 1 ? .animation : .rest
                state = progress < 1 ? "ending" : "idle"
                header = progress < 1 ? .ending : .idle
            case 4.0..<4.4:
                fingerDown = true
                fingerY = -(t - 4.0) / 0.4 * 120
                offset = -bar - fingerY
                phase = .drag
                velocity = 300
            case 4.4...:
                let v0 = 500.0
                let k = 1000 * log(0.998)
                let dt = t - 4.4
                offset = -bar + 120 + v0 * (exp(k * dt) - 1) / k
                velocity = v0 * exp(k * dt)
                phase = velocity > 20 ? .decelerate : .rest
            default:
                break
            }
            let visible = max(0, -offset - bar)
            samples.append(
                FrameSample(
                    frame: frame, time: t, offset: offset, velocity: velocity, insetTop: insetTop, insetBottom: 34,
                    minOffset: -insetTop, maxOffset: contentHeight + 34 - viewport, contentHeight: contentHeight,
                    fingerDown: fingerDown, fingerY: fingerY, tracking: fingerDown, dragging: fingerDown && fingerY != 0,
                    decelerating: phase == .decelerate, phase: phase, state: StateName(state), headerPhase: header,
                    indicatorVisibleHeight: min(visible, refreshInset + 40), footerTop: nil, loaderPhase: loader))
        }
        func event(_ t: Double, _ kind: EventKind) -> TimelineEvent {
            TimelineEvent(time: t, frame: Int((t * rate).rounded()), kind: kind)
        }
        let idle = StrategyState(name: "idle", header: .idle)
        let pulling = StrategyState(name: "pulling", header: .pulling)
        let triggered = StrategyState(name: "triggered", header: .armed)
        let refreshing = StrategyState(name: "refreshing", header: .refreshing)
        let ending = StrategyState(name: "ending", header: .ending)
        let events = [
            event(0.3, .touchDown), event(0.35, .willBeginDragging),
            event(0.62, .stateChanged(from: idle, to: pulling)), event(0.85, .stateChanged(from: pulling, to: triggered)),
            event(1.0, .touchUp(fingerY: 190, offset: -bar - 140)), event(1.0, .willEndDragging(velocity: 0, target: -bar)),
            event(1.0, .didEndDragging(willDecelerate: false)), event(1.0, .stateChanged(from: triggered, to: refreshing)),
            event(1.0, .refreshStart(.header)), event(1.0, .loadStart(.timed(seconds: 2))),
            event(3.0, .loadEnd(result: .success, error: nil, appended: nil)), event(3.0, .refreshEnd(.header)),
            event(3.0, .stateChanged(from: refreshing, to: ending)), event(3.3, .stateChanged(from: ending, to: idle)),
            event(4.0, .touchDown), event(4.05, .willBeginDragging),
            event(4.4, .touchUp(fingerY: -120, offset: 56)), event(4.4, .willBeginDecelerating(velocity: 500)),
            event(5.7, .didEndDecelerating(offset: 300)),
        ]
        var findings = [
            Finding(
                .releaseLag, time: 1.15, frame: 69,
                evidence: .described("the request started 150 ms after the finger lifted (limit 100 ms)"), severity: .warning)
        ]
        if janky {
            findings.append(
                Finding(
                    .offsetJump, time: 3.0, frame: 180,
                    evidence: .described(
                        "contentOffset.y jumped 24 pt in one frame with no finger and no animation when endRefreshing reset the inset"),
                    severity: .error))
            findings.append(
                Finding(
                    .flingKilled, time: 3.02, frame: 181,
                    evidence: .described("the inset change stopped the content's motion dead (velocity 0 pt/s from 310 pt/s)"),
                    severity: .error))
        }
        let timeline = Timeline(
            scenarioName: janky ? "sample-pull-janky" : "sample-pull-smooth",
            identity: RunIdentity(strategy: StrategyKind.named("cj-header")!, loader: .delay), frameRate: rate, viewportHeight: viewport,
            baseInsetTop: bar, baseInsetBottom: 34,
            triggerDistance: 54, indicator: .header, samples: samples, events: events)
        return ChartSubject(timeline: timeline, analysis: Analysis(findings: findings), device: device)
    }

    private static func rubberBand(_ distance: Double, dimension: Double) -> Double {
        RubberBand(dimension: dimension).stretch(forOverscroll: distance)
    }

    private static func smoothstep(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return t * t * (3 - 2 * t)
    }
}
