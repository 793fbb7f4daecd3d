/// A rule of the app's own code (`reactions` in a scenario file): when `event` happens (its
/// `nth` time, or every time), `after` seconds later, make `call`. Loaders stay the network;
/// reactions are what the app does with what it hears, e.g. "after the 3rd page, no more data":
/// `{"on": "loadMoreEnded", "nth": 3, "call": "endRefreshingWithNoMoreData"}`.
///
/// A call runs on the main queue, never sooner than the next frame (`DispatchQueue.main.async`
/// from the event's callback), so a rule whose call causes its own event cannot loop within one
/// instant; a run makes at most `ScenarioLimits.maxReactionCalls` reaction calls.
public struct Reaction: Sendable, Equatable {
    public var event: ReactionEventKind
    public var trigger: ReactionTrigger
    /// Fires on this occurrence of the event only (1 is the first); nil: on every one.
    public var nth: Int?
    /// Seconds from the event to the call.
    public var after: Double
    public var call: AppCall
    /// The component called, when the call concerns one.
    public var target: RefreshComponent?

    public init(
        on event: ReactionEventKind, options: [String: OptionField.Value] = [:], nth: Int? = nil,
        after: Double = 0, call: AppCall, target: RefreshComponent? = nil
    ) {
        self.init(on: event, given: OptionValues(options), nth: nth, after: after, call: call, target: target)
    }

    init(
        on event: ReactionEventKind, given: OptionValues, nth: Int?, after: Double, call: AppCall,
        target: RefreshComponent?
    ) {
        self.event = event
        self.trigger = event.trigger(OptionValues(event.options, given: given))
        self.nth = nth
        self.after = after
        self.call = call
        self.target = target
    }

    public static func == (lhs: Reaction, rhs: Reaction) -> Bool {
        lhs.event == rhs.event && lhs.trigger == rhs.trigger && lhs.nth == rhs.nth && lhs.after == rhs.after
            && lhs.call == rhs.call && lhs.target == rhs.target
    }
}
