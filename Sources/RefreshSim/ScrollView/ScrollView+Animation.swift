/// `setContentOffset(_:animated: true)`: UIKit's own scroll animation, 0.3 s, a didScroll per frame.
struct ScrollAnimation {
    static let duration = 0.3
    var from: Double
    var to: Double
    var start: Double
}

/// A `UIView.animate` of the scroll view's properties. The model takes the new values at once
/// (one didScroll, like UIKit), and so do the insets the physics uses; only what the screen
/// shows — the content's position — eases from the old offset. Animations are additive: the
/// shown offset is the model's plus each animation's remaining share of its delta.
struct PresentationAnimation {
    var start: Double
    var duration: Double
    var curve: TimingCurve
    var offsetDelta: Double

    func remainingShare(at time: Double) -> Double {
        guard duration > 0 else { return 0 }
        return 1 - curve.value((time - start) / duration)
    }
}

extension ScrollView {
    /// Unlike a plain `contentOffset =` write, this stops a deceleration or scroll animation in
    /// progress first — the common idiom `setContentOffset(contentOffset, animated: false)` for
    /// stopping a fling.
    public func setContentOffset(_ point: Point, animated: Bool) {
        guard animated else {
            stopScrolling()
            contentOffset = point
            return
        }
        let target = grid.round(point.y)
        runtime.record(.contentOffsetSet(from: offsetY, to: target, animated: true))
        guard target != offsetY else { return }
        stopScrolling()
        scrollAnimation = ScrollAnimation(from: offsetY, to: target, start: runtime.now)
    }

    func stopScrolling() {
        scrollAnimation = nil
        guard isDecelerating else { return }
        isDecelerating = false
        momentum = nil
        runtime.record(.decelerationStopped(offset: offsetY))
    }

    /// `UIView.animate(withDuration:delay:animations:completion:)` for this scroll view's
    /// properties. As UIKit's, the block runs now, so the model has its values at once; with a
    /// `delay` the screen holds the old offset until the delay is over, then eases.
    public func animate(
        withDuration duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let before = offsetY
        animationBlockDepth += 1
        animations()
        animationBlockDepth -= 1
        let animation = PresentationAnimation(
            start: runtime.now + max(delay, 0), duration: duration, curve: curve,
            offsetDelta: before - offsetY)
        if duration > 0, animation.offsetDelta != 0 {
            presentationAnimations.append(animation)
        }
        if let completion {
            runtime.main.asyncAfter(seconds: max(delay, 0) + duration) { completion(true) }
        }
    }

    // The frame loop's calls of this, `presentedOffset` and `stepMomentum` find nothing to do on
    // most frames: that check is inlined at the call, and the work stays out of line (a call
    // each was about 50 instructions a frame of run-600s, callgrind).
    @inline(__always)
    func stepScrollAnimation() {
        if scrollAnimation != nil { advanceScrollAnimation() }
    }

    private func advanceScrollAnimation() {
        guard let animation = scrollAnimation else { return }
        let progress = (runtime.now - animation.start) / ScrollAnimation.duration
        let y = animation.from + (animation.to - animation.from) * TimingCurve.easeInOut.value(progress)
        setOffset(progress >= 1 ? animation.to : y)
        guard progress >= 1, scrollAnimation != nil else { return }
        scrollAnimation = nil
        runtime.record(.didEndScrollingAnimation)
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    func prunePresentationAnimations() {
        guard !presentationAnimations.isEmpty else { return }
        let now = runtime.now
        presentationAnimations.removeAll { now >= $0.start + $0.duration }
    }

    var isAnimating: Bool { scrollAnimation != nil || !presentationAnimations.isEmpty }

    /// What the screen shows now.
    @inline(__always)
    public var presentedOffset: Double {
        if presentationAnimations.isEmpty { return offsetY }
        return animatedOffset
    }

    private var animatedOffset: Double {
        presentationAnimations.reduce(offsetY) { $0 + $1.offsetDelta * $1.remainingShare(at: runtime.now) }
    }

    /// What the screen showed at `time` (s), by the animations running now: the presentation
    /// layer's offset as of a frame's commit.
    public func presentedOffset(at time: Double) -> Double {
        presentationAnimations.reduce(offsetY) { $0 + $1.offsetDelta * $1.remainingShare(at: time) }
    }

    /// Whether a `UIView.animate` of the offset or an inset is still easing what the screen shows
    /// (Core Animation's bounds animation on the scroll view's layer).
    public var hasPresentationAnimations: Bool { !presentationAnimations.isEmpty }
}
