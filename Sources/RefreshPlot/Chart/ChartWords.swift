/// Which words a chart labels its events and its offset panel with: UIKit's own names (the
/// default, for developers), or what a designer sees happen (`didEndDragging` → "finger lifted"). Every other
/// fixed word of the pictures is a `ChartLabel`.
/// In plain words the offset panel has one axis, the pull, and says which way it reads.
public enum ChartWords: String, Sendable, CaseIterable {
    case uikit
    case plain

    /// An event's label.
    public func event(_ name: String) -> String {
        guard self == .plain else { return name }
        return Self.plainEvents[name] ?? name
    }

    /// UIKit's (and WebKit's) event names, as a user sees them happen.
    public static let plainEvents: [String: String] = [
        "touchDown": "finger down",
        "touchUp": "finger lifted",
        "willBeginDragging": "list follows finger",
        // The three calls of one lift, one word: a label says it once.
        "willEndDragging": "finger lifted",
        "didEndDragging": "finger lifted",
        "willBeginDecelerating": "list glides on",
        "didEndDecelerating": "glide ends",
        "decelerationCaught": "glide caught",
        "decelerationStopped": "glide stopped",
        "didEndScrollingAnimation": "app's scroll ends",
        "contentSizeChanged": "list length changed",
        "contentOffsetSet": "app moved the list",
        "contentOffsetAdjusted": "list put back in bounds",
        "contentInsetSet": "spinner space changed",
        "valueChanged": "refresh asked for",
        "beginRefreshing": "spinner shown",
        "endRefreshing": "spinner hidden",
        "refreshStart": "refresh starts",
        "refreshEnd": "refresh ends",
        "stateChanged": "control's word changes",
        "stopDragging": "app stops the drag",
        "loadStart": "data load starts",
        "loadEnd": "data load ends",
        "didFailProvisionalNavigation": "page failed to load",
        "didFail": "page load failed",
        "estimatedProgress": "page progress",
        "appCall": "app code runs",
        "reloadData": "list reloaded",
        "rowUpdates": "rows added or removed",
        "applySnapshot": "list snapshot applied",
        "invalidUpdate": "list update did not add up",
        "estimatesCorrected": "rows measured taller or shorter than guessed",
        "notSimulated": "not simulated",
        "decidePolicyForNavigationAction": "page asked for",
        "didStartProvisionalNavigation": "page requested",
        "didReceiveServerRedirect": "page redirected",
        "decidePolicyForNavigationResponse": "page answers",
        "didCommit": "new page shown",
        "didFinish": "page finished",
    ]
}
