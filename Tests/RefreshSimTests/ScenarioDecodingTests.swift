import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

struct ScenarioDecodingTests {
    @Test func minimalFileTakesEveryDefault() throws {
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.fixture("minimal"), fileName: "minimal.json")
        #expect(scenario == Scenario(name: "minimal", duration: 2, content: Content(height: 2000)))
        #expect(scenario.description == "")
        #expect(scenario.frameRate == 60)
        #expect(scenario.device == Device(viewportHeight: 568, viewportWidth: 320, topInset: 0, bottomInset: 0, screenScale: 2))
        #expect(scenario.content.initialOffset == .top)
        #expect(
            scenario.physics
                == PhysicsOptions(decelerationRate: 0.998, rubberBandCoefficient: 0.55, bounces: true, panHysteresis: 10, recoil: .ios26))
        #expect(scenario.gestures.isEmpty)
        #expect(scenario.strategy == .none)
        #expect(scenario.loader == nil)
        #expect(scenario.analysis == GlitchThresholds())
        #expect(scenario.expect == nil)
    }

    @Test func everyFieldIsRead() throws {
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.fixture("wkwebview-good-full"), fileName: "full.json")
        #expect(scenario.name == "wkwebview-good-full")
        #expect(scenario.description.hasPrefix("Every field given"))
        #expect(scenario.duration == 6)
        #expect(scenario.frameRate == 120)
        #expect(scenario.device == Device(viewportHeight: 844, viewportWidth: 390, topInset: 91, bottomInset: 34, screenScale: 3))
        #expect(scenario.content == Content(height: 3000, initialOffset: .top))
        #expect(
            scenario.physics
                == PhysicsOptions(decelerationRate: 0.99, rubberBandCoefficient: 0.55, bounces: true, panHysteresis: 0, recoil: .ios18))
        #expect(
            scenario.gestures == [
                .drag(at: 0.5, distance: 220, duration: 0.6, holdAfter: 0.2, easing: .linear),
                .drag(at: 3, distance: -150, duration: 0.25, holdAfter: 0, easing: .easeInOut),
            ])
        #expect(scenario.strategy == .wkWebViewGood(endOn: .finish))
        #expect(scenario.loader == .webview(WebLoadPlan(commitAfter: 0.4, finishAfter: 1.2, redirects: 1, fail: .none, pageHeight: 2500)))
        var thresholds = GlitchThresholds()
        thresholds.offsetJumpPoints = 10
        thresholds.releaseLagSeconds = 0.15
        #expect(scenario.analysis == thresholds)
        #expect(scenario.expect == Expectation(verdict: .smooth, glitches: []))
    }

    @Test func touchesNumericOffsetAndOptions() throws {
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.fixture("ego-touches"), fileName: "ego.json")
        #expect(scenario.content.initialOffset == .value(0))
        #expect(scenario.gestures.count == 1)
        guard case let .touches(at, samples, _) = scenario.gestures.first else {
            Issue.record("expected a touches gesture")
            return
        }
        #expect(at == 0.2)
        #expect(samples.count == 6)
        #expect(samples[2] == TouchSample(t: 0.1, y: 40))
        #expect(scenario.strategy == .ego(forwardsDelegate: false))
        #expect(scenario.loader == .append(seconds: 1, height: 400))
        #expect(scenario.expect == Expectation(verdict: .janky, glitches: [.stuckSpinner, .offsetJump]))

        let fling = try ScenarioDecoder.decode(ScenarioFixtures.fixture("threshold-fling"), fileName: "fling.json")
        #expect(fling.physics.decelerationRate == 0.998)
        #expect(fling.content.initialOffset == .value(600))
        #expect(fling.strategy == .threshold)
        #expect(fling.loader == .delay(seconds: 2))
    }

    @Test func optionDefaultsPerKind() throws {
        let good = try ScenarioDecoder.decode(
            scenarioJSON(#""strategy": {"kind": "wkwebview-good"}, "loader": {"kind": "webview"}"#), fileName: "s.json")
        #expect(good.strategy == .wkWebViewGood(endOn: .commit))
        #expect(good.loader == .webview(WebLoadPlan(commitAfter: 0.6, finishAfter: 1.5, redirects: 0, fail: .none, pageHeight: nil)))
        let ego = try ScenarioDecoder.decode(scenarioJSON(#""strategy": {"kind": "ego"}"#), fileName: "s.json")
        #expect(ego.strategy == .ego(forwardsDelegate: true))
        let bottom = try ScenarioDecoder.decode(
            #"{"name": "b", "duration": 1, "content": {"height": 10, "initialOffset": "bottom"}}"#, fileName: "s.json")
        #expect(bottom.content.initialOffset == .bottom)
    }

    @Test func everyStrategyKindDecodes() throws {
        var kinds: [String] = []
        for kind in Vocabulary.bundled.strategies {
            let json =
                switch kind.list {
                case .none: scenarioJSON(#""strategy": {"kind": "\#(kind.name)"}"#)
                case .swiftUIList:
                    #"{"name": "s", "duration": 1, "content": {"rows": {"style": "lazyVStack"}}, "strategy": {"kind": "\#(kind.name)"}}"#
                default: #"{"name": "s", "duration": 1, "content": {"rows": {}}, "strategy": {"kind": "\#(kind.name)"}}"#
                }
            kinds.append(try ScenarioDecoder.decode(json, fileName: "s.json").strategy.kind)
        }
        #expect(kinds == Vocabulary.bundled.strategies.map(\.name))
    }

    @Test func gesturesComeOutInTimeOrder() throws {
        let scenario = try ScenarioDecoder.decode(
            scenarioJSON(
                #"""
                "gestures": [{"at": 5, "distance": 10, "duration": 1}, {"at": 1, "touches": [[0, 0], [0.5, 30]]}]
                """#), fileName: "s.json")
        #expect(scenario.gestures.map(\.startTime) == [1, 5])
    }

    @Test func gesturesMayTouchEndToEndAndEndExactlyAtTheDuration() throws {
        // 0.1 + 0.2 is 0.30000000000000004 in binary: still "ends at the duration".
        let scenario = try ScenarioDecoder.decode(
            #"""
            {"name": "t", "duration": 0.3, "content": {"height": 100},
             "gestures": [{"at": 0, "distance": 5, "duration": 0.1}, {"at": 0.1, "distance": 5, "duration": 0.2}]}
            """#, fileName: "s.json")
        #expect(scenario.gestures.count == 2)
    }

    @Test func schemaKeyIsAllowedAndAByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(scenarioJSON(#""$schema": "./scenario.schema.json""#).utf8)
        #expect(try ScenarioDecoder.decode(bytes, fileName: "s.json").name == "t")
    }
}
