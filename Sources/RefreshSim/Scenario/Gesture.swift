/// One finger on the screen, from touch-down to lift.
///
/// `y` positions are screen points relative to where the finger went down; positive moves the
/// finger down the screen (pulling the top of the content into view). `touchDown` is where it went
/// down.
public enum Gesture: Sendable, Equatable {
    /// Finger down at `at`, moves `distance` over `duration`, holds still `holdAfter`, lifts.
    case drag(
        at: Double, distance: Double, duration: Double, holdAfter: Double, easing: Easing,
        touchDown: TouchDownPoint = .middle)
    /// Explicit samples `(t, y)` with `t` relative to `at`; the finger lifts after the last one.
    case touches(at: Double, samples: [TouchSample], touchDown: TouchDownPoint = .middle)

    public var startTime: Double {
        switch self {
        case let .drag(at, _, _, _, _, _): at
        case let .touches(at, _, _): at
        }
    }

    /// Where the finger touches the screen.
    public var touchDown: TouchDownPoint {
        switch self {
        case let .drag(_, _, _, _, _, point): point
        case let .touches(_, _, point): point
        }
    }

    /// When the finger lifts.
    public var endTime: Double {
        switch self {
        case let .drag(at, _, duration, holdAfter, _, _): at + duration + holdAfter
        case let .touches(at, samples, _): at + (samples.last?.t ?? 0)
        }
    }

    /// Finger position at `time` (seconds since the scenario began), relative to touch-down.
    public func fingerY(at time: Double) -> Double {
        switch self {
        case let .drag(at, distance, duration, _, easing, _):
            let progress = duration > 0 ? min(max((time - at) / duration, 0), 1) : 1
            return distance * easing.value(progress)
        case let .touches(at, samples, _):
            return TouchSample.interpolate(samples, at: time - at)
        }
    }
}

public struct TouchSample: Sendable, Equatable {
    public var t: Double
    public var y: Double

    public init(t: Double, y: Double) {
        self.t = t
        self.y = y
    }

    /// Linear interpolation between samples, held at the ends. Samples are sorted by `t`.
    static func interpolate(_ samples: [TouchSample], at t: Double) -> Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        if t <= first.t { return first.y }
        if t >= last.t { return last.y }
        var low = 0
        var high = samples.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if samples[mid].t <= t { low = mid } else { high = mid }
        }
        let a = samples[low]
        let b = samples[high]
        let span = b.t - a.t
        return span > 0 ? a.y + (b.y - a.y) * (t - a.t) / span : b.y
    }
}

public enum Easing: String, Sendable, Equatable, CaseIterable {
    case linear
    case easeOut
    case easeInOut

    /// Progress `p` in 0…1 mapped to 0…1.
    public func value(_ p: Double) -> Double {
        switch self {
        case .linear: p
        // Quadratic ease-out: a finger decelerating to a stop, like a real pull.
        case .easeOut: 1 - (1 - p) * (1 - p)
        case .easeInOut: p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p)
        }
    }
}
