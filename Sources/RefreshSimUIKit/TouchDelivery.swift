import RefreshSim

/// The scripted finger, delivered to the view under it as UIKit delivers a touch: the window's
/// hit test at touch-down picks the view (`hitTest(_:with:)`), which gets `touchesBegan`,
/// `touchesMoved` and `touchesEnded`, passed up the responder chain by default. A view inside a
/// scroll view that delays content touches (`delaysContentTouches`, the default) gets
/// `touchesBegan` only once the finger has stayed 150 ms without the scroll view starting a pan
/// (or at once when it lifts first), if `touchesShouldBegin(_:with:in:)` lets it; when the pan
/// begins, a view that already has the touch gets `touchesCancelled`, and one still waiting gets
/// nothing, as UIKit's scroll view cancels content touches. (Apple documents the delay but not its
/// length; 150 ms is the length commonly measured.) A view the scroll view may not take the touch
/// from (`canCancelContentTouches` false, or `touchesShouldCancel(in:)` false: a control, by
/// default) keeps it, and UIKit's scroll view would then not scroll; the simulated one moves as
/// the scenario's finger says, and the run reports it.
/// Tap recognizers of the view and its superviews see the touch too (TapRecognition.swift).
struct FingerTouchState {
    let touch: UITouch
    /// The scroll view whose pan takes the touch, if the view touched is in it (or is it).
    weak var scrollView: UIScrollView?
    var began = false
    var cancelled = false
    /// The content view kept its touch when the pan began (`touchesShouldCancel(in:)` false).
    var keptByContent = false
    let downLocation: CGPoint
    /// The tap recognizers that see the touch (TapRecognition.swift).
    var taps: TapRecognition
}

extension UIKitEnvironment {
    static let contentTouchDelay = 0.15

    @MainActor func deliver(_ finger: FingerTouch) {
        switch finger {
        case let .down(point):
            let window = self.window
            let location = CGPoint(x: point.x, y: point.y)
            guard let view = window.hitTest(location, with: nil) else { return }
            let touch = UITouch()
            (touch.view, touch.window, touch.timestamp) = (view, window, host.runtime.now)
            (touch.windowLocation, touch.previousWindowLocation) = (location, location)
            var scroll: UIView? = view
            while let current = scroll, !(current is UIScrollView) { scroll = current.superview }
            let scrollView = scroll as? UIScrollView
            let taps = TapRecognition(view: view, at: location)
            touch.gestureRecognizers = taps.candidates
            fingerTouch = FingerTouchState(touch: touch, scrollView: scrollView, downLocation: location, taps: taps)
            if let scrollView, scrollView !== view, scrollView.delaysContentTouches {
                host.main.asyncAfter(seconds: Self.contentTouchDelay) { [weak self, touch] in
                    guard let self, let state = self.fingerTouch, state.touch === touch, !state.began, !state.cancelled else { return }
                    self.send(.began)
                }
            } else {
                send(.began)
            }
        case let .move(y):
            guard var state = fingerTouch, !state.cancelled else { return }
            state.touch.previousWindowLocation = state.touch.windowLocation
            state.touch.windowLocation = CGPoint(x: state.downLocation.x, y: state.downLocation.y + CGFloat(y))
            state.touch.timestamp = host.runtime.now
            state.taps.moved(to: state.touch.windowLocation)
            if let scrollView = state.scrollView, scrollView.isDragging, !state.keptByContent {
                state.taps.fail()
                if state.began, let view = state.touch.view, view !== scrollView, !scrollView.cancelsContentTouch(of: view) {
                    // UIKit's scroll view would not scroll now; the simulated one does (reported).
                    state.keptByContent = true
                    reportNotSimulated("UIScrollView.canCancelContentTouches")
                } else {
                    state.cancelled = true
                    fingerTouch = state
                    if state.began { send(.cancelled) }
                    return
                }
            }
            fingerTouch = state
            if state.began { send(.moved) }
        case .up:
            guard let state = fingerTouch, !state.cancelled else { return fingerTouch = nil }
            state.touch.timestamp = host.runtime.now
            if !state.began { send(.began) }
            guard fingerTouch?.cancelled == false else { return fingerTouch = nil }
            let tap = state.taps.lifted(at: state.touch.windowLocation)
            send(tap?.cancelsTouchesInView == true ? .cancelled : .ended)
            fingerTouch = nil
        }
    }

    @MainActor private func send(_ phase: UITouch.Phase) {
        guard let touch = fingerTouch?.touch, let view = touch.view else { return }
        if phase == .began, let scrollView = fingerTouch?.scrollView, scrollView !== view,
            !scrollView.touchesShouldBegin([touch], with: UIEvent(touch: touch), in: view)
        {
            fingerTouch?.cancelled = true
            return
        }
        if phase == .began { fingerTouch?.began = true }
        touch.phase = phase
        let event = UIEvent(touch: touch)
        event.timestamp = touch.timestamp
        switch phase {
        case .began: view.touchesBegan([touch], with: event)
        case .moved: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        default: view.touchesCancelled([touch], with: event)
        }
    }
}

extension UIScrollView {
    /// Whether the pan takes the touch from the content view that has it.
    @MainActor func cancelsContentTouch(of view: UIView) -> Bool {
        canCancelContentTouches && touchesShouldCancel(in: view)
    }
}
