/// One `reactions[].on` a scenario can name, declared once: its options (keys besides `on`, `nth`,
/// `after` and the call's) and the typed trigger they make. The decoder, the schema, `refreshsim
/// list` and the limits table read `ReactionEventKind.all`.
public struct ReactionEventKind: Sendable, Equatable {
    public let name: String
    /// One line for `refreshsim list` and the schema.
    public let summary: String
    public let options: [OptionField]
    let trigger: @Sendable (OptionValues) -> ReactionTrigger

    init(
        _ name: String, _ summary: String, options: [OptionField] = [],
        trigger: @escaping @Sendable (OptionValues) -> ReactionTrigger
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.trigger = trigger
    }

    public static func == (lhs: ReactionEventKind, rhs: ReactionEventKind) -> Bool { lhs.name == rhs.name }

    public static func named(_ name: String) -> ReactionEventKind? { all.first { $0.name == name } }
}

extension ReactionEventKind {
    /// Every event, in the order `list` and the schema show them.
    public static let all: [ReactionEventKind] = [
        refreshStarted, refreshEnded, loadMoreStarted, loadMoreEnded, fingerLifted, pulledPast, offsetCrossed, phaseReached,
    ]

    public static let refreshStarted = ReactionEventKind(
        "refreshStarted", "the header asked for a load (refreshStart)", trigger: { _ in .loadStarted(.header) })
    public static let refreshEnded = ReactionEventKind(
        "refreshEnded", "the header's load came back (refreshEnd): the network answered", trigger: { _ in .loadEnded(.header) })
    public static let loadMoreStarted = ReactionEventKind(
        "loadMoreStarted", "the footer asked for a load", trigger: { _ in .loadStarted(.footer) })
    public static let loadMoreEnded = ReactionEventKind(
        "loadMoreEnded", "the footer's load came back", trigger: { _ in .loadEnded(.footer) })
    public static let fingerLifted = ReactionEventKind(
        "fingerLifted", "the finger left the screen (touchUp)", trigger: { _ in .fingerLifted })
    public static let pulledPast = ReactionEventKind(
        "pulledPast",
        "the offset went `distance` past its resting edge (top: −adjustedContentInset.top; bottom: the largest resting offset)",
        options: [.key(.pullDistance), .key(.pullEdge)],
        trigger: { options in .pulledPast(distance: options[.pullDistance], edge: options[.pullEdge]) })
    public static let offsetCrossed = ReactionEventKind(
        "offsetCrossed", "contentOffset.y crossed `offset`, either way",
        options: [.key(.crossedOffset)], trigger: { options in .offsetCrossed(options[.crossedOffset]) })
    public static let phaseReached = ReactionEventKind(
        "phaseReached", "a component entered `phase`",
        options: [.key(.phase), .key(.phaseOf)],
        trigger: { options in .phaseReached(options[.phase], of: options[.phaseOf].component) })
}

/// What a reaction waits for, typed.
public enum ReactionTrigger: Sendable, Equatable {
    /// The component asked its loader for a load (`refreshStart`).
    case loadStarted(RefreshComponent)
    /// That load's result reached it (`refreshEnd`).
    case loadEnded(RefreshComponent)
    case fingerLifted
    /// The presented offset went `distance` or more past the resting edge, from less.
    case pulledPast(distance: Double, edge: PullEdge)
    /// `contentOffset.y` went from one side of the value to the other (or onto it).
    case offsetCrossed(Double)
    /// The component's phase became `phase` (either component when nil).
    case phaseReached(RefreshPhase, of: RefreshComponent?)
}

/// The edge a pull is measured from.
public enum PullEdge: String, Sendable, Equatable, CaseIterable {
    /// Above the first row: the header's.
    case top
    /// Below the last row: the footer's.
    case bottom
}

/// `phaseReached`'s `of`: a component, or either.
public enum PhaseOwner: String, Sendable, Equatable, CaseIterable {
    case either
    case header
    case footer

    var component: RefreshComponent? { RefreshComponent(rawValue: rawValue) }
}

extension OptionKey where Value == Double {
    static var pullDistance: Self {
        .number("distance", in: ScenarioLimits.reactionDistance, default: 0, required: true, "Pull past the resting edge (pt).")
    }
    static var crossedOffset: Self {
        .number("offset", in: ScenarioLimits.actionOffset, default: 0, required: true, "The contentOffset.y crossed (pt).")
    }
}

extension OptionKey where Value == PullEdge {
    static var pullEdge: Self { .choice("edge", default: .top, "The edge pulled past: \"top\" or \"bottom\".") }
}

extension OptionKey where Value == RefreshPhase {
    static var phase: Self { .choice("phase", default: .refreshing, "The phase entered.") }
}

extension OptionKey where Value == PhaseOwner {
    static var phaseOf: Self { .choice("of", default: .either, "Whose phase: \"header\", \"footer\" or \"either\".") }
}
