/// The host's eye on a strategy: what its state was when last looked at, so a change is recorded
/// once, at the moment the runtime next sees anything happen.
final class StrategyWatch {
    private let strategy: any RefreshStrategy
    /// The strategy's `mirroredRefreshControl`, read in its place. Not retained for each read (a
    /// retain and a release a read cost more than the calls it saves): the strategy holds it for
    /// its whole life, and this watch holds the strategy.
    private let control: Unmanaged<RefreshControl>?
    @exclusivity(unchecked) private(set) var last: StrategyState
    /// `last.name`, interned for the samples.
    @exclusivity(unchecked) private(set) var lastName: StateName

    init(_ strategy: any RefreshStrategy) {
        self.strategy = strategy
        control = strategy.mirroredRefreshControl.map { Unmanaged.passUnretained($0) }
        last = strategy.currentState
        lastName = StateName(last.name)
    }

    /// The state before and now, if it changed since the last call. Inlined into the frame loop:
    /// returned from a call, the pair of states (nil almost every frame) was written out and read
    /// back.
    @inline(__always)
    func change() -> (from: StrategyState, to: StrategyState)? {
        strategy.runLoopTurnEnded()
        // A control's state is a function of its phase alone (`RefreshControl.hostState`), and the
        // last state was the control's: the same phase is the same state, and no name is made.
        if let control, control._withUnsafeGuaranteedRef({ $0.phase }) == last.header {
            assert(last == strategy.currentState, "\(type(of: strategy)) does not mirror its refresh control's state")
            return nil
        }
        // One look, not a call through the existential for each of the three (run-600s: 129 → 110
        // instructions a frame here), compared field by field, the phases first: most frames
        // change nothing, and this runs every frame.
        let current = currentState
        guard current.header != last.header || current.footer != last.footer || current.name != last.name else { return nil }
        defer {
            if current.name != last.name { lastName = StateName(current.name) }
            last = current
        }
        return (last, current)
    }

    /// The strategy's state: its control's, read in the same module, when it mirrors one.
    @inline(__always)
    private var currentState: StrategyState {
        guard let control else { return strategy.currentState }
        let state = control._withUnsafeGuaranteedRef { $0.hostState }
        assert(state == strategy.currentState, "\(type(of: strategy)) does not mirror its refresh control's state")
        return state
    }

    /// The strategy's `indicatorVisibleHeight` and `footerTop`, from its control when it mirrors one.
    @inline(__always)
    var indicator: (visibleHeight: Double, footerTop: Double?) {
        guard let control else { return (strategy.indicatorVisibleHeight, strategy.footerTop) }
        let visibleHeight = control._withUnsafeGuaranteedRef { $0.indicatorVisibleHeight }
        assert(
            visibleHeight == strategy.indicatorVisibleHeight && strategy.footerTop == nil,
            "\(type(of: strategy)) does not mirror its refresh control's indicator")
        return (visibleHeight, nil)
    }

    /// Which component a load asked for now belongs to: the strategy's only one, or, with both, the
    /// footer when it is in play and the header is not.
    var loadComponent: RefreshComponent {
        let state = strategy.currentState
        switch (state.header, state.footer) {
        case (nil, nil): return strategy.indicator == .footer ? .footer : .header
        case (.some, nil): return .header
        case (nil, .some): return .footer
        case let (header?, footer?):
            let footerInPlay = footer != .idle && footer != .noMoreData
            return footerInPlay && (header == .idle || header == .ending) ? .footer : .header
        }
    }
}
