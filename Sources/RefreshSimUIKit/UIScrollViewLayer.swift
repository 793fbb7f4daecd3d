import RefreshSim

/// A scroll view's layer: its bounds' origin is the content offset, as UIKit's scroll view scrolls
/// by moving its bounds, and its presentation's origin is the offset the screen shows
/// (`ScrollView.presentedOffset`, during an animated inset or offset change).
final class UIScrollViewLayer: CALayer {
    weak var scrollView: ScrollView?
    private var isPresented = false

    override init() { super.init() }

    init(presenting model: UIScrollViewLayer) {
        super.init(layer: model)
        scrollView = model.scrollView
        isPresented = true
    }

    override var bounds: CGRect {
        get {
            var bounds = super.bounds
            if let scrollView { bounds.origin = CGPoint(x: 0, y: isPresented ? scrollView.presentedOffset : scrollView.contentOffset.y) }
            return bounds
        }
        set {
            super.bounds = CGRect(origin: .zero, size: newValue.size)
            if let scrollView, !isPresented, newValue.origin.y != scrollView.contentOffset.y {
                scrollView.contentOffset = Point(x: 0, y: Double(newValue.origin.y))
            }
        }
    }

    /// While a `UIView.animate` of the offset or an inset eases what the screen shows, the
    /// `bounds` animation Core Animation runs on a scroll view's layer is among its keys.
    override func animationKeys() -> [String]? {
        let own = super.animationKeys() ?? []
        let keys = scrollView?.hasPresentationAnimations == true && !own.contains("bounds") ? ["bounds"] + own : own
        return keys.isEmpty ? nil : keys
    }
}
