/// What a recording holds, in the terms analysis needs. A simulated run knows everything; a
/// trace knows what its recorder saw and what the app reported, and a detector whose needs it
/// lacks does not run on it (rather than guess).
public enum TraceKnowledge: String, Sendable, Equatable, CaseIterable, Comparable {
    /// When each finger touched down and lifted: recorded, or read off `isTracking` frame by frame.
    case touches
    /// When each frame reached the screen (the display link's timestamps): always in a trace.
    case timing
    /// Every UIScrollView callback, including the app's `contentOffset` writes and
    /// `setContentOffset(_:animated:)` (event source `scrollView`).
    case scrollViewEvents
    /// `valueChanged`, `beginRefreshing`, `endRefreshing` (event source `refreshControl`).
    case refreshControlEvents
    /// When the app's refresh code started and finished a refresh (`refreshStart`, `refreshEnd`,
    /// and its state changes: event source `strategy`).
    case refreshActions
    /// When loads started and ended (event source `loader`), and each frame's loader phase.
    case loads
    /// Each frame's `RefreshPhase` per component (reported, or `isRefreshing` of a refresh control).
    case phases
    /// How much of the indicator is on screen each frame, and a footer's top.
    case indicator
    /// The pull past which the app refreshes (a component's `triggerDistance`).
    case trigger
    /// The list's rows, frame by frame: which were on screen and where (content as rows). A
    /// version 1 trace holds none.
    case rows

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// What a detector must have to judge a recording, and why.
    public static func needs(of glitch: GlitchClass) -> Set<TraceKnowledge> {
        switch glitch {
        // The finger's touches and the offsets it moved.
        case .jumpUnderFinger: [.touches]
        // A load that replaces content during a drag: the refresh action, the content size change, the load.
        case .reloadWhileDragging: [.touches, .refreshActions, .scrollViewEvents, .loads]
        // A jump is a big step with no finger and no animation: `setContentOffset(animated:)` must be known.
        case .offsetJump: [.touches, .scrollViewEvents]
        case .stuckSpinner: [.phases, .loads]
        case .doubleTrigger: [.phases, .refreshActions, .refreshControlEvents, .loads]
        case .momentumTrigger: [.touches, .refreshActions, .trigger]
        case .hiddenWhileLoading: [.loads, .indicator, .phases]
        // The first sign of a response: the action, the control, an inset or offset write, a phase.
        case .releaseLag, .deadPull: [.touches, .trigger, .refreshActions, .refreshControlEvents, .scrollViewEvents, .phases]
        case .insetDrift: [.phases]
        case .footerMisplaced: [.touches, .indicator, .refreshActions, .loads]
        case .flingKilled: [.refreshActions, .refreshControlEvents, .scrollViewEvents]
        case .blankContent: [.refreshActions, .loads]
        case .hitch: [.timing]
        // The rows on screen and where each was, frame by frame.
        case .contentShift, .positionLost: [.rows, .touches, .scrollViewEvents]
        case .stalledFeed: [.rows, .loads]
        // The rows drawn and the part of the screen they cover.
        case .blankRows: [.rows]
        }
    }
}

/// Which detectors ran on a recording, and for each that did not, what the recording lacked.
public struct DetectorCoverage: Sendable, Equatable {
    public var ran: [GlitchClass]
    public var skipped: [(glitch: GlitchClass, missing: [TraceKnowledge])]

    public init(knowing known: Set<TraceKnowledge>) {
        ran = []
        skipped = []
        for glitch in GlitchClass.allCases {
            let missing = TraceKnowledge.needs(of: glitch).subtracting(known).sorted()
            if missing.isEmpty { ran.append(glitch) } else { skipped.append((glitch, missing)) }
        }
    }

    public var isComplete: Bool { skipped.isEmpty }

    /// `every detector ran`, or `9 of 14 detectors ran; not run: stuckSpinner, … (the recording
    /// has no loads, phases)`, for a chart's header and `run`'s output.
    public var summary: String {
        guard !skipped.isEmpty else { return "every detector ran" }
        let missing = Set(skipped.flatMap(\.missing)).sorted().map(\.rawValue)
        return "\(ran.count) of \(GlitchClass.allCases.count) detectors ran; not run: "
            + skipped.map(\.glitch.rawValue).joined(separator: ", ")
            + " (the recording has no \(missing.joined(separator: ", ")))"
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.ran == b.ran && a.skipped.map(\.glitch) == b.skipped.map(\.glitch) && a.skipped.map(\.missing) == b.skipped.map(\.missing)
    }
}
