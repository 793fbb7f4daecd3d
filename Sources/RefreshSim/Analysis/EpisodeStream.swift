/// A run analysed while it runs, so that its memory does not grow with its length: the frame loop
/// hands each sample here, and the run is cut into episodes — one scroll each, from a touch-down
/// to the next — that are analysed as they end and then forgotten. Only the samples of the open
/// episode (and a few frames before it) are held. The events are kept whole when they are all
/// written out (`run --report`); otherwise (`keepsEvents` false) a closed episode's events are
/// forgotten too, but for the not-simulated ones, which `run`'s lines name.
///
/// An episode is judged by the same detectors as a whole timeline, on a timeline of its own. The
/// cut is made only where that gives the same findings, finding for finding: before a touch-down
/// (its frame `c`) when
/// - the `leadIn` frames before it are quiet: finger up, phase `rest`, every component at rest,
///   no load running or awaiting its commit, no inset drift, the footer in place — so no span a
///   detector looks for (a refreshing run, a drift, a hidden indicator, a blank page, a misplaced
///   footer, a jump under the finger) is open across the cut;
/// - no event falls in those frames, and by the events so far the finger is up, no load runs
///   (started and ended balance, the last load event is an end, a footer refresh was answered),
///   the last load ended more than `stuckAfterLoadSeconds` and the last lift more than
///   `releaseLagSeconds` before frame `c − 1` — so the events' own state (`fingerDown`,
///   `loadRunning`, a stuck spinner's restarted load, a dead pull's wait) starts the new episode
///   as the whole run has it there.
/// The next episode's timeline starts `leadIn` frames early (the 3 steps before a frame's that
/// `offsetJump`'s median reads, the frame before an event that `flingKilled` and
/// `momentumTrigger` read); findings before its touch-down are the earlier episode's and are
/// dropped. Facts of the whole run are carried or summed: whether a refresh action came before
/// (`blankContent` counts from the first), whether a load started before (`reloadWhileDragging`
/// counts a shrink from the first), the deepest pull, the activity's counts (added up episode by
/// episode), the final phases. Each rule is pinned by `EpisodeStreamTests`, which runs every
/// bundled scenario both ways.
///
/// A run with no quiet touch-down is one episode: all its samples are held, as before.
///
/// Each episode's analysis costs about 11,000 instructions whatever its length (the index's
/// tables, 18 detectors' arrays; 30,000 when every quiet touch-down was a cut, and
/// `Benchmarks/run-600s.json`'s two-second episodes cost 125 instructions a frame). So an episode
/// is cut only once it holds `minimumFrames` (at 120 Hz, about 8.5 s; 115 KB of samples), which
/// the tests lower to 0 to cut at every place the rules allow. 512 → 1,024 frames took run-600s
/// from 101 episodes to 60 and 750.9 → 744.7 instructions a frame (callgrind), its peak heap
/// still decoding the file's (777 KB, massif); 2,048 would save 2.4 more for 176 KB more peak.
struct EpisodeStream: FrameSampleSink, ~Copyable {
    /// Frames before an episode's touch-down that its timeline includes, and that must be quiet.
    static let leadIn = 4
    static let minimumFrames = 1024

    /// The run's constants (no samples, no events), as at its start.
    let header: Timeline
    let runtime: Runtime
    let thresholds: GlitchThresholds
    let detectors: [any GlitchDetector]
    let minimumFrames: Int
    /// Whether the run's whole event list stays in `runtime.events`.
    let keepsEvents: Bool

    /// The open episode's samples, its lead-in first. Room for an episode of half as many again as
    /// the fewest it is cut at, from the start: grown from 256 as they came, run-600s's first
    /// episode moved 1,792 samples in three copies (2.8 instructions a frame, callgrind).
    private var samples: HeldSamples
    /// Findings before this frame belong to an earlier episode.
    private var ownedFrom = 0
    /// Position in `runtime.events` of the open episode's first event.
    private var eventStart = 0
    /// Events read so far (a position in `runtime.events`), and what they say.
    private var scanned = 0
    /// Events forgotten, not simulated ones kept (`keepsEvents` false): positions in the run's
    /// event list are `forgottenEvents` more than in `runtime.events`.
    private var forgottenEvents = 0
    private var notSimulated: [TimelineEvent] = []
    /// The refresh and load-more counts of closed episodes.
    private var activity: RefreshActivity
    private var state = EventState()
    private var findings: [Finding] = []
    private var maxPull = 0.0
    /// Samples of closed episodes, no longer held.
    private var forgotten = 0
    /// Episodes analysed, and the most samples held at once (tests read these).
    private(set) var episodes = 0
    private(set) var mostSamplesHeld = 0
    private(set) var mostEventsHeld = 0

