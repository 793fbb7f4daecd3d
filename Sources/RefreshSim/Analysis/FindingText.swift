/// The one place a finding becomes text: every output (the run lines, the snapshot report,
/// expectation failures, the JSON run report, CI reports, charts) asks `Finding.text`.
extension Finding {
    public enum TextForm: Sendable {
        /// One sentence with the numbers: `offset jumped 30.0 pt (-94.0 to -64.0) in one frame at 4.28 s …`.
        case sentence
        /// The sentence with the component it concerns in front (`footer: …`).
        case labelled
        /// `run`'s line under a scenario: `  4.28 s  error  offsetJump: footer: offset jumped …`.
        case runLine
        /// The text snapshot's line: `  4.283 s  frame 257  error  offsetJump: offset jumped …`.
        case reportLine
        /// As CI reports quote it: `offsetJump at 4.28 s: offset jumped …`.
        case quoted
        /// In a designer's words, with the numbers: `the list jumped 30.0 pt in one frame at 4.28 s
        /// with no finger on it and nothing animating` (pictures drawn with `--words plain`).
        case plain
    }

    public func text(_ form: TextForm = .sentence) -> String {
        switch form {
        case .sentence: evidence.sentence
        case .labelled: component.map { "\($0.rawValue): \(evidence.sentence)" } ?? evidence.sentence
        case .runLine: "  \(Format.fixed(time, 2)) s  \(severity.rawValue)  \(glitch.rawValue): \(text(.labelled))"
        case .reportLine: "  \(Format.fixed(time, 3)) s  frame \(frame)  \(severity.rawValue)  \(glitch.rawValue): \(evidence.sentence)"
        case .quoted: "\(glitch.rawValue) at \(Format.fixed(time, 2)) s: \(evidence.sentence)"
        case .plain:
            component.map { "\($0 == .header ? "pull-down control" : "load-more control"): \(evidence.plainSentence)" }
                ?? evidence.plainSentence
        }
    }

    /// The sentence (`text(.sentence)`).
    public var message: String { evidence.sentence }
}

