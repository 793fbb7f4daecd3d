import RefreshSim

/// Where a scenario file writes its `expect` block and each key in it.
struct ExpectPositions: Sendable, Equatable {
    var expect: SourcePosition?
    var keys: [String: SourcePosition] = [:]

    /// The key a difference is about (`verdict: expected smooth, got janky` → `verdict`), else
    /// the `expect` block itself; nil for a file with no `expect` (a baseline difference).
    func position(of difference: String) -> SourcePosition? {
        let key = difference.prefix { $0.isLetter }
        return keys[String(key)] ?? expect
    }
}
