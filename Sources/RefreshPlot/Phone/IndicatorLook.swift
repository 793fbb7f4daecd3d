/// What a header or footer shows, read from the strategy's state name and the pull.
enum IndicatorLook: Equatable {
    /// Pull further (down for a header, up for a footer).
    case arrowPull
    /// Far enough: release to refresh.
    case arrowRelease
    case spinner

    /// `state` is the seed's own word; the seeds spell their busy states `refreshing` or
    /// `loading` (the threshold seed: `refreshing`).
    init(state: String, pull: Double, trigger: Double?) {
        let word = state.lowercased()
        if word.contains("refreshing") || word.contains("loading") {
            self = .spinner
        } else if let trigger, pull >= trigger {
            self = .arrowRelease
        } else {
            self = .arrowPull
        }
    }
}
