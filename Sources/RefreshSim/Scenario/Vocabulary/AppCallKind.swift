/// One `actions[].call` a scenario can name, declared once: its options (keys besides `at`, `call`
/// and `target`), whom it is made on, and what it does. The decoder, the schema, `refreshsim list`
/// and the simulator read `AppCallKind.all`; adding a call is adding one declaration there.
public struct AppCallKind: Sendable, Equatable {
    /// Whom a call is made on.
    public enum Receiver: Sendable, Equatable {
        /// The scroll view or its data source (`reloadData`, `setContentOffset`): no `target`.
        case scrollView
        /// A refresh component; `target` names it, and `defaultRole` is the one it goes to when a
        /// scenario with two components names none (nil: `target` is then required).
        case component(defaultRole: RefreshComponent?)
    }

    /// What `perform` acts on: the scroll view, and the component the call goes to.
    public struct Context {
        public let scrollView: ScrollView
        /// The targeted component's strategy (for a `.component` call), nil for a scroll view call.
        public let strategy: (any RefreshStrategy)?
        /// The scenario's load-more footer, if it has one.
        public let footer: (any RefreshStrategy)?
        /// `content.rowHeight`: what a row is worth in points.
        public let rowHeight: Double
        /// The rows and their list, when the content is rows (`content.rows`).
        public let rows: ScenarioRows?

        public init(
            scrollView: ScrollView, strategy: (any RefreshStrategy)?, footer: (any RefreshStrategy)?, rowHeight: Double,
            rows: ScenarioRows? = nil
        ) {
            self.scrollView = scrollView
            self.strategy = strategy
            self.footer = footer
            self.rowHeight = rowHeight
            self.rows = rows
        }

        /// The targeted component's app-side calls.
        public var callable: AppCallable? { strategy as? AppCallable }
    }

    public typealias Perform = @Sendable (Context, OptionValues) -> Void

    public let name: String
    /// One line for `refreshsim list` and the schema.
    public let summary: String
    public let options: [OptionField]
    public let receiver: Receiver
    /// What the content must be for the call: rows (`content.rows`), one height, or either.
    public let content: ContentForm
    /// A rule across options, checked after each was read, knowing whether the content is rows:
    /// the keys to blame and the message. One closure for both (an `AppCall` holds its kind, and
    /// every timeline event may hold a call: a second closure made each event 16 bytes larger).
    let check: @Sendable (OptionValues, _ rows: Bool) -> (keys: [String], message: String)?
    let perform: Perform

    public enum ContentForm: Sendable, Equatable {
        case any
        /// A list's update: the content must be `content.rows`.
        case rows
    }

    public init(
        _ name: String, _ summary: String, options: [OptionField] = [], receiver: Receiver, content: ContentForm = .any,
        check: @escaping @Sendable (OptionValues) -> (keys: [String], message: String)? = { _ in nil },
        perform: @escaping Perform
    ) {
        self.init(
            name, summary, options: options, receiver: receiver, content: content, checkContent: { values, _ in check(values) },
            perform: perform)
    }

    /// A call whose rule depends on whether the content is rows.
    init(
        _ name: String, _ summary: String, options: [OptionField] = [], receiver: Receiver, content: ContentForm = .any,
        checkContent: @escaping @Sendable (OptionValues, _ rows: Bool) -> (keys: [String], message: String)?,
        perform: @escaping Perform
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.receiver = receiver
        self.content = content
        self.check = checkContent
        self.perform = perform
    }

    /// Kinds are told apart by name.
    public static func == (lhs: AppCallKind, rhs: AppCallKind) -> Bool { lhs.name == rhs.name }

    public static func named(_ name: String) -> AppCallKind? { all.first { $0.name == name } }

    /// Calls made on a refresh component (the rest act on the table view itself).
    public var needsComponent: Bool { receiver != .scrollView }

    /// The role a call goes to when a scenario with two components names none.
    public var defaultRole: RefreshComponent? {
        if case let .component(role) = receiver { return role }
        return nil
    }

    /// The keys an `actions` entry making this call may have.
    var keys: [String] {
        ["at", "call"] + (needsComponent ? ["target"] : []) + options.map(\.key)
    }
}
