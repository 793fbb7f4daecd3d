// The one table of what the stand-in does with each public entry point it declares: simulated,
// inert by UIKit's own definition, or reported (a `notSimulated` event when code uses it in a run).
// The run reads it (`reportNotSimulated(_:)` takes the reason from here), `refreshsim port` reads
// it (this file is linked into Tools/RefreshSimPort, so a library's observations are listed as
// simulated or not from the same rows), a test in Tools/RefreshSimPort walks every public
// declaration of the stand-in's sources with swift-syntax and fails on one no row classifies, and
// the UIKit catalogue's "What the stand-in simulates" article is generated from it.
//
// Plain Swift, no imports: it compiles in both packages.

/// How the stand-in treats one entry point.
enum StandInTreatment: String, Sendable, CaseIterable {
    /// Does what UIKit does, in everything the simulator charts or the code can read back.
    case simulated
    /// Kept and read back; UIKit itself gives it no effect on scrolling, layout, timing or
    /// callbacks in a scenario (appearance, accessibility, a tap that never comes).
    case inert
    /// Accepted but not simulated: the run records a `notSimulated` event when code uses it.
    case reported
}

/// One row: an entry point, or a family of them, and what the stand-in does with it.
struct StandInRule: Sendable {
    /// `UIView.frame`, `UIView.convert(_:to:)`; `UIColor.*` (the type, its members and nested
    /// types); `*.init(coder:)` (that member of any type).
    var pattern: String
    var treatment: StandInTreatment
    /// Why, in a phrase: the run's event, `port`'s listing and the article quote it.
    var note: String
    /// For a property reported only when set to one value (`bounces` set to `false`): that value as
    /// written in code, so `port` leaves `bounces = true` out of its listing.
    var reportedWhenSetTo: String?

    init(_ pattern: String, _ treatment: StandInTreatment, _ note: String, whenSetTo value: String? = nil) {
        (self.pattern, self.treatment, self.note, reportedWhenSetTo) = (pattern, treatment, note, value)
    }
}

/// A property whose changes the stand-in delivers to key-value observers, by the type that
/// declares it (subclasses have it too). A key path is observed when each of its steps is one.
struct ObservableProperty: Sendable {
    var type: String
    var key: String
    var note: String

    init(_ type: String, _ key: String, _ note: String) {
        (self.type, self.key, self.note) = (type, key, note)
    }
}

enum StandInCatalogue {
    /// The row for a declaration named `Type.member` (or `function(_:)` at file scope): the exact
    /// row, else the nearest enclosing `Type.*`, else `*.member`.
    static func rule(for name: String) -> StandInRule? {
        if let exact = byPattern[name] { return exact }
        var owner = name
        while let dot = owner.lastIndex(of: ".") {
            owner = String(owner[..<dot])
            if let family = byPattern[owner + ".*"] { return family }
        }
        if let family = byPattern[name + ".*"] { return family }
        if let dot = name.firstIndex(of: "."), let any = byPattern["*" + name[dot...]] { return any }
        return nil
    }

    private static let byPattern: [String: StandInRule] = Dictionary(
        rules.map { ($0.pattern, $0) }, uniquingKeysWith: { first, _ in first })

    /// Whether `type` (or a class it inherits from, by `superclasses`) declares an observable `key`.
    static func observable(_ key: String, of type: String, superclasses: [String: String]) -> ObservableProperty? {
        var current: String? = type
        while let name = current {
            if let property = observableProperties.first(where: { $0.type == name && $0.key == key }) { return property }
            current = superclasses[name]
        }
        return nil
    }

    /// Whether some type declares an observable property named `key` (for `port`, which reads
    /// key paths without their types).
    static func isObservableKey(_ key: String) -> Bool {
        observableProperties.contains { $0.key == key }
    }

    static let observableProperties: [ObservableProperty] = [
        ObservableProperty("UIScrollView", "contentOffset", "every set, by the finger, momentum, animations and code"),
        ObservableProperty("UIScrollView", "contentSize", "every set"),
        ObservableProperty("UIScrollView", "contentInset", "every change"),
        ObservableProperty("UIScrollView", "panGestureRecognizer", "the scroll view's own pan, for `panGestureRecognizer.state`"),
        ObservableProperty(
            "UIGestureRecognizer", "state", "the scroll view's pan follows the finger; a tap is `.ended` while its actions run"),
        ObservableProperty("UIView", "frame", "every set of the view's frame"),
        ObservableProperty("UIView", "bounds", "every set of the view's bounds; a scroll view's moves with its content offset"),
        ObservableProperty("UIView", "center", "every set of the view's center"),
        ObservableProperty("UIView", "isHidden", "every set"),
        ObservableProperty("UIView", "alpha", "every set"),
    ]

    /// Every row: the UIKit stand-in's, then the SwiftUI stand-in's.
    static let rules: [StandInRule] = uiKitRules + swiftUIRules

    // In sections, one declaration each: as one literal of 480 rows the table took the type
    // checker 0.45 s of CPU in every compile of UIKit and of the port tool, in sections 0.1 s.
    static let uiKitRules: [StandInRule] =
        ownAPIRules + valueRules + appearanceRules + viewRules + layoutRules + controlRules + scrollViewRules + listRules + animationRules
        + imageRules

    static let ownAPIRules: [StandInRule] = [
        // refreshsim's own API: the simulated clock, the run's environment, the strategy bridge.
        StandInRule("UIKitStrategy.*", .simulated, "refreshsim's own: runs UIKit code as a strategy"),
        StandInRule("UIKitEnvironment.*", .simulated, "refreshsim's own: the run the code is in"),
        StandInRule("SimulatedTimer.*", .simulated, "`Timer` on the simulated clock (`port` renames it)"),
        StandInRule("SimulatedTimerSource.*", .simulated, "a dispatch timer on the simulated clock"),
        StandInRule("SimulatedTime.*", .simulated, "`DispatchTime` on the simulated clock"),
        StandInRule("SimulatedQueue.*", .simulated, "`DispatchQueue.main` and the global queues on the simulated clock"),
        StandInRule("Date.simulatedNow()", .simulated, "the simulated clock's date"),
        StandInRule("DispatchQueue.simulatedMain", .simulated, "the run's main queue"),
        StandInRule("DispatchQueue.simulatedGlobal(qos:)", .simulated, "a global queue on the simulated clock"),
        StandInRule("DispatchSource.makeSimulatedTimerSource(flags:queue:)", .simulated, "a dispatch timer on the simulated clock"),
        StandInRule("DispatchTime.simulatedNow()", .simulated, "the simulated clock"),
        StandInRule("RunLoop.add(_:forMode:)", .simulated, "schedules a simulated timer"),
        StandInRule("targetAction(_:_:)", .simulated, "calls an action method from the closure `port` writes for a selector"),
        StandInRule("print(_:separator:terminator:)", .simulated, "goes to the run's console, not the tool's output"),
        StandInRule("OptionalRequirement.*", .simulated, "refreshsim's own: an `@objc optional` requirement `port` gave a default"),
        StandInRule("KeyValueObserving.*", .simulated, "the observer side of key-value observing on Linux"),
        StandInRule("KeyPathObserving.*", .simulated, "`observe(_:options:changeHandler:)` on Linux, nested key paths included"),
        StandInRule("NSKeyValueObservingOptions.*", .simulated, "`.new`, `.old`, `.initial`, `.prior` as Foundation delivers them"),
        StandInRule("NSKeyValueChangeKey.*", .simulated, "the change dictionary's keys"),
        StandInRule("NSKeyValueObservedChange.*", .simulated, "what a key-path observation hands its handler"),
        StandInRule("NSKeyValueObservation.*", .simulated, "observing stops at `invalidate()` or release"),
    ]

