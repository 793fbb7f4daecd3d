import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `strategy` arrays, `actions`, device presets and failing loaders in scenario files.
struct ScenarioCompositionDecodingTests {
    @Test func aHeaderAndAFooterWithTheirOwnLoaders() throws {
        let scenario = try ScenarioDecoder.decode(
            scenarioJSON(
                #"""
                "strategy": [{"kind": "mj-auto-footer", "triggerPercent": 0.5, "loader": {"kind": "append", "seconds": 1, "height": 300, "fails": true}},
                             {"kind": "mj-header", "legacyBeginCompletion": true}]
                """#), fileName: "s.json")
        #expect(
            scenario.components == [
                StrategyComponent(.mjHeader(legacyBeginCompletion: true)),
                StrategyComponent(
                    .mjAutoFooter(triggerPercent: 0.5, autoTriggerTimes: 1, noMoreDataAfter: nil),
                    loader: .append(seconds: 1, height: 300, fails: true)),
            ])
        #expect(scenario.strategy == .mjHeader(legacyBeginCompletion: true))
    }

    @Test func compositionErrorsNameTheField() {
        expectIssues([
            scenarioJSON(#""strategy": [{"kind": "mj-header"}, {"kind": "es-header"}]"#): [
                #"scenario.json: strategy[1].kind: a second header ("mj-header" is one); compose one header and one footer"#
            ],
            scenarioJSON(#""strategy": []"#): ["scenario.json: strategy: must hold 1 or 2 strategies (a header and a footer), got 0"],
            scenarioJSON(#""strategy": {"kind": "mj-header", "loader": {"kind": "delay", "seconds": 1}}"#): [
                "scenario.json: strategy.loader: unknown key; expected one of: kind, legacyBeginCompletion, release"
            ],
            scenarioJSON(#""strategy": {"kind": "mj-auto-footer", "autoTriggerTimes": 1.5}"#): [
                "scenario.json: strategy.autoTriggerTimes: must be a whole number, got 1.5"
            ],
        ])
    }

    @Test func actions() throws {
        let scenario = try ScenarioDecoder.decode(
            scenarioJSON(
                #"""
                "strategy": [{"kind": "sv-header"}, {"kind": "sv-infinite"}],
                "actions": [{"at": 2, "call": "reloadData", "heightChange": 400, "noMoreData": true},
                            {"at": 1, "call": "beginRefreshing", "target": "header"},
                            {"at": 3, "call": "endLoadingMore"},
                            {"at": 4, "call": "setContentOffset", "y": -60, "animated": true},
                            {"at": 5, "call": "endRefreshing", "target": "header", "ifRefreshing": true}]
                """#), fileName: "s.json")
        #expect(
            scenario.actions == [
                AppAction(at: 1, call: .beginRefreshing, target: .header),
                AppAction(at: 2, call: .reloadData(.by(400), noMoreData: true)),
                AppAction(at: 3, call: .endLoadingMore),
                AppAction(at: 4, call: .setContentOffset(y: -60, animated: true)),
                AppAction(at: 5, call: .endRefreshing(ifRefreshing: true), target: .header),
            ])
    }

    @Test func actionErrorsNameTheField() {
        let two = #""strategy": [{"kind": "mj-header"}, {"kind": "mj-auto-footer"}], "#
        expectIssues([
            scenarioJSON(two + #""actions": [{"at": 1, "call": "beginRefreshing"}]"#): [
                #"scenario.json: actions[0].target: required with two components: "header" or "footer""#
            ],
            scenarioJSON(#""strategy": {"kind": "mj-header"}, "actions": [{"at": 1, "call": "endRefreshing", "target": "footer"}]"#): [
                "scenario.json: actions[0].target: the scenario has no footer; its strategy: mj-header (header)"
            ],
            scenarioJSON(#""strategy": {"kind": "ego"}, "actions": [{"at": 1, "call": "beginRefreshing"}]"#): [
                #"scenario.json: actions[0].call: strategy "ego" has no app-side beginRefreshing (the library and uirefreshcontrol strategies do)"#
            ],
            scenarioJSON(#""strategy": {"kind": "mj-header"}, "actions": [{"at": 11, "call": "endRefreshing"}]"#): [
                "scenario.json: actions[0].at: must be within the scenario's duration (10 s), got 11"
            ],
            scenarioJSON(#""actions": [{"at": 1, "call": "reloadData", "contentHeight": 10, "heightChange": 5}]"#): [
                "scenario.json: actions[0].heightChange: give contentHeight or heightChange, not both"
            ],
            scenarioJSON(#""actions": [{"at": 1, "call": "setContentOffset", "animated": true}]"#): [
                "scenario.json: actions[0].y: required key is missing"
            ],
            scenarioJSON(#""strategy": {"kind": "uirefreshcontrol"}, "actions": [{"at": 1, "call": "endLoadingMore"}]"#): [
                #"scenario.json: actions[0].call: endLoadingMore is a load-more footer's call; "uirefreshcontrol" is a header"#
            ],
            scenarioJSON(two + #""actions": [{"at": 1, "call": "resetNoMoreData", "target": "header"}]"#): [
                #"scenario.json: actions[0].target: resetNoMoreData is a load-more footer's call; "mj-header" is a header"#
            ],
        ])
        #expect(
            scenarioIssues(scenarioJSON(#""actions": [{"at": 1, "call": "scrollToTop"}]"#)).first?
                .hasPrefix("scenario.json: actions[0].call: ") == true)
    }

    @Test func devicePresets() throws {
        let named = try ScenarioDecoder.decode(scenarioJSON(#""device": "iPhone 15 Pro""#), fileName: "s.json")
        #expect(
            named.device
                == Device(viewportHeight: 852, viewportWidth: 393, topInset: 103, bottomInset: 34, screenScale: 3, model: "iPhone 15 Pro"))
        #expect(named.frameRate == 120)
        let barred = try ScenarioDecoder.decode(
            scenarioJSON(
                #""device": {"model": "iPhone SE", "navigationBar": "largeTitle", "tabBar": true, "viewportHeight": 600}, "frameRate": 90"#),
            fileName: "s.json")
        #expect(
            barred.device
                == Device(
                    viewportHeight: 600, viewportWidth: 375, topInset: 20 + 44 + 52, bottomInset: 49, screenScale: 2, model: "iPhone SE"))
        #expect(barred.frameRate == 90)
        #expect(scenarioIssues(scenarioJSON(#""device": "iPhone 99""#)).first?.hasPrefix("scenario.json: device: ") == true)
        #expect(
            scenarioIssues(scenarioJSON(#""device": {"tabBar": true}"#))
                == ["scenario.json: device.tabBar: takes effect with a `model` only; give topInset/bottomInset instead"])
    }
}
