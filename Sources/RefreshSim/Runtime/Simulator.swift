/// Runs a scenario frame by frame and records the timeline.
///
/// Each frame: main-queue blocks due by the frame's time run; the momentum or scroll animation in
/// progress advances one frame; the touch system delivers this frame's touch; the frame is sampled.
public struct Simulator {
    public typealias StrategyBuilder = (RefreshHost) -> any RefreshStrategy

    public let scenario: Scenario
    private let makeStrategy: StrategyBuilder?
    private let observer: (any RunObserver)?
    /// Whether the run takes still frames as copies (`World.appendStillFrames`), and how many it
    /// took: nil takes them; a test gives a log to hold the two ways equal.
    var stillFrames: StillFrameLog?

    /// `strategy` overrides the scenario's own: how a user runs a strategy of their own.
    /// `observer` watches the run from its first frame to its end (a recorder).
    public init(scenario: Scenario, strategy: StrategyBuilder? = nil, observer: (any RunObserver)? = nil) {
        self.scenario = scenario
        self.makeStrategy = strategy
        self.observer = observer
    }

    public func run() -> Timeline {
        // The scope covers building the strategy too: code under test may start tasks in viewDidLoad.
        let runtime = Runtime(frameRate: scenario.frameRate)
        return RunScope.with(runtime) {
            let world = World(scenario: scenario, makeStrategy: makeStrategy, runtime: runtime, stillFrames: stillFrames)
            observer?.runWillBegin(ObservedRun(world: world))
            let timeline = world.run()
            observer?.runDidEnd(timeline)
            return timeline
        }
    }

    /// The run analysed while it runs, holding only the samples its open episode needs
    /// (`EpisodeStream`); nil when the run cannot be streamed (`World.runStreamed`). No observer
    /// watches it: an observer is given the whole timeline. Without `keepingEvents`, the timeline
    /// keeps only the not-simulated events.
    func runStreamed(
        thresholds: GlitchThresholds, minimumEpisodeFrames: Int = EpisodeStream.minimumFrames, keepingEvents: Bool = true
    ) -> StreamedRun? {
        guard observer == nil else { return nil }
        let runtime = Runtime(frameRate: scenario.frameRate)
        return RunScope.with(runtime) {
            World(scenario: scenario, makeStrategy: makeStrategy, runtime: runtime, stillFrames: stillFrames)
                .runStreamed(thresholds: thresholds, minimumEpisodeFrames: minimumEpisodeFrames, keepingEvents: keepingEvents)
        }
    }
}

/// One refresh component of the run: its own host (with its own loader) and strategy.
struct RunComponent {
    let role: RefreshComponent
    let kind: StrategyKind
    let loader: LoaderKind
    let host: RefreshHost
    let strategy: any RefreshStrategy
}

/// One run's objects.
final class World {
    let scenario: Scenario
    let runtime: Runtime
    let scrollView: ScrollView
    /// The first component's (or the custom strategy's) host and strategy: the samples' values.
    let host: RefreshHost
    let strategy: any RefreshStrategy
    let components: [RunComponent]
    let identity: RunIdentity
    /// The runtime's eye on `strategy`, held here too so a frame's sample reads it directly.
    let watch: StrategyWatch
    /// The loader behind `host.loader`'s recording, whose phase every sample reads: one dynamic
    /// call a frame instead of two.
    let sampledLoader: any Loader
    /// The same loader when it is a delay (most scenarios'): its phase read in this module, not
    /// through the protocol.
    let sampledDelay: DelayLoader?
    @exclusivity(unchecked) var tracks: [ComponentTrack]
    /// Each track's last state name as text, so a frame whose name is unchanged is compared
    /// without reading the interning table (which takes a lock).
    @exclusivity(unchecked) var trackStateTexts: [String?] = []
    @exclusivity(unchecked) var finger: FingerScript
    @exclusivity(unchecked) var fingerY: Double = 0
    @exclusivity(unchecked) var fingerDownY: Double = 0
    /// The content as rows (`content.rows`), and the list laid out on the scroll view (the
    /// scenario's, or one a UIKit table view under test made). Nil for content of one height:
    /// its frames then pay one check of this for rows.
    let scenarioRows: ScenarioRows?
    let list: ListView?
    @exclusivity(unchecked) var listTrack: ListTrack
    /// Whether frames in which nothing happens are taken as copies of the frame before
    /// (`appendStillFrames`): a strategy that changes only when called, a delay loader, content of
    /// one height, one component, no reactions, no main-thread costs.
    private(set) var takesStillFrames = false
    private let stillFrameLog: StillFrameLog?

