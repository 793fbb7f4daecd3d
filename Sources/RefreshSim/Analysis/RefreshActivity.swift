/// What the strategy did, counted: so that a run where nothing happened says so. A refresh (or a
/// load-more) is a load the strategy asked for (`refreshStart`), attributed to the header or the
/// footer; it ended when the result came back (`refreshEnd`).
public struct RefreshActivity: Sendable, Equatable {
    public struct Count: Sendable, Equatable {
        public var started = 0
        public var ended = 0

        public init(started: Int = 0, ended: Int = 0) {
            self.started = started
            self.ended = ended
        }
    }

    public var refreshes = Count()
    public var loadMores = Count()
    /// The deepest the finger pulled the indicator's edge into view (pt past the resting offset):
    /// past the top for a header (or no indicator), past the bottom for a footer. An overscroll
    /// carried by momentum is not a pull.
    public var maxPull = 0.0
    /// The strategy's trigger distance, if it has one.
    public var trigger: Double?
    public var indicator = IndicatorPlacement.none
    /// When each header refresh and each footer load-more started (s), in order.
    public var refreshStartTimes: [Double] = []
    public var loadMoreStartTimes: [Double] = []
    /// How far a finger must drag from rest at the edge for the pull to reach the trigger: the pan's
    /// hysteresis plus the overscroll the rubber band turns into the trigger distance
    /// (`RubberBand.overscroll(forStretch:)`). The finger travels farther than the content moves:
    /// 265 pt for UIRefreshControl's 112.5 pt on a 568 pt screen. Nil without a trigger or bounce.
    public var dragToTrigger: Double?
    /// Each component's phase in the run's last frame; nil when the run has none.
    public var finalHeaderPhase: RefreshPhase?
    public var finalFooterPhase: RefreshPhase?

    public init(
        refreshes: Count = Count(), loadMores: Count = Count(), maxPull: Double = 0, trigger: Double? = nil,
        indicator: IndicatorPlacement = .none
    ) {
        self.refreshes = refreshes
        self.loadMores = loadMores
        self.maxPull = maxPull
        self.trigger = trigger
        self.indicator = indicator
    }

    /// A pull that got at least this share of the way to the trigger without firing is worth a note.
    public static let nearMissShare = 0.5

    /// The indicator's own count: load-mores for a footer, refreshes otherwise.
    public var indicatorCount: Count { indicator == .footer ? loadMores : refreshes }

    /// Set when the indicator never fired although a pull came within reach of its trigger (at
    /// least half of it), or passed it: a line for `run`, not a glitch, since a short pull is often
    /// what the scenario means to test.
    public var nearMiss: String? {
        guard let trigger, trigger > 0, indicatorCount.started == 0, maxPull >= trigger * Self.nearMissShare else { return nil }
        let what = indicator == .footer ? "load-more" : "refresh"
        let reach = maxPull >= trigger ? "past" : "short of"
        let drag = maxPull < trigger ? dragToTrigger.map { "; a drag of about \(Format.label($0.rounded(.up))) pt reaches it" } ?? "" : ""
        return "no \(what) started: the deepest pull reached \(Format.distance(maxPull)), \(reach) the "
            + "\(Format.distance(trigger)) trigger" + drag
    }
}

extension RefreshActivity {
    /// Counted from the timeline's events; `maxPull` is the index's (`TimelineIndex.maxPull`).
    init(_ timeline: Timeline, maxPull: Double) {
        self.init(maxPull: maxPull, trigger: timeline.triggerDistance, indicator: timeline.indicator)
        count(timeline.events)
        finalHeaderPhase = timeline.samples.last?.headerPhase
        finalFooterPhase = timeline.samples.last?.footerPhase
    }

    /// Adds the refresh and load-more starts and ends among `events` (a run's, in order, piece by
    /// piece: `EpisodeStream` counts each episode's and then may forget them).
    mutating func count(_ events: some Sequence<TimelineEvent>) {
        for event in events {
            switch event.kind {
            case .refreshStart(.header):
                refreshes.started += 1
                refreshStartTimes.append(event.time)
            case .refreshStart(.footer):
                loadMores.started += 1
                loadMoreStartTimes.append(event.time)
            case .refreshEnd(.header): refreshes.ended += 1
            case .refreshEnd(.footer): loadMores.ended += 1
            default: break
            }
        }
    }
}
