import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// A run analysed while it runs (`EpisodeStream`, `ScenarioRun.init(streaming:)`) is judged
/// exactly as the whole timeline is: the law over every scenario the package has, and the cut's
/// edges one by one.
struct EpisodeStreamTests {
    static var files: [URL] {
        ScenarioFixtures.allFiles
            + ["run-1s", "wkwebview-bad-iphone", "wkwebview-good-iphone"].map {
                ScenarioFixtures.packageRoot.appendingPathComponent("Benchmarks/\($0).json")
            }
    }

    /// Streamed and whole: the same findings (evidence, message, order), activity, frame count,
    /// final sample, events and constants, and the same report. Streamed three ways: as `run
    /// --report` does (`ScenarioRun.init(streaming:)`, episodes of at least
    /// `EpisodeStream.minimumFrames`), as `run` without it does (the closed episodes' events
    /// forgotten: the same lines, the not-simulated events kept), and cut at every place the rules
    /// allow, forgetting events (returned, nil when the run cannot be streamed).
    static func expectSame(_ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation) -> StreamedRun? {
        let whole = ScenarioRun(scenario)
        let streamed = ScenarioRun(streaming: scenario)
        #expect(streamed.analysis == whole.analysis, "\(scenario.name)", sourceLocation: sourceLocation)
        #expect(streamed.frameCount == whole.timeline.samples.count, "\(scenario.name)", sourceLocation: sourceLocation)
        #expect(streamed.finalSample == whole.timeline.samples.last, "\(scenario.name)", sourceLocation: sourceLocation)
        var header = whole.timeline
        if streamed.streamed != nil {
            header.samples = []
            header.streamedFrames = StreamedFrames(count: whole.timeline.samples.count, last: whole.timeline.samples.last)
        }
        #expect(streamed.timeline == header, "\(scenario.name)", sourceLocation: sourceLocation)
        // Either way to the report: from the run, or from its timeline and analysis.
        let report = RunReport.render(whole.timeline, whole.analysis)
        #expect(RunReport.render(streamed) == report, "\(scenario.name)", sourceLocation: sourceLocation)
        #expect(RunReport.render(streamed.timeline, streamed.analysis) == report, "\(scenario.name)", sourceLocation: sourceLocation)

        let forgetting = ScenarioRun(streaming: scenario, keepingEvents: false)
        #expect(forgetting.analysis == whole.analysis, "\(scenario.name)", sourceLocation: sourceLocation)
        #expect(Self.lines(forgetting) == Self.lines(whole), "\(scenario.name)", sourceLocation: sourceLocation)
        if forgetting.streamed != nil { header.events = header.events.filter(\.isNotSimulated) }
        #expect(forgetting.timeline == header, "\(scenario.name)", sourceLocation: sourceLocation)

        let eager = Simulator(scenario: scenario).runStreamed(
            thresholds: scenario.analysis, minimumEpisodeFrames: 0, keepingEvents: false)
        #expect((eager != nil) == (streamed.streamed != nil), "\(scenario.name)", sourceLocation: sourceLocation)
        guard let eager else { return nil }
        var analysis = eager.analysis
        analysis.activity.dragToTrigger = whole.analysis.activity.dragToTrigger
        #expect(analysis == whole.analysis, "\(scenario.name)", sourceLocation: sourceLocation)
        #expect(
            analysis.findings.map { $0.text() } == whole.analysis.findings.map { $0.text() }, "\(scenario.name)",
            sourceLocation: sourceLocation)
        #expect(eager.frameCount == whole.timeline.samples.count, "\(scenario.name)", sourceLocation: sourceLocation)
        #expect(eager.lastSample == whole.timeline.samples.last, "\(scenario.name)", sourceLocation: sourceLocation)
        #expect(
            eager.timeline.events == whole.timeline.events.filter(\.isNotSimulated), "\(scenario.name)",
            sourceLocation: sourceLocation)
        return eager
    }

    /// What `run` prints for a run: its summary, findings, not-simulated lines and note.
    static func lines(_ run: ScenarioRun) -> [String] {
        [run.summaryLine] + run.analysis.findings.map { $0.text(.runLine) } + run.notSimulatedLines
            + [run.analysis.activity.nearMiss ?? ""]
    }

    static func decode(_ json: String) throws -> Scenario {
        try ScenarioDecoder.decode(json, fileName: "stream.json")
    }

    /// `count` drags, one a second from 0.1 s: pulls at the top past the trigger and pushes back
    /// down, alternately, as `Benchmarks/run-600s.json`.
    static func drags(_ count: Int, push: Double = -120) -> String {
        (0..<count).map { second in
            """
            { "at": \(Double(second) + 0.1), "distance": \(second % 2 == 0 ? 320 : push), "duration": 0.4, "holdAfter": 0.1, "easing": "easeOut" }
            """
        }.joined(separator: ", ")
    }

    static func scenario(
        seconds: Double, drags count: Int, push: Double = -120, load: Double = 0.3, extra: String = ""
    ) throws -> Scenario {
        try decode(
            """
            { "name": "stream", "duration": \(seconds), "frameRate": 120, "content": { "height": 5000 },
              "strategy": { "kind": "uirefreshcontrol" }, "loader": { "kind": "delay", "seconds": \(load) },
              "gestures": [\(drags(count, push: push))]\(extra) }
            """)
    }

    @Test func everyScenarioIsJudgedTheSameStreamed() throws {
        var cut = 0
        for file in Self.files {
            let scenario = try ScenarioDecoder.decode(ScenarioFixtures.bytes(file), fileName: file.lastPathComponent)
            if let streamed = Self.expectSame(scenario), streamed.episodes > 1 { cut += 1 }
        }
        // The law is not vacuous: many of them are cut into episodes.
        #expect(cut >= 10, "only \(cut) scenarios were cut into episodes")
    }

    /// As `run` streams: a 60 s run of a drag a second is cut into episodes of at least
    /// `EpisodeStream.minimumFrames`, and holds no more than one and the scroll that ends it.
    @Test func runCutsEpisodesOfTheMinimumLength() throws {
        let run = ScenarioRun(streaming: try Self.scenario(seconds: 60, drags: 60))
        let streamed = try #require(run.streamed)
        #expect(streamed.episodes >= 60 * 120 / (EpisodeStream.minimumFrames + 2 * 120))
        #expect(streamed.mostSamplesHeld <= EpisodeStream.minimumFrames + 2 * 120 + EpisodeStream.leadIn + 1)
    }

    /// A long run holds no more samples than a short one: one episode's and its lead-in.
    @Test func heldSamplesDoNotGrowWithTheRun() throws {
        let short = try #require(Self.expectSame(try Self.scenario(seconds: 10, drags: 10)))
        let long = try #require(Self.expectSame(try Self.scenario(seconds: 40, drags: 40)))
        #expect(long.episodes > short.episodes)
        #expect(long.episodes >= 19)
        #expect(long.mostSamplesHeld == short.mostSamplesHeld)
        // Two seconds of a pull, its refresh, a push and their rests, and the lead-in.
        #expect(long.mostSamplesHeld <= 2 * 120 + EpisodeStream.leadIn + 1)
    }

    /// `run` without `--report` forgets each closed episode's events: a long run holds no more
    /// events than a short one, and its refresh counts and start times are those the whole event
    /// list gives.
    @Test func heldEventsDoNotGrowWithTheRun() throws {
        func run(_ seconds: Int) throws -> (ScenarioRun, whole: ScenarioRun) {
            let scenario = try Self.pulls(seconds: seconds)
            return (ScenarioRun(streaming: scenario, keepingEvents: false), ScenarioRun(scenario))
        }
        let (short, shortWhole) = try run(20)
        let (long, longWhole) = try run(120)
        let shortHeld = try #require(short.streamed).mostEventsHeld
        let longStreamed = try #require(long.streamed)
        // A pull every 3 s: an episode ends at the first one after `minimumFrames`.
        #expect(longStreamed.episodes >= 120 * 120 / (EpisodeStream.minimumFrames + 3 * 120))
        #expect(longWhole.timeline.events.count > 5 * shortWhole.timeline.events.count)
        #expect(longStreamed.mostEventsHeld <= shortHeld)
        #expect(longStreamed.mostEventsHeld * 10 < longWhole.timeline.events.count)
        // Kept, the whole list is held.
        let kept = try #require(ScenarioRun(streaming: try Self.pulls(seconds: 120)).streamed)
        #expect(kept.mostEventsHeld == longWhole.timeline.events.count)

        var counted = RefreshActivity(longWhole.timeline, maxPull: 0)
        #expect(counted.refreshes.started == 40)
        counted.maxPull = long.analysis.activity.maxPull
        counted.dragToTrigger = long.analysis.activity.dragToTrigger
        #expect(long.analysis.activity == counted)
        #expect(long.timeline.events.isEmpty)
    }

    /// A pull past the trigger every three seconds, each refreshing for 0.3 s.
    static func pulls(seconds: Int) throws -> Scenario {
        let gestures = stride(from: 0, to: seconds, by: 3).map {
            #"{ "at": \#(Double($0) + 0.1), "distance": 320, "duration": 0.4, "holdAfter": 0.1, "easing": "easeOut" }"#
        }
        return try decode(
            """
            { "name": "pulls", "duration": \(seconds), "frameRate": 120, "content": { "height": 5000 },
              "strategy": { "kind": "uirefreshcontrol" }, "loader": { "kind": "delay", "seconds": 0.3 },
              "gestures": [\(gestures.joined(separator: ", "))] }
            """)
    }

    /// A refresh whose spinner outlives several touches: no cut inside the refreshing run (its
    /// touch-downs are not quiet), so the stuck spinner is found once, at the same frame.
    @Test func aSpanAcrossTouchesIsNotCut() throws {
        let scenario = try Self.scenario(
            seconds: 12, drags: 12, load: 5, extra: #", "analysis": { "stuckSpinnerSeconds": 3 }"#)
        let streamed = try #require(Self.expectSame(scenario))
        let run = ScenarioRun(streaming: scenario)
        #expect(run.analysis.findings(.stuckSpinner).count >= 1)
        #expect(streamed.episodes >= 2)
    }

    /// The run ends while a refresh runs, after earlier episodes were cut: the spinner at the end
    /// is found in the last episode as in the whole run.
    @Test func aRunEndingMidSpan() throws {
        // A pull every second, each refreshing for 0.5 s from mid-drag; the last, at 8.1 s,
        // refreshes from 8.33 s and the run ends at 8.6 s.
        let scenario = try Self.scenario(seconds: 8.6, drags: 9, push: 320, load: 0.5)
        let streamed = try #require(Self.expectSame(scenario))
        #expect(streamed.episodes >= 2)
        let findings = ScenarioRun(streaming: scenario).analysis.findings(.stuckSpinner)
        #expect(findings.contains { if case .spinnerAtEnd = $0.evidence { true } else { false } })
    }

    /// One frame, and a run with no touch: one episode, every sample held.
    @Test func oneFrameAndNoTouch() throws {
        let one = try #require(Self.expectSame(try Self.scenario(seconds: 0.005, drags: 0)))
        #expect(one.episodes == 1)
        #expect(one.mostSamplesHeld == 1)
        let still = try #require(Self.expectSame(try Self.scenario(seconds: 2, drags: 0)))
        #expect(still.episodes == 1)
        #expect(still.mostSamplesHeld == 241)
    }

    // MARK: Built timelines, replayed through the stream

    /// `timeline` handed to an `EpisodeStream` as a run's frame loop would: each frame's events
    /// recorded before its sample. Expects the analysis the whole timeline gets, and the events it
    /// keeps: all, or (`keepsEvents` false) the not-simulated ones.
    static func replay(
        _ timeline: Timeline, _ thresholds: GlitchThresholds = GlitchThresholds(), keepsEvents: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (Analysis, episodes: Int) {
        let runtime = Runtime(frameRate: timeline.frameRate)
        var header = timeline
        header.samples = []
        header.events = []
        var stream = EpisodeStream(
            header: header, runtime: runtime, thresholds: thresholds, detectors: Analyzer.standardDetectors, minimumFrames: 0,
            keepsEvents: keepsEvents)
        var next = 0
        func record(through frame: Int) {
            while next < timeline.events.count, timeline.events[next].frame <= frame {
                let event = timeline.events[next]
                runtime.frame = event.frame
                runtime.now = event.time
                runtime.record(event.kind)
                next += 1
            }
        }
        for sample in timeline.samples {
            record(through: sample.frame)
            stream.append(sample)
        }
        record(through: .max)
        let streamed = stream.finish()
        var whole = analyze(timeline, thresholds)
        whole.activity.dragToTrigger = nil
        #expect(streamed == whole, sourceLocation: sourceLocation)
        let kept = keepsEvents ? timeline.events : timeline.events.filter(\.isNotSimulated)
        #expect(stream.events == kept, sourceLocation: sourceLocation)
        return (streamed, stream.episodes)
    }

    /// A touch that drags the content down by `step` a frame for `frames` frames, then `during`,
    /// the lift, and the content back at rest at the top for `rest` frames.
    static func drag(
        _ b: inout TimelineBuilder, frames: Int = 5, step: Double = 2, rest: Int = 10,
        during: (inout TimelineBuilder) -> Void = { _ in }
    ) {
        b.touchDown()
        b.frames(frames) {
            $0.fingerY += 2 * step
            $0.offset -= step
        }
        during(&b)
        b.touchUp()
        b.frames(rest) {
            $0.phase = .rest
            $0.offset = 0
        }
    }

    /// A touch after a quiet second: its touch-down begins an episode.
    static func quietTouch(_ b: inout TimelineBuilder, during: (inout TimelineBuilder) -> Void = { _ in }) {
        b.frames(120) {
            $0.phase = .rest; $0.offset = 0; $0.velocity = 0
        }
        drag(&b, during: during)
    }

    /// Events forgotten with their episodes: the not-simulated ones, in the first episode and the
    /// last, are kept for `run`'s lines, and the refresh counted in the first episode stays counted.
    @Test func forgottenEventsKeepTheNotSimulatedOnes() {
        var b = TimelineBuilder(trigger: 65)
        Self.quietTouch(&b) { $0.event("refreshStart", .strategy) }
        b.event("refreshEnd", .strategy)
        Self.quietTouch(&b)
        Self.quietTouch(&b)
        var timeline = b.timeline
        for frame in [60, timeline.samples.count - 2] {
            let at = timeline.events.firstIndex { $0.frame > frame } ?? timeline.events.count
            let event = TimelineEvent(
                time: timeline.samples[frame].time, frame: frame, kind: .notSimulated(.resumedFromAnotherThread))
            timeline.events.insert(event, at: at)
        }
        let (analysis, episodes) = Self.replay(timeline, keepsEvents: false)
        #expect(episodes == 4)
        #expect(analysis.activity.refreshes.started == 1)
        #expect(timeline.events.filter(\.isNotSimulated).count == 2)
    }

    /// The content shrinks under the finger in a touch after the one whose load started: a
    /// load started before, in an earlier episode, counts (`TimelineIndex.loadStartedEarlier`).
    @Test func aLoadInAnEarlierEpisodeStillCountsForReloadWhileDragging() {
        var b = TimelineBuilder(trigger: 65)
        Self.quietTouch(&b) { $0.event("loadStart", .loader) }
        b.event("loadEnd", .loader, ["result": "success"])
        Self.quietTouch(&b) {
            $0.event("contentSizeChanged", .scrollView, ["from": "2000", "to": "1500"])
            $0.frames(3) { $0.contentHeight = 1500 }
        }
        // Also with the closed episodes' events forgotten: positions count the forgotten ones.
        for keepsEvents in [true, false] {
            let (analysis, episodes) = Self.replay(b.timeline, keepsEvents: keepsEvents)
            #expect(episodes == 3)
            #expect(analysis.findings(.reloadWhileDragging).count == 1)
        }
    }

    /// A blank page in a touch after the one whose refresh action came first: the stretch counts
    /// from the run's first action, in an earlier episode (`TimelineIndex.refreshedEarlier`).
    @Test func anActionInAnEarlierEpisodeStillCountsForBlankContent() {
        var b = TimelineBuilder(trigger: 65)
        Self.quietTouch(&b) { $0.event("refreshStart", .strategy) }
        b.event("refreshEnd", .strategy)
        Self.quietTouch(&b)
        b.frames(30) { $0.loaderPhase = .request }
        b.frames(10) { $0.loaderPhase = .idle }
        // Also with the closed episodes' events forgotten: positions count the forgotten ones.
        for keepsEvents in [true, false] {
            let (analysis, episodes) = Self.replay(b.timeline, keepsEvents: keepsEvents)
            #expect(episodes == 3)
            #expect(analysis.findings(.blankContent).count == 1)
        }
    }

    /// A jump two frames after an episode's touch-down: `offsetJump` reads the median of the 3
    /// steps before it, one of them in the lead-in (0, 0 and 10 pt: median 0, so 12 pt is a jump;
    /// without that frame the mean of 0 and 10 would raise the bar to 15 pt).
    @Test func aJumpRightAfterTheCutReadsTheLeadIn() {
        var b = TimelineBuilder(trigger: 65)
        b.frames(100)
        b.touchDown()
        b.frames(1)
        b.touchUp()
        b.frames(1) {
            $0.phase = .rest; $0.offset += 10
        }
        b.frames(1) { $0.offset += 12 }
        b.frames(10)
        let (analysis, episodes) = Self.replay(b.timeline)
        #expect(episodes == 2)
        #expect(analysis.findings(.offsetJump).map(\.frame) == [102])
    }

    /// A touch-down after fewer quiet frames than the lead-in is no cut; after as many, it is.
    @Test func theLeadInMustBeQuiet() {
        for quiet in [EpisodeStream.leadIn - 1, EpisodeStream.leadIn] {
            var b = TimelineBuilder(trigger: 65)
            b.frames(quiet)
            Self.drag(&b, frames: 3)
            #expect(Self.replay(b.timeline).episodes == (quiet < EpisodeStream.leadIn ? 1 : 2))
        }
    }

    /// A pull past the trigger that nothing answers, and the next touch-down 7 frames (0.117 s)
    /// after its lift: the whole run waited past `releaseLagSeconds` (here 0.11 s) for a
    /// response, so it is a dead pull. An episode ending there would have waited only to the
    /// frame before the touch-down (0.1 s): the lift must be longer ago than that for a cut.
    @Test func noCutWhileALiftIsTooRecentToJudge() {
        var b = TimelineBuilder(trigger: 65)
        b.frames(10)
        Self.drag(&b, frames: 10, step: 8, rest: 7)
        Self.drag(&b, frames: 3)
        var thresholds = GlitchThresholds()
        thresholds.releaseLagSeconds = 0.11
        let (analysis, episodes) = Self.replay(b.timeline, thresholds)
        #expect(analysis.findings(.deadPull).count == 1)
        #expect(episodes == 2)
    }
}