    init(scenario: Scenario, makeStrategy: Simulator.StrategyBuilder?, runtime: Runtime, stillFrames: StillFrameLog? = nil) {
        stillFrameLog = stillFrames
        self.scenario = scenario
        let device = scenario.device
        self.runtime = runtime
        let bounds = Size(width: device.viewportWidth, height: device.viewportHeight)
        // The table starts empty; its height arrives with the first layout pass, after the
        // strategy is installed, so contentSize observers see it (as in viewDidLoad → layout).
        let scrollView = ScrollView(
            runtime: runtime, bounds: bounds,
            safeAreaInsets: EdgeInsets(top: device.topInset, bottom: device.bottomInset),
            contentSize: Size(width: device.viewportWidth, height: 0),
            physics: scenario.physics, screenScale: device.screenScale,
            contentInset: scenario.contentInset.edgeInsets,
            adjustmentBehavior: scenario.contentInset.adjustmentBehavior)
        self.scrollView = scrollView
        scenarioRows = scenario.content.rows.map { ScenarioRows($0, scrollView: scrollView) }
        let composed = scenario.components.count > 1 && makeStrategy == nil
        var components: [RunComponent] = []
        for config in makeStrategy == nil ? scenario.components : [StrategyComponent(scenario.strategy)] {
            let loaderConfig =
                config.loader ?? scenario.loader
                ?? StrategyFactory.defaultLoader(for: config.strategy, contentHeight: scenario.content.height)
            let (loader, webView) = World.makeLoader(loaderConfig, scenario, scrollView, runtime)
            let host = RefreshHost(
                runtime: runtime, scrollView: scrollView, loader: loader, webView: webView,
                screenBounds: bounds, component: composed ? config.role : nil)
            let strategy = makeStrategy?(host) ?? StrategyFactory.make(config.strategy, host: host)
            components.append(
                RunComponent(
                    role: config.role, kind: config.strategy.definition, loader: loaderConfig.definition,
                    host: host, strategy: strategy))
        }
        self.components = components
        host = components[0].host
        sampledLoader = (host.loader as? RecordingLoader)?.base ?? host.loader
        sampledDelay = sampledLoader as? DelayLoader
        strategy =
            composed
            ? ComposedStrategy(header: components[0].strategy, footer: components[1].strategy)
            : components[0].strategy
        watch = StrategyWatch(strategy)
        runtime.watch = watch
        identity = RunIdentity(strategies: components.map(\.kind), loaders: components.map(\.loader))
        tracks =
            composed
            ? components.map {
                ComponentTrack(
                    role: $0.role, strategy: $0.kind, loader: $0.loader,
                    indicator: $0.strategy.indicator, triggerDistance: $0.strategy.triggerDistance)
            } : []
        trackStateTexts = Array(repeating: nil, count: tracks.count)
        finger = FingerScript(gestures: scenario.gestures)
        list = scrollView.attachedList
        listTrack = ListTrack(style: list?.style ?? .table, correction: list?.correction ?? .none)
        layOut()
        // The first screen's cells are made before it first appears (viewDidLoad's layout), as
        // `MainThreadWork` counts them: the list's costs start with the first frame.
        list?.costs = scenario.mainThread
        if !scenario.mainThread.isFree {
            runtime.mainThreadWork = MainThreadWork(
                costs: scenario.mainThread, rowHeight: scenario.content.rowHeight,
                viewportHeight: device.viewportHeight, runtime: runtime, scrollView: scrollView, countsRows: list == nil)
        }
        scheduleActions()
        if !scenario.reactions.isEmpty {
            runtime.reactions = ReactionEngine(reactions: scenario.reactions, runtime: runtime) { [unowned self] reaction in
                perform(reaction.call, target: reaction.target)
            }
        }
        takesStillFrames =
            (stillFrames?.takesStillFrames ?? true) && strategy.changesOnlyWhenCalled && sampledDelay != nil && tracks.isEmpty
            && list == nil && runtime.reactions == nil && runtime.mainThreadWork == nil
    }