extension Finding.Evidence {
    /// The evidence in one sentence, numbers formatted the same way on every machine.
    var sentence: String {
        typealias T = Format
        switch self {
        case let .movedUnderFinger(from, to, explained, frames, time):
            return "content moved \(T.distance(abs(to - from))) in one frame at \(T.duration(time)) "
                + "while the finger held it; the finger's movement explains \(T.distance(explained))"
                + (frames > 1 ? " (one of \(frames) such frames in a row)" : "")
        case let .reloadUnderFinger(time):
            return "the page reload started at \(T.duration(time)) while the finger was still down"
        case let .contentShrankUnderFinger(from, to, time):
            return "a load changed the content height from \(T.distance(from)) to \(T.distance(to)) at \(T.duration(time)) under the finger"
        case let .offsetJump(from, to, time):
            return "offset jumped \(T.distance(abs(to - from))) (\(T.fixed(from, 1)) to \(T.fixed(to, 1))) in one frame at "
                + "\(T.duration(time)) with no finger and no animation"
        case let .spinnerOutlivedLoad(since, time, loadEnd, result):
            let outcome = result.map { " (\($0.rawValue))" } ?? ""
            return "still refreshing \(T.duration(time - loadEnd)) after the load ended\(outcome) at \(T.duration(loadEnd)); "
                + "refreshing since \(T.duration(since))"
        case let .spinnerPastLimit(since, time, limit):
            return "refreshing for more than \(T.duration(limit)) (since \(T.duration(since))) at \(T.duration(time))"
        case let .spinnerAtEnd(since, end, loadRunning):
            return "still refreshing when the timeline ends at \(T.duration(end)), \(T.duration(end - since)) after it began"
                + (loadRunning ? " (a load is still running)" : "")
        case let .actionRepeated(first, again, last, count, whileLoading):
            let reason =
                whileLoading
                ? "while the load it started at \(T.duration(first)) was still running"
                : "in the same refresh cycle as the one at \(T.duration(first))"
            return count > 1
                ? "the refresh action ran \(count) more times from \(T.duration(again)) to \(T.duration(last)) \(reason)"
                : "the refresh action ran again at \(T.duration(again)) \(reason)"
        case let .momentumRefresh(time, pull, trigger):
            return "a refresh started at \(T.duration(time)) during momentum after a gesture that pulled only "
                + "\(T.distance(pull)) (trigger \(T.distance(trigger)))"
        case let .loadWithoutIndicator(since, duration, state, loader):
            return "a load ran with no indicator on screen for \(T.duration(duration)) from \(T.duration(since)) "
                + "(state \(state), loader \(loader))"
        case let .lateResponse(response, time, liftTime, pull, trigger):
            return "the first response (\(response.name)) came \(T.duration(time - liftTime)) after the finger lifted at "
                + "\(T.duration(liftTime)) past the trigger (pull \(T.distance(pull)), trigger \(T.distance(trigger)))"
        case let .drift(drift, time):
            return "at rest at \(T.duration(time)) " + drift.sentence
        case let .footerOffPlace(top, expected, contentHeight, since, duration):
            return "the footer's top is at \(T.distance(top)) instead of \(T.distance(expected)) (content height "
                + "\(T.distance(contentHeight))) for \(T.duration(duration)) from \(T.duration(since))"
        case let .untouchedLoads(count, first, last):
            return count == 1
                ? "a footer load fired at \(T.duration(first)) with no touch since the previous load"
                : "\(count) footer loads fired from \(T.duration(first)) to \(T.duration(last)), each with no touch since the previous load"
        case let .flingStopped(edge, time, speed, after):
            let how = after.map { "\(T.speed($0)) on the next frame" } ?? "an offset write"
            return "\(edge.name) at \(T.duration(time)) stopped a \(T.speed(speed)) fling (\(how))"
        case let .blankPage(since, duration, loader):
            return "the indicator was hidden at \(T.duration(since)) while the page had not committed "
                + "(loader \(loader)) for \(T.duration(duration))"
        case let .ignoredPull(time, pull, trigger):
            return "the finger lifted at \(T.duration(time)) with the pull at \(T.distance(pull)), past the "
                + "\(T.distance(trigger)) trigger, and nothing happened"
        case let .hitches(ratio, band, count, longest, time):
            return "\(count) late frame\(count == 1 ? "" : "s") while the content moved: hitch time ratio "
                + "\(Format.fixed(ratio, 1)) ms/s (\(band.summary)); the longest, \(Format.fixed(longest, 1)) ms at \(T.duration(time))"
        case let .rowsShifted(row, points, time, cause, count, last):
            let which = row.map { "row \($0.row)" + ($0.section > 0 ? " of section \($0.section)" : "") } ?? "a section header"
            let why =
                switch cause {
                case .estimateCorrected: "a row above it was laid out at another height than its estimate and the offset stayed"
                case .reloaded: "reloadData forgot the heights above the screen and laid them out at their estimates"
                case .updated: "an update changed the heights above it"
                }
            return "the rows on screen moved \(T.distance(abs(points))) \(points > 0 ? "down" : "up") by themselves at "
                + "\(T.duration(time)) (\(which)): \(why)"
                + (count > 1 ? " (one of \(count) such frames up to \(T.duration(last)))" : "")
        case let .readingRowMoved(row, points, time, animated):
            let which = row.map { "the row being read (row \($0.row))" } ?? "the row being read"
            return "rows added or removed above the screen at \(T.duration(time)) \(animated ? "slid" : "pushed") "
                + "\(which) \(T.distance(abs(points))) \(points > 0 ? "down" : "up"); the offset did not move with them"
        case let .feedStalled(since, duration, contentHeight, visibleHeight):
            return "the rows (\(T.distance(contentHeight))) do not fill the screen (\(T.distance(visibleHeight))), so nothing "
                + "scrolls, and no load-more started for \(T.duration(duration)) from \(T.duration(since))"
        case let .rowsMissing(since, duration, points):
            return "up to \(T.distance(points)) of the screen where rows are showed none for \(T.duration(duration)) from "
                + "\(T.duration(since)): rows scrolled into view during an animated update were not drawn until it ended"
        case let .described(text):
            return text
        }
    }
}

extension Finding.Evidence.Drift {
    var sentence: String {
        typealias T = Format
        switch self {
        case let .topInset(inset, baseline):
            return "the top inset is \(T.distance(inset)), \(T.distance(abs(inset - baseline))) off its baseline \(T.distance(baseline))"
        case let .bottomInset(inset, baseline):
            return "the bottom inset is \(T.distance(inset)), \(T.distance(abs(inset - baseline))) off its baseline \(T.distance(baseline))"
        case let .gapAbove(offset, rest):
            return
                "the offset is \(T.fixed(offset, 1)) instead of \(T.fixed(rest, 1)): a \(T.distance(rest - offset)) gap above the content"
        case let .gapBelow(offset, rest):
            return
                "the offset is \(T.fixed(offset, 1)) instead of \(T.fixed(rest, 1)): a \(T.distance(offset - rest)) gap below the content"
        }
    }
}

