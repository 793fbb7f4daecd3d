import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `reactions`: the app's rules, run on events, bounded, and validated with their fields.
struct ReactionTests {
    private func run(_ extra: String, strategy: String = #"{"kind": "mj-auto-footer"}"#, duration: Double = 12) throws -> ScenarioRun {
        let json = """
            {"name": "t", "duration": \(duration), "device": "iPhone 15", "content": {"height": 1800},
             "strategy": \(strategy), "loader": {"kind": "delay", "seconds": 0.8}, \(extra)}
            """
        return ScenarioRun(try ScenarioDecoder.decode(json, fileName: "t.json"))
    }

    private let flicks =
        #""gestures": [{"at": 0.3, "distance": -900, "duration": 0.15}, {"at": 3, "distance": -900, "duration": 0.15}, {"at": 5.7, "distance": -900, "duration": 0.15}, {"at": 8.4, "distance": -900, "duration": 0.15}]"#

    private func calls(_ run: ScenarioRun) -> [(time: Double, name: String)] {
        run.timeline.events.compactMap { event in
            if case let .appCall(call, _) = event.kind { return (event.time, call.name) }
            return nil
        }
    }

    @Test func everyOccurrenceOrOnlyTheNth() throws {
        let result = try run(
            flicks
                + #", "reactions": [{"on": "loadMoreEnded", "call": "appendContent", "rows": 20}, {"on": "loadMoreEnded", "nth": 3, "call": "endRefreshingWithNoMoreData"}]"#
        )
        let made = calls(result)
        #expect(made.filter { $0.name == "appendContent" }.count == 3)
        #expect(made.filter { $0.name == "endRefreshingWithNoMoreData" }.count == 1)
        // The third page's end, a frame later: no fourth load after it.
        let ends = result.timeline.events.filter { $0.kind == .refreshEnd(.footer) }.map(\.time)
        #expect(ends.count == 3)
        let noMore = try #require(made.first { $0.name == "endRefreshingWithNoMoreData" })
        #expect(abs(noMore.time - (ends[2] + 1.0 / 60)) < 1e-9)
        #expect(result.analysis.activity.loadMores.started == 3)
        #expect(result.timeline.samples.last?.contentHeight == Double(1800 + 3 * 20 * 44))
        #expect(result.analysis.activity.finalFooterPhase == .noMoreData)
    }

