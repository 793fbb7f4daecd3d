/// What a user can name in a scenario file, with one line each: `refreshsim list` prints these and
/// the schema uses them as descriptions.
public enum Catalogue {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var summary: String

        public init(name: String, summary: String) {
            self.name = name
            self.summary = summary
        }
    }

    /// `strategy.kind` values, in `StrategyConfig.allKinds` order.
    public static let strategies: [Entry] = [
        Entry(name: "none", summary: "no refresh control: the bare scroll view"),
        Entry(name: "uirefreshcontrol", summary: "Apple's UIRefreshControl: fires mid-drag past its snapping height, holds a 60 pt inset, ends animated in 0.3 s"),
        Entry(name: "wkwebview-bad", summary: "seed 000: valueChanged calls endRefreshing() and reload() at once, so the page reloads under the finger"),
        Entry(name: "wkwebview-good", summary: "seed 000: reloads when the finger lifts and ends at didCommit (endOn \"finish\": at didFinish)"),
        Entry(name: "ego", summary: "seed 001: EGOTableViewPullRefresh, triggers on release past 65 pt if the controller forwards scroll callbacks"),
        Entry(name: "sb-kvo", summary: "seed 001: SBPullToRefreshHeaderView, watches contentOffset by KVO and notices the lift one change late"),
        Entry(name: "cj-header", summary: "seed 003: 30 pt header that adds and removes its inset without animation, so the content snaps"),
        Entry(name: "cj-footer-delay", summary: "seed 003: load-more footer that waits 0.8 s, jumps the offset by 25 pt, and jumps back 2 s later"),
        Entry(name: "cj-footer-inset", summary: "seed 003: load-more footer that holds a 30 pt bottom inset while loading (the fix)"),
        Entry(name: "threshold", summary: "seed 004: refreshes on end-drag past -100 pt with no inset, so nothing shows the load"),
    ]

    /// `loader.kind` values, in `LoaderConfig.allKinds` order.
    public static let loaders: [Entry] = [
        Entry(name: "delay", summary: "completes after `seconds`; the content is unchanged"),
        Entry(name: "append", summary: "load-more: completes after `seconds` and grows the content by `height`"),
        Entry(name: "webview", summary: "a WKWebView navigation with seed 002's delegate callbacks: redirects, commit, finish, failures"),
    ]

    public static var glitchClasses: [Entry] {
        GlitchClass.allCases.map { Entry(name: $0.rawValue, summary: $0.summary) }
    }
}
