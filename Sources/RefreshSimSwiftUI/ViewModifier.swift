/// A modifier an app writes itself (`struct Card: ViewModifier`), applied with `.modifier(_:)`:
/// its `body(content:)` is resolved like a view's, with `content` standing for the view it wraps.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a `ViewModifier` wraps, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: AnyResolvable
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { content.resolve(into: &resolution) }
}

/// A modifier the stand-in resolves itself.
@MainActor
protocol PrimitiveModifier {
    func resolve(_ content: AnyResolvable, into resolution: inout ViewResolution)
}

/// A view and a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody }

    func resolve(into resolution: inout ViewResolution) {
        let wrapped = AnyResolvable(content)
        if let primitive = modifier as? PrimitiveModifier {
            primitive.resolve(wrapped, into: &resolution)
            return
        }
        // An app's own modifier: its state bound, its body resolved around the content.
        let key = ViewPath(resolution.currentPath.components + [AnyHashable(ObjectIdentifier(Modifier.self))])
        resolution.graph.bind(modifier, at: key)
        let body = modifier.body(content: _ViewModifier_Content(content: wrapped))
        resolution.descend(ObjectIdentifier(Modifier.self)) { $0.resolve(body) }
    }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// One of the stand-in's modifiers that the simulator acts on (`ViewEffect`).
struct EffectModifier: ViewModifier, PrimitiveModifier {
    let effect: ViewEffect
    func body(content: Content) -> Never { primitiveBody }
    func resolve(_ content: AnyResolvable, into resolution: inout ViewResolution) {
        resolution.modified(by: effect) { content.resolve(into: &$0) }
    }
}

/// A modifier that changes nothing the simulator models (`inert` in the catalogue: how a row is
/// drawn, not how tall the scenario says it is), or that it does not simulate (`reported` by the
/// modifier's function when applied).
struct PassThroughModifier: ViewModifier, PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody }
    func resolve(_ content: AnyResolvable, into resolution: inout ViewResolution) {
        content.resolve(into: &resolution)
    }
}

extension ViewModifier {
    var primitiveBody: Never { fatalError("\(Self.self) is the stand-in's own modifier and has no body") }
}
