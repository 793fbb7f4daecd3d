/// Every limit a scenario file must respect, in one place: the decoder enforces them, the schema
/// states them, and `rules` lists them for the article "Scenario files" (RefreshSim.docc/Scenarios.md). They keep a run bounded — at most
/// 600 s × 240 Hz = 144,000 frames and 10,000 touch samples — and refuse values that are
/// physically absurd rather than merely unusual.
public enum ScenarioLimits {
    /// Files larger than this are refused before parsing.
    public static let maxFileBytes = 1 << 20
    /// Arrays and objects nested deeper than this are refused by the parser.
    public static let maxNestingDepth = 64
    /// At most this many problems are listed for one file; the rest are counted.
    public static let maxReportedIssues = 50

    public static let nameMaxLength = 100
    public static let descriptionMaxLength = 10_000
    /// `title`: a chart's heading is one line.
    public static let titleMaxLength = 200

    /// Simulated seconds.
    public static let duration = NumberRange.above(0, atMost: 600).unit(.seconds)
    /// Hz.
    public static let frameRate = NumberRange.closed(1, 240).unit(.hertz)
    public static var maxFrames: Int { 600 * 240 }

    public static let viewportSize = NumberRange.closed(100, 4000).unit(.points)
    public static let safeAreaInset = NumberRange.closed(0, 1000).unit(.points)
    /// The app's own `contentInset` (top, bottom), and what `setContentInset` sets.
    public static let contentInset = NumberRange.closed(0, 1000).unit(.points)
    public static let screenScale = NumberRange.closed(1, 4).unit(.pixelsPerPoint)

    public static let contentHeight = NumberRange.closed(0, 1_000_000).unit(.points)
    public static let initialOffset = NumberRange.magnitude(atMost: 1_000_000).unit(.points)

    public static let decelerationRate = NumberRange.open(0, 1)
    public static let rubberBandCoefficient = NumberRange.above(0, atMost: 1)
    public static let panHysteresis = NumberRange.closed(0, 100).unit(.points)
    /// 0 stands for the scroll view's height, UIKit's dimension.
    public static let rubberBandDimension = NumberRange.closed(0, 100_000).unit(.points)
    public static let recoilStiffness = NumberRange.closed(1, 100_000)
    /// Above 1: the recoil is an overdamped spring, which never crosses back over the edge.
    public static let recoilDampingRatio = NumberRange.above(1, atMost: 50)

    public static let maxGestures = 1_000
    /// `gestures[].id`, which `expect.gestures` names.
    public static let gestureIDMaxLength = 64
    /// Touch samples across all gestures of a scenario.
    public static let maxTouchSamples = 10_000
    /// Gesture start `at`, also bounded by the scenario's `duration`.
    public static let gestureStart = NumberRange.closed(0, 600).unit(.seconds)
    public static let gestureDuration = NumberRange.above(0, atMost: 600).unit(.seconds)
    public static let holdAfter = NumberRange.closed(0, 600).unit(.seconds)
    /// Finger travel, and touch sample `y`, in points.
    public static let fingerTravel = NumberRange.magnitude(atMost: 10_000).unit(.points)
    /// `gestures[].startX` and `startY`, also less than the screen's width and height.
    public static let touchDownPoint = NumberRange.closed(0, 4000).unit(.points)
    /// Touch sample time relative to the gesture's `at`.
    public static let touchTime = NumberRange.closed(0, 600).unit(.seconds)

    /// Loader times: `seconds`, `commitAfter`, `finishAfter`.
    public static let loaderTime = NumberRange.above(0, atMost: 600).unit(.seconds)
    public static let minimumSpinnerTime = NumberRange.closed(0, 60).unit(.seconds)
    public static let appendHeight = NumberRange.closed(0, 1_000_000).unit(.points)
    public static let pageHeight = NumberRange.closed(0, 1_000_000).unit(.points)
    public static let redirects = NumberRange.closed(0, 20)

    /// MJRefresh's `triggerAutomaticallyRefreshPercent`: meant for −1…1; issues #1500 and #1618
    /// use −30 and −50.
    public static let triggerPercent = NumberRange.magnitude(atMost: 100)
    /// `autoTriggerTimes`: −1 is unlimited.
    public static let autoTriggerTimes = NumberRange.closed(-1, 1000)
    public static let noMoreDataAfter = NumberRange.closed(0, 1000)
    public static let maxActions = 1_000
    /// App action times (also bounded by the scenario's `duration`).
    public static let actionTime = NumberRange.closed(0, 600).unit(.seconds)
    /// A content offset an action sets.
    public static let actionOffset = NumberRange.magnitude(atMost: 1_000_000).unit(.points)
    public static let heightChange = NumberRange.magnitude(atMost: 1_000_000).unit(.points)

