import RefreshSim

/// One evaluation of a root view: every `body` called down to the stand-in's primitives, and
/// what they describe for the simulator — the scrolling container (`List`, `ScrollView`), its rows
/// with their identities and actions, the actions of the views around it — instead of drawn views.
///
/// Identity is structural, as in SwiftUI: a view is known by its place in the tree (a builder
/// block's index, an `if` or `else` branch, a `ForEach` element's id), so a row keeps its identity,
/// its `@State` and its place in the list across evaluations while its id does.
@MainActor
struct ViewResolution {
    /// The views' state, bound to each view with a body before it is evaluated.
    let graph: ViewGraph
    /// Where the view being resolved is.
    private(set) var path: [AnyHashable] = []

    /// The scrolling container found (the first; a second is reported).
    var container: ResolvedContainer?
    /// Views outside the container with actions (`.onAppear`, `.task`): they appear when the
    /// screen does, and go when they leave the tree.
    var outsideActions: [ViewPath: ViewActions] = [:]
    /// `.refreshable` actions above the view being resolved, innermost last.
    var refreshActions: [@Sendable () async -> Void] = []
    /// What the body used that the stand-in does not simulate, reported by the host once each.
    var notes: [NotSimulated] = []

    /// While the container's content is resolved: the effects of modifiers between the container
    /// and the view being resolved, each row formed there takes.
    private var rowEffects: [ViewEffect] = []
    /// The row being resolved (its content's actions join it).
    private var row: ResolvedRow?
    private var mode = Mode.outside

    enum Mode {
        /// Around the scrolling container: views here are not rows.
        case outside
        /// A `ScrollView`'s content, before its stack.
        case scrollContent
        /// A `List`'s or a lazy stack's content: each view that is not a container of views
        /// (`ForEach`, `Group`, a builder block, a view with a body) is a row.
        case rows
        /// Inside a row.
        case inRow
    }

    init(graph: ViewGraph) {
        self.graph = graph
    }

    // MARK: Walking the tree

    mutating func resolve<V: View>(_ view: V) {
        if let primitive = view as? PrimitiveView {
            primitive.resolve(into: &self)
            return
        }
        // A view with a body: its state first, then the body, one level down.
        let key = ViewPath(path + [AnyHashable(ObjectIdentifier(V.self))])
        graph.bind(view, at: key)
        let body = view.body
        descend(ObjectIdentifier(V.self)) { $0.resolve(body) }
    }

    mutating func descend(_ component: some Hashable, _ body: (inout ViewResolution) -> Void) {
        path.append(AnyHashable(component))
        body(&self)
        path.removeLast()
    }

    var currentPath: ViewPath { ViewPath(path) }

    // MARK: What primitives report

    /// Views drawn outside the scrolling container (a `Text` above a `List`).
    var outsideViews: [String] = []

    /// Whether the view being resolved is a `ScrollView`'s content (its stack).
    var isScrollContent: Bool { mode == .scrollContent }

    /// A view that is not a container of views (`Text`, `HStack`, `ProgressView`…): a row in a
    /// list's content, part of the row inside one; outside the list, a view drawn beside it
    /// (`drawn`: a `Text`, not an `HStack` of them).
    mutating func leaf(_ name: String, drawn: Bool = false, children: (inout ViewResolution) -> Void = { _ in }) {
        switch mode {
        case .rows:
            var formed = ResolvedRow(path: currentPath)
            for effect in rowEffects { formed.apply(effect) }
            row = formed
            mode = .inRow
            children(&self)
            if let row { container?.rows.append(row) }
            row = nil
            mode = .rows
        case .inRow:
            children(&self)
        case .outside:
            if drawn, !outsideViews.contains(name) { outsideViews.append(name) }
            children(&self)
        case .scrollContent:
            mode = .rows
            leaf(name, drawn: drawn, children: children)
            mode = .scrollContent
        }
    }

