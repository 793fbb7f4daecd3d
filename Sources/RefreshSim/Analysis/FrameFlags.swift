/// Facts about one frame that several detectors test, computed once.
struct FrameFlags: OptionSet, Sendable {
    let rawValue: UInt16

    static let fingerDown = FrameFlags(rawValue: 1 << 0)
    /// A header or footer phase is `refreshing`.
    static let refreshing = FrameFlags(rawValue: 1 << 1)
    /// Every phase at rest (`idle` or `noMoreData`).
    static let resting = FrameFlags(rawValue: 1 << 2)
    static let loaderLoading = FrameFlags(rawValue: 1 << 3)
    static let awaitingCommit = FrameFlags(rawValue: 1 << 4)
    /// The indicator shows less than `hiddenIndicatorHeight`. Worked out only where
    /// `indicatorRead` holds (as is `edgeInView`).
    static let indicatorHidden = FrameFlags(rawValue: 1 << 5)
    /// The indicator's edge of the content is on screen.
    static let edgeInView = FrameFlags(rawValue: 1 << 6)
    /// Scroll phase `rest`.
    static let atRest = FrameFlags(rawValue: 1 << 7)
    /// Scroll phase `animation`.
    static let animating = FrameFlags(rawValue: 1 << 8)
    /// An inset or the offset is off its baseline by more than `insetDriftPoints`. Worked out only
    /// where `driftingRead` holds.
    static let drifting = FrameFlags(rawValue: 1 << 9)
    /// |Δy| from the previous frame is more than `offsetJumpPoints`. Worked out only where
    /// `bigStepRead` holds.
    static let bigStep = FrameFlags(rawValue: 1 << 10)
}

/// The frames in which a detector reads each of the flags that take arithmetic on the sample: the
/// index works such a flag out only there (elsewhere it is left clear), and each detector's own
/// frames (`InsetDriftDetector.frames`, …) lie inside its flag's condition, so its spans are the
/// same (`FrameFlagsTests` checks every combination of flags). Most frames of a run are in none of
/// them: working the four out everywhere was 24 of the index's 83 instructions a frame of
/// `Benchmarks/run-600s.json` (callgrind).
extension FrameFlags {
    /// hiddenWhileLoading reads `indicatorHidden` and `edgeInView` while refreshing or loading,
    /// blankContent while a web load awaits its commit.
    static let indicatorRead = FrameCondition(allOf: [], anyOf: [.refreshing, .loaderLoading, .awaitingCommit])
    /// insetDrift reads `drifting` at rest, with the finger up and nothing refreshing.
    static let driftingRead = FrameCondition(allOf: .atRest, noneOf: [.fingerDown, .refreshing])
    /// offsetJump reads `bigStep` with the finger up and no animation.
    static let bigStepRead = FrameCondition(allOf: [], noneOf: [.fingerDown, .animating])
}

extension FrameFlags {
    /// The header's and the footer's phases: `refreshing` when either refreshes, `resting` when
    /// both rest (`FrameSample.isRefreshing`, `isResting`).
    @inline(__always)
    static func of(_ header: RefreshPhase?, _ footer: RefreshPhase?) -> FrameFlags {
        let header = of(header)
        let footer = of(footer)
        return header.union(footer).intersection(.refreshing).union(header.intersection(footer).intersection(.resting))
    }

    /// One component's phase; one it does not have (nil) rests.
    @inline(__always)
    private static func of(_ phase: RefreshPhase?) -> FrameFlags {
        switch phase {
        case nil, .idle?, .noMoreData?: .resting
        case .refreshing?: .refreshing
        case .pulling?, .armed?, .ending?: []
        }
    }

    /// `FrameSample.isLoaderLoading`, `isAwaitingCommit`.
    @inline(__always)
    static func of(_ phase: LoaderPhase) -> FrameFlags {
        switch phase {
        case .loading: .loaderLoading
        case .request, .redirect, .response: .awaitingCommit
        case .idle, .committed, .finished, .failed, .cancelled: []
        }
    }

    @inline(__always)
    static func of(_ phase: ScrollPhase) -> FrameFlags {
        switch phase {
        case .rest: .atRest
        case .animation: .animating
        case .drag, .decelerate, .bounce: []
        }
    }
}
