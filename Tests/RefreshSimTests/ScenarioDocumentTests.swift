import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `ScenarioDocument` reads plain drags without nodes (`DragSkim`); whatever it reads must decode
/// exactly as the tree does (`JSONParser.parse`, then `ScenarioDecoder.decode(_: JSONNode)`, the
/// sweeps' path): the same scenario, or the same messages at the same places, and the same syntax
/// errors. Held over thousands of generated `gestures` arrays, most of them plain and many with
/// one thing a skim must leave to the parser.
struct ScenarioDocumentTests {
    @Test func skimmedDocumentsDecodeAsTheirTreesDo() throws {
        var random = SeededGenerator(seed: 0x5C1_3D0C)
        var skimmed = 0
        var decoded = 0
        var refused = 0
        let count = 3_000
        for iteration in 0..<count {
            let text = GestureDocument.make(&random)
            let outcome = try Self.compare(Array(text.utf8), "iteration \(iteration):\n\(text)")
            if outcome.skimmed { skimmed += 1 }
            if outcome.decoded { decoded += 1 } else { refused += 1 }
        }
        // Both ways must really be taken, and both outcomes reached through each.
        #expect(skimmed > count / 4, "skimmed \(skimmed)")
        #expect(skimmed < count * 9 / 10, "skimmed \(skimmed)")
        #expect(decoded > count / 5 && refused > count / 5, "decoded \(decoded), refused \(refused)")
    }

    @Test func bundledScenariosAndTheBenchmarkDecodeAsTheirTreesDo() throws {
        let benchmark = ScenarioFixtures.packageRoot.appendingPathComponent("Benchmarks/run-600s.json")
        var skimmed = 0
        for url in ScenarioFixtures.allFiles + [benchmark] {
            let outcome = try Self.compare(ScenarioFixtures.bytes(url), url.lastPathComponent)
            if outcome.skimmed { skimmed += 1 }
        }
        let benchmarkDocument = try ScenarioDocument.parse(ScenarioFixtures.bytes(benchmark))
        #expect(benchmarkDocument.drags?.drags.count == 600)
        #expect(skimmed > 20, "skimmed \(skimmed)")
    }

    /// Numbers of up to 15 digits with 0 to 15 decimals are read without `strtod` (each power of
    /// ten a literal, the digits gathered unchecked): the value must be `strtod`'s, correctly
    /// rounded.
    @Test func shortNumbersAreStrtodsValues() throws {
        var random = SeededGenerator(seed: 0xD161_75)
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...15, using: &random)
            var digits = (0..<count).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            if digits.count > 1, digits.first == "0" { digits = "1" + digits.dropFirst() }
            let decimals = Int.random(in: 0...min(count - 1, 15), using: &random)
            var text = decimals == 0 ? digits : String(digits.dropLast(decimals)) + "." + String(digits.suffix(decimals))
            if text.first == "." { text = "0" + text }
            if Bool.random(using: &random) { text = "-" + text }
            guard case let .number(value, _) = try JSONParser.parse(Array(text.utf8)).value else {
                Issue.record("\(text): not a number")
                continue
            }
            #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    /// Checks one document both ways; says whether the skim took its gestures and whether it decoded.
    static func compare(_ bytes: [UInt8], _ label: String) throws -> (skimmed: Bool, decoded: Bool) {
        let tree: JSONNode
        do {
            tree = try JSONParser.parse(bytes)
        } catch {
            do {
                _ = try ScenarioDocument.parse(bytes)
                Issue.record("\(label)\nthe tree refuses it (\(error.message)), the document does not")
            } catch let documentError {
                #expect(documentError.message == error.message, "\(label)")
                #expect(documentError.position == error.position, "\(label)")
            }
            return (false, false)
        }
        let document = try ScenarioDocument.parse(bytes)
        #expect(render(try document.root()) == render(tree), "\(label)")
        let viaTree = outcome { () throws(ScenarioError) in try ScenarioDecoder.decode(tree, fileName: "skim.json") }
        let viaDocument = outcome { () throws(ScenarioError) in
            try ScenarioDecoder.decode(document, fileName: "skim.json", vocabulary: .bundled)
        }
        #expect(viaDocument == viaTree, "\(label)")
        // The public entry that reads bytes takes the same way.
        let viaBytes = outcome { () throws(ScenarioError) in try ScenarioDecoder.decode(bytes, fileName: "skim.json") }
        #expect(viaBytes == viaTree, "\(label)")
        if case .decoded = viaTree { return (document.drags != nil, true) }
        return (document.drags != nil, false)
    }

