import Foundation
import RefreshSim

/// `check --baseline DIR`: baselines as files in a directory (`<name>.findings.json`,
/// `<name>.events.json`, `<name>.chart.png`), written atomically. Use it with a `Checker` to run
/// the same checks from your own code:
///
/// ```swift
/// let store = DirectoryBaselineStore(path: "Baselines")
/// let result = Checker(comparisons: [FindingsBaseline(), EventsBaseline(), ChartBaseline()])
///     .check(ScenarioRun(scenario), baselines: store)
/// ```
public struct DirectoryBaselineStore: BaselineStore {
    public var path: String
    /// Writes that failed; `check --record` reports them all and exits 3.
    let writeFailures = BaselineWriteFailures()

    public init(path: String) { self.path = path }

    /// The stored bytes, or nil when there is no such baseline yet.
    public func read(_ fileName: String) throws -> [UInt8]? {
        try BaselineFile.contents(URL(fileURLWithPath: path).appendingPathComponent(fileName).path)
    }

    public func write(_ bytes: [UInt8], to fileName: String) throws {
        do {
            // The file is named by the program inside the folder: a link there is not followed.
            try AtomicFileWriter.write(
                bytes, to: URL(fileURLWithPath: path).appendingPathComponent(fileName).path,
                followingLinks: false)
        } catch {
            writeFailures.add(error.message)
            throw error
        }
    }
}
