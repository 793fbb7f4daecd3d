/// A shard's `--report`, read back for `sweep merge`: which shard it is, the grid's axes, the
/// scenario files swept, and its cells as the summaries a whole sweep would hold. The report's
/// numbers are the ones every output prints (times to 0.1 ms, distances to 0.01 pt), so the merged
/// outputs are byte for byte those of the whole sweep run on one machine.
public struct SweepShardReport: Sendable {
    public var shard: SweepShard
    public var cells: Range<Int>
    public var axes: [SweepAxis]
    /// The scenario files, as the shard's command line or spec named them.
    public var files: [String]
    /// Per file, the shard's cells in cell order.
    public var results: [[SweepCell]]
    /// The SHA-256 of each scenario file's bytes as the shard read them (empty in a report made
    /// before shards carried them).
    public var inputDigests: [String: String] = [:]

    /// Reads the report `document` came from (`name` is the file, for messages).
    public init(_ document: JSONNode, name: String) throws(SweepError) {
        func fail(_ message: String) -> SweepError { SweepError("\(name): \(message)") }
        guard case let .object(top) = document.value else { throw fail("not a sweep report") }
        func member(_ key: String, of members: [JSONMember]) -> JSONNode? { members.first { $0.key == key }?.value }
        func number(_ node: JSONNode?) -> Double? {
            if case let .number(value, _)? = node?.value { return value }
            return nil
        }
        func integer(_ node: JSONNode?) -> Int? { number(node).flatMap { Int(exactly: $0) } }
        func string(_ node: JSONNode?) -> String? {
            if case let .string(text)? = node?.value { return text }
            return nil
        }
        func array(_ node: JSONNode?) -> [JSONNode]? {
            if case let .array(items)? = node?.value { return items }
            return nil
        }
        func object(_ node: JSONNode?) -> [JSONMember]? {
            if case let .object(members)? = node?.value { return members }
            return nil
        }

        guard let shardInfo = object(member("shard", of: top)),
            let index = integer(member("index", of: shardInfo)), let count = integer(member("count", of: shardInfo)),
            let first = integer(member("firstCell", of: shardInfo)), let end = integer(member("endCell", of: shardInfo)),
            first <= end
        else { throw fail("not a shard's report: write it with sweep --shard INDEX/COUNT --report FILE") }
        shard = try SweepShard(index: index, count: count)
        cells = first..<end
        for input in array(member("inputs", of: shardInfo)) ?? [] {
            guard let fields = object(input), let file = string(member("file", of: fields)),
                let digest = string(member("sha256", of: fields))
            else { throw fail("shard.inputs: each needs a file and its sha256") }
            inputDigests[file] = digest
        }

        var axes: [SweepAxis] = []
        for axis in array(member("axes", of: top)) ?? [] {
            guard let fields = object(axis), let text = string(member("path", of: fields)),
                let values = array(member("values", of: fields))
            else { throw fail("axes: each needs a path and values") }
            let path = try SweepPath(text)
            axes.append(
                SweepAxis(
                    path: path,
                    values: try values.map { node throws(SweepError) in
                        switch node.value {
                        case let .number(value, _): .number(value)
                        case let .bool(flag): .bool(flag)
                        case let .string(text): .string(text)
                        default: throw fail("axes: \(text): a value is \(node.kindDescription)")
                        }
                    }))
        }
        guard !axes.isEmpty else { throw fail("axes: none") }
        self.axes = axes

        let sweeps = array(member("sweeps", of: top)) ?? []
        files = try sweeps.map { sweep throws(SweepError) in
            guard let file = string(object(sweep).flatMap { member("file", of: $0) }) else { throw fail("sweeps: a sweep names no file") }
            return file
        }
        guard !files.isEmpty else { throw fail("sweeps: none") }

        let list = array(member("cells", of: top)) ?? []
        guard list.count == files.count * cells.count else {
            throw fail(
                "holds \(list.count) cells; shard \(shard) of \(files.count) sweep(s) over cells \(cells.lowerBound)..<\(cells.upperBound) has \(files.count * cells.count)"
            )
        }
        var results: [[SweepCell]] = Array(repeating: [], count: files.count)
        for (position, node) in list.enumerated() {
            let cellIndex = cells.lowerBound + position % max(1, cells.count)
            guard let fields = object(node), let verdict = string(member("verdict", of: fields)) else {
                throw fail("cells[\(position)]: no verdict")
            }
            let outcome: SweepCell.Outcome
            if verdict == "invalid" {
                outcome = .invalid((array(member("problems", of: fields)) ?? []).compactMap(string))
            } else {
                guard let verdict = Verdict(rawValue: verdict),
                    let errors = integer(member("errors", of: fields)), let findings = integer(member("findings", of: fields)),
                    let refreshes = integer(member("refreshes", of: fields)), let loadMores = integer(member("loadMores", of: fields)),
                    let maxPull = number(member("maxPull", of: fields))
                else { throw fail("cells[\(position)]: incomplete") }
                var glitches = GlitchSet(rawValue: 0)
                for name in (array(member("glitches", of: fields)) ?? []).compactMap(string) {
                    guard let glitch = GlitchClass(rawValue: name) else { throw fail("cells[\(position)]: unknown glitch class \(name)") }
                    glitches.insert(glitch)
                }
                outcome = .ran(
                    SweepRunSummary(
                        verdict: verdict, glitches: glitches, errorCount: errors, findingCount: findings,
                        measures: RunMeasures(
                            refreshes: refreshes, loadMores: loadMores, maxPull: maxPull,
                            firstRefreshTime: number(member("firstRefreshTime", of: fields)))))
            }
            results[position / max(1, cells.count)].append(SweepCell(index: cellIndex, outcome: outcome))
        }
        self.results = results
    }

    /// The whole sweeps' cells from every shard of one sweep: each shard once, together covering
    /// the grid, over the same axes and files.
    public static func merge(_ reports: [SweepShardReport], into sweeps: [Sweep]) throws(SweepError) -> [SweepResults] {
        guard let first = reports.first else { throw SweepError("sweep merge: give the shards' reports") }
        let count = first.shard.count
        let total = sweeps.first?.cellCount ?? 0
        var seen = Set<Int>()
        for report in reports {
            guard report.shard.count == count else {
                throw SweepError("shard \(report.shard) is not one of \(count) like shard \(first.shard)")
            }
            guard seen.insert(report.shard.index).inserted else { throw SweepError("shard \(report.shard) is given twice") }
            guard report.axes.map(\.path) == first.axes.map(\.path), report.axes.map(\.values) == first.axes.map(\.values),
                report.files == first.files
            else { throw SweepError("shard \(report.shard) sweeps other fields or files than shard \(first.shard)") }
            guard report.cells == report.shard.cells(of: total) else {
                throw SweepError(
                    "shard \(report.shard) holds cells \(report.cells.lowerBound)..<\(report.cells.upperBound), not those of a \(total)-cell grid"
                )
            }
        }
        let missing = (1...count).filter { !seen.contains($0) }
        guard missing.isEmpty else {
            throw SweepError("missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", "))")
        }
        let ordered = reports.sorted { $0.shard.index < $1.shard.index }
        return sweeps.enumerated().map { position, sweep in
            var results = SweepResults(sweep: sweep)
            for report in ordered where position < report.results.count { results.append(report.results[position]) }
            return results
        }
    }
}