    @Test func afterDelaysTheCall() throws {
        let result = try run(flicks + #", "reactions": [{"on": "loadMoreStarted", "nth": 2, "after": 0.5, "call": "appendContent"}]"#)
        let started = result.analysis.activity.loadMoreStartTimes
        let append = try #require(calls(result).first)
        #expect(abs(append.time - (started[1] + 0.5)) < 1e-9)
    }

    @Test func fingerPullAndOffsetEvents() throws {
        let pull = #""gestures": [{"at": 0.3, "distance": 300, "duration": 0.5, "holdAfter": 0.2}]"#
        let reactions =
            #", "reactions": [{"on": "fingerLifted", "call": "reloadData", "heightChange": 44}, {"on": "pulledPast", "distance": 40, "call": "reloadData", "heightChange": 88}, {"on": "offsetCrossed", "offset": -150, "call": "reloadData", "heightChange": 132}]"#
        let result = try run(pull + reactions, strategy: #"{"kind": "mj-header"}"#, duration: 3)
        let changes = result.timeline.events.compactMap { event -> (Double, Double)? in
            if case let .contentSizeChanged(from, to) = event.kind, event.time > 0 { return (event.time, to - from) }
            return nil
        }
        let up = try #require(result.timeline.events.first { $0.name == "touchUp" }).time
        // The pull passes 40 pt, then -150 on the way out and again on the way back: 88, 132, 132, then the lift's 44.
        #expect(changes.map(\.1) == [88, 132, 132, 44] || changes.map(\.1) == [88, 132, 44, 132])
        #expect(changes.contains { $0.1 == 44 && abs($0.0 - (up + 1.0 / 60)) < 0.02 })
    }

    @Test func phaseReachedHearsEitherComponent() throws {
        let result = try run(
            flicks + #", "reactions": [{"on": "phaseReached", "phase": "refreshing", "of": "footer", "call": "appendContent", "rows": 1}]"#)
        #expect(calls(result).count == result.analysis.activity.loadMores.started)
        let header = try run(
            flicks + #", "reactions": [{"on": "phaseReached", "phase": "refreshing", "of": "header", "call": "appendContent", "rows": 1}]"#)
        #expect(calls(header).isEmpty)
    }

    /// Two rules that cause each other's event never loop within an instant (each call waits a
    /// frame), and the run's cap stops them with the rule named.
    @Test func rulesThatFeedEachOtherHitTheCap() throws {
        let json = """
            {"name": "loop", "duration": 42, "frameRate": 240, "content": {"height": 2000},
             "strategy": {"kind": "uirefreshcontrol"}, "actions": [{"at": 0.1, "call": "beginRefreshing"}],
             "reactions": [{"on": "phaseReached", "phase": "refreshing", "call": "endRefreshing"},
                           {"on": "phaseReached", "phase": "idle", "call": "beginRefreshing"}]}
            """
        let result = ScenarioRun(try ScenarioDecoder.decode(json, fileName: "loop.json"))
        let overrun = try #require(result.timeline.reactionOverrun)
        #expect(calls(result).count == ScenarioLimits.maxReactionCalls + 1)  // + the action
        #expect("\(overrun)".hasPrefix("reactions[0]: the run reached 10000 reaction calls at "))
        let check = Checker().check(result)
        #expect(!check.passed)
        #expect(check.differences.contains("\(overrun)"))
        // Frames between calls: a frame at the least.
        let times = calls(result).map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 1.0 / 240 - 1e-6 })
    }

    @Test func misspellingsAndMisplacedKeysAreNamed() {
        let issues = scenarioIssues(
            scenarioJSON(
                #""strategy": {"kind": "mj-auto-footer"}, "reactions": [{"on": "loadMoreEnd", "call": "appendContent"}, {"on": "loadMoreEnded", "nth": 0, "call": "apendContent"}, {"on": "pulledPast", "call": "appendContent", "offset": 3}, {"on": "refreshEnded", "call": "resetNoMoreData", "nht": 1}]"#
            ))
        #expect(
            issues == [
                #"scenario.json: reactions[0].on: must be "refreshStarted", "refreshEnded", "loadMoreStarted", "loadMoreEnded", "fingerLifted", "pulledPast", "offsetCrossed" or "phaseReached", got "loadMoreEnd"; did you mean `loadMoreEnded`?"#,
                #"scenario.json: reactions[1].call: must be "beginRefreshing", "endRefreshing", "endLoadingMore", "endRefreshingWithNoMoreData", "resetNoMoreData", "reloadData", "setContentOffset", "appendContent", "setContentInset", "scrollToRow", "insertRows", "deleteRows", "reloadRows", "moveRow", "insertSections", "deleteSections" or "applySnapshot", got "apendContent"; did you mean `appendContent`?"#,
                "scenario.json: reactions[2].offset: unknown key; expected one of: on, nth, after, distance, edge, call, rows",
                "scenario.json: reactions[2].distance: required key is missing",
                "scenario.json: reactions[3].nht: unknown key; did you mean `nth`?",
            ])
        #expect(
            scenarioIssues(
                scenarioJSON(
                    #""strategy": {"kind": "mj-auto-footer"}, "reactions": [{"on": "loadMoreEnded", "nth": 0, "call": "appendContent"}]"#))
                == ["scenario.json: reactions[0].nth: must be >= 1, got 0"])
        #expect(
            scenarioIssues(scenarioJSON(#""reactions": [{"call": "appendContent"}]"#)).first?.hasPrefix(
                "scenario.json: reactions[0].on: required key is missing; one of: refreshStarted") == true)
        // A footer's call on a scenario with no footer, as for actions.
        #expect(
            scenarioIssues(
                scenarioJSON(#""strategy": {"kind": "mj-header"}, "reactions": [{"on": "refreshEnded", "call": "resetNoMoreData"}]"#))
                == [#"scenario.json: reactions[0].call: resetNoMoreData is a load-more footer's call; "mj-header" is a header"#])
    }

    /// No event option shares a key with a call option: one flat object holds both.
    @Test func eventAndCallKeysDoNotClash() {
        let own = Set(ScenarioFields.reaction.map(\.key) + ["call", "target"])
        let events = Set(ReactionEventKind.all.flatMap(\.options).map(\.key))
        let calls = Set(Vocabulary.bundled.appCalls.flatMap(\.options).map(\.key))
        #expect(events.isDisjoint(with: calls))
        #expect(own.isDisjoint(with: events.union(calls)))
    }
}
