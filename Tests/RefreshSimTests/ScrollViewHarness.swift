@testable import RefreshSim
@testable import RefreshSimStrategies

/// A bare scroll view driven frame by frame, for engine tests below the Simulator.
final class ScrollViewHarness: ScrollViewDelegate {
    let runtime: Runtime
    let scrollView: ScrollView
    private(set) var frame = 0
    private(set) var callbacks: [String] = []
    func resetCallbacks() { callbacks.removeAll() }

    init(
        frameRate: Double = 60, viewport: Double = 568, topInset: Double = 0, contentHeight: Double = 2000,
        physics: PhysicsOptions = PhysicsOptions()
    ) {
        runtime = Runtime(frameRate: frameRate)
        scrollView = ScrollView(
            runtime: runtime, bounds: Size(width: 320, height: viewport),
            safeAreaInsets: EdgeInsets(top: topInset),
            contentSize: Size(width: 320, height: contentHeight), physics: physics)
        scrollView.delegate = self
    }

    var offset: Double { scrollView.contentOffset.y }

    /// One display frame: queued blocks, then momentum/animations, then an optional touch.
    func step(touch: (ScrollViewHarness) -> Void = { _ in }) {
        frame += 1
        runtime.beginFrame(frame, at: Double(frame) / runtime.frameRate)
        scrollView.stepScrollAnimation()
        scrollView.stepMomentum(milliseconds: runtime.frameDuration)
        touch(self)
        scrollView.prunePresentationAnimations()
    }

    /// Steps until the view is at rest (or `limit` frames).
    func settle(limit: Int = 5000) {
        var count = 0
        while scrollView.isDecelerating || scrollView.isAnimating, count < limit {
            step()
            count += 1
        }
    }

    func fling(velocity pointsPerSecond: Double) {
        scrollView.beginDecelerating(velocity: pointsPerSecond / 1000)
    }

    /// Finger down at 0, moves linearly by `distance` over `frames` frames, holds `hold` frames, lifts.
    func drag(distance: Double, frames: Int, hold: Int = 0) {
        step { $0.scrollView.touchBegan(y: 0) }
        for index in 1...frames {
            step { $0.scrollView.touchMoved(y: distance * Double(index) / Double(frames)) }
        }
        for _ in 0..<hold { step { $0.scrollView.touchMoved(y: distance) } }
        step { $0.scrollView.touchEnded() }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if callbacks.last != "didScroll" { callbacks.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        callbacks.append("willBeginDragging(dragging=\(scrollView.isDragging))")
    }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: Point) {
        callbacks.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        callbacks.append("didEndDragging(\(decelerate), dragging=\(scrollView.isDragging), tracking=\(scrollView.isTracking))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        callbacks.append("willBeginDecelerating(tracking=\(scrollView.isTracking))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        callbacks.append("didEndDecelerating")
    }
}
