/// An animated update moves the rows that stay from where they were to where they now are over
/// `ListView.rowAnimationDuration`, ease-in-out: the model has its new layout at once (as UIKit's
/// does), the screen eases, as a `UIView.animate` of the offset does.
struct RowAnimation {
    var identity: Int
    /// Old top − new top, content coordinates.
    var delta: Double
    var start: Double

    func remaining(at time: Double) -> Double {
        let progress = (time - start) / ListView.rowAnimationDuration
        guard progress < 1 else { return 0 }
        return delta * (1 - TimingCurve.easeInOut.value(max(0, progress)))
    }
}
