import RefreshSim

/// Every fixed word the chart, the phone and the filmstrip print that has a UIKit form, with its
/// plain one (`--words plain`): one declaration the drawings read, and a test walks.
public enum ChartLabel: String, Sendable, CaseIterable {
    case strategy, loader, simulated, recorded
    case insetAxis, topInset, bottomInset, headerVisible, footerVisible
    case fingerLane, scrollPhaseLane, strategyLane, loaderLane, headerLane, footerLane, framesLane
    case unlabelledBands, events, findings, noFindings
    case stripLanes, contentChanged

    public var uikit: String {
        switch self {
        case .strategy: "strategy"
        case .loader: "loader"
        case .simulated: "simulated"
        case .recorded: "recorded"
        case .insetAxis: "inset (pt)"
        case .topInset: "top inset"
        case .bottomInset: "bottom inset"
        case .headerVisible: "header visible height"
        case .footerVisible: "footer visible height"
        case .fingerLane: "finger"
        case .scrollPhaseLane: "scroll phase"
        case .strategyLane: "strategy"
        case .loaderLane: "loader"
        case .headerLane: "header"
        case .footerLane: "footer"
        case .framesLane: "frames"
        case .unlabelledBands: "unlabelled bands:"
        case .events: "events:"
        case .findings: "Findings"
        case .noFindings: "No glitches found."
        case .stripLanes: "finger · state"
        case .contentChanged: "list length changed"
        }
    }

    public var plain: String {
        switch self {
        case .strategy: "control"
        case .loader: "network"
        case .simulated: "long"
        case .recorded: "long, recorded"
        case .insetAxis: "spinner space (pt)"
        case .topInset: "space above the rows"
        case .bottomInset: "space below the rows"
        case .headerVisible: "pull-down strip shown"
        case .footerVisible: "load-more strip shown"
        case .fingerLane: "finger"
        case .scrollPhaseLane: "list motion"
        case .strategyLane: "control says"
        case .loaderLane: "data"
        case .headerLane: "pull-down says"
        case .footerLane: "load-more says"
        case .framesLane: "screen"
        case .unlabelledBands: "colours too narrow for their word:"
        case .events: "moments:"
        case .findings: "What went wrong"
        case .noFindings: "Nothing went wrong."
        case .stripLanes: "finger · control says"
        case .contentChanged: "list length changed"
        }
    }
}

extension ChartWords {
    /// A fixed label in these words.
    public func callAsFunction(_ label: ChartLabel) -> String { self == .plain ? label.plain : label.uikit }

    /// A scroll phase as the lanes name it.
    public func phase(_ phase: ScrollPhase) -> String {
        guard self == .plain else { return phase.rawValue }
        return switch phase {
        case .rest: "still"
        case .drag: "dragged"
        case .decelerate: "gliding"
        case .bounce: "springing back"
        case .animation: "moved by the app"
        }
    }

    /// A loader phase as the lanes name it.
    public func loaderPhase(_ phase: LoaderPhase) -> String {
        guard self == .plain else { return phase.rawValue }
        return switch phase {
        case .idle: "waiting"
        case .loading: "loading"
        case .request: "page asked for"
        case .redirect: "redirected"
        case .response: "page answers"
        case .committed: "new page shown"
        case .finished: "page finished"
        case .failed: "failed"
        case .cancelled: "cancelled"
        }
    }

    /// A glitch class's name.
    public func glitch(_ glitch: GlitchClass) -> String { self == .plain ? glitch.plainName : glitch.rawValue }

    /// A finding's sentence.
    public func finding(_ finding: Finding) -> String { finding.text(self == .plain ? .plain : .labelled) }
}
