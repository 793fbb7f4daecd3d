import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `hiddenWhileLoading` for every library kind: a run whose load goes on with the kind's
/// indicator out of sight is flagged, and the same run without what hides it is not.
struct HiddenWhileLoadingPerKindTests {
    /// One run: `kind` on an iPhone 15 (a 103 pt navigation bar and status bar), with `extra`
    /// keys (gestures, actions, reactions) spliced in.
    private func hidden(
        _ kind: String, _ extra: String, content: String = #"{"height": 2000}"#,
        device: String = #""iPhone 15""#
    ) throws -> [Finding] {
        let json = """
            {"name": "t", "duration": 5, "device": \(device), "content": \(content),
             "strategy": {"kind": "\(kind)"}, "loader": {"kind": "delay", "seconds": 2}, \(extra)}
            """
        return ScenarioRun(try ScenarioDecoder.decode(json, fileName: "t.json")).analysis.findings(.hiddenWhileLoading)
    }

    /// A header pulled well past its trigger: the recipe for the header kinds' controls.
    private let pull = #""gestures": [{"at": 0.3, "distance": 250, "duration": 0.4, "holdAfter": 0.1}]"#
    /// The app sets its own contentInset.top while the refresh runs, taking the header's inset away.
    private let insetReset = #", "reactions": [{"on": "refreshStarted", "after": 0.2, "call": "setContentInset", "top": 0}]"#

    @Test func svHeaderAfterAShortTugUnderANavigationBar() throws {
        // The resting offset (-103) is already past SV's -60 threshold: a 30 pt tug loads, and
        // its momentum carries the header 7 pt out of sight for the whole load.
        let tug = try hidden("sv-header", #""gestures": [{"at": 0.3, "distance": 30, "duration": 0.2}]"#)
        #expect(tug.count == 1)
        #expect(tug.first.map { abs($0.time - 0.82) < 0.02 } == true)
        #expect(try hidden("sv-header", pull).isEmpty)
    }

    @Test func esHeaderAfterAShortTugUnderANavigationBar() throws {
        #expect(try hidden("es-header", #""gestures": [{"at": 0.5, "distance": 40, "duration": 0.3}]"#).count == 1)
        // Under an opaque bar (es-opaque-bar) the header measures from the right inset.
        let opaque = #"{"viewportHeight": 749, "viewportWidth": 393, "topInset": 0, "bottomInset": 34, "screenScale": 3}"#
        #expect(try hidden("es-header", pull + insetReset, device: opaque).count == 1)
        #expect(try hidden("es-header", pull, device: opaque).isEmpty)
    }

    @Test func mjHeaderWhenTheAppResetsItsInset() throws {
        #expect(try hidden("mj-header", pull + insetReset).count == 1)
        #expect(try hidden("mj-header", pull).isEmpty)
    }

    @Test func refreshControlsBegunFromCodeUnderANavigationBar() throws {
        // beginRefreshing does not scroll the control into view (uirefreshcontrol-begin-from-code).
        for kind in ["uirefreshcontrol", "swiftui-refreshable"] {
            #expect(try hidden(kind, #""actions": [{"at": 0.5, "call": "beginRefreshing"}]"#).count == 1, "\(kind)")
            #expect(try hidden(kind, #""gestures": [{"at": 0.3, "distance": 400, "duration": 0.5, "holdAfter": 0.2}]"#).isEmpty, "\(kind)")
        }
    }

    /// The app appends rows while the load-more still runs: the footer is pushed below the screen
    /// while the last rows are in view.
    @Test func footersPushedOffScreenByRowsTheAppAdds() throws {
        let cases: [(kind: String, content: String, distance: Int, rows: Int)] = [
            ("mj-auto-footer", #"{"height": 2000, "initialOffset": 1000}"#, -300, 3),
            ("es-footer", #"{"height": 2000, "initialOffset": 1000}"#, -300, 2),
            ("mj-back-footer", #"{"height": 2000, "initialOffset": "bottom"}"#, -250, 2),
            ("sv-infinite", #"{"height": 2000, "initialOffset": "bottom"}"#, -250, 2),
        ]
        for item in cases {
            let gesture = #""gestures": [{"at": 0.3, "distance": \#(item.distance), "duration": 0.3, "holdAfter": 0.1}]"#
            let append = #", "reactions": [{"on": "loadMoreStarted", "after": 0.2, "call": "appendContent", "rows": \#(item.rows)}]"#
            #expect(try hidden(item.kind, gesture + append, content: item.content).count == 1, "\(item.kind)")
            #expect(try hidden(item.kind, gesture, content: item.content).isEmpty, "\(item.kind)")
        }
    }

    /// A user who scrolled a screen away from the header hid it themselves.
    @Test func anIndicatorScrolledAwayFromIsNotFlagged() throws {
        let away = #", "reactions": [{"on": "refreshStarted", "after": 0.2, "call": "setContentOffset", "y": 600}]"#
        #expect(try hidden("mj-header", pull + away).isEmpty)
    }
}
