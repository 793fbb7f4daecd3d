/// A stored artifact a run is compared with (`check --baseline DIR`): the findings today, the
/// chart once charts exist. `--record` stores `artifact(for:)`; a check compares it with the stored
/// bytes.
public protocol BaselineComparison: Sendable {
    /// What is compared, for messages: `findings`, `chart`.
    var kind: String { get }
    /// The stored file's name for a scenario, e.g. `cj-header.findings.json`.
    func fileName(for scenarioName: String) -> String
    func artifact(for run: ScenarioRun) throws -> [UInt8]
    /// One line per difference; empty when `current` matches `recorded` (within the comparison's
    /// tolerance).
    func differences(recorded: [UInt8], current: [UInt8], scenarioName: String) -> [String]
}

/// Where baselines live. The CLI keeps them in a directory; tests keep them in memory.
public protocol BaselineStore {
    func read(_ fileName: String) throws -> [UInt8]?
    func write(_ bytes: [UInt8], to fileName: String) throws
}
