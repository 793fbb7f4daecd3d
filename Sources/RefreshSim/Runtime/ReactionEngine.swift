/// The scenario's `reactions` at work: it hears every event the runtime records and sees every
/// frame's offset, counts each rule's occurrences and queues the call of a rule whose occurrence
/// has come on the main queue, at least a frame later.
final class ReactionEngine {
    private let reactions: [Reaction]
    private let runtime: Runtime
    private let perform: (Reaction) -> Void
    @exclusivity(unchecked) private var occurrences: [Int]
    @exclusivity(unchecked) private var calls = 0
    /// Set once the run has made `ScenarioLimits.maxReactionCalls` calls; nothing fires after.
    @exclusivity(unchecked) private(set) var overrun: ReactionOverrun?

    init(reactions: [Reaction], runtime: Runtime, perform: @escaping (Reaction) -> Void) {
        self.reactions = reactions
        self.runtime = runtime
        self.perform = perform
        occurrences = Array(repeating: 0, count: reactions.count)
    }

    /// An event the runtime just recorded.
    func heard(_ kind: EventKind) {
        for (index, reaction) in reactions.enumerated() where Self.matches(reaction.trigger, kind) {
            occurred(index)
        }
    }

    /// A frame's presented offset against the last frame's, with the range it had.
    func framed(offset: Double, previous: Double, minimum: Double, maximum: Double) {
        for (index, reaction) in reactions.enumerated() {
            switch reaction.trigger {
            case let .pulledPast(distance, edge):
                let pull = { (y: Double) in edge == .top ? minimum - y : y - maximum }
                if pull(offset) >= distance, pull(previous) < distance { occurred(index) }
            case let .offsetCrossed(value):
                if (previous < value && offset >= value) || (previous > value && offset <= value) { occurred(index) }
            default: continue
            }
        }
    }

    private func occurred(_ index: Int) {
        occurrences[index] += 1
        let reaction = reactions[index]
        if let nth = reaction.nth, occurrences[index] != nth { return }
        guard overrun == nil else { return }
        guard calls < ScenarioLimits.maxReactionCalls else {
            overrun = ReactionOverrun(rule: index, event: reaction.event.name, time: runtime.now)
            return
        }
        calls += 1
        // The next frame's main-queue turn at the soonest: a rule whose call causes its own event
        // fires at most once a frame.
        let nextFrame = Double(runtime.frame + 1) / runtime.frameRate
        runtime.main.asyncAfter(deadline: max(runtime.now + reaction.after, nextFrame)) { [perform] in perform(reaction) }
    }

    private static func matches(_ trigger: ReactionTrigger, _ kind: EventKind) -> Bool {
        switch (trigger, kind) {
        case let (.loadStarted(component), .refreshStart(started)): component == started
        case let (.loadEnded(component), .refreshEnd(ended)): component == ended
        case (.fingerLifted, .touchUp): true
        case let (.phaseReached(phase, of), .stateChanged(from, to)):
            (of != .footer && to.header == phase && from.header != phase)
                || (of != .header && to.footer == phase && from.footer != phase)
        default: false
        }
    }
}

/// A run stopped making reaction calls at `ScenarioLimits.maxReactionCalls`: the rule whose
/// call would have gone past it.
public struct ReactionOverrun: Sendable, Equatable, CustomStringConvertible {
    /// The rule's index in the file's `reactions`.
    public var rule: Int
    public var event: String
    public var time: Double

    public var description: String {
        "reactions[\(rule)]: the run reached \(ScenarioLimits.maxReactionCalls) reaction calls at \(Format.duration(time)) "
            + "(\(Quote.value(event)) keeps happening); give the rule an `nth` or a longer `after`"
    }
}
