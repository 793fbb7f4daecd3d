/// The simulated main thread: its clock, its queue and the event log every component writes to.
///
/// Time only moves forward: frame by frame, or to a queued block's deadline while it runs.
public final class Runtime {
    public let frameRate: Double
    let clock: SimulationClock
    /// `DispatchQueue.main`.
    public let main: MainQueue
    @exclusivity(unchecked) public private(set) var events: [TimelineEvent] = []

    public init(frameRate: Double) {
        self.frameRate = frameRate
        clock = SimulationClock()
        main = MainQueue(clock: clock)
    }

    /// The run's main actor and global executor: tasks started by the code under test run on
    /// `main`, in its order (`ConcurrencyHooks`). Made when the code under test first starts a
    /// task, on the run's thread.
    var executor: SimulatedExecutor {
        if let madeExecutor { return madeExecutor }
        let made = SimulatedExecutor(runtime: self)
        madeExecutor = made
        return made
    }
    /// A run whose code starts no task has none, and its frames take no lock (a seventh of a
    /// frame's instructions when every frame looked at an empty inbox).
    @exclusivity(unchecked) private var madeExecutor: SimulatedExecutor?

    /// Seconds since the scenario began.
    public internal(set) var now: Double {
        get { clock.now }
        set { clock.now = newValue }
    }

    /// The frame being prepared: events recorded now show in this frame's sample.
    public internal(set) var frame: Int {
        get { clock.frame }
        set { clock.frame = newValue }
    }

    /// Milliseconds per display frame.
    public var frameDuration: Double { 1000 / frameRate }

    /// The strategy whose state the runtime records as it changes (set by the simulator).
    @exclusivity(unchecked) var watch: StrategyWatch?

    /// Records an event now. Any change of the strategy's state since the last look is recorded
    /// first: it happened before whatever made this event.
    public func record(_ kind: consuming EventKind) {
        noteStrategyState()
        append(kind)
    }

    /// The scenario's reactions, which hear every event (set by the simulator).
    @exclusivity(unchecked) var reactions: ReactionEngine?

    /// `kind` is moved into the event: copied, an event's kind (an enum of many payloads) went
    /// through its value witness, and the caller's was then destroyed (about 5 instructions a
    /// frame of run-600s, callgrind). Whoever hears it reads it in the list.
    private func append(_ kind: consuming EventKind) {
        events.append(TimelineEvent(time: now, frame: frame, kind: kind))
        if let reactions { reactions.heard(events[events.count - 1].kind) }
        eventObserver?(events[events.count - 1])
    }

    /// Hands over the first `count` events and forgets them (`EpisodeStream`, for a run whose
    /// events are not all written out: they are read as they come). They are moved out, not
    /// copied; the few after them are copied into a new list of the same capacity, which the
    /// next events then fill without growing it again. Positions in `events` shift down by `count`.
    func takeEvents(_ count: Int) -> [TimelineEvent] {
        var taken = events
        var rest: [TimelineEvent] = []
        rest.reserveCapacity(taken.capacity)
        rest += taken[count...]
        events = rest
        taken.removeSubrange(count...)
        return taken
    }

    /// Hears every event as it is recorded (a `RunObserver` watching the run): nil in a run that
    /// nothing watches, which then pays one check an event.
    @exclusivity(unchecked) public var eventObserver: ((TimelineEvent) -> Void)?

    /// The last frame whose commit reached the screen: the one before the frame being prepared,
    /// unless the main thread held the screen since (`FramePacing`). -1 before the first.
    public internal(set) var lastCommittedFrame: Int {
        get { clock.lastCommittedFrame }
        set { clock.lastCommittedFrame = newValue }
    }

    /// When that frame was committed, on the run's clock (s).
    public internal(set) var lastCommitTime: Double {
        get { clock.lastCommitTime }
        set { clock.lastCommitTime = newValue }
    }

    /// Runs `handler` at the start of every frame from the next one on, before the main queue's
    /// blocks (a display link: `CADisplayLink` fires at the vsync that begins the frame), until it
    /// returns false. A frame the main thread is too busy to begin runs no handler.
    public func onFrameStart(_ handler: @escaping () -> Bool) {
        frameStartHandlers.append(handler)
    }

    @exclusivity(unchecked) private var frameStartHandlers: [() -> Bool] = []

    private func runFrameStartHandlers() {
        // A handler may add another: it starts with the next frame.
        let running = frameStartHandlers
        frameStartHandlers = []
        let kept = running.filter { $0() }
        frameStartHandlers = kept + frameStartHandlers
    }

    /// Records a change of the strategy's state name or phases since the last look, if any.
    func noteStrategyState() {
        guard let watch else { return }
        noteState(of: watch)
    }

    /// The same, for a caller holding the watch (the frame loop, without reading it from here).
    @inline(__always)
    func noteState(of watch: StrategyWatch) {
        guard let change = watch.change() else { return }
        append(.stateChanged(from: change.from, to: change.to))
    }

    /// The app asked for a load: a refresh action of `known`, else of the component that is in play.
    func recordLoadRequest(for known: RefreshComponent? = nil) -> RefreshComponent {
        let component = known ?? watch?.loadComponent ?? .header
        record(.refreshStart(component))
        return component
    }

    /// The result of a load asked for by `recordLoadRequest` reached the app.
    func recordLoadReturn(_ component: RefreshComponent) {
        record(.refreshEnd(component))
        mainThreadWork?.loadReturned()
    }

    /// The app's main-thread costs, when the scenario gives any (set by the simulator).
    @exclusivity(unchecked) var mainThreadWork: MainThreadWork?

    /// Work on the main thread: its clock moves past it, so whatever the main queue runs next,
    /// and the next frame's commit, wait for it.
    func spendMainThread(milliseconds: Double) {
        guard milliseconds > 0 else { return }
        clock.now += milliseconds / 1000
    }

    /// Whether a frame begins with nothing to run but the main queue's due blocks: no display-link
    /// handler, no executor that tasks may have reached from other threads.
    var beginsFramesQuietly: Bool { frameStartHandlers.isEmpty && madeExecutor == nil }

    /// Where frames up to `index` (at `time`) in which nothing ran leave the clock: what
    /// `beginFrame` and the commit of each would have set.
    func passStillFrames(to index: Int, at time: Double) {
        frame = index
        now = max(now, time)
        lastCommittedFrame = index
        lastCommitTime = now
    }

    /// Moves the clock to the frame at `time`, running every main-queue block due by then first.
    /// Inlined into the frame loops: a call was a third of its 42 instructions a frame, and out of
    /// line since the loop takes still frames, a call and its spills were 15 more (callgrind).
    @inline(__always)
    func beginFrame(_ index: Int, at time: Double) {
        frame = index
        if !frameStartHandlers.isEmpty { runFrameStartHandlers() }
        madeExecutor?.takeJobsFromOtherThreads()
        main.runBlocks(dueBy: time) { [self] in noteStrategyState() }
        now = max(now, time)
    }
}

/// Simulated time, shared by the runtime and its main queue.
final class SimulationClock {
    @exclusivity(unchecked) var now: Double = 0
    @exclusivity(unchecked) var frame: Int = 0
    @exclusivity(unchecked) var lastCommittedFrame: Int = -1
    @exclusivity(unchecked) var lastCommitTime: Double = 0
}