extension Finding.Evidence {
    /// The evidence in a designer's words: the list, the spinner, the finger and the page instead
    /// of offsets, insets and delegate calls; the same numbers as `sentence`.
    var plainSentence: String {
        typealias T = Format
        switch self {
        case let .movedUnderFinger(from, to, explained, frames, time):
            return "the list moved \(T.distance(abs(to - from))) in one frame at \(T.duration(time)) while the finger held it; "
                + "the finger moved it \(T.distance(explained))" + (frames > 1 ? " (one of \(frames) such frames in a row)" : "")
        case let .reloadUnderFinger(time):
            return "the page started reloading at \(T.duration(time)) with the finger still on it"
        case let .contentShrankUnderFinger(from, to, time):
            return "the list's length went from \(T.distance(from)) to \(T.distance(to)) at \(T.duration(time)) under the finger"
        case let .offsetJump(from, to, time):
            return "the list jumped \(T.distance(abs(to - from))) in one frame at \(T.duration(time)) with no finger on it and "
                + "nothing animating"
        case let .spinnerOutlivedLoad(since, time, loadEnd, _):
            return "the spinner was still there \(T.duration(time - loadEnd)) after the data came back at \(T.duration(loadEnd)); "
                + "shown since \(T.duration(since))"
        case let .spinnerPastLimit(since, time, limit):
            return "the spinner had been shown for more than \(T.duration(limit)) (since \(T.duration(since))) at \(T.duration(time))"
        case let .spinnerAtEnd(since, end, loadRunning):
            return "the spinner was still there when the run ended at \(T.duration(end)), \(T.duration(end - since)) after it came"
                + (loadRunning ? " (data still loading)" : "")
        case let .actionRepeated(first, again, last, count, whileLoading):
            let reason =
                whileLoading
                ? "while the load begun at \(T.duration(first)) was still running" : "for the same pull as the one at \(T.duration(first))"
            return count > 1
                ? "the refresh ran \(count) more times from \(T.duration(again)) to \(T.duration(last)) \(reason)"
                : "the refresh ran again at \(T.duration(again)) \(reason)"
        case let .momentumRefresh(time, pull, trigger):
            return "a refresh started at \(T.duration(time)) while the list glided, after a pull of only \(T.distance(pull)) "
                + "(refresh needs \(T.distance(trigger)))"
        case let .loadWithoutIndicator(since, duration, _, _):
            return "data loaded for \(T.duration(duration)) from \(T.duration(since)) with no spinner on screen"
        case let .lateResponse(_, time, liftTime, pull, trigger):
            return "nothing answered for \(T.duration(time - liftTime)) after the finger let go at \(T.duration(liftTime)) "
                + "past the refresh point (pulled \(T.distance(pull)), needs \(T.distance(trigger)))"
        case let .drift(drift, time):
            return "at rest at \(T.duration(time)) " + drift.plainSentence
        case let .footerOffPlace(top, expected, _, since, duration):
            return "the load-more strip sat at \(T.distance(top)) instead of \(T.distance(expected)) for \(T.duration(duration)) "
                + "from \(T.duration(since))"
        case let .untouchedLoads(count, first, last):
            return count == 1
                ? "more rows were loaded at \(T.duration(first)) with no touch since the last load"
                : "more rows were loaded \(count) times from \(T.duration(first)) to \(T.duration(last)), each with no touch since the last"
        case let .flingStopped(_, time, speed, _):
            return "a glide of \(T.speed(speed)) stopped dead at \(T.duration(time)) when the refresh began or ended"
        case let .blankPage(since, duration, _):
            return "the spinner went at \(T.duration(since)) while the page stayed blank for \(T.duration(duration))"
        case let .ignoredPull(time, pull, trigger):
            return "the finger let go at \(T.duration(time)) pulled \(T.distance(pull)), past the \(T.distance(trigger)) refresh "
                + "point, and nothing happened"
        case let .hitches(ratio, band, count, longest, time):
            return "\(count) frame\(count == 1 ? "" : "s") reached the screen late while the list moved: late by "
                + "\(Format.fixed(ratio, 1)) ms a second (\(band.summary)); the latest, \(Format.fixed(longest, 1)) ms at \(T.duration(time))"
        case let .rowsShifted(row, points, time, _, count, last):
            let which = row.map { "row \($0.row)" } ?? "a section title"
            return "the rows on screen moved \(T.distance(abs(points))) \(points > 0 ? "down" : "up") by themselves at "
                + "\(T.duration(time)) (\(which)), with no finger on them"
                + (count > 1 ? " (one of \(count) such frames up to \(T.duration(last)))" : "")
        case let .readingRowMoved(row, points, time, animated):
            let which = row.map { "the row being read (row \($0.row))" } ?? "the row being read"
            return "rows added or removed above at \(T.duration(time)) \(animated ? "slid" : "pushed") \(which) "
                + "\(T.distance(abs(points))) \(points > 0 ? "down" : "up"), and the list did not follow"
        case let .feedStalled(since, duration, contentHeight, visibleHeight):
            return "the rows (\(T.distance(contentHeight))) do not fill the screen (\(T.distance(visibleHeight))), so nothing "
                + "scrolls, and no more rows were loaded for \(T.duration(duration)) from \(T.duration(since))"
        case let .rowsMissing(since, duration, points):
            return "up to \(T.distance(points)) of the list showed no rows for \(T.duration(duration)) from \(T.duration(since)): "
                + "rows scrolled in while rows were being added with an animation stayed empty"
        case let .described(text):
            return text
        }
    }
}

extension Finding.Evidence.Drift {
    var plainSentence: String {
        typealias T = Format
        switch self {
        case let .topInset(inset, baseline):
            return "the space above the rows is \(T.distance(inset)), \(T.distance(abs(inset - baseline))) more than before"
        case let .bottomInset(inset, baseline):
            return "the space below the rows is \(T.distance(inset)), \(T.distance(abs(inset - baseline))) more than before"
        case let .gapAbove(offset, rest):
            return "a \(T.distance(rest - offset)) gap stays above the list"
        case let .gapBelow(offset, rest):
            return "a \(T.distance(offset - rest)) gap stays below the list"
        }
    }
}