    static let valueRules: [StandInRule] = [
        // Values computed as Core Graphics and Foundation compute them.
        StandInRule("CGAffineTransform.*", .simulated, "the matrix arithmetic"),
        StandInRule("CGPoint.applying(_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3D.*", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DIdentity", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DMakeTranslation(_:_:_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DMakeScale(_:_:_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DMakeRotation(_:_:_:_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DConcat(_:_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DRotate(_:_:_:_:_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DScale(_:_:_:_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DTranslate(_:_:_:_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DIsIdentity(_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DMakeAffineTransform(_:)", .simulated, "the matrix arithmetic"),
        StandInRule("CATransform3DGetAffineTransform(_:)", .simulated, "the matrix arithmetic"),
        StandInRule("UIEdgeInsets.*", .simulated, "a value"),
        StandInRule("UIEdgeInsetsMake(_:_:_:_:)", .simulated, "a value"),
        StandInRule("IndexPath.*", .simulated, "a value"),
        StandInRule("NSValue.*", .simulated, "boxes a point, size or rect as Foundation does"),
        StandInRule("HUGE", .simulated, "a constant"),
        StandInRule("NSEC_PER_SEC", .simulated, "a constant"),
        StandInRule("NSEC_PER_MSEC", .simulated, "a constant"),
        StandInRule("NSEC_PER_USEC", .simulated, "a constant"),
        StandInRule("USEC_PER_SEC", .simulated, "a constant"),
        StandInRule("CFTimeInterval", .simulated, "a Double, as on Apple platforms"),
        StandInRule("CFArray", .simulated, "the Swift type it bridges to"),
        StandInRule("CFData", .simulated, "the Swift type it bridges to"),
        StandInRule("CFDictionary", .simulated, "the Swift type it bridges to"),
        StandInRule("CFNumber", .simulated, "the Swift type it bridges to"),
        StandInRule("CFString", .simulated, "the Swift type it bridges to"),
        StandInRule("CFURL", .simulated, "the Swift type it bridges to"),
        StandInRule("objc_AssociationPolicy", .simulated, "associated objects without the Objective-C runtime"),
        StandInRule("objc_getAssociatedObject(_:_:)", .simulated, "associated objects without the Objective-C runtime"),
        StandInRule("objc_setAssociatedObject(_:_:_:_:)", .simulated, "associated objects without the Objective-C runtime"),
        StandInRule("objc_removeAssociatedObjects(_:)", .simulated, "associated objects without the Objective-C runtime"),
    ]

    static let appearanceRules: [StandInRule] = [
        // Appearance: nothing is drawn, and UIKit gives none of it an effect on scrolling.
        StandInRule("UIColor.*", .inert, "colours are kept, never drawn"),
        StandInRule("CGColor.*", .inert, "colours are kept, never drawn"),
        StandInRule("CGColorSpace", .inert, "colours are kept, never drawn"),
        StandInRule("CGColorSpaceCreateDeviceRGB()", .inert, "colours are kept, never drawn"),
        StandInRule("UIFont.*", .inert, "fonts are kept; text is not laid out (see `UILabel.sizeThatFits(_:)`)"),
        StandInRule("NSTextAlignment", .inert, "text is not drawn"),
        StandInRule("NSLineBreakMode", .inert, "text is not drawn"),
        StandInRule("NSAttributedString.*", .inert, "text is not drawn"),
        StandInRule("UIBezierPath.*", .inert, "paths are kept, never stroked or filled"),
        StandInRule("CGPath.*", .inert, "paths are kept, never drawn"),
        StandInRule("CGMutablePath.*", .inert, "paths are kept, never drawn"),
        StandInRule("CGLineCap", .inert, "paths are never drawn"),
        StandInRule("CGLineJoin", .inert, "paths are never drawn"),
        StandInRule("CAShapeLayer.*", .inert, "shapes are kept, never drawn"),
        StandInRule("CAShapeLayerLineCap.*", .inert, "shapes are never drawn"),
        StandInRule("CAShapeLayerLineJoin.*", .inert, "shapes are never drawn"),
        StandInRule("CAGradientLayer.*", .inert, "gradients are kept, never drawn"),
        StandInRule("CATextLayer.*", .inert, "text is kept, never drawn"),
        StandInRule("UITraitCollection.*", .inert, "light appearance at the screen's scale"),
        StandInRule("UIMenuElement.*", .inert, "no menu is shown in a scenario"),
        StandInRule("UIEvent", .inert, "no event object reaches an action: `nil` is passed, as for `sendActions(for:)`"),
        StandInRule("UIButton.*", .inert, "a button is kept; no tap comes in a scenario"),
        StandInRule("UIImageView.*", .inert, "images are not drawn"),
        StandInRule("UIImageView.startAnimating()", .simulated, "`isAnimating` as UIKit keeps it"),
        StandInRule("UIImageView.stopAnimating()", .simulated, "`isAnimating` as UIKit keeps it"),
        StandInRule("UIImageView.isAnimating", .simulated, "as UIKit keeps it"),
        StandInRule("UIImageView.sizeThatFits(_:)", .simulated, "the image's size (see `UIImage.size`)"),
        StandInRule("UIImage.*", .inert, "images are kept, never drawn"),
        StandInRule(
            "UIImage.size", .reported,
            "an image read from a name, file or data is not decoded (only GIFs through ImageIO are): its size is 0 × 0"),
        StandInRule("UILabel.*", .inert, "text is kept, never drawn"),
        StandInRule(
            "UILabel.sizeThatFits(_:)", .reported, "text is not laid out: the size is an estimate, 0.55 em a character on one line"),
        StandInRule(
            "UILabel.intrinsicContentSize", .reported, "text is not laid out: the size is an estimate, 0.55 em a character on one line"),

        // Accessibility: VoiceOver never runs in a scenario; posts are recorded.
        StandInRule("UIAccessibility.*", .simulated, "VoiceOver and Reduce Motion are off; posts are kept in the run's effects"),
        StandInRule("UIAccessibilityTraits.*", .inert, "accessibility is kept, never read by the simulator"),
        StandInRule("UIView.isAccessibilityElement", .inert, "accessibility is kept, never read by the simulator"),
        StandInRule("UIView.accessibilityLabel", .inert, "accessibility is kept, never read by the simulator"),
        StandInRule("UIView.accessibilityHint", .inert, "accessibility is kept, never read by the simulator"),
        StandInRule("UIView.accessibilityValue", .inert, "accessibility is kept, never read by the simulator"),
        StandInRule("UIView.accessibilityIdentifier", .inert, "accessibility is kept, never read by the simulator"),
        StandInRule("UIView.accessibilityTraits", .inert, "accessibility is kept, never read by the simulator"),
        StandInRule("UIView.accessibilityElementsHidden", .inert, "accessibility is kept, never read by the simulator"),

        // Haptics: recorded with their times.
        StandInRule("UIFeedbackGenerator.*", .simulated, "kept in the run's effects with its time"),
        StandInRule("UIImpactFeedbackGenerator.*", .simulated, "kept in the run's effects with its time"),
        StandInRule("UISelectionFeedbackGenerator.*", .simulated, "kept in the run's effects with its time"),
        StandInRule("UINotificationFeedbackGenerator.*", .simulated, "kept in the run's effects with its time"),

        // The app around the screen.
        StandInRule("UIApplication.*", .simulated, "the one running app"),
        StandInRule("UIApplicationLaunchOptionsKey", .simulated, "a name"),
        StandInRule("UIApplicationDelegate.*", .inert, "a scenario's app is already running: launch is not replayed"),
        StandInRule("UIScreen.*", .simulated, "the scenario's device"),
        StandInRule("UIWindow.*", .simulated, "the screen's window"),
        StandInRule("UIResponder", .simulated, "the root of views and controllers"),
        StandInRule("UIResponder.init()", .simulated, "as UIKit's"),
        StandInRule(
            "UIResponder.observeValue(forKeyPath:of:change:context:)", .simulated,
            "called with each change of an observed property the stand-in models"),
        StandInRule(
            "UIResponder.addObserver(_:forKeyPath:options:context:)", .simulated,
            "observes the properties the stand-in models; any other key path is reported (`observation`)"),
        StandInRule("UIResponder.removeObserver(_:forKeyPath:context:)", .simulated, "as Foundation's"),
        StandInRule("UIResponder.removeObserver(_:forKeyPath:)", .simulated, "as Foundation's"),
        StandInRule("*.init(coder:)", .simulated, "no nib or storyboard is decoded: it makes the object as `init()` does"),
        StandInRule(
            "UIViewController.*", .simulated,
            "the view loads on first use; the screen's controller gets `viewWillAppear(_:)` and `viewDidAppear(_:)` when the run puts it on screen"
        ),
        StandInRule("UINavigationController.*", .simulated, "a stack of controllers; the bar's height is the scenario's"),
        StandInRule("UINavigationBar", .simulated, "its height is the scenario's safe area"),
        StandInRule(
            "UINavigationBar.isTranslucent", .reported, "set to false: the scenario's bar still covers the content (its safe area)",
            whenSetTo: "false"),
        StandInRule("UINavigationBar.prefersLargeTitles", .inert, "the scenario's device says whether the title is large"),
        StandInRule(
            "UITabBarController.*", .simulated, "a container controller with a tab bar; the scenario's tab bar is its safe area"),
        StandInRule("UITabBar", .simulated, "a bar view"),
        StandInRule(
            "UIViewController.tabBarController", .reported,
            "nil: no controller is in a tab bar controller here (the scenario's tab bar is its safe area)"),
        StandInRule(
            "UIResponder.willChangeValue(forKey:)", .simulated,
            "tells the observers of a key the stand-in delivers (no other key has any)"),
        StandInRule(
            "UIResponder.didChangeValue(forKey:)", .simulated,
            "tells the observers of a key the stand-in delivers (no other key has any)"),
        StandInRule("UITableViewController.*", .simulated, "the table's data source and delegate"),
    ]

