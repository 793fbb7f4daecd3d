/// The inset the app sets on its own scroll view (`tableView.contentInset`), apart from the
/// device's safe area: room for its own tab bar, a floating composer, a banner it pins. UIKit
/// adds the two: `adjustedContentInset = contentInset + safe area` unless the behaviour is
/// `.never` (`ContentInsetAdjustmentBehavior`). Set before the refresh components are installed,
/// as an app does in `viewDidLoad`.
public struct AppContentInset: Sendable, Equatable {
    public var top: Double
    public var bottom: Double
    public var adjustmentBehavior: ContentInsetAdjustmentBehavior

    public init(top: Double = 0, bottom: Double = 0, adjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic) {
        self.top = top
        self.bottom = bottom
        self.adjustmentBehavior = adjustmentBehavior
    }

    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, bottom: bottom) }

    /// UIKit's `adjustedContentInset` for this inset over `safeArea` (no refresh control).
    public func adjusted(safeArea: EdgeInsets) -> EdgeInsets {
        edgeInsets + adjustmentBehavior.adjustment(for: safeArea)
    }

    /// The `contentInset` keys of a scenario file.
    public static let fields = FieldGroup(
        "contentInset", defaults: AppContentInset(),
        [
            .number("top", \.top, in: ScenarioLimits.contentInset, "The app's own inset at the top (pt), apart from the safe area."),
            .number(
                "bottom", \.bottom, in: ScenarioLimits.contentInset, "The app's own inset at the bottom (pt): its own tab bar or composer."),
            .choice(
                "adjustmentBehavior", \.adjustmentBehavior,
                "contentInsetAdjustmentBehavior: \"never\" leaves the safe area out of adjustedContentInset; the others add it (a table view under bars)."
            ),
        ])
}
