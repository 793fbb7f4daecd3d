/// A refresh implementation under test, written against the UIKit-shaped surface in `RefreshHost`.
///
/// The simulator reads these properties once per frame to record the timeline; everything else a
/// strategy does, it does through the scroll view, the refresh control, the main queue and the
/// loader, exactly as app code would.
public protocol RefreshStrategy: AnyObject {
    /// The state as the seed names it (`idle`, `pulling`, `refreshing`, `loading`, …).
    var stateName: String { get }
    var indicator: IndicatorPlacement { get }
    /// Pull distance (pt past the resting offset) at which the strategy triggers.
    var triggerDistance: Double? { get }
    /// How much of the header/footer the screen shows now (pt).
    var indicatorVisibleHeight: Double { get }
    /// The footer's top in content coordinates (footer strategies).
    var footerTop: Double? { get }
}

public extension RefreshStrategy {
    var triggerDistance: Double? { nil }
    var footerTop: Double? { nil }
}
