/// A property of a view whose storage the view graph keeps across evaluations of its body
/// (`@State`, `@StateObject`) or that tells the graph when to evaluate it again (`@ObservedObject`).
public protocol DynamicProperty {}

/// How the graph binds a dynamic property: each one found in a view (by reflection, as SwiftUI
/// finds them by metadata) is given its storage at `key` before the body is evaluated.
@MainActor
protocol GraphBound {
    func bind(to graph: ViewGraph, key: StorageKey)
}

/// A dynamic property's storage in the graph: its view's place and the property's name.
struct StorageKey: Hashable {
    var view: ViewPath
    var property: String
}

/// A `@State` value's storage: kept by the graph while its view is in the tree.
final class StateBox<Value> {
    var value: Value
    weak var graph: ViewGraph?
    init(_ value: Value, graph: ViewGraph) {
        self.value = value
        self.graph = graph
    }
}

/// Where one `@State` wrapper finds its storage: the graph's box once bound; before that (a view
/// made and read outside a hosting controller), its own value.
final class StateSlot<Value> {
    var box: StateBox<Value>?
    var local: Value
    init(_ value: Value) { local = value }
}

/// A value a view owns: it outlives evaluations of the body, and setting it evaluates the body
/// again at the next layout pass (the end of the main queue's turn), as SwiftUI updates its views.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let slot: StateSlot<Value>

    public init(wrappedValue value: Value) { slot = StateSlot(value) }
    public init(initialValue value: Value) { slot = StateSlot(value) }

    public var wrappedValue: Value {
        get { slot.box?.value ?? slot.local }
        nonmutating set {
            guard let box = slot.box else {
                slot.local = newValue
                return
            }
            box.value = newValue
            MainActor.assumeIsolatedOnRunThread { box.graph?.invalidate() }
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphBound {
    func bind(to graph: ViewGraph, key: StorageKey) {
        slot.box = graph.storage(at: key) { StateBox(slot.local, graph: graph) }
    }
}

/// A value read and written elsewhere (`$state`, `$model.property`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let get: () -> Value
    let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public static func constant(_ value: Value) -> Binding { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: {
                var value = get(); value[keyPath: keyPath] = $0; set(value)
            })
    }
}

/// Where a `@StateObject` finds its object: the graph's, made once per view identity.
final class ObjectSlot<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var object: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
}

/// An observable object a view owns: made the first time its view is in the tree (the autoclosure
/// runs once per identity, not at each evaluation) and kept while the view stays; a change it
/// announces (`objectWillChange`, each `@Published` set) evaluates the body again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher == ObservableObjectPublisher {
    let slot: ObjectSlot<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { slot = ObjectSlot(thunk) }

    public var wrappedValue: ObjectType {
        if let object = slot.object { return object }
        let object = slot.make()
        slot.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: GraphBound {
    func bind(to graph: ViewGraph, key: StorageKey) {
        let object = graph.storage(at: key) { slot.object ?? slot.make() }
        slot.object = object
        graph.observe(object)
    }
}

/// An observable object a view is given: its changes evaluate the body again.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$model.property`: a binding to one of the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: GraphBound {
    func bind(to graph: ViewGraph, key: StorageKey) { graph.observe(wrappedValue) }
}