    private static func makeLoader(
        _ config: LoaderConfig, _ scenario: Scenario, _ scrollView: ScrollView,
        _ runtime: Runtime
    ) -> (any Loader, WebView?) {
        switch config {
        case let .delay(seconds, fails):
            return (DelayLoader(seconds: seconds, fails: fails, runtime: runtime), nil)
        case let .append(seconds, height, fails):
            return (AppendLoader(seconds: seconds, height: height, fails: fails, scrollView: scrollView), nil)
        case let .webview(plan):
            var plan = plan
            if plan.pageHeight == nil { plan.pageHeight = scenario.content.height }
            let webView = WebView(scrollView: scrollView, plan: plan)
            return (webView, webView)
        }
    }

    /// Each app call runs on the main queue's turn at its time, like a timer or a network callback.
    private func scheduleActions() {
        for action in scenario.actions {
            runtime.main.asyncAfter(deadline: action.at) { [unowned self] in perform(action.call, target: action.target) }
        }
    }

    /// An app call, from `actions` or `reactions`.
    private func perform(_ call: AppCall, target: RefreshComponent?) {
        runtime.record(.appCall(call, target: target))
        let kind = call.kind
        let strategy: (any RefreshStrategy)? = kind.needsComponent ? component(for: call, target: target)?.strategy : nil
        let footer = components.first { $0.role == .footer }?.strategy
        kind.perform(
            AppCallKind.Context(
                scrollView: scrollView, strategy: strategy, footer: footer,
                rowHeight: scenario.content.rowHeight, rows: scenarioRows), call.options)
        // A list charges its own reloads and updates.
        if list == nil, kind == .reloadData || kind == .appendContent { runtime.mainThreadWork?.reloadData() }
    }

    private func component(for call: AppCall, target: RefreshComponent?) -> RunComponent? {
        let role = target ?? call.kind.defaultRole
        guard let role else { return components.first }
        return components.first { $0.role == role } ?? (components.count == 1 ? components.first : nil)
    }

    private func layOut() {
        // The safe area arrives with the first layout and UIKit moves the offset to its top: KVO
        // observers see the adjusted inset before the rows arrive (MJRefresh re-reads it then).
        scrollView.setOffset(scrollView.minimumOffset)
        if let list {
            list.layoutIfNeeded()
        } else {
            scrollView.contentSize = Size(width: scenario.device.viewportWidth, height: scenario.content.height)
        }
        switch scenario.content.initialOffset {
        case .top: scrollView.setOffset(scrollView.minimumOffset)
        case .bottom: scrollView.setOffset(scrollView.maximumOffset)
        case let .value(y): scrollView.setOffset(y)
        }
    }

    func run() -> Timeline {
        if runtime.mainThreadWork != nil { return runPaced() }
        // Two copies of the frame loop, each with `laysOutList` a constant: content of one height
        // pays nothing a frame for lists, not even the check.
        return list == nil ? runFrames(laysOutList: false) : runFrames(laysOutList: true)
    }

    @inline(__always)
    private func runFrames(laysOutList: Bool) -> Timeline {
        let frameRate = scenario.frameRate
        let lastFrame = World.lastFrame(duration: scenario.duration, frameRate: frameRate)
        let samples = [FrameSample].withSampleRoom(lastFrame + 1) { samples in
            runFrames(laysOutList: laysOutList, lastFrame: lastFrame, into: &samples)
        }
        return makeTimeline(samples: samples)
    }

    /// The frame loop of a run without main-thread costs: each frame's sample goes to `sink`.
    @inline(__always)
    func runFrames<Sink: FrameSampleSink & ~Copyable>(laysOutList: Bool, lastFrame: Int, into sink: inout Sink) {
        let frameRate = scenario.frameRate
        var previousOffset = scrollView.presentedOffset
        var index = 0
        while index <= lastFrame {
            let time = Double(index) / frameRate
            runtime.beginFrame(index, at: time)
            if index > 0 { advancePhysics() }
            deliverTouches(at: time)
            let sample = commit(index, time, previousOffset: previousOffset, laysOutList: laysOutList)
            previousOffset = sample.offset
            sink.append(sample)
            if !laysOutList, sample.phase == .rest, takesStillFrames {
                index = appendStillFrames(after: sample, lastFrame: lastFrame, into: &sink)
            }
            index += 1
        }
    }