    static let viewRules: [StandInRule] = [
        // Views.
        StandInRule("UIView", .simulated, "a rectangle in a view tree"),
        StandInRule("UIView.init(frame:)", .simulated, "as UIKit's"),
        StandInRule("UIView.init()", .simulated, "as UIKit's"),
        StandInRule("UIView.frame", .simulated, "geometry, as UIKit keeps it"),
        StandInRule("UIView.bounds", .simulated, "geometry, as UIKit keeps it"),
        StandInRule("UIView.center", .simulated, "geometry, as UIKit keeps it"),
        StandInRule("UIView.isHidden", .simulated, "kept and observable"),
        StandInRule("UIView.alpha", .simulated, "kept and observable"),
        StandInRule("UIView.layer", .simulated, "the view's layer"),
        StandInRule("UIView.window", .simulated, "the window at the root of the tree"),
        StandInRule("UIView.superview", .simulated, "the tree"),
        StandInRule("UIView.subviews", .simulated, "the tree"),
        StandInRule("UIView.tag", .simulated, "kept; `viewWithTag(_:)` finds it"),
        StandInRule("UIView.addSubview(_:)", .simulated, "the tree, with UIKit's callbacks in UIKit's order"),
        StandInRule("UIView.insertSubview(_:at:)", .simulated, "the tree, with UIKit's callbacks in UIKit's order"),
        StandInRule("UIView.insertSubview(_:belowSubview:)", .simulated, "the tree, with UIKit's callbacks in UIKit's order"),
        StandInRule("UIView.insertSubview(_:aboveSubview:)", .simulated, "the tree, with UIKit's callbacks in UIKit's order"),
        StandInRule("UIView.bringSubviewToFront(_:)", .simulated, "the tree's order"),
        StandInRule("UIView.sendSubviewToBack(_:)", .simulated, "the tree's order"),
        StandInRule("UIView.removeFromSuperview()", .simulated, "the tree, with UIKit's callbacks in UIKit's order"),
        StandInRule("UIView.viewWithTag(_:)", .simulated, "searches the tree as UIKit does"),
        StandInRule("UIView.isDescendant(of:)", .simulated, "the tree"),
        StandInRule("UIView.willMove(toSuperview:)", .simulated, "called in UIKit's order"),
        StandInRule("UIView.didMoveToSuperview()", .simulated, "called in UIKit's order"),
        StandInRule("UIView.willMove(toWindow:)", .simulated, "called in UIKit's order"),
        StandInRule("UIView.didMoveToWindow()", .simulated, "called in UIKit's order"),
        StandInRule("UIView.didAddSubview(_:)", .simulated, "called in UIKit's order"),
        StandInRule("UIView.willRemoveSubview(_:)", .simulated, "called in UIKit's order"),
        StandInRule(
            "UIView.convert(_:to:)", .simulated, "through the frames and the scroll view's offset (transforms are not applied)"),
        StandInRule(
            "UIView.convert(_:from:)", .simulated, "through the frames and the scroll view's offset (transforms are not applied)"),
        StandInRule("UIView.sizeThatFits(_:)", .simulated, "the bounds' size, as UIView's"),
        StandInRule("UIView.sizeToFit()", .simulated, "takes `sizeThatFits(_:)`"),
        StandInRule("UIView.intrinsicContentSize", .simulated, "none, as UIView's"),
        StandInRule("UIView.noIntrinsicMetric", .simulated, "a constant"),
        StandInRule("UIView.removeGestureRecognizer(_:)", .simulated, "the view's list"),
        StandInRule("UIView.gestureRecognizers", .simulated, "the view's list"),
        StandInRule(
            "UIView.addGestureRecognizer(_:)", .reported,
            "a tap recognizer sees the finger; any other never does: its actions never run"),
        StandInRule("UIView.backgroundColor", .inert, "colours are kept, never drawn"),
        StandInRule(
            "UIView.tintColor", .simulated,
            "never nil: the view's own, else its superview's, else the system blue; a change reaches `tintColorDidChange()`"),
        StandInRule("UIView.tintColorDidChange()", .simulated, "called on the view and the subviews that inherit a changed tint"),
        StandInRule("UIView.tintAdjustmentMode", .simulated, "kept; a change reaches `tintColorDidChange()`"),
        StandInRule("UIView.TintAdjustmentMode", .simulated, "a value"),
        StandInRule("UIView.isOpaque", .inert, "nothing is drawn"),
        StandInRule("UIView.clipsToBounds", .inert, "nothing is drawn"),
        StandInRule("UIView.contentMode", .inert, "nothing is drawn"),
        StandInRule("UIView.ContentMode", .inert, "nothing is drawn"),
        StandInRule(
            "UIView.transform", .inert,
            "kept; UIKit leaves `frame` undefined under a transform, and nothing is drawn"),
        StandInRule(
            "UIView.isUserInteractionEnabled", .simulated,
            "the hit test skips a view that takes no touches (labels and image views by default, as in UIKit)"),
        StandInRule("UIView.isMultipleTouchEnabled", .inert, "one finger: a second touch never comes"),
        StandInRule("UIView.isExclusiveTouch", .inert, "one finger: no other touch to exclude"),
        StandInRule("UIView.autoresizesSubviews", .simulated, "false keeps the subviews from following a size change"),
        StandInRule("UIView.clearsContextBeforeDrawing", .inert, "nothing drawn is charted"),
        StandInRule("UIView.mask", .inert, "nothing is drawn"),
        StandInRule(
            "UIView.semanticContentAttribute", .reported, "layout is left to right: leading is left whatever this says",
            whenSetTo: ".forceRightToLeft"),
        StandInRule("UISemanticContentAttribute.*", .simulated, "a value"),
        StandInRule("UIView.preservesSuperviewLayoutMargins", .reported, "a view's margins are its own", whenSetTo: "true"),
        StandInRule(
            "UIView.insetsLayoutMarginsFromSafeArea", .inert,
            "no view but the scroll view has a safe area here, and margins are constraints' only"),

        // Touches: the scripted finger reaches the view under it (TouchDelivery.swift).
        StandInRule(
            "UIResponder.next", .simulated, "the responder chain: a controller's view to its controller, a view to its superview"),
        StandInRule("UIResponder.touchesBegan(_:with:)", .simulated, "the finger, to the view under it, up the responder chain"),
        StandInRule("UIResponder.touchesMoved(_:with:)", .simulated, "the finger, to the view under it, up the responder chain"),
        StandInRule("UIResponder.touchesEnded(_:with:)", .simulated, "the finger, to the view under it, up the responder chain"),
        StandInRule(
            "UIResponder.touchesCancelled(_:with:)", .simulated,
            "when the scroll view's pan takes the touch, as UIKit's scroll view does"),
        StandInRule("UIView.next", .simulated, "its controller, else its superview"),
        StandInRule("UIView.hitTest(_:with:)", .simulated, "picks the view under the finger as UIKit's does"),
        StandInRule("UIView.point(inside:with:)", .simulated, "the bounds"),
        StandInRule(
            "UITouch.*", .simulated,
            "the scripted finger: one touch, down where the gesture says (startX, startY; else the screen's middle), moving as the scenario says"
        ),
        StandInRule("UIEvent.*", .simulated, "the finger's one touch"),
        StandInRule("UIPanGestureRecognizer.maximumNumberOfTouches", .inert, "one finger: a second never comes"),
        StandInRule("UIPanGestureRecognizer.minimumNumberOfTouches", .inert, "one finger"),
        StandInRule(
            "UIGestureRecognizer.delaysTouchesEnded", .inert,
            "a tap recognizes when the finger lifts, so the view's touch ends after it either way"),

        // Property animators: blocks run as one `UIView.animate` on the simulated clock; what
        // makes them interactive is reported.
        StandInRule(
            "UIViewPropertyAnimator.*", .simulated, "its blocks animate as `UIView.animate` does; its completions come at the end"),
        StandInRule(
            "UIViewPropertyAnimator.fractionComplete", .reported, "read, the share of the time gone; set (scrubbing), not simulated"),
        StandInRule("UIViewPropertyAnimator.pauseAnimation()", .reported, "an animation is never paused: it runs to its end"),
        StandInRule(
            "UIViewPropertyAnimator.stopAnimation(_:)", .reported,
            "stopped part-way, UIKit leaves the views where the screen shows them; here they keep the values the blocks set"),
        StandInRule("UIViewPropertyAnimator.finishAnimation(at:)", .reported, "only `.end`: the views keep the values the blocks set"),
        StandInRule(
            "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)", .reported,
            "an animation keeps its timing: it is never paused to be continued"),
        StandInRule(
            "UIViewPropertyAnimator.addAnimations(_:delayFactor:)", .reported, "the block runs with the others, without its delay"),
        StandInRule("UIViewPropertyAnimator.isReversed", .reported, "an animation never runs backwards", whenSetTo: "true"),
        StandInRule("UIViewPropertyAnimator.pausesOnCompletion", .reported, "an animation is never paused", whenSetTo: "true"),
        StandInRule("UITimingCurveProvider.*", .simulated, "a timing"),
        StandInRule("UICubicTimingParameters.*", .simulated, "a cubic curve, as Core Animation's"),
        StandInRule(
            "UISpringTimingParameters.*", .simulated,
            "a spring: UIKit's damping-ratio mapping over the animator's duration, or its own constants for their settling time"),
        StandInRule("UIViewAnimatingState.*", .simulated, "a value"),
        StandInRule("UIViewAnimatingPosition.*", .simulated, "a value"),
        StandInRule("UIView.AnimationCurve.*", .simulated, "a value"),
        StandInRule("CGVector.*", .simulated, "a value"),
        StandInRule("CGFloat.*", .simulated, "bridges to `NSNumber` on Linux as on Darwin"),

        // Drawing: it runs at the end of the turn (UIGraphics.swift); nothing drawn is charted.
        StandInRule("UIView.setNeedsDisplay(_:)", .simulated, "`draw(_:)` runs at the end of the main queue's turn"),
        StandInRule("UIGraphicsGetCurrentContext()", .simulated, "the context being drawn into (one that records, on Linux)"),
        StandInRule("UIGraphicsPushContext(_:)", .simulated, "the context stack"),
        StandInRule("UIGraphicsPopContext()", .simulated, "the context stack"),
        StandInRule("UIGraphicsBeginImageContextWithOptions(_:_:_:)", .simulated, "a context of that size"),
        StandInRule("UIGraphicsBeginImageContext(_:)", .simulated, "a context of that size"),
        StandInRule(
            "UIGraphicsGetImageFromCurrentImageContext()", .simulated,
            "an image of the context's size (its pixels on a Mac; none on Linux, and no chart reads them)"),
        StandInRule("UIGraphicsEndImageContext()", .simulated, "the context stack"),
        StandInRule("UIGraphicsImageRenderer.*", .simulated, "runs its block with a context of its size; the image has that size"),
        StandInRule("UIGraphicsImageRendererFormat.*", .simulated, "the renderer's scale"),
        StandInRule("UIGraphicsImageRendererContext.*", .simulated, "the renderer's context"),
        StandInRule("UIView.safeAreaInsets", .simulated, "a scroll view's is the scenario's; another view's is zero"),
        StandInRule(
            "UIView.translatesAutoresizingMaskIntoConstraints", .simulated,
            "true: the frame and the autoresizing mask are constraints, as UIKit makes them"),
        StandInRule(
            "UIView.autoresizingMask", .simulated, "a size change is shared among the flexible parts in proportion, as UIKit documents"),
        StandInRule("UIView.AutoresizingMask.*", .simulated, "a value"),
    ]

