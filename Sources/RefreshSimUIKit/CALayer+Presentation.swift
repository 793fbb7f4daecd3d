import RefreshSim

extension CALayer {
    /// The layer as the screen shows it at the current simulated frame: a copy of the model with
    /// every animation in flight applied in the order they were added — an additive one (what
    /// UIKit's view animations are) added to the value, any other in place of it. Animated key
    /// paths outside `LayerKeyPath`'s table (a path's shape, a colour) keep their model value, and
    /// the run is told (`notSimulated`, once per layer and key path).
    ///
    /// Core Animation builds the copy with `init(layer:)`. Swift cannot call a subclass's
    /// initialiser it does not require, so a layer class of the code's own, with animations in
    /// flight, answers with itself (its model values) and the run is told; the stand-in's own
    /// classes answer with a copy.
    func presentationLayer() -> CALayer {
        pruneFinishedAnimations()
        let now = UIKitEnvironment.current?.host.runtime.now ?? 0
        let inFlight = attached.filter { $0.animation.localTime(at: now, begin: $0.begin) != nil }
        guard let copy = presentationCopy() else {
            if !inFlight.isEmpty { report(.presentationOfOwnLayerClass(className: String(describing: type(of: self)))) }
            return self
        }
        for added in inFlight { apply(added.animation, began: added.begin, at: now, to: copy) }
        return copy
    }

    /// A copy of the model of the stand-in's own class, or nil for a class of the code's own.
    private func presentationCopy() -> CALayer? {
        switch self {
        case let shape as CAShapeLayer where type(of: self) == CAShapeLayer.self: CAShapeLayer(layer: shape)
        case let gradient as CAGradientLayer where type(of: self) == CAGradientLayer.self: CAGradientLayer(layer: gradient)
        case let text as CATextLayer where type(of: self) == CATextLayer.self: CATextLayer(layer: text)
        case let scroll as UIScrollViewLayer: UIScrollViewLayer(presenting: scroll)
        default: type(of: self) == CALayer.self ? CALayer(layer: self) : nil
        }
    }

    /// Applies one animation to `copy` as it stands at `now`.
    private func apply(_ animation: CAAnimation, began begin: Double, at now: Double, to copy: CALayer) {
        guard let time = animation.localTime(at: now, begin: begin) else { return }
        if let group = animation as? CAAnimationGroup {
            // The group's children run on its local time.
            for child in group.animations ?? [] { apply(child, began: child.beginTime, at: time, to: copy) }
            return
        }
        guard let property = animation as? CAPropertyAnimation, let name = property.keyPath else { return }
        guard let keyPath = LayerKeyPath.named(name), let current = keyPath.get(copy) else {
            report(.animationNotInterpolated(keyPath: name))
            return
        }
        guard let value = property.value(at: time, current: current, kind: keyPath.kind) else {
            report(.animationNotInterpolated(keyPath: name))
            return
        }
        keyPath.set(copy, property.isAdditive ? current.adding(value) : value)
    }

    private func report(_ what: NotSimulated) {
        guard !reportedPresentationGaps.contains(what) else { return }
        reportedPresentationGaps.append(what)
        UIKitEnvironment.current?.notSimulated(what)
    }
}

extension CABasicAnimation {
    /// Core Animation's reading of `fromValue`, `toValue` and `byValue`: the two given bound the
    /// interpolation, a missing end is the current value (an additive animation's current value
    /// is zero, since it adds to the model).
    func endpoints(current: AnimatableValue, kind: AnimatableValue.Kind) -> (AnimatableValue, AnimatableValue)? {
        let here = isAdditive ? AnimatableValue.zero(kind) : current
        let from = AnimatableValue(fromValue, as: kind)
        let to = AnimatableValue(toValue, as: kind)
        let by = AnimatableValue(byValue, as: kind)
        if fromValue != nil, from == nil { return nil }
        if toValue != nil, to == nil { return nil }
        if byValue != nil, by == nil { return nil }
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, here)
        case let (nil, to?, nil): return (here, to)
        case let (nil, nil, by?): return (here, here.adding(by))
        case (nil, nil, nil): return (here, here)
        }
    }

    func basicValue(at time: Double, current: AnimatableValue, kind: AnimatableValue.Kind) -> AnimatableValue? {
        guard let (from, to) = endpoints(current: current, kind: kind) else { return nil }
        let once = duration > 0 ? duration : 0.25
        let progress: Double
        if let spring = self as? CASpringAnimation {
            progress = spring.progress(at: time)
        } else {
            progress = (timingFunction?.curve ?? .linear).value(time / once)
        }
        return from.interpolated(to: to, progress)
    }
}

extension CAKeyframeAnimation {
    /// Between the two values whose key times surround the progress: linearly, or holding the
    /// earlier one (`discrete`). A `path` is not followed (nil: reported).
    func keyframeValue(at time: Double, kind: AnimatableValue.Kind) -> AnimatableValue? {
        guard path == nil, let boxed = values, !boxed.isEmpty else { return nil }
        let frames = boxed.compactMap { AnimatableValue($0, as: kind) }
        guard frames.count == boxed.count else { return nil }
        let once = duration > 0 ? duration : 0.25
        let p = (timingFunction?.curve ?? .linear).value(time / once)
        let times = keyTimes.map { $0.map(\.doubleValue) } ?? Self.evenTimes(frames.count, discrete: calculationMode == .discrete)
        guard times.count >= frames.count || (calculationMode == .discrete && times.count == frames.count + 1) else { return nil }
        guard let segment = times.lastIndex(where: { $0 <= p }) else { return frames[0] }
        if calculationMode == .discrete || segment >= frames.count - 1 { return frames[min(segment, frames.count - 1)] }
        let span = times[segment + 1] - times[segment]
        let local = span > 0 ? (p - times[segment]) / span : 1
        let eased = timingFunctions.flatMap { $0.indices.contains(segment) ? $0[segment].curve.value(local) : nil } ?? local
        return frames[segment].interpolated(to: frames[segment + 1], eased)
    }

    private static func evenTimes(_ count: Int, discrete: Bool) -> [Double] {
        let steps = discrete ? count : count - 1
        guard steps > 0 else { return [0] }
        return (0...steps).map { Double($0) / Double(steps) }
    }
}
