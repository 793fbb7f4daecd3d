import Testing
@testable import RefreshSim

/// The render loop with main-thread costs, against the arithmetic of Apple's render loop: a commit
/// that misses its vsync holds the previous frame, and the late frame shows at the first vsync
/// after the main thread is free ("Explore UI animation hitches and the render loop", 2021).
struct RenderLoopTests {
    /// A fling whose deceleration is under way when the app reloads the table at `reloadAt`.
    func fling(
        frameRate: Double = 60, costs: String = "", reloadAt: Double = 0.6,
        decelerationRate: String = "normal"
    ) throws -> ScenarioRun {
        try run(
            """
            {"name": "render-loop", "duration": 3, "frameRate": \(frameRate), "content": {"height": 5000},
             "physics": {"decelerationRate": "\(decelerationRate)"},
             "gestures": [{"at": 0.2, "distance": -200, "duration": 0.12, "easing": "linear"}],
             "actions": [{"at": \(reloadAt), "call": "reloadData"}]\(costs.isEmpty ? "" : ", \"mainThread\": {\(costs)}")}
            """)
    }

    func run(_ json: String) throws -> ScenarioRun {
        ScenarioRun(try ScenarioDecoder.decode(json, fileName: "render-loop.json"))
    }

    /// At 60 Hz the reload runs at the start of frame 36 (0.6 s), right after frame 35's commit.
    /// It ends at 0.6 + 0.1 = 0.7 s = the vsync of frame 42, so frames 36…41 (6 vsyncs) hold
    /// frame 35 on screen and frame 42 presents the frame that was due at vsync 36:
    /// 6 × 16.67 ms = 100 ms late. One hitch of 100 ms.
    @Test func aHundredMillisecondBlockAt60HzIsOneHitchOfAHundredMilliseconds() throws {
        let run = try fling(costs: #""reloadDataMs": 100"#)
        let pacing = try #require(run.timeline.pacing)
        #expect(Array(pacing.held[36...41]) == Array(repeating: true, count: 6))
        #expect(!pacing.held[35] && !pacing.held[42])
        #expect(abs(pacing.lateMs[42] - 100) < 1e-6)
        #expect(pacing.lateMs.enumerated().filter { $0.element > 0 }.map(\.offset) == [42])
        let hitches = try #require(run.analysis.hitches)
        #expect(hitches.run.hitchCount == 1)
        #expect(abs(hitches.run.hitchTimeMs - 100) < 1e-6)
        #expect(hitches.run.framesDropped == 6)
        #expect(hitches.decelerating.hitchCount == 1 && hitches.dragging.hitchCount == 0)
        // One scroll (one touch-down), whose deceleration holds the hitch.
        #expect(hitches.scrolls.count == 1)
        #expect(hitches.scrolls.first?.start == 0.2)
        #expect(hitches.scrolls.first?.decelerating == hitches.decelerating)
        // The ratio is the hitch time over the time spent animating.
        #expect(abs(hitches.run.hitchTimeRatio - 100 / hitches.run.animatingSeconds) < 1e-9)
        #expect(run.analysis.glitchClasses == [.hitch])
    }

    /// 100 ms of hitch over 1 s of motion is 100 ms/s, "needs immediate attention": a finger
    /// that drags for exactly 1 s (and lifts too slowly to fling) while the app blocks 100 ms.
    /// The finger's moves queue up during the block and apply together at the next commit.
    @Test func aHundredMillisecondsOverASecondOfMotionIsAHundredMillisecondsPerSecond() throws {
        let run = try run(
            """
            {"name": "one-second-drag", "duration": 2, "content": {"height": 9000},
             "gestures": [{"at": 0.1, "touches": [[0, 0], [0.9, -270], [1.0, -272]]}],
             "actions": [{"at": 0.6, "call": "reloadData"}], "mainThread": {"reloadDataMs": 100}}
            """)
        let hitches = try #require(run.analysis.hitches)
        #expect(abs(hitches.run.animatingSeconds - 1) < 1e-9)
        #expect(abs(hitches.run.hitchTimeRatio - 100) < 1e-6)
        #expect(hitches.dragging == hitches.run)
        #expect(hitches.band == .immediateAttention)
        // The content caught up with the finger: no jumpUnderFinger for the catch-up frame.
        #expect(run.analysis.glitchClasses == [.hitch])
    }

    /// A block that leaves the commit time before the next vsync (10 ms of 16.67) costs nothing
    /// on screen.
    @Test func aBlockWithinTheFrameBudgetIsNoHitch() throws {
        let run = try fling(costs: #""reloadDataMs": 10"#)
        #expect(run.timeline.pacing?.held.contains(true) == false)
        #expect(run.analysis.hitches?.run.hitchCount == 0)
    }

    /// At 120 Hz the same block spans 12 vsyncs of 8.33 ms: the same 100 ms of hitch time.
    @Test func theSameBlockAt120HzIsTheSameHitchTime() throws {
        let run = try fling(frameRate: 120, costs: #""reloadDataMs": 100"#)
        let pacing = try #require(run.timeline.pacing)
        #expect(pacing.held.filter { $0 }.count == 12)
        let hitches = try #require(run.analysis.hitches)
        #expect(hitches.run.hitchCount == 1)
        #expect(abs(hitches.run.hitchTimeMs - 100) < 1e-6)
    }

    /// 12 ms of work every frame fits 60 Hz's 16.67 ms budget: no frame is late. At 120 Hz it
    /// misses the 8.33 ms budget: each commit ends 12 ms after its vsync, 3.67 ms into the next
    /// frame, so that vsync holds and the frame shows one vsync (8.33 ms) late. While the content
    /// moves that is 8.33 ms of hitch per 16.67 ms: 500 ms/s.
    @Test func twelveMillisecondsAFrameIsFreeAt60HzAndHitchesAt120Hz() throws {
        let at60 = try fling(costs: #""frameMs": 12"#)
        #expect(at60.timeline.pacing?.held.contains(true) == false)
        #expect(at60.analysis.hitches?.run.hitchTimeMs == 0)
        #expect(at60.analysis.hitches?.band == .good)

        let at120 = try fling(frameRate: 120, costs: #""frameMs": 12"#)
        let hitches = try #require(at120.analysis.hitches)
        let perCommit = 1000 / 120.0
        let lateCommits = try #require(at120.timeline.pacing).lateMs.filter { $0 > 0 }
        #expect(lateCommits.allSatisfy { abs($0 - perCommit) < 1e-6 })
        #expect(abs(hitches.run.hitchTimeRatio - 500) < 25)
        #expect(hitches.band == .immediateAttention)
    }

    /// After the stall, deceleration has run for the real elapsed time: the content lands where
    /// the unstalled fling is at that moment (within the 0.5 pt the pixel grid allows).
    @Test func aDecelerationCatchesUpWithItsUnstalledTrajectory() throws {
        let free = try fling()
        let stalled = try fling(costs: #""reloadDataMs": 100"#)
        #expect(free.timeline.pacing == nil)
        for frame in 42...60 {
            #expect(abs(stalled.timeline.samples[frame].offset - free.timeline.samples[frame].offset) <= 0.5)
        }
        // Held frames show the last commit.
        #expect(Set(stalled.timeline.samples[35...41].map(\.offset)).count == 1)
        // The catch-up is the hitch's finding, not an offsetJump.
        #expect(!stalled.analysis.glitchClasses.contains(.offsetJump))
    }

    /// Core Animation plays what was committed before the stall: UIRefreshControl's
    /// `endRefreshing` inset animation, committed at 3.0 s, keeps its timing through a 100 ms
    /// block at 3.1 s; the spinner is drawn from each vsync's time, so it keeps turning too.
    @Test func committedAnimationsKeepTheirTimingThroughAStall() throws {
        func refresh(_ costs: String) throws -> ScenarioRun {
            try run(
                """
                {"name": "animation-through-stall", "duration": 4, "content": {"height": 2000},
                 "gestures": [{"at": 0.5, "distance": 320, "duration": 0.8, "holdAfter": 0.2}],
                 "strategy": {"kind": "uirefreshcontrol"}, "loader": {"kind": "delay", "seconds": 60},
                 "actions": [{"at": 3.0, "call": "endRefreshing"}, {"at": 3.1, "call": "reloadData"}],
                 "mainThread": {\(costs)}}
                """)
        }
        let free = try refresh(#""frameMs": 0"#)
        let stalled = try refresh(#""reloadDataMs": 100"#)
        let pacing = try #require(stalled.timeline.pacing)
        let held = pacing.held.indices.filter { pacing.held[$0] }
        #expect(held == Array(186...191))
        let moving = held.filter { free.timeline.samples[$0].offset != free.timeline.samples[$0 - 1].offset }
        #expect(!moving.isEmpty, "the inset animation is still running during the stall")
        for frame in held {
            #expect(abs(stalled.timeline.samples[frame].offset - free.timeline.samples[frame].offset) < 1e-9)
            #expect(stalled.timeline.samples[frame].time == free.timeline.samples[frame].time)
        }
    }

    /// Costs all zero: the frame loop is the one without costs, and the timeline has no pacing.
    @Test func zeroCostsChangeNothing() throws {
        let free = try fling()
        let zero = try fling(costs: #""frameMs": 0, "cellMs": 0"#)
        #expect(free.timeline == zero.timeline)
        #expect(free.timeline.pacing == nil)
        #expect(free.analysis.hitches == nil)
    }

    /// Rows brought into view cost a cell each; a page's reload lays out all rows or only the new ones.
    @Test func cellsAndReloadsChargeByRow() throws {
        // 568 pt at 44 pt a row: 13 rows on screen at the start; the fling reveals more.
        let run = try fling(costs: #""cellMs": 30"#)
        let hitches = try #require(run.analysis.hitches)
        #expect(hitches.run.hitchCount > 0)
        #expect(hitches.dragging.hitchCount + hitches.decelerating.hitchCount == hitches.run.hitchCount)
    }
}

/// `mainThread` and `expect.hitchTimeRatio` are validated like every other field: each problem
/// named with its path, all at once.
struct MainThreadDecodingTests {
    @Test func everyProblemIsNamedWithItsField() {
        expectIssues([
            scenarioJSON(#""mainThread": {"frameMs": -1, "cellMS": 3, "reload": "some", "loadMs": 9000}"#): [
                "scenario.json: mainThread.cellMS: unknown key; did you mean `cellMs`?",
                "scenario.json: mainThread.frameMs: must be >= 0 (ms), got -1",
                "scenario.json: mainThread.loadMs: must be <= 5000 (ms), got 9000",
                #"scenario.json: mainThread.reload: must be "allRows" or "newRows", got "some""#,
            ],
            #"{"name": "t", "duration": 1, "content": {"height": 100, "rowHeight": 0}}"#: [
                "scenario.json: content.rowHeight: must be >= 1 (points), got 0"
            ],
            scenarioJSON(#""expect": {"hitchTimeRatio": {"min": 30, "max": 10}}"#): [
                "scenario.json: expect.hitchTimeRatio.max: must be >= min (30), got 10"
            ],
            scenarioJSON(#""expect": {"hitchTimeRatio": {}}"#): ["scenario.json: expect.hitchTimeRatio: give min, max or both (ms/s)"],
        ])
    }

    @Test func anExpectedRatioIsChecked() throws {
        let json = scenarioJSON(
            #""gestures": [{"at": 0.2, "distance": -200, "duration": 0.12, "easing": "linear"}], "actions": [{"at": 0.6, "call": "reloadData"}], "mainThread": {"reloadDataMs": 100}, "expect": {"hitchTimeRatio": {"max": 10}}"#
        )
        let run = ScenarioRun(try ScenarioDecoder.decode(json, fileName: "scenario.json"))
        let differences = ExpectationCheck.differences(try #require(run.scenario.expect), run.analysis)
        #expect(differences.count == 1)
        #expect(differences.first?.hasPrefix("hitchTimeRatio: expected at most 10 ms/s, got ") == true)
    }
}
