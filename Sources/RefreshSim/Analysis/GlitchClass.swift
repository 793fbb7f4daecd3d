/// The glitch classes of `reference/glitches.md`. The raw values are public names that users'
/// CI matches on: never rename them.
public enum GlitchClass: String, Sendable, CaseIterable, Comparable {
    case jumpUnderFinger
    case reloadWhileDragging
    case offsetJump
    case stuckSpinner
    case doubleTrigger
    case momentumTrigger
    case hiddenWhileLoading
    case releaseLag
    case insetDrift
    case footerMisplaced
    case flingKilled
    case blankContent
    /// Not in the reference table: added for a control that never responds (EGO without delegate
    /// forwarding).
    case deadPull
    /// Frames that reach the screen late because the main thread was busy (Apple's "hitch").
    case hitch
    /// Content as rows: rows on screen move by themselves (an estimate corrected, a reload).
    case contentShift
    /// Content as rows: rows inserted or removed above the screen move the row being read.
    case positionLost
    /// Content as rows: the first page does not fill the screen and no load-more ever starts.
    case stalledFeed
    /// Content as rows: part of the screen where rows are shows none (a collection view's animated
    /// update during a scroll).
    case blankRows

    /// What a user sees, in one line.
    public var summary: String {
        switch self {
        case .jumpUnderFinger: "content moves by itself while the finger holds it"
        case .reloadWhileDragging: "the page reloads or its content is replaced under the finger"
        case .offsetJump: "content teleports a visible distance in one frame with no finger and no animation"
        case .stuckSpinner: "the refresh never ends, or the indicator outlives the load"
        case .doubleTrigger: "the refresh action runs twice for one pull"
        case .momentumTrigger: "a fling that happens to overscroll starts a refresh"
        case .hiddenWhileLoading: "a load runs but nothing on screen says so"
        case .releaseLag: "the refresh starts visibly late after the finger lifts"
        case .insetDrift: "a gap stays after the refresh, or grows each cycle"
        case .footerMisplaced: "the load-more strip floats, lags the rows that arrive, or loads with no touch"
        case .flingKilled: "ending or starting a refresh stops a fling dead"
        case .blankContent: "the spinner goes away but the page is still blank"
        case .deadPull: "the pull passed the trigger and nothing happened"
        case .hitch: "frames reach the screen late while the content moves: it freezes, then jumps"
        case .contentShift: "rows on screen move by themselves, with no finger and no animation moving them"
        case .positionLost: "rows added or removed above the screen push the row being read away"
        case .stalledFeed: "the first page does not fill the screen, so nothing scrolls and no next page ever loads"
        case .blankRows: "rows scrolled into view are not drawn: the list shows empty space where they are"
        }
    }

    /// The class in a designer's words, for pictures drawn in plain words (`--words plain`).
    public var plainName: String {
        switch self {
        case .jumpUnderFinger: "list jumps under the finger"
        case .reloadWhileDragging: "page reloads under the finger"
        case .offsetJump: "list jumps by itself"
        case .stuckSpinner: "spinner stays"
        case .doubleTrigger: "refresh runs twice"
        case .momentumTrigger: "a fling refreshes"
        case .hiddenWhileLoading: "loads with nothing shown"
        case .releaseLag: "late answer to letting go"
        case .insetDrift: "a gap is left"
        case .footerMisplaced: "load-more strip out of place"
        case .flingKilled: "a fling stops dead"
        case .blankContent: "blank page while loading"
        case .deadPull: "a pull that does nothing"
        case .hitch: "frames arrive late"
        case .contentShift: "rows move by themselves"
        case .positionLost: "the row being read is pushed away"
        case .stalledFeed: "the feed never fills the screen"
        case .blankRows: "rows missing from the screen"
        }
    }

    /// By name, the order reports list classes in.
    public static func < (lhs: GlitchClass, rhs: GlitchClass) -> Bool { lhs.rawValue < rhs.rawValue }
}
