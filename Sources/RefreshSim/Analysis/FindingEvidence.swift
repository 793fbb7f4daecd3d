extension Finding {
    /// What a detector saw, as typed values at full precision. The finding's sentence is rendered
    /// from it (`Finding.text`), and pictures read it (a jump's points, a stuck spinner's span).
    /// Times are seconds since the scenario began; distances and offsets are points.
    public enum Evidence: Sendable, Equatable {
        /// `jumpUnderFinger`: the content went `from` → `to` (contentOffset.y) in the frame at
        /// `time`, of which the finger explains `explained`; the worst of `frames` frames in a row.
        case movedUnderFinger(from: Double, to: Double, explained: Double, frames: Int, time: Double)
        /// `reloadWhileDragging`: a page reload started under the finger.
        case reloadUnderFinger(time: Double)
        /// `reloadWhileDragging`: a load shrank the content under the finger.
        case contentShrankUnderFinger(from: Double, to: Double, time: Double)
        /// `offsetJump`: the content went `from` → `to` in one frame with no finger and no animation.
        case offsetJump(from: Double, to: Double, time: Double)
        /// `stuckSpinner`: refreshing since `since`, still at `time`, after the load ended at `loadEnd`.
        case spinnerOutlivedLoad(since: Double, time: Double, loadEnd: Double, result: LoadResult?)
        /// `stuckSpinner`: refreshing since `since` for more than `limit` seconds, seen at `time`.
        case spinnerPastLimit(since: Double, time: Double, limit: Double)
        /// `stuckSpinner`: refreshing from `since` to the timeline's end at `end`.
        case spinnerAtEnd(since: Double, end: Double, loadRunning: Bool)
        /// `doubleTrigger`: after the action at `first`, it ran `count` more times from `again` to `last`.
        case actionRepeated(first: Double, again: Double, last: Double, count: Int, whileLoading: Bool)
        /// `momentumTrigger`: a refresh started at `time` during momentum after a pull of `pull`.
        case momentumRefresh(time: Double, pull: Double, trigger: Double)
        /// `hiddenWhileLoading`: nothing on screen from `since` for `duration` seconds.
        case loadWithoutIndicator(since: Double, duration: Double, state: StateName, loader: LoaderPhase)
        /// `releaseLag`: the first response (`response`) at `time`, after the lift at `liftTime`.
        case lateResponse(response: EventKind, time: Double, liftTime: Double, pull: Double, trigger: Double)
        /// `insetDrift`: at rest at `time`, an inset or the resting offset is off.
        case drift(Drift, time: Double)
        /// `footerMisplaced`: the footer's top is at `top` instead of `expected` from `since`.
        case footerOffPlace(top: Double, expected: Double, contentHeight: Double, since: Double, duration: Double)
        /// `footerMisplaced`: `count` footer loads from `first` to `last`, each with no touch before it.
        case untouchedLoads(count: Int, first: Double, last: Double)
        /// `flingKilled`: `edge` at `time` stopped a fling of `speed`; `after` is the next frame's
        /// speed, nil when an offset write stopped it.
        case flingStopped(edge: EventKind, time: Double, speed: Double, after: Double?)
        /// `blankContent`: the indicator hidden from `since` for `duration` before the page committed.
        case blankPage(since: Double, duration: Double, loader: LoaderPhase)
        /// `deadPull`: the finger lifted at `time` past the trigger and nothing happened.
        case ignoredPull(time: Double, pull: Double, trigger: Double)
        /// `hitch`: late frames while the content moved, `ratio` ms of hitch time per second
        /// animating (in `band`), `count` hitches, the longest `longest` ms at `time`.
        case hitches(ratio: Double, band: HitchBand, count: Int, longest: Double, time: Double)
        /// `contentShift`: rows on screen moved by themselves: the worst, row `row`, by `points`
        /// (down positive) at `time`, because of `cause`; `count` such frames up to `last`.
        case rowsShifted(row: RowPath?, points: Double, time: Double, cause: ShiftCause, count: Int, last: Double)
        /// `positionLost`: an update above the screen at `time` moved row `row`, on screen, by
        /// `points` (down positive); `animated` when the rows slid there.
        case readingRowMoved(row: RowPath?, points: Double, time: Double, animated: Bool)
        /// `stalledFeed`: from `since` for `duration` the rows (`contentHeight`) left the screen
        /// (`viewport`, insets taken off) unfilled and no load-more started.
        case feedStalled(since: Double, duration: Double, contentHeight: Double, visibleHeight: Double)
        /// `blankRows`: from `since` for `duration`, up to `points` of the screen where rows are
        /// showed none.
        case rowsMissing(since: Double, duration: Double, points: Double)
        /// A detector of the user's own, in its own words.
        case described(String)

        /// What moved rows that moved by themselves.
        public enum ShiftCause: String, Sendable, Equatable {
            /// A row laid out at another height than believed, above the rows that moved.
            case estimateCorrected
            /// `reloadData` forgot the heights above the screen.
            case reloaded
            /// An update (rows reloaded or changed) that did not add or remove rows above.
            case updated
        }

        /// What is off when content rests drifted.
        public enum Drift: Sendable, Equatable {
            case topInset(Double, baseline: Double)
            case bottomInset(Double, baseline: Double)
            /// The offset rests at `offset` above the top resting offset `rest`.
            case gapAbove(offset: Double, rest: Double)
            case gapBelow(offset: Double, rest: Double)
        }

        /// How far the content moved on screen (pt, down positive) for the evidence of a jump.
        public var jump: Double? {
            switch self {
            case let .movedUnderFinger(from, to, _, _, _), let .offsetJump(from, to, _): from - to
            case let .rowsShifted(_, points, _, _, _, _), let .readingRowMoved(_, points, _, _): points
            default: nil
            }
        }

        /// The seconds a stuck spinner was seen spinning: from its start to when it was judged.
        public var spinnerSpan: ClosedRange<Double>? {
            switch self {
            case let .spinnerOutlivedLoad(since, time, _, _), let .spinnerPastLimit(since, time, _): since...max(since, time)
            case let .spinnerAtEnd(since, end, _): since...max(since, end)
            default: nil
            }
        }
    }
}
