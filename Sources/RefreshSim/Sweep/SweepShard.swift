/// One of `count` deterministic slices of a sweep's grid (`--shard index/count`, counted from 1):
/// a contiguous run of cell numbers, the same on every machine, so a CI matrix can run the slices
/// side by side and `sweep merge` join their reports into the whole sweep's outputs.
public struct SweepShard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(SweepError) {
        guard count >= 1, count <= Self.maxCount else {
            throw SweepError("--shard: the shard count must be 1…\(Self.maxCount), got \(count)")
        }
        guard (1...count).contains(index) else { throw SweepError("--shard: the shard must be 1…\(count), got \(index)") }
        self.index = index
        self.count = count
    }

    /// Parses `2/4`.
    public init(parsing text: String) throws(SweepError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw SweepError("--shard: write INDEX/COUNT counting from 1, e.g. 2/4, got \(text)")
        }
        try self.init(index: index, count: count)
    }

    public static let maxCount = 1_000

    /// The cells of a grid of `total` cells this shard runs: the `index`-th of `count` nearly
    /// equal runs.
    public func cells(of total: Int) -> Range<Int> {
        (total * (index - 1) / count)..<(total * index / count)
    }

    public var description: String { "\(index)/\(count)" }
}
