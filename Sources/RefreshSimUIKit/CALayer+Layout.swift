import RefreshSim

// The layout pass, as Core Animation runs it before each frame is drawn: a layer marked with
// `setNeedsLayout()` (or whose bounds changed size) is laid out — `layoutSublayers()`, which for a
// view's layer is the view's Auto Layout and `layoutSubviews()` — top down, once the main queue's
// turn ends (`UIKitEnvironment.layoutPass()`), or at once by `layoutIfNeeded()`.

extension CALayer {
    func layOutTreeIfNeeded() {
        // A layout may mark itself again (a constraint added in layoutSubviews): UIKit repeats the
        // pass; a bound keeps a layout that always marks itself from hanging the run.
        var passes = 0
        while needsLayoutFlag, passes < 100 {
            needsLayoutFlag = false
            layoutSublayers()
            passes += 1
        }
        for sublayer in sublayers ?? [] { sublayer.layOutTreeIfNeeded() }
    }

    /// The root of this layer's tree.
    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }
}

extension UIKitEnvironment {
    /// The end of a turn of the main run loop, before the frame is drawn: every tree with a layer
    /// that asked for layout is laid out, top down.
    func layoutPass() {
        guard !layoutRequests.isEmpty else { return }
        let requests = layoutRequests
        layoutRequests = []
        var roots: [CALayer] = []
        for request in requests {
            guard let layer = request.layer else { continue }
            layer.isLayoutRequested = false
            // Only what is on screen is laid out by the pass; another tree waits for its
            // `layoutIfNeeded()`, or for a window (adding it marks its new superview).
            let root = layer.rootLayer
            guard layer.needsLayoutFlag, root.delegate is UIWindow, !roots.contains(where: { $0 === root }) else { continue }
            roots.append(root)
        }
        for root in roots { root.layOutTreeIfNeeded() }
    }
}

/// A layer that asked for layout, held weakly until the pass.
struct WeakLayer {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}
