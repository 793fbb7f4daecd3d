/// Text that is not JSON (or is nested too deeply), with where the problem was found.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var position: SourcePosition

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(position): \(message)" }
}
