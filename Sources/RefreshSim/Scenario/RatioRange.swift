/// Expected bounds on a hitch time ratio (ms/s): `{"max": 10}`, `{"min": 50}` or both.
public struct RatioRange: Sendable, Equatable {
    public var min: Double?
    public var max: Double?

    public init(min: Double? = nil, max: Double? = nil) {
        self.min = min
        self.max = max
    }

    public func contains(_ ratio: Double) -> Bool {
        (min.map { ratio >= $0 } ?? true) && (max.map { ratio <= $0 } ?? true)
    }

    /// `at most 10 ms/s`, `10 to 25 ms/s`.
    public var text: String {
        switch (min, max) {
        case let (low?, high?): "\(Format.shortest(low)) to \(Format.shortest(high)) ms/s"
        case let (low?, nil): "at least \(Format.shortest(low)) ms/s"
        case let (nil, high?): "at most \(Format.shortest(high)) ms/s"
        case (nil, nil): "any ratio"
        }
    }
}
