/// UIScrollViewDelegate. Every method is optional, as in UIKit.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `velocity` in points per millisecond, as UIKit reports it. `targetContentOffset` is where
    /// the deceleration will come to rest (read-only here).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: Point)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

public extension ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: Point) {}
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