    static let layoutRules: [StandInRule] = [
        // Auto Layout: constraints resolved to frames at the layout pass (a linear program);
        // required ones that cannot all hold are reported (`unsatisfiableConstraints`).
        StandInRule(
            "NSLayoutConstraint.*", .simulated, "resolved to frames at the layout pass; one UIKit would break is broken and reported"),
        StandInRule(
            "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)", .reported,
            "the visual format language is not parsed: no constraint is made (reported as `layoutNotSimulated`)"),
        StandInRule("NSLayoutConstraint.shouldBeArchived", .inert, "nothing is archived"),
        StandInRule("NSLayoutAttribute", .simulated, "a value"),
        StandInRule("NSLayoutRelation", .simulated, "a value"),
        StandInRule("UILayoutConstraintAxis", .simulated, "a value"),
        StandInRule("NSLayoutAnchor.*", .simulated, "makes the constraint UIKit's anchor makes"),
        StandInRule("NSLayoutDimension.*", .simulated, "makes the constraint UIKit's anchor makes"),
        StandInRule("NSLayoutXAxisAnchor.*", .simulated, "makes the constraint UIKit's anchor makes; system spacing is 8 pt"),
        StandInRule("NSLayoutYAxisAnchor.*", .simulated, "makes the constraint UIKit's anchor makes; system spacing is 8 pt"),
        StandInRule("UILayoutPriority.*", .simulated, "UIKit's priorities; an optional constraint weighs 10^(priority/250)"),
        StandInRule("UILayoutGuide.*", .simulated, "a rectangle the layout pass solves for, as a view's"),
        StandInRule("NSDirectionalEdgeInsets.*", .simulated, "a value; leading is left"),
        StandInRule("CGRect.inset(by:)", .simulated, "the arithmetic"),
        StandInRule("UIView.topAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.bottomAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.leadingAnchor", .simulated, "an anchor on the view's frame (left to right)"),
        StandInRule("UIView.trailingAnchor", .simulated, "an anchor on the view's frame (left to right)"),
        StandInRule("UIView.leftAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.rightAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.widthAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.heightAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.centerXAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.centerYAnchor", .simulated, "an anchor on the view's frame"),
        StandInRule("UIView.firstBaselineAnchor", .reported, "text is not laid out: the baseline is taken as the bottom edge"),
        StandInRule("UIView.lastBaselineAnchor", .reported, "text is not laid out: the baseline is taken as the bottom edge"),
        StandInRule("UIView.safeAreaLayoutGuide", .simulated, "the scenario's safe area"),
        StandInRule("UIView.layoutMarginsGuide", .simulated, "the view's margins"),
        StandInRule("UIView.layoutMargins", .simulated, "UIKit's 8 pt default"),
        StandInRule("UIView.directionalLayoutMargins", .simulated, "the margins, leading as left"),
        StandInRule("UIView.layoutGuides", .simulated, "the view's guides"),
        StandInRule("UIView.addLayoutGuide(_:)", .simulated, "the view's guides"),
        StandInRule("UIView.removeLayoutGuide(_:)", .simulated, "the view's guides"),
        StandInRule("UIView.constraints", .simulated, "the constraints the view holds"),
        StandInRule("UIView.addConstraint(_:)", .simulated, "activates it, held by this view"),
        StandInRule("UIView.addConstraints(_:)", .simulated, "activates them, held by this view"),
        StandInRule("UIView.removeConstraint(_:)", .simulated, "deactivates it"),
        StandInRule("UIView.removeConstraints(_:)", .simulated, "deactivates them"),
        StandInRule("UIView.contentHuggingPriority(for:)", .simulated, "UIKit's defaults, kept and used"),
        StandInRule("UIView.setContentHuggingPriority(_:for:)", .simulated, "kept and used by the layout pass"),
        StandInRule("UIView.contentCompressionResistancePriority(for:)", .simulated, "UIKit's defaults, kept and used"),
        StandInRule("UIView.setContentCompressionResistancePriority(_:for:)", .simulated, "kept and used by the layout pass"),
        StandInRule("UIView.invalidateIntrinsicContentSize()", .simulated, "the next layout pass reads the new size"),
        StandInRule("UIView.systemLayoutSizeFitting(_:)", .simulated, "the size the constraints give"),
        StandInRule(
            "UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)", .simulated,
            "the size the constraints give"),
        StandInRule("UIView.layoutFittingCompressedSize", .simulated, "a constant"),
        StandInRule("UIView.layoutFittingExpandedSize", .simulated, "a constant"),
        StandInRule("UIView.requiresConstraintBasedLayout", .simulated, "as UIKit's"),
        StandInRule("UIView.updateConstraints()", .simulated, "called before the layout pass when asked for"),
        StandInRule("UIView.setNeedsUpdateConstraints()", .simulated, "the next layout pass calls `updateConstraints()`"),
        StandInRule("UIView.updateConstraintsIfNeeded()", .simulated, "calls `updateConstraints()` now if asked for"),
        StandInRule("UIView.needsUpdateConstraints()", .simulated, "as UIKit keeps it"),
        StandInRule(
            "UIScrollView.contentLayoutGuide", .simulated,
            "the content's rectangle; a plain scroll view's size set by constraints is not applied to `contentSize` (reported)"),
        StandInRule("UIScrollView.frameLayoutGuide", .simulated, "the scroll view's frame"),
        StandInRule("UIView.layoutSubviews()", .simulated, "called by the layout pass at the end of each main-queue turn, as UIKit's"),
        StandInRule("UIView.setNeedsLayout()", .simulated, "the layout pass at the end of the turn lays the view out"),
        StandInRule("UIView.layoutIfNeeded()", .simulated, "lays the view out now if it asked for it"),
        StandInRule("UIView.layoutSublayers(of:)", .simulated, "the layout pass reaching the view's layer: `layoutSubviews()`"),
        StandInRule(
            "UIView.layerClass", .simulated, "the class of the view's layer; a class of the code's own is reported (`ownLayerClass`)"),
        StandInRule("UIScrollView.layerClass", .simulated, "a layer whose bounds' origin is the content offset"),
        StandInRule("UIView.action(for:forKey:)", .simulated, "inside `UIView.animate` the animation of a layer change; outside, none"),
        StandInRule("UIView.transform3D", .inert, "kept on the layer; nothing is drawn"),
        StandInRule("UIView.exchangeSubview(at:withSubviewAt:)", .simulated, "the tree's order and the layers'"),
        StandInRule("UIView.areAnimationsEnabled", .simulated, "always true"),
        StandInRule(
            "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
            .simulated,
            "a spring from UIKit's damping ratio and duration, on the simulated clock, for the scroll view and the layers the block changes"
        ),
        StandInRule(
            "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)", .simulated,
            "iOS 17's spring from duration and bounce, on the simulated clock"),
        StandInRule(
            "UIView.setNeedsDisplay()", .simulated, "`draw(_:)` runs at the end of the main queue's turn; nothing drawn is charted"),
        StandInRule(
            "UIView.draw(_:)", .simulated, "runs with a current context (one that records, on Linux); nothing drawn is charted"),
        StandInRule("UIView.AnimationOptions.*", .simulated, "the curve eases the scroll view's animated offset and insets"),
        StandInRule(
            "UIView.animate(withDuration:delay:options:animations:completion:)", .simulated,
            "the scroll view's offset and insets and the layers the block changes animate on the simulated clock; the completion comes at the end"
        ),
        StandInRule(
            "UIView.animate(withDuration:animations:completion:)", .simulated,
            "the scroll view's offset and insets and the layers the block changes animate on the simulated clock; the completion comes at the end"
        ),
        StandInRule(
            "UIView.animate(withDuration:animations:)", .simulated,
            "the scroll view's offset and insets and the layers the block changes animate on the simulated clock"),
        StandInRule("UIView.performWithoutAnimation(_:)", .simulated, "runs the block with no animation"),
        StandInRule(
            "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)", .reported,
            "each keyframe a linear animation of its part of the duration; a calculation mode other than linear is reported"),
        StandInRule(
            "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)", .simulated,
            "a part of the enclosing keyframe animation"),
        StandInRule("UIView.KeyframeAnimationOptions.*", .simulated, "UIKit's options"),
    ]

