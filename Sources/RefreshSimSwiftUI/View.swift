/// A piece of an app's interface, as SwiftUI declares it: a `body` built from other views, down
/// to the stand-in's primitives (`Text`, `List`, `ForEach`, `LazyVStack`…), whose `body` is
/// `Never`. The stand-in never draws a view: `UIHostingController` resolves the body into the
/// rows of the engine's list and the actions around them (`ViewResolution`).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view the stand-in resolves itself: it has no body to evaluate.
@MainActor
protocol PrimitiveView {
    func resolve(into resolution: inout ViewResolution)
}

extension View {
    /// The stand-in's primitives' `body`: SwiftUI's own primitives trap the same way when asked.
    var primitiveBody: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// `@ViewBuilder`: the result builder SwiftUI's `body` and containers take.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [AnyResolvable] = []
        for child in repeat each content { children.append(AnyResolvable(child)) }
        return TupleView(children: children, value: (repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Nothing: an empty `body`, or a builder with no statements.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {}
}

/// Several views in a row, from a builder block.
public struct TupleView<T>: View, PrimitiveView {
    let children: [AnyResolvable]
    public let value: T
    init(children: [AnyResolvable], value: T) {
        self.children = children
        self.value = value
    }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        for (index, child) in children.enumerated() {
            resolution.descend(index) { child.resolve(into: &$0) }
        }
    }
}

/// One of two views, from an `if`/`else` or a `switch`: each branch has an identity of its own,
/// as in SwiftUI (state inside one branch is not the other's).
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        switch storage {
        case let .first(view): resolution.descend("if") { $0.resolve(view) }
        case let .second(view): resolution.descend("else") { $0.resolve(view) }
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(into resolution: inout ViewResolution) {
        if let view = self { resolution.descend("if") { $0.resolve(view) } }
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    let view: AnyResolvable
    public init<V: View>(_ view: V) { self.view = AnyResolvable(view) }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { view.resolve(into: &resolution) }
}

/// Views grouped without a container: their children are the parent's.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.resolve(content) }
}

/// Any view, held for later resolution.
struct AnyResolvable {
    let resolve: @MainActor (inout ViewResolution) -> Void

    init<V: View>(_ view: V) {
        resolve = { $0.resolve(view) }
    }

    @MainActor func resolve(into resolution: inout ViewResolution) { resolve(&resolution) }
}
