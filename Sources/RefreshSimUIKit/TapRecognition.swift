import RefreshSim

/// `UITapGestureRecognizer` and the scripted finger: a recognizer attached to the view under the
/// finger or to one of its superviews sees the touch, as UIKit sends a touch to the recognizers
/// of the hit-tested view and its ancestors. A single-finger single tap recognizes when the finger
/// lifts: state `.ended`, its actions run, then `.possible` again. It fails when the finger moves
/// more than 10 pt, which is also where the scroll view's pan begins (pan hysteresis in
/// reference/uikit-scroll-model.md); Apple does not document a tap's allowable movement, 10 pt is
/// `UILongPressGestureRecognizer.allowableMovement`'s documented default. How long a finger may
/// rest before a tap fails is undocumented too: a still finger taps however long it rests.
///
/// Apple documents that a control's default action wins over a single tap recognizer of its
/// superview ("default control actions prevent overlapping gesture recognizer behavior"): on a
/// control, only the control's own recognizers see the touch. Only the deepest recognizer
/// recognizes: UIKit lets one recognize unless a delegate allows more, and delegates are never
/// asked here (`UIGestureRecognizer.delegate` is reported). A recognizer that recognizes with
/// `cancelsTouchesInView` (the default) ends the view's touch with `touchesCancelled`.
struct TapRecognition {
    static let allowableMovement: CGFloat = 10

    /// The single taps that see the touch, deepest first.
    private(set) var candidates: [UITapGestureRecognizer]
    let downLocation: CGPoint

    @MainActor init(view: UIView, at location: CGPoint) {
        downLocation = location
        var candidates: [UITapGestureRecognizer] = []
        var current: UIView? = view
        while let each = current {
            candidates += (each.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
                .filter { $0.isEnabled && $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1 }
            current = view is UIControl ? nil : each.superview
        }
        self.candidates = candidates
    }

    /// The finger moved to `location` (window coordinates): past the allowable movement, no tap.
    mutating func moved(to location: CGPoint) {
        let dx = location.x - downLocation.x
        let dy = location.y - downLocation.y
        if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement { candidates = [] }
    }

    mutating func fail() { candidates = [] }

    /// The finger lifted at `location`: the deepest tap recognizes. Returns it.
    @MainActor func lifted(at location: CGPoint) -> UITapGestureRecognizer? {
        guard let tap = candidates.first else { return nil }
        tap.recognize(at: location)
        return tap
    }
}

extension UIGestureRecognizer {
    /// A discrete recognizer recognizing: `.ended` (observers told), its actions, `.possible`.
    @MainActor func recognize(at location: CGPoint) {
        touchLocation = location
        kvoChange("state") { touchState = .ended }
        sendActions()
        kvoChange("state") { touchState = .possible }
        touchLocation = nil
    }
}
