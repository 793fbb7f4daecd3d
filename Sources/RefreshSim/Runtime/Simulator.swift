/// Runs a scenario frame by frame and records the timeline.
///
/// Each frame: main-queue blocks due by the frame's time run; the momentum or scroll animation in
/// progress advances one frame; the touch system delivers this frame's touch; the frame is sampled.
public struct Simulator {
    public typealias StrategyBuilder = (RefreshHost) -> any RefreshStrategy

    public let scenario: Scenario
    private let makeStrategy: StrategyBuilder?

    /// `strategy` overrides the scenario's own: how a user runs a strategy of their own.
    public init(scenario: Scenario, strategy: StrategyBuilder? = nil) {
        self.scenario = scenario
        self.makeStrategy = strategy
    }

    public func run() -> Timeline {
        let world = World(scenario: scenario, makeStrategy: makeStrategy)
        return world.run()
    }
}

/// One run's objects.
private final class World {
    let scenario: Scenario
    /// The scenario's loader, or its strategy's default.
    let loaderConfig: LoaderConfig
    let runtime: Runtime
    let scrollView: ScrollView
    let host: RefreshHost
    let strategy: any RefreshStrategy
    @exclusivity(unchecked) var finger: FingerScript
    @exclusivity(unchecked) var fingerY: Double = 0
    @exclusivity(unchecked) var fingerDownY: Double = 0

    init(scenario: Scenario, makeStrategy: Simulator.StrategyBuilder?) {
        self.scenario = scenario
        let device = scenario.device
        runtime = Runtime(frameRate: scenario.frameRate)
        let bounds = Size(width: device.viewportWidth, height: device.viewportHeight)
        // The table starts empty; its height arrives with the first layout pass, after the
        // strategy is installed, so contentSize observers see it (as in viewDidLoad → layout).
        scrollView = ScrollView(runtime: runtime, bounds: bounds,
                                safeAreaInsets: EdgeInsets(top: device.topInset, bottom: device.bottomInset),
                                contentSize: Size(width: device.viewportWidth, height: 0),
                                physics: scenario.physics, screenScale: device.screenScale)
        loaderConfig = scenario.loader ?? StrategyFactory.defaultLoader(for: scenario.strategy, contentHeight: scenario.content.height)
        let (loader, webView) = World.makeLoader(loaderConfig, scenario, scrollView, runtime)
        host = RefreshHost(runtime: runtime, scrollView: scrollView, loader: loader, webView: webView, screenBounds: bounds)
        strategy = makeStrategy?(host) ?? StrategyFactory.make(scenario.strategy, host: host)
        runtime.watch = StrategyWatch(strategy)
        finger = FingerScript(gestures: scenario.gestures)
        layOut()
    }

    private static func makeLoader(_ config: LoaderConfig, _ scenario: Scenario, _ scrollView: ScrollView,
                                   _ runtime: Runtime) -> (any Loader, WebView?) {
        switch config {
        case let .delay(seconds):
            return (DelayLoader(seconds: seconds, runtime: runtime), nil)
        case let .append(seconds, height):
            return (AppendLoader(seconds: seconds, height: height, scrollView: scrollView), nil)
        case let .webview(plan):
            var plan = plan
            if plan.pageHeight == nil { plan.pageHeight = scenario.content.height }
            let webView = WebView(scrollView: scrollView, plan: plan)
            return (webView, webView)
        }
    }

    private func layOut() {
        scrollView.contentSize = Size(width: scenario.device.viewportWidth, height: scenario.content.height)
        switch scenario.content.initialOffset {
        case .top: scrollView.setOffset(scrollView.minimumOffset)
        case .bottom: scrollView.setOffset(scrollView.maximumOffset)
        case let .value(y): scrollView.setOffset(y)
        }
    }