    var frameCount: Int { forgotten + samples.count }
    var lastSample: FrameSample? { samples.last }

    init(
        header: Timeline, runtime: Runtime, thresholds: GlitchThresholds, detectors: [any GlitchDetector],
        minimumFrames: Int = EpisodeStream.minimumFrames, keepsEvents: Bool = true
    ) {
        self.header = header
        self.runtime = runtime
        self.thresholds = thresholds
        self.detectors = detectors
        self.minimumFrames = minimumFrames
        self.keepsEvents = keepsEvents
        samples = HeldSamples(capacity: max(256, minimumFrames + minimumFrames / 2))
        activity = RefreshActivity(trigger: header.triggerDistance, indicator: header.indicator)
    }

    /// Most frames record no event: they cost an append and a count compared.
    @inline(__always)
    mutating func append(_ sample: FrameSample) {
        if runtime.events.count > scanned { readEvents(before: sample) }
        samples.append(sample)
    }

    /// Still frames record no event: with none since the last sample, their samples go straight
    /// to the held ones.
    mutating func appendStill(_ sample: FrameSample, frames: ClosedRange<Int>, frameRate: Double) {
        guard runtime.events.count == scanned else {
            for copy in FrameSample.still(sample, frames: frames, frameRate: frameRate) { append(copy) }
            return
        }
        samples.appendStill(sample, frames: frames, frameRate: frameRate)
    }

    /// Reads the events recorded since the last sample, and cuts the run before this sample's
    /// frame if one of them is a touch-down it may be cut before.
    private mutating func readEvents(before sample: FrameSample) {
        if let cut = cutBefore(sample) { closeEpisode(eventsBefore: cut, nextFrame: sample.frame) }
    }

    /// The last episode analysed, and the run's activity.
    mutating func finish() -> Analysis {
        analyzeEpisode(events: Array(runtime.events[eventStart...]))
        mostSamplesHeld = max(mostSamplesHeld, samples.count)
        mostEventsHeld = max(mostEventsHeld, runtime.events.count)
        var activity = activity
        activity.maxPull = maxPull
        activity.finalHeaderPhase = lastSample?.headerPhase
        activity.finalFooterPhase = lastSample?.footerPhase
        return Analysis(findings: Analyzer.ordered(findings), activity: activity, hitches: nil)
    }

    /// The run's events as its timeline keeps them (after `finish`): all of them, or only the not
    /// simulated ones when the others were forgotten.
    var events: [TimelineEvent] {
        keepsEvents ? runtime.events : notSimulated + runtime.events.filter(\.isNotSimulated)
    }

    /// Reads the events recorded since the last sample; returns the position of a touch-down in
    /// this sample's frame before which the run may be cut, if there is one.
    private mutating func cutBefore(_ sample: FrameSample) -> Int? {
        var cut: Int?
        // Read in place: a copy of each event (its kind's payload) and its release cost about
        // 110 instructions an event.
        runtime.events.withUnsafeBufferPointer { events in
            while scanned < events.count {
                if cut == nil, case .touchDown = events[scanned].kind, events[scanned].frame == sample.frame,
                    mayCut(beforeTouchDownAt: sample.frame)
                {
                    cut = scanned
                }
                state.read(events[scanned])
                scanned += 1
            }
        }
        return cut
    }

    private func mayCut(beforeTouchDownAt frame: Int) -> Bool {
        let leadIn = Self.leadIn
        guard samples.count >= max(leadIn, minimumFrames), let previous = samples.last, previous.frame == frame - 1,
            state.lastFrame < frame - leadIn, !state.fingerDown, !state.loadRunning, state.openLoads == 0,
            !state.footerLoadRunning
        else { return false }
        let settled = previous.time
        return state.lastLoadEnd + thresholds.stuckAfterLoadSeconds < settled
            && state.lastLift + thresholds.releaseLagSeconds < settled
            && samples.allSatisfy(last: leadIn) { isQuiet($0) }
    }