    static let controlRules: [StandInRule] = [
        // Controls.
        StandInRule("UIControl.*", .simulated, "target-action as closures, sent when the control's events happen"),
        StandInRule("UIControl.isEnabled", .inert, "kept; no touch reaches a control in a scenario"),
        StandInRule("UIControl.isSelected", .inert, "kept; no touch reaches a control in a scenario"),
        StandInRule("UIControl.isHighlighted", .inert, "kept; no touch reaches a control in a scenario"),
        StandInRule("UIAction.*", .simulated, "a control's action"),
        StandInRule("UIActionHandler", .simulated, "a control's action"),
        StandInRule("UIRefreshControl.*", .simulated, "UIKit's refresh control, simulated (RefreshSim's `RefreshControl`)"),
        StandInRule("UIActivityIndicatorView.*", .simulated, "`isAnimating`, hidden while stopped when `hidesWhenStopped`"),
        StandInRule("UIActivityIndicatorView.color", .inert, "colours are kept, never drawn"),

        // Gesture recognizers.
        StandInRule("UIGestureRecognizer", .simulated, "a recognizer; the scroll view's pan and single taps see touches"),
        StandInRule("UIGestureRecognizer.State", .simulated, "UIKit's states"),
        StandInRule(
            "UIGestureRecognizer.state", .simulated,
            "the scroll view's pan follows the finger; a tap is `.ended` while its actions run; others stay `.possible`"
        ),
        StandInRule("UIGestureRecognizer.view", .simulated, "the view it is attached to"),
        StandInRule("UIGestureRecognizer.init()", .simulated, "as UIKit's"),
        StandInRule(
            "UIGestureRecognizer.addObserver(_:forKeyPath:options:context:)", .simulated,
            "`state` is observable; any other key path is reported (`observation`)"),
        StandInRule("UIGestureRecognizer.removeObserver(_:forKeyPath:context:)", .simulated, "as Foundation's"),
        StandInRule("UIGestureRecognizer.removeObserver(_:forKeyPath:)", .simulated, "as Foundation's"),
        StandInRule(
            "UIGestureRecognizer.init(target:action:)", .simulated, "keeps the action; it runs when the recognizer recognizes"),
        StandInRule(
            "UIGestureRecognizer.addTarget(_:action:)", .simulated, "keeps the action; it runs when the recognizer recognizes"),
        StandInRule("UIGestureRecognizer.removeTarget(_:action:)", .simulated, "removes the actions"),
        StandInRule("UIGestureRecognizer.isEnabled", .simulated, "a disabled tap does not see the touch"),
        StandInRule(
            "UIGestureRecognizer.cancelsTouchesInView", .simulated,
            "a tap that recognizes ends the view's touch with `touchesCancelled`"),
        StandInRule(
            "UIGestureRecognizer.delaysTouchesBegan", .reported, "true is not simulated: the view gets `touchesBegan` as without it"),
        StandInRule(
            "UIGestureRecognizer.require(toFail:)", .reported,
            "never waits: a tap recognizes when the finger lifts, and nothing but a tap and the pan recognizes"),
        StandInRule("UIGestureRecognizer.delegate", .reported, "a recognizer's delegate is never asked"),
        StandInRule(
            "UIGestureRecognizer.location(in:)", .reported, "a tap's while its actions run; otherwise no touch location is kept: zero"),
        StandInRule(
            "UIGestureRecognizerDelegate.*", .inert,
            "never asked: the scroll view's pan always begins, a tap always may (see `UIGestureRecognizer.delegate`)"
        ),
        StandInRule("UIPanGestureRecognizer", .simulated, "a pan recognizer"),
        StandInRule(
            "UIPanGestureRecognizer.translation(in:)", .simulated,
            "the scroll view's pan: the finger's travel since the pan began; another pan's is zero"),
        StandInRule(
            "UIPanGestureRecognizer.velocity(in:)", .simulated, "the scroll view's pan: the finger's velocity; another pan's is zero"),
        StandInRule(
            "UIPanGestureRecognizer.setTranslation(_:in:)", .reported, "the translation follows the finger and cannot be reset"),
        StandInRule(
            "UITapGestureRecognizer", .simulated,
            "recognizes the finger lifting within 10 pt of where it touched down on its view (or a subview of it)"),
        StandInRule("UITapGestureRecognizer.numberOfTapsRequired", .reported, "more than one never recognizes: the finger taps once"),
        StandInRule("UITapGestureRecognizer.numberOfTouchesRequired", .reported, "more than one never recognizes: one finger"),
        StandInRule("UILongPressGestureRecognizer.*", .inert, "kept; never recognizes (adding one is reported)"),
    ]

