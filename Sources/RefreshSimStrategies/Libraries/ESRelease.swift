import RefreshSim

/// Which ESPullToRefresh release's header `stop()` to follow (`release` in a scenario). Before its
/// 0.2 s animation back to the top, `stop()` has put the inset and offset back three ways:
/// - `2.9.2` (the default, to 2.9.3 and the repository's head; c811c32): `inset.top` restored and
///   the offset set to the previous offset, the one `start()` left (the start offset less 60).
/// - `2.9.1` (ddbd975): neither; the inset goes back only in the animation's completion.
/// - `2.9` (2.7 to 2.9; 5c6c65d): `inset.top` restored and the offset set to `top + previous offset`.
/// The three agree when the captured `contentInset.top` is 0 (a navigation bar's share is in the
/// safe area, not there); an app-set top inset tells them apart.
public enum ESRelease: String, Sendable, CaseIterable {
    case v2_9_2 = "2.9.2"
    case v2_9_1 = "2.9.1"
    case v2_9 = "2.9"

    /// The offset `stop()` sets at once, after restoring the top inset; nil when it sets neither.
    func offsetBeforeStopAnimation(previousOffset: Double, top: Double) -> Double? {
        switch self {
        case .v2_9_2: previousOffset
        case .v2_9_1: nil
        case .v2_9: top + previousOffset
        }
    }
}

extension OptionKey where Value == ESRelease {
    public static var esRelease: Self {
        .choice(
            "release", default: .v2_9_2,
            "ESPullToRefresh release whose header stop() to follow: 2.9.2 and later set the offset to the previous one before animating back; 2.9.1 sets nothing; 2.9 sets top + the previous one."
        )
    }
}
