import RefreshSim

@_exported import RefreshSim

/// The systems under test this package ships, added to the engine's vocabulary; and the engine's
/// entry points that take a vocabulary, with this one.
extension Vocabulary {
    /// The engine's core plus every bundled strategy kind (`StrategyKind.all`).
    public static let bundled = Vocabulary(
        strategies: StrategyKind.all, loaders: Vocabulary.core.loaders,
        appCalls: Vocabulary.core.appCalls)
}

extension ScenarioDecoder {
    public static func decode(_ bytes: [UInt8], fileName: String) throws(ScenarioError) -> Scenario {
        try decode(bytes, fileName: fileName, vocabulary: .bundled)
    }

    public static func decode(_ root: JSONNode, fileName: String) throws(ScenarioError) -> Scenario {
        try decode(root, fileName: fileName, vocabulary: .bundled)
    }

    public static func decode(_ text: String, fileName: String) throws(ScenarioError) -> Scenario {
        try decode(text, fileName: fileName, vocabulary: .bundled)
    }
}

extension ScenarioSchema {
    /// The schema of the bundled vocabulary (`scenario.schema.json`).
    public static var json: String { json(.bundled) }
    public static var document: JSONValue { document(.bundled) }
}

extension Sweep {
    public init(base: JSONNode, fileName: String, axes: [SweepAxis]) throws(SweepError) {
        try self.init(base: base, fileName: fileName, axes: axes, vocabulary: .bundled)
    }
}