    func run() -> Timeline {
        let frameRate = scenario.frameRate
        let lastFrame = World.lastFrame(duration: scenario.duration, frameRate: frameRate)
        var samples: [FrameSample] = []
        samples.reserveCapacity(lastFrame + 1)
        var previousOffset = scrollView.presentedOffset
        for index in 0...lastFrame {
            let time = Double(index) / frameRate
            runtime.beginFrame(index, at: time)
            if index > 0 { advancePhysics() }
            deliverTouches(at: time)
            runtime.noteStrategyState()
            scrollView.prunePresentationAnimations()
            let sample = makeSample(index, time, previousOffset: previousOffset)
            previousOffset = sample.offset
            samples.append(sample)
        }
        // The watch holds the strategy, which holds the host and so the runtime.
        runtime.watch = nil
        return Timeline(
            scenarioName: scenario.name, strategyKind: scenario.strategy.kind,
            loaderKind: loaderConfig.kind,
            frameRate: frameRate, viewportHeight: scenario.device.viewportHeight,
            baseInsetTop: scenario.device.topInset, baseInsetBottom: scenario.device.bottomInset,
            triggerDistance: strategy.triggerDistance, indicator: strategy.indicator,
            rubberBandCoefficient: scenario.physics.rubberBandCoefficient, bounces: scenario.physics.bounces,
            samples: samples, events: runtime.events)
    }

    /// Decoded scenarios are within `ScenarioLimits`; one built in code may not be, and must still
    /// not trap: a non-finite or negative length gives the first frame only, and the frame count is
    /// capped at the limit.
    static func lastFrame(duration: Double, frameRate: Double) -> Int {
        let frames = (duration * frameRate + 1e-9).rounded(.down)
        guard frames.isFinite, frames > 0 else { return 0 }
        return Int(min(frames, Double(ScenarioLimits.maxFrames)))
    }

    private func advancePhysics() {
        scrollView.stepScrollAnimation()
        scrollView.stepMomentum(milliseconds: runtime.frameDuration)
    }

    private func deliverTouches(at time: Double) {
        finger.touches(at: time) { deliver($0) }
    }

    private func deliver(_ touch: FingerScript.Touch) {
        switch touch {
        case let .down(y):
            fingerDownY = y
            fingerY = y
            runtime.record(.touchDown)
            scrollView.touchBegan(y: y)
        case let .move(y):
            fingerY = y
            scrollView.touchMoved(y: y)
        case .up:
            runtime.record(.touchUp(fingerY: fingerY - fingerDownY, offset: scrollView.contentOffset.y))
            scrollView.touchEnded()
        }
    }

    private func makeSample(_ index: Int, _ time: Double, previousOffset: Double) -> FrameSample {
        let watch = runtime.watch
        let state = watch?.last ?? strategy.currentState
        let offset = scrollView.presentedOffset
        let inset = scrollView.adjustedContentInset
        let minimum = scrollView.minimumOffset
        let maximum = scrollView.maximumOffset
        let velocity: Double
        let phase: ScrollPhase
        if scrollView.isTracking {
            velocity = scrollView.panVelocity
            phase = .drag
        } else if let momentum = scrollView.momentum {
            velocity = momentum.velocity * 1000
            phase = scrollView.isBouncing ? .bounce : .decelerate
        } else {
            velocity = index > 0 ? (offset - previousOffset) * scenario.frameRate : 0
            phase = scrollView.isAnimating ? .animation : .rest
        }
        return FrameSample(
            frame: index, time: time, offset: offset, velocity: velocity,
            insetTop: inset.top, insetBottom: inset.bottom, minOffset: minimum, maxOffset: maximum,
            contentHeight: scrollView.contentSize.height,
            fingerDown: finger.fingerIsDown, fingerY: finger.fingerIsDown ? fingerY - fingerDownY : 0,
            tracking: scrollView.isTracking, dragging: scrollView.isDragging,
            decelerating: scrollView.isDecelerating, phase: phase, state: watch?.lastName ?? StateName(state.name),
            headerPhase: state.header, footerPhase: state.footer,
            indicatorVisibleHeight: strategy.indicatorVisibleHeight, footerTop: strategy.footerTop,
            loaderPhase: host.loader.phase)
    }
}