    static let scrollViewRules: [StandInRule] = [
        // The scroll view: the simulator's own.
        StandInRule("UIScrollView", .simulated, "the simulated scroll view (RefreshSim's `ScrollView`)"),
        StandInRule("UIScrollView.init(frame:)", .simulated, "the first made in a run is the scenario's"),
        StandInRule("UIScrollView.simulated", .simulated, "refreshsim's own: the engine's scroll view"),
        StandInRule("UIScrollView.delegate", .simulated, "called in UIKit's order"),
        StandInRule("UIScrollView.contentOffset", .simulated, "UIKit's setter semantics, observable"),
        StandInRule("UIScrollView.contentInset", .simulated, "UIKit's setter semantics, observable"),
        StandInRule("UIScrollView.contentSize", .simulated, "UIKit's setter semantics, observable"),
        StandInRule("UIScrollView.isScrollEnabled", .simulated, "while false a touch starts no pan"),
        StandInRule(
            "UIScrollView.contentInsetAdjustmentBehavior", .simulated, "decides whether the safe area is in `adjustedContentInset`"),
        StandInRule("UIScrollView.ContentInsetAdjustmentBehavior", .simulated, "UIKit's behaviours"),
        StandInRule(
            "UIScrollView.adjustedContentInset", .simulated, "the inset, the safe area as the behaviour takes it, the refresh control's"
        ),
        StandInRule("UIScrollView.safeAreaInsets", .simulated, "the scenario's bars"),
        StandInRule("UIScrollView.isTracking", .simulated, "the finger"),
        StandInRule("UIScrollView.isDragging", .simulated, "the finger"),
        StandInRule("UIScrollView.isDecelerating", .simulated, "momentum"),
        StandInRule("UIScrollView.bounds", .simulated, "its origin is the content offset"),
        StandInRule("UIScrollView.setContentOffset(_:animated:)", .simulated, "UIKit's scroll animation"),
        StandInRule("UIScrollView.refreshControl", .simulated, "the simulated refresh control"),
        StandInRule("UIScrollView.insertSubview(_:at:)", .simulated, "installs a refresh control added as a subview, as UIKit does"),
        StandInRule("UIScrollView.panGestureRecognizer", .simulated, "its state and translation follow the finger"),
        StandInRule("UIScrollView.showsVerticalScrollIndicator", .inert, "indicators are not drawn"),
        StandInRule("UIScrollView.showsHorizontalScrollIndicator", .inert, "indicators are not drawn"),
        StandInRule("UIScrollView.scrollIndicatorInsets", .inert, "indicators are not drawn"),
        StandInRule("UIScrollView.verticalScrollIndicatorInsets", .inert, "indicators are not drawn"),
        StandInRule("UIScrollView.alwaysBounceHorizontal", .inert, "the simulated scroll view moves vertically only"),
        StandInRule("UIScrollView.scrollsToTop", .inert, "no status bar tap comes in a scenario"),
        StandInRule(
            "UIScrollView.delaysContentTouches", .simulated,
            "a content view gets the touch after the finger rests 150 ms, or at once when false"),
        StandInRule(
            "UIScrollView.canCancelContentTouches", .reported,
            "a content view that keeps its touch (this false, or `touchesShouldCancel(in:)` false, a control's default) does not stop the simulated scroll view scrolling, as it stops UIKit's"
        ),
        StandInRule(
            "UIScrollView.touchesShouldBegin(_:with:in:)", .simulated, "asked before a content view gets the touch; false keeps it away"
        ),
        StandInRule(
            "UIScrollView.touchesShouldCancel(in:)", .simulated,
            "asked when the pan begins while a content view has the touch: true cancels it; false is reported (`canCancelContentTouches`)"
        ),
        StandInRule("UIScrollView.keyboardDismissMode", .inert, "no keyboard is shown in a scenario"),
        StandInRule("UIScrollView.KeyboardDismissMode", .inert, "no keyboard is shown in a scenario"),
        StandInRule("UIScrollView.DecelerationRate.*", .simulated, "UIKit's rates"),
        StandInRule(
            "UIScrollView.bounces", .reported, "set to false: the scroll view still bounces as the scenario's `physics.bounces` says",
            whenSetTo: "false"),
        StandInRule(
            "UIScrollView.alwaysBounceVertical", .reported,
            "set to false: the scroll view still bounces with content shorter than the screen", whenSetTo: "false"),
        StandInRule("UIScrollView.isPagingEnabled", .reported, "set to true: the scroll view does not page", whenSetTo: "true"),
        StandInRule(
            "UIScrollView.decelerationRate", .reported,
            "set to another rate than the scenario's: momentum keeps the scenario's `physics.decelerationRate`"),
    ]

