/// The pan: hysteresis, rubber-banded dragging and the release (reference: "Dragging and
/// rubber-banding", "Release velocity", "Callback order").
struct Pan {
    /// Finger position at touch-down (screen points, down positive).
    var downY: Double
    var fingerY: Double
    var tracker = VelocityTracker()
    /// Set once the finger has travelled past the hysteresis.
    var hysteresisShift: Double?
    /// Unconstrained offset and translation at the last (re-)anchor.
    var anchorRaw: Double = 0
    var anchorTranslation: Double = 0

    var hasBegun: Bool { hysteresisShift != nil }

    /// Finger travel with the hysteresis removed, so the content does not jump when the pan begins.
    var translation: Double { fingerY - downY - (hysteresisShift ?? 0) }
}

extension ScrollView {
    /// Content velocity of the pan in progress (pt/s, positive = offset growing).
    var panVelocity: Double { -(pan?.tracker.velocity ?? 0) }

    /// `panGestureRecognizer.translation(in:)`: the finger's travel from touch-down (pt, down
    /// positive), hysteresis included, as a pan recognizer measures it; 0 with no pan in progress.
    public var panTranslation: Double { pan.map { $0.fingerY - $0.downY } ?? 0 }

    /// `panGestureRecognizer.velocity(in:)`: the finger's velocity (pt/s, down positive).
    public var panFingerVelocity: Double { pan?.tracker.velocity ?? 0 }

    /// The momentum's deceleration rate (the scenario's `physics.decelerationRate`).
    public var decelerationRate: Double { physics.decelerationRate }

    /// Where the finger is while it touches the scroll view (screen points, down positive): the
    /// pan gesture recogniser's `location(in: nil).y`.
    public var touchLocation: Double? { pan?.fingerY }

    /// `time`: the touch's own timestamp, later than `runtime.now` never; a touch that waited
    /// for a busy main thread keeps the time it happened at, as UIKit's coalesced touches do.
    func touchBegan(y: Double, time: Double? = nil) {
        guard isScrollEnabled else { return }
        isTracking = true
        if isDecelerating {
            // A touch catches a decelerating view: it stops where it is, with no
            // scrollViewDidEndDecelerating (as in UIKit).
            isDecelerating = false
            momentum = nil
            runtime.record(.decelerationCaught(offset: offsetY))
        }
        if scrollAnimation != nil {
            scrollAnimation = nil
        }
        var newPan = Pan(downY: y, fingerY: y)
        newPan.tracker.addSample(time: time ?? runtime.now, y: y)
        pan = newPan
    }

    func touchMoved(y: Double, time: Double? = nil) {
        // The pan changed in place: copying its hundred bytes out and back (and out again below)
        // was most of this method's own instructions.
        guard pan != nil else { return }
        pan?.fingerY = y
        pan?.tracker.addSample(time: time ?? runtime.now, y: y)
        if pan?.hasBegun == false, let downY = pan?.downY {
            let travel = y - downY
            let hysteresis = physics.panHysteresis
            guard travel != 0, abs(travel) >= hysteresis else { return }
            pan?.hysteresisShift = travel > 0 ? hysteresis : -hysteresis
            reanchorPan()
            pan?.anchorTranslation = 0
            panGestureState = .began
            runtime.record(.willBeginDragging)
            delegate?.scrollViewWillBeginDragging(self)
            isDragging = true
        }
        guard let raw = pan.map({ $0.anchorRaw - ($0.translation - $0.anchorTranslation) }) else { return }
        let shown =
            physics.bounces
            ? rubberBand.offset(forRaw: raw, minimum: minimumOffset, maximum: maximumOffset)
            : min(max(raw, minimumOffset), maximumOffset)
        if grid.round(shown) != offsetY { setOffset(shown) }
    }

    func touchEnded() {
        guard let ended = pan else { return }
        guard ended.hasBegun else {
            pan = nil
            isTracking = false
            if isOutOfRange { beginDecelerating(velocity: 0) }
            return
        }
        // The recogniser's state changes (and its KVO fires) before it sends its action, whose
        // handler calls the end-dragging delegate methods.
        panGestureState = .ended
        let velocity = -ended.tracker.velocity / 1000  // pt/ms, content direction
        // Below the release threshold UIKit starts no deceleration and clears the velocity: the
        // content stays where the finger left it, or springs back from rest when stretched.
        let momentum = abs(velocity) >= Self.decelerationThreshold ? velocity : 0
        let target = releaseTarget(velocity: momentum)
        runtime.record(.willEndDragging(velocity: velocity * 1000, target: target))
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(y: velocity), targetContentOffset: Point(y: target))
        isDragging = false
        // UIKit decelerates exactly when the target differs from where the content is
        // (`-_scrollViewWillEndDraggingWithDeceleration:` returns that comparison): a stretched
        // view always bounces back; in range, a release too slow to move it a pixel stays put.
        let willDecelerate = target != offsetY
        runtime.record(.didEndDragging(willDecelerate: willDecelerate))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        // isTracking turns false right after the end-dragging callbacks.
        isTracking = false
        pan = nil
        panGestureState = .possible
        if willDecelerate { beginDecelerating(velocity: momentum) }
    }

    /// The slowest release that starts a deceleration: 0.25 pt/ms (250 pt/s). `-[UIScrollView
    /// _endPanNormal:]` compares the last pan sample's `vx² + vy²` with 0.0625 before anything else
    /// and, below it, clears every stored velocity (a public Swift port decoding UIKitCore's machine
    /// code: `ReleaseDecision.decelerateThresholdSquared`, address `0x179f6d8`; its repository was
    /// not named by the search tool). The recordings agree: no deceleration under about 260 pt/s,
    /// always one over 350 pt/s (reference/recorded-traces.md, "Slow releases"); the band between
    /// is the recogniser's smoothing of its last samples.
    static let decelerationThreshold = 0.25

    /// `targetContentOffset` for a release at `velocity` (pt/ms): where the deceleration ends
    /// (`Deceleration.restingPosition`), rounded to the pixel grid and clamped into the range.
    /// Under the 0.01 pt/ms stop speed UIKit projects nothing and the target is the offset itself,
    /// clamped (decompiled iOS 18.2 UIKitCore, `UIScrollView.m`,
    /// `-_scrollViewWillEndDraggingWithDeceleration:`).
    func releaseTarget(velocity: Double) -> Double {
        var target = offsetY
        if abs(velocity) >= Tolerance.uiScrollView.velocity {
            target =
                Deceleration(rate: physics.decelerationRate, position: offsetY, velocity: velocity)
                .restingPosition
        }
        return grid.round(min(max(target, minimumOffset), maximumOffset))
    }

    /// Re-grab the content where it is: the inverse rubber band gives the unconstrained offset
    /// that shows the current one, so the next move continues without a jump.
    func reanchorPan() {
        guard let current = pan, current.hasBegun else { return }
        pan?.anchorRaw = rubberBand.raw(forOffset: offsetY, minimum: minimumOffset, maximum: maximumOffset)
        pan?.anchorTranslation = current.translation
    }
}

/// `UIGestureRecognizer.State`, as far as a scroll view's pan uses it.
public enum PanGestureState: String, Sendable, Equatable {
    case possible
    case began
    case ended
    /// Not produced by the model (no touch is cancelled); MJRefresh checks for it.
    case cancelled
}
