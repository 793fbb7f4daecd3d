/// A scenario file's JSON as the decoder reads it: the tree of its values, except that the drags
/// of `gestures`, when every one of them is plain, are read straight into their values without
/// nodes (`DragSkim`).
///
/// A file's gestures are most of its bytes (`Benchmarks/run-600s.json` has a drag a second):
/// parsing a drag into nodes, reading the nodes and freeing them was about 8,600 instructions, 72 a
/// frame of that run (callgrind). Anything a skim does not read exactly as the nodes would be read
/// (an `id`, a key or value in any other form, a number `strtod` reads, a syntax error) leaves the
/// whole array to the parser, and the decoder reads it as it always has: the same scenario, or the
/// same messages at the same places (`ScenarioDocumentTests`).
public struct ScenarioDocument: Sendable {
    /// The parsed tree. When `drags` holds the first top-level `gestures` member's array, that
    /// member's value here is an empty array at the array's position.
    let tree: JSONNode
    let drags: SkimmedDrags?

    private static let gesturesKey = "gestures"

    /// The document, or its syntax error, as `JSONParser.parse` gives it.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> ScenarioDocument {
        let skim = DragSkim(table: ScenarioDecoder.dragFields)
        let (tree, skimmed) = try JSONParser.parse(
            bytes, skimming: JSONParser.ArraySkim(key: gesturesKey, begin: skim.begin, element: skim.element))
        return ScenarioDocument(
            tree: tree, drags: skimmed.map { SkimmedDrags(drags: skim.drags, positions: skim.positions, bytes: bytes, start: $0) })
    }

    /// Whether the document is a recorded trace (`TraceDecoder.isTrace`).
    public var isTrace: Bool { TraceDecoder.isTrace(tree) }

    /// The whole tree, as `JSONParser.parse` gives it: the skimmed gestures parsed as nodes.
    public func root() throws(JSONSyntaxError) -> JSONNode {
        guard let drags, case var .object(members) = tree.value,
            let member = members.firstIndex(where: { $0.key == Self.gesturesKey })
        else { return tree }
        members[member].value = try drags.nodes()
        return JSONNode(.object(members), at: tree.position)
    }
}

/// The drags of a scenario's `gestures` read without nodes, each with the position of its object,
/// and where the array is, to parse it as nodes when the decoder needs to say something about it.
struct SkimmedDrags: Sendable {
    let drags: [DragParameters]
    let positions: [SourcePosition]
    let bytes: [UInt8]
    let start: JSONParser.Mark

    /// The array as nodes: what `JSONParser.parse` makes of it. Top-level members are 2 levels in.
    func nodes() throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.value(in: bytes, at: start, depth: 1)
    }
}

/// Reads each element of a `gestures` array from its bytes as `FieldTable.values(of:)` reads its
/// node (the same table, the same setters, key by key), when the element is an object of a drag's
/// fields given once each, every key and every choice in plain ASCII and every number in the form
/// the parser reads without `strtod`; for any other element it gives up, and the array is parsed
/// as nodes.
final class DragSkim {
    let table: FieldTable<DragParameters>
    // Unchecked: only `element` and `begin` write them, one call at a time.
    @exclusivity(unchecked) private(set) var drags: [DragParameters] = []
    @exclusivity(unchecked) private(set) var positions: [SourcePosition] = []

    init(table: FieldTable<DragParameters>) {
        self.table = table
    }

    func begin() {
        drags.removeAll()
        positions.removeAll()
    }

    func element(_ parser: inout JSONParser) -> Bool {
        guard parser.current == ASCII.openBrace else { return false }
        let position = parser.position
        parser.advance()
        parser.skipWhitespace()
        let bytes = parser.bytes
        let drag = bytes.withUnsafeBufferPointer { buffer in members(&parser, buffer) }
        guard let drag else { return false }
        drags.append(drag)
        positions.append(position)
        return true
    }

    /// The object's members, from its first key to its closing brace.
    private func members(_ parser: inout JSONParser, _ bytes: UnsafeBufferPointer<UInt8>) -> DragParameters? {
        var reading = FieldTable<DragParameters>.ObjectReading(root: DragParameters())
        while true {
            guard let key = parser.plainASCIIString() else { return nil }
            parser.skipWhitespace()
            guard parser.current == ASCII.colon else { return nil }
            parser.advance()
            parser.skipWhitespace()
            guard let slot = table.slot(ofASCII: key, in: bytes, from: reading.next), table.take(slot, in: &reading) else {
                return nil
            }
            if table.isNumber(slot) {
                guard let byte = parser.current, byte == ASCII.minus || ASCII.isDigit(byte), let number = parser.shortNumber(),
                    table.set(number: number, as: slot, on: &reading.root)
                else { return nil }
            } else if table.isChoice(slot) {
                guard let text = parser.plainASCIIString(), table.set(choiceASCII: text, in: bytes, as: slot, on: &reading.root) else {
                    return nil
                }
            } else {
                return nil
            }
            parser.skipWhitespace()
            guard parser.current == ASCII.comma else { break }
            parser.advance()
            parser.skipWhitespace()
        }
        guard parser.current == ASCII.closeBrace else { return nil }
        parser.advance()
        return table.finish(reading)
    }
}
