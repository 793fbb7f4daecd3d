import RefreshSim

open class CALayer: NSObject {
    open var frame = CGRect.zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var opacity: Float = 1
    open var isHidden = false
    open var masksToBounds = false
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var transform = CATransform3DIdentity
    open var mask: CALayer?
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?
    private var animations: [(key: String, animation: CAAnimation)] = []
    private var unkeyed = 0

    public override init() { super.init() }

    public init(layer: Any) { super.init() }

    /// Layer time is the parent's here: no layer's `speed` or `timeOffset` changes the clock.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { t }
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let mine = originInRoot
        let theirs = layer?.originInRoot ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        layer?.convert(point, from: self) ?? CGPoint(x: point.x + originInRoot.x, y: point.y + originInRoot.y)
    }
    private var originInRoot: CGPoint {
        guard let superlayer else { return .zero }
        let parent = superlayer.originInRoot
        return CGPoint(x: parent.x + frame.origin.x, y: parent.y + frame.origin.y)
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func removeAllAnimations() { animations.removeAll() }
    open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
    open func animation(forKey key: String) -> CAAnimation? { animations.last { $0.key == key }?.animation }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    /// Records `animation` (a copy, as Core Animation takes) and removes it once it has run its
    /// course on the simulated clock, if `isRemovedOnCompletion`.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let added = animation.copy() as! CAAnimation
        let name = key ?? "unkeyed-\(unkeyed)"
        if key == nil { unkeyed += 1 }
        removeAnimation(forKey: name)
        animations.append((name, added))
        let length = added.activeDuration
        UIKitEnvironment.current?.record(.layerAnimation(keyPath: (added as? CAPropertyAnimation)?.keyPath, key: key, duration: length))
        UIKitEnvironment.current?.transactionAdded(duration: length)
        added.delegate?.animationDidStart(added)
        guard length.isFinite, let queue = UIKitEnvironment.current?.host.main else { return }
        queue.asyncAfter(seconds: length) { [weak self] in
            guard let self else { return }
            let stillThere = self.animations.contains { $0.animation === added }
            if added.isRemovedOnCompletion { self.animations.removeAll { $0.animation === added } }
            added.delegate?.animationDidStop(added, finished: stillThere)
        }
    }
}
