/// One component of a composed strategy (a header and a footer on the same scroll view), frame by
/// frame: what `FrameSample` records for a single strategy, kept per component so each gets its
/// own lanes on a chart and its own analysis.
public struct ComponentTrack: Sendable, Equatable {
    public var role: RefreshComponent
    public var strategy: StrategyKind
    public var loader: LoaderKind
    public var indicator: IndicatorPlacement
    public var triggerDistance: Double?
    /// One entry per sample.
    public var states: [StateName]
    public var indicatorVisibleHeights: [Double]
    public var footerTops: [Double?]
    public var loaderPhases: [LoaderPhase]

    public init(
        role: RefreshComponent, strategy: StrategyKind, loader: LoaderKind, indicator: IndicatorPlacement,
        triggerDistance: Double?, states: [StateName] = [], indicatorVisibleHeights: [Double] = [],
        footerTops: [Double?] = [], loaderPhases: [LoaderPhase] = []
    ) {
        self.role = role
        self.strategy = strategy
        self.loader = loader
        self.indicator = indicator
        self.triggerDistance = triggerDistance
        self.states = states
        self.indicatorVisibleHeights = indicatorVisibleHeights
        self.footerTops = footerTops
        self.loaderPhases = loaderPhases
    }
}

extension Timeline {
    /// The timeline as if `track` were the only component: its samples carry the track's state,
    /// phase, indicator and loader phase, and the other component's events are left out.
    public func projected(onto track: ComponentTrack) -> Timeline {
        var view = self
        view.components = []
        view.identity = RunIdentity(strategy: track.strategy, loader: track.loader)
        view.indicator = track.indicator
        view.triggerDistance = track.triggerDistance
        let role = track.role
        for index in view.samples.indices where index < track.states.count {
            view.samples[index].state = track.states[index]
            if role == .header { view.samples[index].footerPhase = nil } else { view.samples[index].headerPhase = nil }
            view.samples[index].indicatorVisibleHeight = track.indicatorVisibleHeights[index]
            view.samples[index].footerTop = track.footerTops[index]
            view.samples[index].loaderPhase = track.loaderPhases[index]
        }
        let owners = eventComponents()
        view.events = []
        for (index, event) in events.enumerated() {
            if let owner = owners[index], owner != role { continue }
            guard case let .stateChanged(from, to) = event.kind else {
                view.events.append(event)
                continue
            }
            let before = Self.only(role, of: from)
            let after = Self.only(role, of: to)
            guard before != after else { continue }
            view.events.append(TimelineEvent(time: event.time, frame: event.frame, kind: .stateChanged(from: before, to: after)))
        }
        return view
    }

    /// The component each event belongs to, where one does: refresh actions name it; a timed load
    /// starts right after its refreshStart and ends right before its refreshEnd (the host's
    /// recording loader wraps the loader); an app call names its target. State changes and the
    /// scroll view's events belong to no one component.
    func eventComponents() -> [RefreshComponent?] {
        var owners = [RefreshComponent?](repeating: nil, count: events.count)
        var lastStart: RefreshComponent?
        for (index, event) in events.enumerated() {
            switch event.kind {
            case let .refreshStart(component):
                owners[index] = component
                lastStart = component
            case let .refreshEnd(component):
                owners[index] = component
            case .loadStart:
                owners[index] = lastStart
            case .loadEnd:
                owners[index] =
                    events[(index + 1)...].lazy.compactMap { next -> RefreshComponent? in
                        if case let .refreshEnd(component) = next.kind { return component }
                        return nil
                    }.first
            case let .appCall(_, target):
                owners[index] = target
            default:
                break
            }
        }
        return owners
    }

    /// The component whose refresh action, load or phase change came last at or before `time`;
    /// `owners` is `eventComponents()`, found once for every finding.
    func lastActor(atOrBefore time: Double, owners: [RefreshComponent?]) -> RefreshComponent? {
        for index in events.indices.reversed() where events[index].time <= time {
            if let owner = owners[index] { return owner }
            if case let .stateChanged(from, to) = events[index].kind {
                if from.header != to.header { return .header }
                if from.footer != to.footer { return .footer }
            }
        }
        return nil
    }

    private static func only(_ role: RefreshComponent, of state: StrategyState) -> StrategyState {
        role == .header
            ? StrategyState(name: state.header?.rawValue ?? "", header: state.header)
            : StrategyState(name: state.footer?.rawValue ?? "", footer: state.footer)
    }

    /// The scroll view as a whole: every component's phases in each sample (so "refreshing" means
    /// either is), and no component tracks.
    public func combined() -> Timeline {
        var view = self
        view.components = []
        return view
    }
}
