/// A line of text: part of a row, as drawn on a phone; the stand-in draws nothing, so a row's
/// height is the scenario's (`content.rows.height`) or its `.frame(height:)`.
public struct Text: View, PrimitiveView {
    public let content: String

    public init(_ content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.leaf("Text", drawn: true) }
}

/// A spinner (or a bar, with a value): a view in a row, often the last row of a paginating list.
public struct ProgressView: View, PrimitiveView {
    public let title: String?
    public let value: Double?

    public init() { (title, value) = (nil, nil) }
    public init(_ title: String) { (self.title, value) = (title, nil) }
    public init(value: Double?, total: Double = 1) { (title, self.value) = (nil, value.map { $0 / total }) }

    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.leaf("ProgressView", drawn: true) }
}

/// Room between views in a stack.
public struct Spacer: View, PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.leaf("Spacer") }
}
