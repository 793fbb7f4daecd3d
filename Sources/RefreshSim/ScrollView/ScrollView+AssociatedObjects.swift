/// Where a library hangs its header and footer on the scroll view from an extension
/// (`objc_setAssociatedObject(self, &key, footer, …)` behind `scrollView.footer`, `mj_footer`), so
/// that one component's calls can reach the other, as ESPullToRefresh's `stopPullToRefresh` resets
/// the footer's no-more-data. Held weakly: the run owns the components, and a component holds its
/// scroll view, so a strong reference here would be a cycle.
extension ScrollView {
    public func setAssociatedObject(_ object: AnyObject?, forKey key: String) {
        associatedObjects[key] = object.map(AssociatedObject.init)
    }

    public func associatedObject(forKey key: String) -> AnyObject? {
        associatedObjects[key]?.object
    }
}

final class AssociatedObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
