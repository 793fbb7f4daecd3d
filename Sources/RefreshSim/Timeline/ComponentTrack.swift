/// One component of a composed strategy (a header and a footer on the same scroll view), frame by
/// frame: what `FrameSample` records for a single strategy, kept per component so each gets its
/// own state lane on a chart and its own analysis.
public struct ComponentTrack: Sendable, Equatable {
    public var role: ComponentRole
    public var strategyKind: String
    public var loaderKind: String
    public var indicator: IndicatorPlacement
    public var triggerDistance: Double?
    /// One entry per sample.
    public var states: [String]
    public var indicatorVisibleHeights: [Double]
    public var footerTops: [Double?]
    public var loaderPhases: [String]

    public init(role: ComponentRole, strategyKind: String, loaderKind: String, indicator: IndicatorPlacement,
                triggerDistance: Double?, states: [String] = [], indicatorVisibleHeights: [Double] = [],
                footerTops: [Double?] = [], loaderPhases: [String] = []) {
        self.role = role
        self.strategyKind = strategyKind
        self.loaderKind = loaderKind
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
    /// indicator and loader phase, and events another component recorded are left out.
    public func projected(onto track: ComponentTrack) -> Timeline {
        var view = self
        view.components = []
        view.strategyKind = track.strategyKind
        view.loaderKind = track.loaderKind
        view.indicator = track.indicator
        view.triggerDistance = track.triggerDistance
        for index in view.samples.indices where index < track.states.count {
            view.samples[index].state = track.states[index]
            view.samples[index].indicatorVisibleHeight = track.indicatorVisibleHeights[index]
            view.samples[index].footerTop = track.footerTops[index]
            view.samples[index].loaderPhase = track.loaderPhases[index]
        }
        let role = track.role.rawValue
        view.events = events.filter { event in
            guard let component = event.attributes["component"] else { return true }
            return component == role
        }
        return view
    }
}

extension Timeline {
    /// The scroll view as a whole: a frame's state is the first refreshing component's, else the
    /// first component's (so "at rest and not refreshing" means no component is refreshing).
    public func combined() -> Timeline {
        var view = self
        view.components = []
        for index in view.samples.indices {
            if let busy = components.first(where: { index < $0.states.count && Self.isBusy($0.states[index]) }) {
                view.samples[index].state = busy.states[index]
            }
        }
        return view
    }

    static func isBusy(_ state: String) -> Bool {
        let name = state.lowercased()
        return name.contains("refreshing") || name.contains("loading")
    }
}
