import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// The app's own `contentInset`, apart from the safe area, with UIKit's adjusted-inset arithmetic.
struct AppContentInsetTests {
    private let safeArea = EdgeInsets(top: 103, bottom: 34)

    @Test func adjustedInsetAddsTheSafeAreaUnlessNever() {
        for behavior in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always] {
            #expect(
                AppContentInset(top: 10, bottom: 49, adjustmentBehavior: behavior).adjusted(safeArea: safeArea)
                    == EdgeInsets(top: 113, bottom: 83), "\(behavior)")
        }
        #expect(
            AppContentInset(top: 10, bottom: 49, adjustmentBehavior: .never).adjusted(safeArea: safeArea)
                == EdgeInsets(top: 10, bottom: 49))
    }

    /// Setting the behaviour at rest (as pasted code does in viewDidLoad) changes the adjusted
    /// inset at once, and "adjust offset if necessary" keeps the offset legal.
    @Test func settingTheBehaviourChangesTheAdjustedInset() {
        let harness = ScrollViewHarness(topInset: 64)
        let view = harness.scrollView
        view.setOffset(view.minimumOffset)
        #expect(view.adjustedContentInset.top == 64)
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset.top == 0)
        #expect(view.contentOffset.y == 0)
        #expect(harness.runtime.events.contains { $0.kind == .contentInsetSet(top: 0, bottom: 0, animated: false) })
        view.contentInsetAdjustmentBehavior = .always
        #expect(view.adjustedContentInset.top == 64)
    }

    private func run(_ inset: String, strategy: String = "mj-auto-footer", extra: String = "") throws -> ScenarioRun {
        let json = """
            {"name": "t", "duration": 3, "device": "iPhone 15", "content": {"height": 2000, "initialOffset": "bottom"},
             "contentInset": \(inset), "strategy": {"kind": "\(strategy)"}\(extra)}
            """
        return ScenarioRun(try ScenarioDecoder.decode(json, fileName: "t.json"))
    }

    /// The scroll view rests where UIKit puts it: −adjusted top at the top, content + adjusted
    /// bottom − viewport at the bottom; MJRefresh's footer adds its 44 pt on top of the app's 49.
    @Test func theScrollViewRestsOnTheAdjustedInsets() throws {
        let tab = try run(#"{"bottom": 49}"#)
        let first = try #require(tab.timeline.samples.first)
        #expect(first.insetTop == 103)
        #expect(first.insetBottom == 34 + 49 + 44)
        #expect(first.maxOffset == 2000 + 127 - 852)
        #expect(tab.timeline.baseInsetBottom == 127)
        let never = try run(#"{"bottom": 49, "adjustmentBehavior": "never"}"#)
        #expect(never.timeline.samples.first?.insetTop == 0)
        #expect(never.timeline.samples.first?.insetBottom == Double(49 + 44))
        #expect(never.timeline.samples.first?.minOffset == 0)
    }

    /// The tab-bar app's footer loads and rests above the app's own bar with no drift.
    @Test func aFooterAboveTheAppsBarDoesNotDrift() throws {
        let gesture = #", "gestures": [{"at": 0.3, "distance": -200, "duration": 0.3}]"#
        let run = try run(#"{"bottom": 49}"#, extra: gesture)
        #expect(!run.analysis.glitchClasses.contains(.insetDrift))
    }

    /// `setContentInset` replaces the inset a component added, as the real assignment does.
    @Test func setContentInsetReplacesTheWholeInset() throws {
        let action = #", "actions": [{"at": 1, "call": "setContentInset", "bottom": 0}]"#
        let run = try run(#"{"bottom": 49}"#, extra: action)
        let after = try #require(run.timeline.samples.last)
        #expect(after.insetBottom == 34)
        #expect(run.timeline.events.contains { $0.kind == .contentInsetSet(top: 103, bottom: 34, animated: false) })
    }

    @Test func scrollToRowPutsTheRowUnderTheTopBars() throws {
        let action = #", "actions": [{"at": 1, "call": "scrollToRow", "row": 10}]"#
        let run = try run("{}", strategy: "mj-header", extra: action)
        #expect(run.timeline.samples.last?.offset == Double(10 * 44 - 103))
        let last = #", "actions": [{"at": 1, "call": "scrollToRow", "row": 10000, "position": "bottom"}]"#
        #expect(try self.run("{}", strategy: "mj-header", extra: last).timeline.samples.last?.offset == Double(2000 + 34 - 852))
    }

    @Test func insetsAreValidated() {
        expectIssues([
            scenarioJSON(#""contentInset": {"bottom": 600, "adjustmentBehaviour": "never"}"#): [
                "scenario.json: contentInset.adjustmentBehaviour: unknown key; did you mean `adjustmentBehavior`?",
                "scenario.json: contentInset: the adjusted inset, top + bottom (600 pt with the safe area), must be less than viewportHeight (568)",
            ],
            scenarioJSON(#""contentInset": {"top": -1, "adjustmentBehavior": "sometimes"}"#): [
                "scenario.json: contentInset.top: must be >= 0 (points), got -1",
                #"scenario.json: contentInset.adjustmentBehavior: must be "automatic", "scrollableAxes", "always" or "never", got "sometimes""#,
            ],
        ])
    }
}
