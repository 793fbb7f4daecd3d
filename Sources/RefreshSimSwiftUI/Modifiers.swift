import Foundation

// The modifiers the simulator acts on: appearance, tasks, refresh, a row's height.
extension View {
    /// Runs `action` when the view appears: for a row, each time the list shows it (the lazy
    /// stack's realisation window reaching it); for a view outside the list, when the screen
    /// appears or the view enters the tree.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(EffectModifier(effect: .appear(action.map { action in { @MainActor in action() } } ?? {})))
    }

    /// Runs `action` when the view disappears: a row leaving the realisation window.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(EffectModifier(effect: .disappear(action.map { action in { @MainActor in action() } } ?? {})))
    }

    /// Starts `action` as a task when the view appears, on the run's simulated main queue, and
    /// cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(EffectModifier(effect: .task(TaskAction(action: action, id: nil))))
    }

    /// The same, and when an evaluation gives the view another `id` the task is cancelled and
    /// started again.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(EffectModifier(effect: .task(TaskAction(action: action, id: TaskID(value)))))
    }

    /// Pull to refresh on the list or scroll view inside: a UIRefreshControl on the scenario's
    /// scroll view, whose firing starts `action` as a task and which ends refreshing when it returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(EffectModifier(effect: .refreshable(action)))
    }

    /// A fixed height: a row's outermost one is its height (else it measures the scenario's).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(EffectModifier(effect: .rowHeight(height.map { Double($0) })))
    }
}

// Modifiers that change how a view is drawn, which the simulator does not draw: a row measures
// the scenario's height (or its frame's) whatever its padding or font.
extension View {
    public func padding(_ length: CGFloat? = nil) -> some View { modifier(PassThroughModifier()) }
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View { modifier(PassThroughModifier()) }
    public func font(_ font: Font?) -> some View { modifier(PassThroughModifier()) }
    public func foregroundColor(_ color: Color?) -> some View { modifier(PassThroughModifier()) }
    public func foregroundStyle(_ color: Color) -> some View { modifier(PassThroughModifier()) }
    public func bold(_ isActive: Bool = true) -> some View { modifier(PassThroughModifier()) }
    public func lineLimit(_ number: Int?) -> some View { modifier(PassThroughModifier()) }
    public func frame(maxWidth: CGFloat?, alignment: Alignment = .center) -> some View { modifier(PassThroughModifier()) }
    public func navigationTitle(_ title: String) -> some View { modifier(PassThroughModifier()) }
}

// Accepted, not simulated: the run says so.
extension View {
    /// The list's style: its section insets and separators are not laid out.
    public func listStyle(_ style: ListStyle) -> some View {
        if style != .plain { reportNotSimulated("View.listStyle(_:)") }
        return modifier(PassThroughModifier())
    }

    /// An animation for changes of `value`: the stand-in's list updates are animated only inside
    /// `withAnimation`.
    public func animation(_ animation: Animation?, value: some Equatable) -> some View {
        reportNotSimulated("View.animation(_:value:)")
        return modifier(PassThroughModifier())
    }
}

/// Where a view sits in its frame.
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
}

/// A list's look: `.plain` is the one laid out as the engine's list.
public enum ListStyle: Equatable, Sendable {
    case plain, inset, insetGrouped, grouped, sidebar, automatic
}

/// Edges, for `padding(_:_:)`.
public enum Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let leading = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// A font, for `font(_:)`; text is not drawn.
public struct Font: Sendable {
    public static let body = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let caption = Font()
    public static let title = Font()
}

/// A colour, for `foregroundColor(_:)`; nothing is drawn.
public struct Color: Sendable {
    public static let primary = Color()
    public static let secondary = Color()
    public static let accentColor = Color()
    public static let red = Color()
    public static let gray = Color()
}

/// An animation curve, for `animation(_:value:)` and `withAnimation(_:_:)`.
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
}
