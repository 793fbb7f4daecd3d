// What UIKit (and Darwin) add to Foundation that libraries use.

extension NSValue {
    /// UIKit's boxing of geometry, as layer animations take it (`fromValue = NSValue(cgPoint: p)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}

#if !canImport(Darwin)
    /// Darwin's `HUGE` (math.h: `MAXFLOAT`), which some libraries use as an animation's repeat count.
    public let HUGE: Float = .greatestFiniteMagnitude

    /// Dispatch's time constants (dispatch/time.h), which Linux's Dispatch does not bring into Swift.
    public let NSEC_PER_SEC: UInt64 = 1_000_000_000
    public let NSEC_PER_MSEC: UInt64 = 1_000_000
    public let NSEC_PER_USEC: UInt64 = 1_000
    public let USEC_PER_SEC: UInt64 = 1_000_000
#endif

#if !canImport(Darwin)
    /// `NSNumber` ⇄ `CGFloat`, as Darwin's Foundation bridges them: `layer.value(forKeyPath:
    /// "transform.rotation.z") as! CGFloat` (DGElasticPullToRefresh's spinner) and a `CGFloat` put
    /// into a dictionary read back `as? NSNumber`. Linux's Foundation bridges the other number
    /// types but not this one, so such a cast traps or reads nil there.
    extension CGFloat: @retroactive _ObjectiveCBridgeable {
        public typealias _ObjectiveCType = NSNumber

        public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

        public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
            result = CGFloat(source.doubleValue)
        }

        public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
            result = CGFloat(source.doubleValue)
            return true
        }

        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
            CGFloat(source?.doubleValue ?? 0)
        }
    }
#endif