    enum Outcome: Equatable {
        case decoded(Scenario)
        /// The issues with their paths and positions, which the lines do not all show.
        case refused(ScenarioError)
    }

    static func outcome(_ decode: () throws(ScenarioError) -> Scenario) -> Outcome {
        do { return .decoded(try decode()) } catch { return .refused(error) }
    }

    /// Every value, key and position of a tree, as text.
    static func render(_ node: JSONNode) -> String {
        let at = "@\(node.position.line):\(node.position.column)"
        switch node.value {
        case .null: return "null" + at
        case let .bool(flag): return "\(flag)" + at
        case let .number(value, literal): return "\(value.bitPattern)/\(literal.text)" + at
        case let .string(text): return text.debugDescription + at
        case let .array(elements): return "[" + elements.map(render).joined(separator: ",") + "]" + at
        case let .object(members):
            let inner = members.map { member in
                "\(member.key.debugDescription)@\(member.keyPosition.line):\(member.keyPosition.column)=\(render(member.value))"
            }
            return "{" + inner.joined(separator: ",") + "}" + at
        }
    }
}

/// Scenario files whose `gestures` are mostly plain drags, written in many layouts, with now and
/// then one thing a skim must not read itself: a key or a value in another form or of another
/// type, an `id`, a touch gesture, a number only `strtod` reads, gestures out of order, overlapping
/// or past the end, off the screen, a syntax error, a second `gestures`.
enum GestureDocument {
    static let spaces = ["", " ", "\n  ", "\t", "\r\n", "\n\n    "]
    static let plainNumbers = ["0.1", "320", "-120", "0.4", "0", "2.5", "1.25", "0.05", "-0", "599.9", "12"]
    static let oddNumbers = [
        "1e2", "1E-1", "0.10", "01", "1.", "-", ".5", "1234567890123456789", "1e400", "600.0000001", "-1", "+1",
        "0x10", "1.5e", "3.", "\"0.4\"", "null", "true", "[1]", "{\"at\": 1}", "NaN", "123456789012345.5", "1e-400",
    ]
    static let easings = ["easeOut", "linear", "easeIn", "easeInOut"]
    static let oddEasings = [
        "EaseOut", "ease\\u004Fut", "easeOut ", "\u{00E9}", "\u{212A}", "", "ease\\nOut", "spring", "linear\\t",
    ]
    static let oddKeys = ["\\u0061t", "At", "id", "touches", "x", "hold\\u0041fter", " at", "\u{00E0}t", "startZ"]

