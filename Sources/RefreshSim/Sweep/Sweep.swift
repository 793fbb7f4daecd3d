/// A scenario and the fields to vary in it: every combination of the axes' values is one cell.
///
/// Cells are numbered with the last axis varying fastest, as nested loops over the axes in the
/// order given; that order is the order of every table and report, whatever runs them.
public struct Sweep: Sendable {
    /// The scenario file as parsed.
    public let base: JSONNode
    /// The file name errors are reported against.
    public let fileName: String
    public let axes: [SweepAxis]
    /// A program's own strategy kinds, which the base scenario may name.
    public let vocabulary: Vocabulary
    /// The base scenario's own name, or the file name when the base does not decode.
    public let scenarioName: String

    /// The base decoded once, and the sections each cell's values reach.
    let decoding: SweepDecoding

    /// Bounds the work and the memory one sweep can ask for (each cell's summary is kept for the map).
    public static let maxCells = 1_000_000

    public init(base: JSONNode, fileName: String, axes: [SweepAxis], vocabulary: Vocabulary) throws(SweepError) {
        self.vocabulary = vocabulary
        guard !axes.isEmpty else { throw SweepError("nothing to vary: give at least one --vary PATH=VALUES") }
        var seen = Set<SweepPath>()
        for axis in axes where !seen.insert(axis.path).inserted {
            throw SweepError("\(axis.path) is varied twice")
        }
        let count = axes.reduce(1.0) { $0 * Double($1.values.count) }
        guard count <= Double(Self.maxCells) else {
            throw SweepError(
                "\(axes.map { String($0.values.count) }.joined(separator: " × ")) = \(Int(count)) cells; at most \(Self.maxCells)")
        }
        // A path the document cannot hold fails the same way for every value: say so once.
        for axis in axes {
            do {
                _ = try axis.path.replacing(in: base, with: axis.values[0].jsonValue)
            } catch {
                throw SweepError("\(fileName): \(error.message)")
            }
        }
        self.base = base
        self.fileName = fileName
        // Units from this vocabulary's declarations (a program's own kinds' options too).
        self.axes = axes.map { axis in
            var axis = axis
            axis.unit = axis.path.unit(in: vocabulary)
            return axis
        }
        if case let .object(members) = base.value, let name = members.first(where: { $0.key == "name" }),
            case let .string(text) = name.value.value
        {
            scenarioName = text
        } else {
            scenarioName = fileName
        }
        let first = self.axes.reduce(base) { document, axis in
            (try? axis.path.replacing(in: document, with: axis.values[0].jsonValue)) ?? document
        }
        decoding = SweepDecoding(first: first, axes: self.axes, vocabulary: vocabulary)
    }

    public var cellCount: Int { axes.reduce(1) { $0 * $1.values.count } }

    /// The value index on each axis of cell `cell`.
    public func coordinates(ofCell cell: Int) -> [Int] {
        var rest = cell
        var coordinates = Array(repeating: 0, count: axes.count)
        for axis in axes.indices.reversed() {
            let count = axes[axis].values.count
            coordinates[axis] = rest % count
            rest /= count
        }
        return coordinates
    }

    public func values(ofCell cell: Int) -> [SweepValue] {
        zip(axes, coordinates(ofCell: cell)).map { $0.values[$1] }
    }

    /// The scenario document of cell `cell`: the base with each axis's value put in place.
    public func document(forCell cell: Int) -> JSONNode {
        var document = base
        for (axis, value) in zip(axes, values(ofCell: cell)) {
            // Paths were checked against the base in `init`, and values never change its shape.
            document = (try? axis.path.replacing(in: document, with: value.jsonValue)) ?? document
        }
        return document
    }

    /// Cell `cell` decoded, or the decoder's errors: what decoding `document(forCell:)` gives, with
    /// only the parts of the scenario the cell's values reach decoded again (`SweepDecoding`).
    public func scenario(forCell cell: Int) -> Result<Scenario, ScenarioError> {
        let sections = decoding.sections(
            at: coordinates(ofCell: cell), document: { document(forCell: cell) }, vocabulary: vocabulary)
        return Result { () throws(ScenarioError) in try sections.scenario(fileName: fileName) }
    }

    /// Cell `cell`'s whole document decoded: the route `scenario(forCell:)` must agree with.
    func scenarioDecodingDocument(forCell cell: Int) -> Result<Scenario, ScenarioError> {
        Result { () throws(ScenarioError) in
            try ScenarioDecoder.decode(document(forCell: cell), fileName: fileName, vocabulary: vocabulary)
        }
    }

    /// Where the base scenario sits on each axis: the index of its own value, when the axis has it.
    public var baseCoordinates: [Int?] {
        axes.map { axis in
            guard let node = axis.path.value(in: base), let value = SweepValue(node) else { return nil }
            return axis.values.firstIndex(of: value)
        }
    }
}
