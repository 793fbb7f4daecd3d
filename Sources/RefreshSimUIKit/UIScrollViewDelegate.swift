import RefreshSim

/// UIScrollViewDelegate: the callbacks the simulated scroll view sends, every one optional as in
/// UIKit.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` in points per millisecond, as UIKit reports it. The simulator reads no change to
    /// `targetContentOffset`: deceleration ends where the physics puts it.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

public extension UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Hands the engine's delegate calls to a `UIScrollView`'s delegate with the UIKit view as the
/// argument. The engine holds its delegate weakly; the UIKit view owns this relay.
final class ScrollViewDelegateRelay: ScrollViewDelegate {
    unowned let view: UIScrollView

    init(view: UIScrollView) { self.view = view }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        onMainActor(view) { view in view.delegate?.scrollViewDidScroll(view) }
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        onMainActor(view) { view in view.delegate?.scrollViewWillBeginDragging(view) }
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: Point) {
        var target = CGPoint(targetContentOffset)
        withUnsafeMutablePointer(to: &target) { target in
            onMainActor((view, target)) { view, target in
                view.delegate?.scrollViewWillEndDragging(view, withVelocity: CGPoint(velocity), targetContentOffset: target)
            }
        }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        onMainActor(view) { view in view.delegate?.scrollViewDidEndDragging(view, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        onMainActor(view) { view in view.delegate?.scrollViewWillBeginDecelerating(view) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        onMainActor(view) { view in view.delegate?.scrollViewDidEndDecelerating(view) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        onMainActor(view) { view in view.delegate?.scrollViewDidEndScrollingAnimation(view) }
    }
}