    private func isQuiet(_ sample: FrameSample) -> Bool {
        !sample.fingerDown && sample.phase == .rest && sample.isResting && !sample.isRefreshing
            && sample.loaderPhase == .idle
            && !InsetDriftDetector.drifts(sample, header, tolerance: thresholds.insetDriftPoints)
            && !FooterMisplacedDetector.isMisplaced(sample, header)
    }

    private mutating func closeEpisode(eventsBefore cut: Int, nextFrame: Int) {
        mostEventsHeld = max(mostEventsHeld, runtime.events.count)
        if keepsEvents {
            analyzeEpisode(events: Array(runtime.events[eventStart..<cut]))
            eventStart = cut
        } else {
            analyzeForgettingEvents(before: cut)
        }
        mostSamplesHeld = max(mostSamplesHeld, samples.count)
        forgotten += samples.count - Self.leadIn
        samples.keepLast(Self.leadIn)
        ownedFrom = nextFrame
    }

    /// Analyses the closed episode and forgets its events but for the not-simulated ones: what
    /// they say is read (`state`, `activity`, the findings). Closed episodes' events are forgotten
    /// as they close, so the episode's are the first `cut`; they are moved into its timeline, not
    /// copied (a copy and a release of each was about 8 instructions a frame of run-600s).
    private mutating func analyzeForgettingEvents(before cut: Int) {
        let closed = runtime.takeEvents(cut)
        notSimulated += closed.filter(\.isNotSimulated)
        analyzeEpisode(events: closed)
        forgottenEvents += cut
        scanned -= cut
    }

    private mutating func analyzeEpisode(events: consuming [TimelineEvent]) {
        var episode = header
        episode.samples = samples.array
        episode.events = events
        var index = TimelineIndex(episode, thresholds: thresholds)
        index.refreshedEarlier = state.firstRefreshStart < forgottenEvents + eventStart
        index.loadStartedEarlier = state.firstLoadStart < forgottenEvents + eventStart
        maxPull = max(maxPull, index.maxPull)
        activity.count(episode.events)
        // Most detectors find nothing in most episodes: an empty append still cost about 150
        // instructions, and copying each detector out of the array about 70.
        for position in detectors.indices {
            let found = detectors[position].findings(in: episode, index: index, thresholds: thresholds)
            if !found.isEmpty { findings += found.filter { $0.frame >= ownedFrom } }
        }
        episodes += 1
    }
}

/// What the events so far say about the run's state, for the cut.
private struct EventState {
    var fingerDown = false
    /// `doubleTrigger`'s flag: the last load event is a start.
    var loadRunning = false
    var openLoads = 0
    /// `footerMisplaced`'s flag: a refresh action not yet answered by a load's or a refresh's end.
    var footerLoadRunning = false
    var lastLoadEnd = -Double.infinity
    var lastLift = -Double.infinity
    var lastFrame = Int.min
    /// Positions of the first refresh action and the first load start in the run's event list.
    var firstRefreshStart = Int.max
    var firstLoadStart = Int.max

    mutating func read(_ event: TimelineEvent) {
        lastFrame = event.frame
        switch event.kind {
        case .touchDown: fingerDown = true
        case .touchUp:
            fingerDown = false
            lastLift = event.time
        case .loadStart:
            if firstLoadStart == .max { firstLoadStart = position }
            loadRunning = true
            openLoads += 1
        case .loadEnd:
            loadRunning = false
            openLoads -= 1
            footerLoadRunning = false
            lastLoadEnd = event.time
        case .refreshEnd: footerLoadRunning = false
        case .refreshStart:
            footerLoadRunning = true
            if firstRefreshStart == .max { firstRefreshStart = position }
        default: break
        }
        position += 1
    }

    private var position = 0
}

/// A run analysed while it ran: its analysis, its constants and events (`timeline`, no samples,
/// but its length and last sample).
package struct StreamedRun: Sendable {
    package var timeline: Timeline
    package var analysis: Analysis
    package var frameCount: Int { timeline.frameCount }
    package var lastSample: FrameSample? { timeline.finalSample }
    /// Episodes analysed, and the most samples held at once.
    package var episodes: Int
    package var mostSamplesHeld: Int
    /// The most events `runtime.events` held when an episode was closed or the run finished.
    package var mostEventsHeld: Int
}

extension TimelineEvent {
    var isNotSimulated: Bool {
        if case .notSimulated = kind { true } else { false }
    }
}