    static func make(_ random: inout SeededGenerator) -> String {
        let odd = Int.random(in: 0..<100, using: &random)
        let space = spaces.randomElement(using: &random)!
        var gestures: [String] = []
        // In tenths of a second: a sum of doubles would soon be written with 17 digits.
        var tenths = Int.random(in: 0...3, using: &random)
        var at: Double { Double(tenths) / 10 }
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            gestures.append(drag(at: at, space: space, &random))
            tenths += Int.random(in: 13...20, using: &random)
        }
        // One oddity in about half the documents, at a random gesture.
        if odd < 50, !gestures.isEmpty {
            let index = Int.random(in: gestures.indices, using: &random)
            gestures[index] = oddElement(at: at, space: space, &random)
        } else if odd < 55 {
            gestures.shuffle(using: &random)
        }
        let separator = "," + spaces.randomElement(using: &random)!
        var array = "[" + space + gestures.joined(separator: separator) + space + "]"
        if odd == 60 { array = "{}" }
        if odd == 61 { array = "[" + gestures.joined(separator: ",") + ",]" }
        if odd == 62 { array = String(array.dropLast()) }
        let duration = [" 20", " 600", " 30", " 2"].randomElement(using: &random)!
        var members = [
            "\"name\": \"skim\"", "\"duration\":" + duration, "\"content\": {\"height\": 5000}", "\"gestures\":" + space + array,
        ]
        if Bool.random(using: &random) { members.append("\"device\": {\"viewportWidth\": 300, \"viewportHeight\": 500}") }
        if odd == 63 { members.append("\"gestures\": [{\"at\": 1, \"distance\": 5, \"duration\": 1}]") }
        if odd == 64 { members.append("\"frameRate\": 0x") }
        members.shuffle(using: &random)
        let document = "{" + space + members.joined(separator: "," + space) + space + "}"
        if odd == 65 { return String(document.prefix(Int.random(in: 0..<document.count, using: &random))) }
        return document
    }

    static func drag(at: Double, space: String, _ random: inout SeededGenerator) -> String {
        var members = ["\"at\": \(Format.shortest(at))"]
        members.append("\"distance\":" + space + plainNumbers.randomElement(using: &random)!)
        members.append("\"duration\": " + ["0.4", "0.2", "0.05", "1"].randomElement(using: &random)!)
        if Bool.random(using: &random) { members.append("\"holdAfter\": " + ["0.1", "0", "0.25"].randomElement(using: &random)!) }
        if Bool.random(using: &random) { members.append("\"easing\": \"" + easings.randomElement(using: &random)! + "\"") }
        if Int.random(in: 0..<4, using: &random) == 0 {
            members.append("\"startX\": " + ["10", "150.5", "299"].randomElement(using: &random)!)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            members.append("\"startY\": " + ["0", "250", "499.5"].randomElement(using: &random)!)
        }
        if Bool.random(using: &random) { members.shuffle(using: &random) }
        return "{" + space + members.joined(separator: "," + space) + space + "}"
    }

    static func oddElement(at: Double, space: String, _ random: inout SeededGenerator) -> String {
        let plain = drag(at: at, space: space, &random)
        switch Int.random(in: 0..<14, using: &random) {
        case 0:
            return plain.replacingOccurrences(
                of: "\"distance\":" + space, with: "\"distance\":" + oddNumbers.randomElement(using: &random)! + " ,\"x\":")
        case 1, 2:
            let number = oddNumbers.randomElement(using: &random)!
            return plain.replacingOccurrences(of: "\"duration\": ", with: "\"duration\": \(number)\(space), \"holdAfter\": ")
        case 3:
            return
                "{\"at\": \(Format.shortest(at)), \"distance\": 10, \"duration\": 0.1, \"easing\": \"\(oddEasings.randomElement(using: &random)!)\"}"
        case 4:
            return "{\"\(oddKeys.randomElement(using: &random)!)\": 1, \"at\": \(Format.shortest(at)), \"distance\": 10, \"duration\": 0.1}"
        case 5: return "{\"at\": \(Format.shortest(at)), \"touches\": [[0, 0], [0.1, 40]]}"
        case 6: return ["[]", "null", "3", "\"drag\"", "{}", "{ }", "[{\"at\": 1}]"].randomElement(using: &random)!
        case 7: return "{\"at\": \(Format.shortest(at)), \"at\": 2, \"distance\": 10, \"duration\": 0.1}"
        case 8: return "{\"at\": \(Format.shortest(at)), \"distance\": 10}"
        case 9: return "{\"at\": \(Format.shortest(at)), \"distance\": 10, \"duration\": 0.1, \"startX\": 300, \"startY\": 900}"
        case 10: return "{\"at\" \(Format.shortest(at)), \"distance\": 10, \"duration\": 0.1}"
        case 11: return "{\"at\": \(Format.shortest(at)) \"distance\": 10, \"duration\": 0.1}"
        case 12: return "{\"at\": 0.2, \"distance\": 10, \"duration\": 30, \"id\": \"pull\"}"
        default: return "{\"at\": \(Format.shortest(at)), \"distance\": 10, \"duration\": 0.1,}"
        }
    }
}
