import RefreshSim

/// Which MJRefresh release's timing a component follows (`release` in a scenario). The releases
/// differ in when the refreshing block runs, which apps rely on (a block that reads the state, or
/// calls `endRefreshing` at once from a cache):
/// - `3.7.5` (the default, to 3.7.9 and the repository's head): `executeRefreshingCallback` calls
///   the block synchronously, in the header's begin-animation completion (PR #1560, f9db27e).
/// - `3.7.4`: the block runs one main-queue turn after that completion (`MJRefreshComponent.m`
///   wrapped it in `MJRefreshDispatchAsyncOnMainQueue` from 2.0 to 3.7.4).
/// - `3.1.0` (3.1.0 to 3.7.3): besides, `headerRefreshingAction` started the begin animation itself
///   a turn later (commit 8dd6e3a, removed by PR #1559, be7ae77).
public enum MJRefreshRelease: String, Sendable, CaseIterable {
    case v3_7_5 = "3.7.5"
    case v3_7_4 = "3.7.4"
    case v3_1_0 = "3.1.0"

    /// The refreshing block waits for the next main-queue turn.
    var callbackWaitsATurn: Bool { self != .v3_7_5 }
    /// The header's begin animation waits for the next main-queue turn.
    var beginAnimationWaitsATurn: Bool { self == .v3_1_0 }
}

extension OptionKey where Value == MJRefreshRelease {
    public static var mjRelease: Self {
        .choice(
            "release", default: .v3_7_5,
            "MJRefresh release whose timing to follow: 3.7.5 and later run the refreshing block in the begin animation's completion; 3.7.4 a main-queue turn later; 3.1.0 (to 3.7.3) also starts the header's begin animation a turn later."
        )
    }
}