    /// The frames after `sample` in which nothing happens, appended as copies of it with their
    /// frame and time and a velocity of 0 (the offset stays), up to `lastFrame`: the scroll view at
    /// rest (the sample's phase), the finger up and no gesture starting, no main-queue block due,
    /// no display-link handler or task executor, and a world that takes still frames
    /// (`takesStillFrames`). Such a frame would run nothing (the strategy changes only when
    /// called) and sample the same values; the clock is left where those frames would leave it.
    /// A quarter of `Benchmarks/run-600s.json`'s frames are still: each cost the whole frame loop,
    /// about 220 instructions (callgrind). Returns the last frame appended, the sample's own when
    /// none.
    @inline(never)
    private func appendStillFrames<Sink: FrameSampleSink & ~Copyable>(
        after sample: FrameSample, lastFrame: Int, into sink: inout Sink
    ) -> Int {
        guard !finger.fingerIsDown, runtime.beginsFramesQuietly else { return sample.frame }
        let until = min(finger.nextTouchDown, runtime.main.nextDeadline)
        let frameRate = scenario.frameRate
        var last = sample.frame
        while last < lastFrame, Double(last + 1) / frameRate < until { last += 1 }
        guard last > sample.frame else { return last }
        sink.appendStill(sample, frames: (sample.frame + 1)...last, frameRate: frameRate)
        runtime.passStillFrames(to: last, at: Double(last) / frameRate)
        stillFrameLog?.taken += last - sample.frame
        return last
    }

    /// The frame's commit, once physics and touches are done: state changes recorded, finished
    /// animations dropped, the frame sampled and the components' tracks extended.
    @inline(__always)
    func commit(_ index: Int, _ time: Double, previousOffset: Double, laysOutList: Bool) -> FrameSample {
        if laysOutList, let list { layOutList(list) }
        runtime.lastCommittedFrame = index
        runtime.lastCommitTime = runtime.now
        runtime.noteState(of: watch)
        scrollView.prunePresentationAnimations()
        let sample = makeSample(index, time, previousOffset: previousOffset)
        recordTracks()
        if index > 0 {
            runtime.reactions?.framed(
                offset: sample.offset, previous: previousOffset,
                minimum: sample.minOffset, maximum: sample.maxOffset)
        }
        return sample
    }

    /// The list's layout pass of this frame's commit (UIKit's `layoutSubviews`), and its rows recorded.
    private func layOutList(_ list: ListView) {
        list.layoutIfNeeded()
        list.record(into: &listTrack)
    }

    func makeTimeline(samples: [FrameSample], pacing: FramePacing? = nil) -> Timeline {
        // The watch holds the strategy, which holds the host and so the runtime.
        runtime.watch = nil
        runtime.mainThreadWork = nil
        let overrun = runtime.reactions?.overrun
        runtime.reactions = nil
        var timeline = timelineHeader
        timeline.samples = samples
        timeline.events = runtime.events
        timeline.components = tracks
        timeline.pacing = pacing
        timeline.reactionOverrun = overrun
        if list != nil { timeline.list = listTrack }
        return timeline
    }

    /// The run's constants as a timeline with no samples and no events.
    var timelineHeader: Timeline {
        var timeline = Timeline(
            scenarioName: scenario.name, identity: identity,
            frameRate: scenario.frameRate, viewportHeight: scenario.device.viewportHeight,
            baseInsetTop: scenario.adjustedInset.top + restingInset.top,
            baseInsetBottom: scenario.adjustedInset.bottom + restingInset.bottom,
            triggerDistance: strategy.triggerDistance, indicator: strategy.indicator,
            rubberBandCoefficient: scenario.physics.rubberBandCoefficient, bounces: scenario.physics.bounces,
            recoil: scenario.physics.recoil)
        timeline.recoilSpring = scrollView.spring
        if scenario.physics.rubberBandDimension > 0 { timeline.rubberBandDimension = scenario.physics.rubberBandDimension }
        return timeline
    }

