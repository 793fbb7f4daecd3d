/// `UIScrollView.ContentInsetAdjustmentBehavior`: whether the safe area is part of
/// `adjustedContentInset`. The model is one table view, vertically scrollable and shown by a
/// navigation or tab bar controller, where `.automatic` and `.scrollableAxes` adjust vertically
/// like `.always` ("Content is always adjusted vertically when the scroll view is the content view
/// of a view controller that is currently displayed by a navigation or tab bar controller",
/// developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic);
/// `.never` leaves the safe area out ("Do not adjust the scroll view insets").
public enum ContentInsetAdjustmentBehavior: String, Sendable, Equatable, CaseIterable {
    case automatic
    case scrollableAxes
    case always
    case never

    /// The part of the safe area added to `contentInset`.
    public func adjustment(for safeArea: EdgeInsets) -> EdgeInsets {
        self == .never ? .zero : safeArea
    }
}