    public static let maxReactions = 100
    /// Reaction calls one run may make, across its rules.
    public static let maxReactionCalls = 10_000
    /// `reactions[].nth`: the first occurrence is 1.
    public static let reactionOrdinal = NumberRange.closed(1, 1_000_000)
    /// `reactions[].after`.
    public static let reactionDelay = NumberRange.closed(0, 600).unit(.seconds)
    /// `pulledPast`'s distance.
    public static let reactionDistance = NumberRange.above(0, atMost: 10_000).unit(.points)
    /// `appendContent`'s rows.
    public static let appendedRows = NumberRange.closed(1, 100_000)
    /// `scrollToRow`'s row.
    public static let rowIndex = NumberRange.closed(0, 1_000_000)

    /// `content.rows`: how many rows, each one's height, a list's look-ahead.
    public static let rowCount = NumberRange.closed(0, 100_000)
    public static let listRowHeight = NumberRange.closed(0, 10_000).unit(.points)
    public static let maxRowHeights = 1_000
    public static let sectionCount = NumberRange.closed(1, 1_000)
    public static let prefetchScreens = NumberRange.closed(0, 10)
    /// `scroll-threshold`'s distance: points or screens.
    public static let loadMoreThreshold = NumberRange.closed(0, 100_000)
    public static let seed = NumberRange.closed(0, 1_000_000_000)
    /// `content.rowHeight`: UITableView rows are rarely under a few points or over a screen.
    public static let rowHeight = NumberRange.closed(1, 10_000).unit(.points)
    /// Every `mainThread` cost: a 5 s block already freezes the screen for 300 frames.
    public static let mainThreadCost = NumberRange.closed(0, 5_000).unit(.milliseconds)

    /// `expect.hitchTimeRatio` bounds: 1000 ms/s is every moment spent hitching.
    public static let hitchTimeRatio = NumberRange.closed(0, 1000).unit(.millisecondsPerSecond)

    /// Every `analysis` threshold.
    public static let threshold = NumberRange.above(0, atMost: 1_000_000)

    /// `expect.refreshes` and `expect.loadMores`, exact or as min/max.
    public static let expectedCount = NumberRange.closed(0, 1_000_000)