    /// A modifier's effect on the view it wraps, and on what that view contains.
    mutating func modified(by effect: ViewEffect, content: (inout ViewResolution) -> Void) {
        switch mode {
        case .inRow:
            row?.apply(effect)
            content(&self)
        case .rows, .scrollContent:
            rowEffects.append(effect)
            content(&self)
            rowEffects.removeLast()
        case .outside:
            switch effect {
            case let .refreshable(action):
                refreshActions.append(action)
                content(&self)
                refreshActions.removeLast()
            case .appear, .disappear, .task:
                outsideActions[currentPath, default: ViewActions()].apply(effect)
                content(&self)
            case .rowHeight:
                content(&self)
            }
        }
    }

    /// A `List` or `ScrollView`: its content resolved as rows.
    mutating func container(_ kind: ContainerKind, content: (inout ViewResolution) -> Void) {
        guard mode == .outside else {
            if mode == .scrollContent, kind.isStack {
                container?.kind = kind
                mode = .rows
                content(&self)
                mode = .scrollContent
            } else {
                note("a \(kind.name) inside a list's rows is laid out as one row; its own rows are not")
                leaf(kind.name)
            }
            return
        }
        guard container == nil else {
            note("a second scrolling container: only the first (a \(container!.kind.name)) is the scenario's scroll view")
            return
        }
        container = ResolvedContainer(path: currentPath, kind: kind, refresh: refreshActions.last)
        mode = kind == .scrollView ? .scrollContent : .rows
        content(&self)
        mode = .outside
        if container?.kind == .scrollView {
            note("a ScrollView with no LazyVStack or VStack: its content is laid out as a lazy stack's rows")
        }
    }

    /// Rows a lazy stack spaces apart: the spacing joins each row's height.
    mutating func stackSpacing(_ spacing: Double) {
        container?.spacing = spacing
    }

    /// Something laid out otherwise than SwiftUI would.
    mutating func note(_ text: String) { note(.layoutNotSimulated(text)) }

    mutating func note(_ what: NotSimulated) {
        if !notes.contains(what) { notes.append(what) }
    }
}

/// A view's place in the tree: its identity.
struct ViewPath: Hashable {
    var components: [AnyHashable]
    init(_ components: [AnyHashable]) { self.components = components }
}

/// What a modifier does that the simulator acts on.
enum ViewEffect {
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)
    case task(TaskAction)
    case refreshable(@Sendable () async -> Void)
    /// `.frame(height:)`; nil: a frame that gives no height.
    case rowHeight(Double?)
}

/// A view's appearance actions, in the order written, outermost first (SwiftUI documents no order
/// between nested views' actions).
struct ViewActions {
    var appear: [@MainActor () -> Void] = []
    var disappear: [@MainActor () -> Void] = []
    var tasks: [TaskAction] = []

    var isEmpty: Bool { appear.isEmpty && disappear.isEmpty && tasks.isEmpty }

    mutating func apply(_ effect: ViewEffect) {
        switch effect {
        case let .appear(action): appear.append(action)
        case let .disappear(action): disappear.append(action)
        case let .task(action): tasks.append(action)
        case .refreshable, .rowHeight: break
        }
    }
}

/// The kind of scrolling container.
enum ContainerKind: Equatable {
    case list
    /// A `ScrollView` whose stack is not known yet.
    case scrollView
    case lazyVStack
    /// A `VStack` in a `ScrollView`: every row is made at once.
    case vStack

    var isStack: Bool { self == .lazyVStack || self == .vStack }

    var name: String {
        switch self {
        case .list: "List"
        case .scrollView: "ScrollView"
        case .lazyVStack: "LazyVStack"
        case .vStack: "VStack"
        }
    }
}

/// The scrolling container and its rows, top to bottom.
struct ResolvedContainer {
    var path: ViewPath
    var kind: ContainerKind
    var refresh: (@Sendable () async -> Void)?
    var rows: [ResolvedRow] = []
    var spacing = 0.0
}

/// One row: its identity, the height its outermost `.frame(height:)` gives (nil: it measures
/// what the scenario's rows say), and its actions and its content's.
struct ResolvedRow {
    var path: ViewPath
    var height: Double?
    var actions = ViewActions()

    mutating func apply(_ effect: ViewEffect) {
        if case let .rowHeight(value) = effect {
            if height == nil, let value { height = value }
        } else {
            actions.apply(effect)
        }
    }
}