    static let listRules: [StandInRule] = [
        // Lists: with content as rows (`content.rows`) the engine's list lays them out; with content
        // of one height rows are counted and the height is the scenario's.
        StandInRule(
            "UITableView.*", .simulated,
            "content as rows: the engine's list (heights, cells, display callbacks, updates); otherwise rows are counted"),
        StandInRule("UITableView.separatorStyle", .inert, "nothing is drawn"),
        StandInRule(
            "UITableView.tableHeaderView", .simulated,
            "with content as rows, laid out above the first section at its height when assigned, inside contentSize"),
        StandInRule(
            "UITableView.tableFooterView", .simulated,
            "with content as rows, laid out below the last section at its height when assigned, inside contentSize"),
        StandInRule(
            "UITableView.register(_:forCellReuseIdentifier:)", .reported,
            "a registered subclass is made as a plain `UITableViewCell` (Swift makes a class from its metatype only through a required initializer)"
        ),
        StandInRule("UITableViewStyle", .simulated, "a value"),
        StandInRule("UITableViewCell.*", .inert, "cells are not drawn"),
        StandInRule("UITableViewCellStyle", .inert, "cells are not drawn"),
        StandInRule(
            "UITableViewDataSource.*", .simulated,
            "asked as UIKit asks: counts at a reload or update, cells as rows are laid out (content as rows)"),
        StandInRule(
            "UITableViewDelegate.*", .simulated,
            "heights (rows, section headers and footers, their estimates) and display callbacks in UIKit's order, and the scroll view's"
        ),
        StandInRule("UITableViewDataSourcePrefetching.*", .simulated, "asked a screen ahead, nearest first (`ListView+Prefetch`)"),
        StandInRule(
            "UITableViewDiffableDataSource.*", .simulated, "apply: the difference in one batch, animated or not (iOS 15's rule)"),
        StandInRule("NSDiffableDataSourceSnapshot.*", .simulated, "a value; reconfigureItems measures the row again, as reloadItems"),
        StandInRule(
            "UICollectionView.*", .simulated,
            "content as rows: the engine's list, one item per row (heights, cells, display callbacks, updates); otherwise items are counted"
        ),
        StandInRule(
            "UICollectionView.register(_:forCellWithReuseIdentifier:)", .reported,
            "a registered subclass is made as a plain `UICollectionViewCell` (Swift makes a class from its metatype only through a required initializer)"
        ),
        StandInRule("UICollectionViewCell.*", .inert, "cells are not drawn"),
        StandInRule(
            "UICollectionViewDataSource.*", .simulated,
            "asked as UIKit asks: counts at a reload or update, cells as items are laid out (content as rows)"),
        StandInRule("UICollectionViewDelegate.*", .simulated, "display callbacks in UIKit's order, and the scroll view's"),
        StandInRule(
            "UICollectionViewDelegateFlowLayout.*", .simulated,
            "an item's height, a section's insets, line spacing and header and footer heights; one item per row"),
        StandInRule("UICollectionViewDataSourcePrefetching.*", .simulated, "asked a screen ahead, nearest first (`ListView+Prefetch`)"),
        StandInRule(
            "UICollectionViewDiffableDataSource.*", .simulated, "apply: the difference in one batch, animated or not (iOS 15's rule)"),
        StandInRule("UICollectionLayoutListConfiguration.*", .inert, "its appearance: nothing is drawn"),
        StandInRule("UICollectionViewLayoutAttributes.*", .simulated, "an item's frame as the engine's list believes it"),
        StandInRule("UICollectionViewLayout.*", .simulated, "kept"),
        StandInRule(
            "UICollectionViewFlowLayout.*", .simulated,
            "a vertical direction (a horizontal one is reported: `horizontalScrolling`); with content as rows one item per row, line spacing between rows, section insets and header and footer sizes around them"
        ),
        StandInRule(
            "UICollectionViewCompositionalLayout.*", .simulated,
            "a vertical direction; a horizontal one is reported (`horizontalScrolling`)"),
        StandInRule("UICollectionViewCompositionalLayoutConfiguration.*", .simulated, "copied in and out, as UIKit's"),
        StandInRule("UICollectionViewScrollDirection", .simulated, "a value"),
        StandInRule("UIScrollViewDelegate.*", .simulated, "called in UIKit's order"),
        StandInRule("WKWebView.*", .simulated, "the simulated web view and its scroll view"),
        StandInRule("WKNavigation.*", .simulated, "a navigation"),
        StandInRule("WKNavigationDelegate.*", .simulated, "called in WebKit's order"),
    ]

