/// Everything a scenario file can name: strategy kinds, loader kinds and app calls. `bundled` is
/// what ships; a program adds its own kinds with `adding(strategies:)`, which refuses a clash. The
/// decoder, the schema, `Catalogue` (`refreshsim list`) and sweeps take the vocabulary they are
/// given: there is no global registry.
public struct Vocabulary: Sendable {
    public private(set) var strategies: [StrategyKind]
    public private(set) var loaders: [LoaderKind]
    public private(set) var appCalls: [AppCallKind]

    /// The engine's own: the `none` strategy, every loader and app call. `RefreshSimStrategies`
    /// adds the systems under test (`Vocabulary.bundled`).
    public static let core = Vocabulary(strategies: [.none], loaders: LoaderKind.all, appCalls: AppCallKind.all)

    public init(strategies: [StrategyKind], loaders: [LoaderKind], appCalls: [AppCallKind]) {
        self.strategies = strategies
        self.loaders = loaders
        self.appCalls = appCalls
    }

    /// This vocabulary with a program's own strategy kinds after the others. Throws when a name is
    /// empty, already taken or given twice.
    public func adding(strategies added: [StrategyKind]) throws(VocabularyError) -> Vocabulary {
        var result = self
        for kind in added {
            guard !kind.name.isEmpty else { throw .unnamed(what: "strategy kind") }
            if result.strategies.contains(where: { $0.name == kind.name }) {
                throw added.firstIndex { $0.name == kind.name } == added.lastIndex { $0.name == kind.name }
                    ? .taken(what: "strategy kind", name: kind.name) : .twice(what: "strategy kind", name: kind.name)
            }
            result.strategies.append(kind)
        }
        return result
    }

    public func strategy(named name: String) -> StrategyKind? { strategies.first { $0.name == name } }
    public func loader(named name: String) -> LoaderKind? { loaders.first { $0.name == name } }
    public func appCall(named name: String) -> AppCallKind? { appCalls.first { $0.name == name } }
}

/// A name a program's own vocabulary cannot use.
public enum VocabularyError: Error, Sendable, Equatable, CustomStringConvertible {
    case unnamed(what: String)
    /// A bundled (or earlier added) item has the name.
    case taken(what: String, name: String)
    case twice(what: String, name: String)

    public var description: String {
        switch self {
        case let .unnamed(what): "a registered \(what) needs a name"
        case let .taken(what, name): "\(what) \"\(name)\" is a bundled kind; register yours under another name"
        case let .twice(what, name): "\(what) \"\(name)\" is registered twice"
        }
    }
}