    /// The limits as (field, rule) pairs, for `list` and the article's table (a test holds the
    /// article to it): the declared fields' ranges with their units, and the rules across fields.
    public static func rules(_ vocabulary: Vocabulary) -> [(field: String, rule: String)] {
        var rows: [(field: String, rule: String)] = [
            ("file size", "at most \(maxFileBytes) bytes (1 MiB)"),
            ("nesting", "at most \(maxNestingDepth) levels of arrays and objects"),
            ("name", "1…\(nameMaxLength) characters: letters, digits, '.', '_', '-' (not starting with '.'); it names output files"),
            ("description", "at most \(descriptionMaxLength) characters"),
        ]
        rows += ScenarioFields.top.map { ($0.key, allowed($0)) }
        rows.append(("frames", "at most \(maxFrames) (duration × frameRate)"))
        rows += Device.fields.declarations.map { ("device.\($0.key)", allowed($0)) }
        rows.append(("device.topInset + bottomInset", "less than viewportHeight"))
        rows += AppContentInset.fields.declarations.map { ("contentInset.\($0.key)", allowed($0)) }
        rows.append(("adjusted top + bottom inset", "less than viewportHeight"))
        rows.append(("content.height", allowed(ScenarioFields.content[0])))
        rows.append(("content.initialOffset", "\"top\", \"bottom\" or \(allowed(ScenarioFields.content[1]))"))
        rows.append(("content.rowHeight", allowed(ScenarioFields.content[2])))
        rows.append(("content.rows", "instead of content.height and content.rowHeight"))
        rows.append(
            (
                "content.rows.height",
                "\(allowed(ListContent.heightField)), a list of 1…\(maxRowHeights) such, or {\"min\", \"max\" (>= min), \"seed\" (whole number \(seed))}"
            ))
        rows.append(("content.rows.estimate", "\(allowed(ListContent.estimateField)) or \"exact\""))
        rows += ListContent.fields.declarations.map { ("content.rows.\($0.key)", allowed($0)) }
        rows.append(("content.rows.sections", "at most count"))
        rows.append(("physics.decelerationRate", "\"normal\", \"fast\" or \(decelerationRate)"))
        rows += PhysicsOptions.fields.declarations.map { ("physics.\($0.key)", allowed($0)) }
        rows.append(("gestures", "at most \(maxGestures), inside [0, duration], not overlapping in time"))
        rows.append(("gestures[].id", "1…\(gestureIDMaxLength) characters, each id once; named by expect.gestures"))
        rows += ScenarioFields.drag.map { ("gestures[].\($0.key)", allowed($0)) }
        rows += ScenarioFields.touchDown.map { ("gestures[].\($0.key)", allowed($0)) }
        rows.append(("gestures[].startX, startY", "less than device.viewportWidth, viewportHeight: on the screen"))
        rows.append(
            (
                "gestures[].touches",
                "1 or more [t, y] pairs, t \(touchTime) s and increasing, y \(fingerTravel) pt; "
                    + "at most \(maxTouchSamples) in all gestures"
            ))
        rows += options("strategy", vocabulary.strategies.map { ($0.name, $0.options) })
        rows += options("loader", vocabulary.loaders.map { ($0.name, $0.options) })
        rows.append(("loader.finishAfter", ">= commitAfter"))
        rows.append(("actions", "at most \(maxActions), at <= duration"))
        rows.append(("actions[].at", allowed(ScenarioFields.actionTime)))
        rows += options("actions[]", vocabulary.appCalls.map { ($0.name, $0.options) })
        rows.append(("reactions", "at most \(maxReactions) rules; a run makes at most \(maxReactionCalls) reaction calls"))
        rows += ScenarioFields.reaction.map { ("reactions[].\($0.key)", allowed($0)) }
        rows += options("reactions[]", ReactionEventKind.all.map { ($0.name, $0.options) })
        rows.append(("reactions[].call, target and the call's options", "as in actions[]"))
        rows += MainThreadCosts.fields.declarations.map { ("mainThread.\($0.key)", allowed($0)) }
        rows += GlitchThresholds.fields.declarations.map { ("analysis.\($0.key)", allowed($0)) }
        rows.append(("expect.refreshes, expect.loadMores", "whole number \(expectedCount), or {\"min\", \"max\"} with min <= max"))
        rows.append(("expect.noFindingsBefore", "\(gestureStart) s"))
        rows.append(("expect.gestures", "an object keyed by gestures[].id: {\"refreshes\", \"loadsMore\"}, each true or false"))
        rows.append(
            (
                "expect.header, expect.footer",
                "{\"started\", \"ended\", \"findings\"} counts as expect.refreshes, "
                    + "\"finalPhase\" one of \(RefreshPhase.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"
            ))
        rows.append(("expect.hitchTimeRatio", "{\"min\", \"max\"}, each \(hitchTimeRatio) ms/s, min <= max"))
        rows.append(
            (
                "expect.notSimulated",
                "strings, each once: a kind (" + NotSimulated.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    + ") or a kind, a space and a name without spaces, as `run` prints them"
            ))
        return rows
    }

    /// What a declared field allows: `> 0 and <= 600 s`, `whole number 0…20`, `"ios26" or "ios18"`.
    static func allowed(_ field: OptionField) -> String {
        switch field.kind {
        case let .number(range): "\(range)" + (field.unit.map { " " + $0.symbol } ?? "")
        case let .integer(range): "whole number \(range)"
        case .bool: "true or false"
        case let .choice(names): names.map { "\"\($0)\"" }.joined(separator: " or ")
        case let .line(maxLength): "1…\(maxLength) characters in any script, one line (no control characters)"
        }
    }

    /// One row per option key and rule, naming the kinds that take it: `loader.seconds (delay,
    /// append)`. A key whose values differ by kind (`release`) gets a row per rule.
    private static func options(_ prefix: String, _ kinds: [(name: String, options: [OptionField])]) -> [(field: String, rule: String)] {
        var rows: [(key: String, rule: String)] = []
        var owners: [String: [String]] = [:]
        for kind in kinds {
            for option in kind.options {
                let rule = allowed(option)
                let id = option.key + "\u{0}" + rule
                if owners[id] == nil { rows.append((option.key, rule)) }
                owners[id, default: []].append(kind.name)
            }
        }
        return rows.map { row in
            let kinds = owners[row.key + "\u{0}" + row.rule, default: []].joined(separator: ", ")
            return ("\(prefix).\(row.key) (\(kinds))", row.rule)
        }
    }

    /// `rules` as the Markdown table of the article "Scenario files".
    public static func markdownTable(_ vocabulary: Vocabulary) -> String {
        let escape = { (text: String) in text.replacingOccurrences(of: "|", with: "\\|") }
        return (["| field | allowed |", "|---|---|"] + rules(vocabulary).map { "| \(escape($0.field)) | \(escape($0.rule)) |" })
            .joined(separator: "\n") + "\n"
    }
}