    static let animationRules: [StandInRule] = [
        // Core Animation: layers tied to their views, animations interpolated on the simulated clock
        // (what is not is reported: `animationNotInterpolated`, `presentationOfOwnLayerClass`).
        StandInRule(
            "CALayer.*", .simulated, "a layer's properties; `presentation()` shows the animations in flight at the current frame"),
        StandInRule("CALayerDelegate.*", .simulated, "a view is its layer's delegate: actions and layout"),
        StandInRule("CALayerDelegate.display(_:)", .inert, "nothing is drawn"),
        StandInRule("CALayerDelegate.draw(_:in:)", .inert, "nothing is drawn"),
        StandInRule("CALayerContentsGravity.*", .inert, "nothing is drawn"),
        StandInRule("CAAction.*", .simulated, "an implicit animation, run when a layer property changes"),
        StandInRule("NSNull.run(forKey:object:arguments:)", .simulated, "no animation, as Core Animation's `NSNull` action"),
        StandInRule("CAAnimationCalculationMode.*", .simulated, "keyframe interpolation modes"),
        StandInRule("CASpringAnimation.*", .simulated, "a spring integrated on the simulated clock"),
        StandInRule("CAShapeLayerFillRule.*", .inert, "shapes are never drawn"),
        StandInRule("CGContext.*", .inert, "drawing is recorded into the context, never rasterised"),
        StandInRule("CGPathDrawingMode", .inert, "drawing is recorded, never rasterised"),
        StandInRule("CALayer.setNeedsDisplay()", .inert, "nothing is drawn"),
        StandInRule("CALayer.contents", .inert, "nothing is drawn"),
        StandInRule("CALayer.contentsScale", .inert, "nothing is drawn"),
        StandInRule("CALayer.cornerRadius", .inert, "nothing is drawn"),
        StandInRule("CALayer.borderWidth", .inert, "nothing is drawn"),
        StandInRule("CALayer.borderColor", .inert, "nothing is drawn"),
        StandInRule("CALayer.backgroundColor", .inert, "nothing is drawn"),
        StandInRule("CALayer.shadowColor", .inert, "nothing is drawn"),
        StandInRule("CALayer.shadowOpacity", .inert, "nothing is drawn"),
        StandInRule("CALayer.shadowOffset", .inert, "nothing is drawn"),
        StandInRule("CALayer.shadowRadius", .inert, "nothing is drawn"),
        StandInRule("CALayer.masksToBounds", .inert, "nothing is drawn"),
        StandInRule("CALayer.mask", .inert, "nothing is drawn"),
        StandInRule(
            "CAAnimation.*", .simulated,
            "interpolated on the simulated clock with CAMediaTiming's begin, offset, speed, repeats and fill"),
        StandInRule("CAAnimationDelegate.*", .simulated, "told when an animation starts and stops on the simulated clock"),
        StandInRule("CAAnimationGroup.*", .simulated, "interpolated on the simulated clock"),
        StandInRule("CABasicAnimation.*", .simulated, "interpolated on the simulated clock"),
        StandInRule("CAKeyframeAnimation.*", .simulated, "interpolated on the simulated clock"),
        StandInRule("CAPropertyAnimation.*", .simulated, "interpolated on the simulated clock"),
        StandInRule("CAMediaTimingFunction.*", .simulated, "kept with the animation"),
        StandInRule("CAMediaTimingFunctionName.*", .simulated, "a name"),
        StandInRule("CAMediaTimingFillMode.*", .simulated, "a name"),
        StandInRule("CATransaction.*", .simulated, "its completion comes when its animations end on the simulated clock"),
        StandInRule("CATransaction.setValue(_:forKey:)", .reported, "the four settings by their keys; another key is kept nowhere"),
        StandInRule("kCATransactionDisableActions", .simulated, "a transaction setting's key"),
        StandInRule("kCATransactionAnimationDuration", .simulated, "a transaction setting's key"),
        StandInRule("kCATransactionAnimationTimingFunction", .simulated, "a transaction setting's key"),
        StandInRule("kCATransactionCompletionBlock", .simulated, "a transaction setting's key"),
        StandInRule("kCFBooleanTrue", .simulated, "a Boolean, as Core Foundation's"),
        StandInRule("kCFBooleanFalse", .simulated, "a Boolean, as Core Foundation's"),
        StandInRule("CADisplayLink.*", .simulated, "fires once a frame on the simulated clock"),
        StandInRule("CACurrentMediaTime()", .simulated, "the simulated clock"),
    ]

    static let imageRules: [StandInRule] = [
        // Images through ImageIO and type identifiers.
        StandInRule("CGImage.*", .simulated, "pixels of a decoded GIF frame"),
        StandInRule(
            "CGImageSource", .simulated, "GIF data decoded with giflib; a still image is sized only (reported: `imageNotDecoded`)"),
        StandInRule("CGImageSourceCreateWithData(_:_:)", .simulated, "GIF data decoded with giflib"),
        StandInRule("CGImageSourceCreateWithURL(_:_:)", .simulated, "GIF data decoded with giflib"),
        StandInRule("CGImageSourceGetCount(_:)", .simulated, "the GIF's frames"),
        StandInRule("CGImageSourceGetType(_:)", .simulated, "the data's type"),
        StandInRule("CGImageSourceCopyProperties(_:_:)", .simulated, "the GIF's loop count"),
        StandInRule("CGImageSourceCopyPropertiesAtIndex(_:_:_:)", .simulated, "a frame's delay, clamped as Apple documents"),
        StandInRule(
            "CGImageSourceCreateImageAtIndex(_:_:_:)", .simulated,
            "a GIF frame composed by its disposal method; a still image is reported (`imageNotDecoded`)"),
        StandInRule("kCGImagePropertyGIFDictionary", .simulated, "a property key"),
        StandInRule("kCGImagePropertyGIFDelayTime", .simulated, "a property key"),
        StandInRule("kCGImagePropertyGIFUnclampedDelayTime", .simulated, "a property key"),
        StandInRule("kCGImagePropertyGIFLoopCount", .simulated, "a property key"),
        StandInRule("kCGImagePropertyPixelWidth", .simulated, "a property key"),
        StandInRule("kCGImagePropertyPixelHeight", .simulated, "a property key"),
        StandInRule("kCGImageSourceShouldCache", .simulated, "a property key"),
        StandInRule("UTType.*", .simulated, "type identifiers and their conformances"),
        StandInRule("UTTypeConformsTo(_:_:)", .simulated, "type identifiers and their conformances"),
        StandInRule("UTTypeEqual(_:_:)", .simulated, "type identifiers"),
        StandInRule("kUTTypeItem", .simulated, "a type identifier"),
        StandInRule("kUTTypeContent", .simulated, "a type identifier"),
        StandInRule("kUTTypeData", .simulated, "a type identifier"),
        StandInRule("kUTTypeImage", .simulated, "a type identifier"),
        StandInRule("kUTTypePNG", .simulated, "a type identifier"),
        StandInRule("kUTTypeJPEG", .simulated, "a type identifier"),
        StandInRule("kUTTypeGIF", .simulated, "a type identifier"),
        StandInRule("kUTTypeTIFF", .simulated, "a type identifier"),
        StandInRule("kUTTypeText", .simulated, "a type identifier"),
        StandInRule("kUTTypePlainText", .simulated, "a type identifier"),
        StandInRule("kUTTypeUTF8PlainText", .simulated, "a type identifier"),
        StandInRule("kUTTypeJSON", .simulated, "a type identifier"),
    ]
}

extension StandInCatalogue {
    /// The article's tables (Bring your library, "Every entry point"): the rows by treatment, in
    /// the table's order, then the observable properties. A test holds the article to this text.
    static var markdown: String {
        var lines: [String] = []
        let headings: [(StandInTreatment, String, String)] = [
            (.reported, "Reported: a `notSimulated` event when the code uses it", "what the run does instead"),
            (.simulated, "Simulated", "how"),
            (.inert, "Inert by UIKit's definition", "why nothing more is needed"),
        ]
        for (treatment, heading, column) in headings {
            lines += ["", "#### \(heading)", "", "| entry point | \(column) |", "|---|---|"]
            for rule in rules where rule.treatment == treatment {
                lines.append(
                    "| `\(rule.pattern)` | \(rule.note.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")) |")
            }
        }
        lines += ["", "#### Observed by key-value observing", "", "| type | key | delivered |", "|---|---|---|"]
        for property in observableProperties {
            lines.append("| `\(property.type)` | `\(property.key)` | \(property.note) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
