import RefreshSim

/// Something in the body the stand-in lays out otherwise than SwiftUI would: a `notSimulated`
/// event on the run's timeline, the first time in the run.
func reportLayout(_ text: String) {
    UIKitEnvironment.current?.notSimulatedOnce(.layoutNotSimulated(text))
}