    /// The run analysed while it runs (`EpisodeStream`), keeping no more samples than its open
    /// episode needs; nil for a run it cannot stream: one with main-thread costs (its pacing is
    /// per frame), content as rows (the list's track is), a header and a footer (their tracks
    /// are), or whose constants (a footer's resting inset, the trigger) changed during the run —
    /// the episodes were judged by those of its start. The caller then runs it whole.
    func runStreamed(thresholds: GlitchThresholds, minimumEpisodeFrames: Int, keepingEvents: Bool) -> StreamedRun? {
        guard runtime.mainThreadWork == nil, list == nil, tracks.isEmpty else { return nil }
        let header = timelineHeader
        var stream = EpisodeStream(
            header: header, runtime: runtime, thresholds: thresholds, detectors: Analyzer.standardDetectors,
            minimumFrames: minimumEpisodeFrames, keepsEvents: keepingEvents)
        runFrames(
            laysOutList: false, lastFrame: World.lastFrame(duration: scenario.duration, frameRate: scenario.frameRate),
            into: &stream)
        guard timelineHeader == header else { return nil }
        let analysis = stream.finish()
        var timeline = makeTimeline(samples: [])
        timeline.events = stream.events
        timeline.streamedFrames = StreamedFrames(count: stream.frameCount, last: stream.lastSample)
        return StreamedRun(
            timeline: timeline, analysis: analysis, episodes: stream.episodes, mostSamplesHeld: stream.mostSamplesHeld,
            mostEventsHeld: stream.mostEventsHeld)
    }

    /// Decoded scenarios are within `ScenarioLimits`; one built in code may not be, and must still
    /// not trap: a non-finite or negative length gives the first frame only, and the frame count is
    /// capped at the limit.
    static func lastFrame(duration: Double, frameRate: Double) -> Int {
        let frames = (duration * frameRate + 1e-9).rounded(.down)
        guard frames.isFinite, frames > 0 else { return 0 }
        return Int(min(frames, Double(ScenarioLimits.maxFrames)))
    }

    func advancePhysics(milliseconds: Double? = nil) {
        scrollView.stepScrollAnimation()
        scrollView.stepMomentum(milliseconds: milliseconds ?? runtime.frameDuration)
    }

    @inline(__always)
    private func deliverTouches(at time: Double) {
        // `self` runs this frame loop and the closure does not escape, so it borrows `self` (an
        // unowned capture was made strong for each move delivered: a retain and a release).
        finger.touches(at: time) { deliver($0) }
    }

    /// `time`: when the touch happened, if it waited for a busy main thread.
    func deliver(_ touch: FingerScript.Touch, at time: Double? = nil) {
        switch touch {
        case let .down(y, point):
            fingerDownY = y
            fingerY = y
            runtime.record(.touchDown)
            scrollView.touchBegan(y: y, time: time)
            strategy.fingerTouched(.down(at: point.resolved(on: host.screenBounds)))
        case let .move(y):
            fingerY = y
            scrollView.touchMoved(y: y, time: time)
            strategy.fingerTouched(.move(y: y - fingerDownY))
        case .up:
            runtime.record(.touchUp(fingerY: fingerY - fingerDownY, offset: scrollView.contentOffset.y))
            scrollView.touchEnded()
            strategy.fingerTouched(.up)
        }
    }

    @inline(__always)
    func makeSample(_ index: Int, _ time: Double, previousOffset: Double) -> FrameSample {
        // The calls out first: a value read before a call is written out and read back around it.
        let indicator = watch.indicator
        let loaderPhase = sampledDelay?.phase ?? sampledLoader.phase
        // The watch's last look: the commit has just looked, so the state is not asked again.
        let state = (name: watch.lastName, header: watch.last.header, footer: watch.last.footer)
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
            decelerating: scrollView.isDecelerating, phase: phase, state: state.name,
            headerPhase: state.header, footerPhase: state.footer,
            indicatorVisibleHeight: indicator.visibleHeight, footerTop: indicator.footerTop, loaderPhase: loaderPhase)
    }

    /// What the components keep for good (a footer's inset), at the end of the run.
    private var restingInset: EdgeInsets {
        components.reduce(EdgeInsets.zero) { sum, component in
            guard let holding = component.strategy as? RestingInsetHolding else { return sum }
            return sum + holding.restingContentInset
        }
    }

    @inline(__always)
    func recordTracks() {
        guard !tracks.isEmpty else { return }
        recordTrackStates()
    }

    private func recordTrackStates() {
        for index in components.indices {
            let strategy = components[index].strategy
            let name = strategy.stateName
            if let last = tracks[index].states.last, trackStateTexts[index] == name {
                tracks[index].states.append(last)
            } else {
                tracks[index].states.append(StateName(name))
                trackStateTexts[index] = name
            }
            tracks[index].indicatorVisibleHeights.append(strategy.indicatorVisibleHeight)
            tracks[index].footerTops.append(strategy.footerTop)
            tracks[index].loaderPhases.append(components[index].host.loader.phase)
        }
    }
}
