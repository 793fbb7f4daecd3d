/// A one-dimensional motion with a closed form, stepped by asking where it is `t` ms after it
/// started (Flutter's `physics/simulation.dart` is the model). Times are in milliseconds and
/// velocities in points per millisecond, UIKit's own units.
public protocol Simulation {
    /// Position after `t` ms.
    func x(_ t: Double) -> Double
    /// Velocity after `t` ms (pt/ms).
    func dx(_ t: Double) -> Double
    /// Whether the motion has ended by `t` ms.
    func isDone(_ t: Double) -> Bool
    /// All three at once; a simulation that shares work between them overrides it.
    func state(at t: Double) -> MotionState
}

extension Simulation {
    public func state(at t: Double) -> MotionState {
        MotionState(position: x(t), velocity: dx(t), isDone: isDone(t))
    }
}

public struct MotionState: Sendable, Equatable {
    public var position: Double
    /// pt/ms.
    public var velocity: Double
    public var isDone: Bool

    public init(position: Double, velocity: Double, isDone: Bool) {
        self.position = position
        self.velocity = velocity
        self.isDone = isDone
    }
}

/// When a motion counts as ended (Flutter's `Tolerance`).
public struct Tolerance: Sendable, Equatable {
    /// How far from its resting place the content may be (pt).
    public var distance: Double
    /// How fast it may still move (pt/ms).
    public var velocity: Double

    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// UIScrollView's: the deceleration ends below 0.01 pt/ms (10 pt/s), and the content is
    /// "bouncing" while more than 0.5 pt outside the legal range. Decompiled iOS 18.2 UIKitCore,
    /// `UIScrollView.m` (EthanArbuckle/iPhone17-1_18.2_22C152_Restore): `_smoothScrollSyncWithUpdateTime:`
    /// stops when `vx² + vy² < 0.0001`; `_getBouncingDecelerationOffset:…` keeps bouncing while the
    /// offset is outside `(min − 0.5, max + 0.5)`.
    public static let uiScrollView = Tolerance(distance: 0.5, velocity: 0.01)
}
