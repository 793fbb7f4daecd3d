import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

struct ScenarioJSONTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func nestingIsBoundedWithoutExhaustingTheStack() {
        let limit = ScenarioLimits.maxNestingDepth
        #expect(syntaxError(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)) == nil)
        #expect(
            syntaxError(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
                == JSONSyntaxError("nesting is deeper than the limit of 64 levels", at: SourcePosition(line: 1, column: 65)))
        // A million brackets would overflow a naive recursive parser.
        let deep = syntaxError(String(repeating: "{\"a\":[", count: 1_000_000))
        #expect(deep?.message == "nesting is deeper than the limit of 64 levels")
    }

    @Test func numbersFollowTheJSONGrammar() throws {
        for bad in ["01", "1.", "-", ".5", "1e", "+1", "0x10", "1e+"] {
            #expect(syntaxError("[\(bad)]") != nil, "\(bad) should be refused")
        }
        guard case let .array(items) = try parse("[0, -0.5, 1e400, 2.5E-3]").value, items.count == 4 else {
            Issue.record("expected an array of 4")
            return
        }
        guard case let .number(huge, literal) = items[2].value, case let .number(small, _) = items[3].value else {
            Issue.record("expected numbers")
            return
        }
        #expect(huge == .infinity)
        #expect(literal == "1e400")
        #expect(small == 0.0025)
    }

    /// Short decimals are read without `strtod` (Clinger's fast path): the same doubles.
    @Test func shortDecimalsReadAsDoubleReadsThem() throws {
        let literals = [
            "0", "-0", "0.1", "0.3", "-120", "600", "0.000001", "123456789012345", "1234567890123456",
            "12345678901234567890", "9007199254740993", "0.30000000000000004", "3.141592653589793", "-2.5",
            "1e-7", "1.7976931348623157e308", "4.9e-324", "99999999999999.9",
        ]
        try expectReadAsDoubleReadsThem(literals)
    }

    /// The same with seeded random literals: up to 17 digits, the dot anywhere, a sign, an exponent.
    @Test func randomDecimalsReadAsDoubleReadsThem() throws {
        var random = SeededGenerator(seed: 0x39_0D1617)
        var literals: [String] = []
        for _ in 0..<3_000 {
            var digits = (0..<Int.random(in: 1...17, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            while digits.count > 1, digits.hasPrefix("0") { digits.removeFirst() }
            let dot = Int.random(in: 0...digits.count, using: &random)
            var literal = digits
            if dot < digits.count, Bool.random(using: &random) {
                literal = String(digits.prefix(max(dot, 1))) + "." + String(digits.dropFirst(max(dot, 1)))
                if literal.hasSuffix(".") { literal += "5" }
            }
            if Bool.random(using: &random) { literal = "-" + literal }
            if Int.random(in: 0..<8, using: &random) == 0 { literal += "e\(Int.random(in: -30...30, using: &random))" }
            literals.append(literal)
        }
        try expectReadAsDoubleReadsThem(literals)
    }

    /// Each literal, in an array, is read as written and as the double `Double(_:)` reads.
    private func expectReadAsDoubleReadsThem(_ literals: [String]) throws {
        guard case let .array(items) = try parse("[" + literals.joined(separator: ", ") + "]").value, items.count == literals.count else {
            Issue.record("expected an array of \(literals.count)")
            return
        }
        for (literal, item) in zip(literals, items) {
            guard case let .number(value, written) = item.value, let expected = Double(literal) else {
                Issue.record("\(literal): expected a number")
                continue
            }
            #expect(written.text == literal)
            #expect(value.bitPattern == expected.bitPattern, "\(literal)")
        }
    }

    /// Short strings a parse made before are found again by their bytes (`ShortStrings`): many
    /// more distinct ones than it holds, of every length up to its limit and past it, differing
    /// only in their last byte, their second word or their length, each read back as written.
    @Test func repeatedShortStringsAreTheirOwnText() throws {
        var random = SeededGenerator(seed: 0x39_57A1)
        let alphabet = Array("ab")
        var texts: [String] = []
        func text(_ length: Int) -> String { String((0..<length).map { _ in alphabet.randomElement(using: &random)! }) }
        for index in 0..<4_000 {
            // Every other one the same first word: only the second tells them apart.
            texts.append(
                index % 2 == 0 ? "abababab" + text(Int.random(in: 1...8, using: &random)) : text(Int.random(in: 0...18, using: &random)))
        }
        let numbers = texts.indices.map { _ in Format.shortest(Double(Int.random(in: -999...999, using: &random)) / 8) }
        let json = "[" + zip(texts, numbers).map { "{\"\($0)\": \($1)}" }.joined(separator: ", ") + "]"
        guard case let .array(items) = try parse(json).value, items.count == texts.count else {
            Issue.record("expected an array of \(texts.count)")
            return
        }
        for (index, item) in items.enumerated() {
            guard case let .object(members) = item.value, members.count == 1, case let .number(_, literal) = members[0].value.value else {
                Issue.record("\(index): expected an object of one number")
                continue
            }
            #expect(members[0].key == texts[index], "\(index)")
            #expect(literal.text == numbers[index], "\(index)")
        }
    }

    /// Plain strings are taken whole; their columns still count Unicode scalars.
    @Test func plainStringsKeepColumnsAndRefuseBadUTF8() throws {
        guard case let .object(members) = try parse(#"{"é😀": "ü", "b": 1}"#).value, members.count == 2 else {
            Issue.record("expected an object of 2")
            return
        }
        #expect(members[0].key == "é😀")
        #expect(members[1].keyPosition == SourcePosition(line: 1, column: 13))
        #expect(members[1].value.position == SourcePosition(line: 1, column: 18))
        let invalidUTF8 = Array(#"{"a": "x"#.utf8) + [0xC3, UInt8(ascii: "\""), UInt8(ascii: "}")]
        #expect(throws: JSONSyntaxError("the string is not valid UTF-8", at: SourcePosition(line: 1, column: 7))) {
            try JSONParser.parse(invalidUTF8)
        }
    }

    /// A number's literal is its text as written, held in the value up to 15 bytes and as a
    /// string past that: each length around the limit reads back, compares equal to the same text
    /// given in code, and differs from a text one byte different.
    @Test func numberLiteralsAreTheirTextAtEveryLength() throws {
        for length in 1...40 {
            let text = "1" + String((1..<length).map { Character(String(($0 * 7 + length) % 10)) })
            guard case let .array(items) = try parse("[\(text), -\(text)]").value, items.count == 2,
                case let .number(_, positive) = items[0].value, case let .number(_, negative) = items[1].value
            else {
                Issue.record("\(text): expected two numbers")
                continue
            }
            #expect(positive.text == text)
            #expect(negative.description == "-" + text)
            #expect(positive == JSONNumberLiteral(text))
            #expect(positive != JSONNumberLiteral(String(text.dropLast()) + (text.last == "1" ? "2" : "1")))
            #expect(negative == JSONNumberLiteral("-" + text))
        }
    }

    /// `stopBytes` flags, as its lowest flag, the first byte that ends a plain run, wherever it is
    /// in the word and whatever the bytes around it: every byte value at every position.
    @Test func theFirstStopByteIsTheLowestFlag() {
        var random = SeededGenerator(seed: 0x39_F4_57)
        let plain = (0x20...0x7E).map(UInt8.init).filter { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        func stops(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 }
        var wrong = 0
        for position in 0..<8 {
            for value in 0...255 {
                for _ in 0..<4 {
                    var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &random) }
                    for before in 0..<position { bytes[before] = plain.randomElement(using: &random)! }
                    bytes[position] = UInt8(value)
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
                    let flags = JSONParser.stopBytes(word)
                    let first = flags == 0 ? 8 : flags.trailingZeroBitCount / 8
                    let expected = stops(UInt8(value)) ? position : nil
                    if let expected, first != expected { wrong += 1 }
                    if expected == nil, first <= position { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
        let allPlain = (0..<8).reduce(UInt64(0)) { $0 | UInt64(plain[$1 * 9]) << UInt64(8 * $1) }
        #expect(JSONParser.stopBytes(allPlain) == 0)
    }

    /// Keys of every length up to three words, with an escape, a non-ASCII letter or a control
    /// character at every place in them: each read as written, the value after it at its column.
    @Test func keysOfEveryLengthEndWhereTheyEnd() throws {
        var random = SeededGenerator(seed: 0x39_4E75)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789 _-")
        for length in 0...24 {
            let plain = String((0..<length).map { _ in letters.randomElement(using: &random)! })
            var cases: [(source: String, text: String?)] = [(plain, plain)]
            for place in 0...length {
                let head = String(plain.prefix(place))
                let tail = String(plain.dropFirst(place))
                cases.append((head + "\\n" + tail, head + "\n" + tail))
                cases.append((head + "é" + tail, head + "é" + tail))
                cases.append((head + "\t" + tail, nil))
            }
            for (source, text) in cases {
                let json = "{\"\(source)\": 1}"
                guard let text else {
                    #expect(syntaxError(json)?.message.hasPrefix("control character") == true, "\(json)")
                    continue
                }
                guard case let .object(members) = try parse(json).value, members.count == 1 else {
                    Issue.record("\(json): expected an object of one member")
                    continue
                }
                #expect(members[0].key == text, "\(json)")
                #expect(members[0].value.position.column == 6 + source.unicodeScalars.count, "\(json)")
            }
        }
    }

    @Test func stringsAndEscapes() throws {
        guard case let .string(text) = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#).value else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "a\"\\/\u{8}\u{C}\n\r\té😀")
        #expect(syntaxError(#""\ud83d""#)?.message == "unpaired surrogate in \\u escape")
        #expect(syntaxError(#""\x""#)?.message == "invalid escape: a backslash followed by 'x'")
        #expect(syntaxError("\"a\tb\"")?.message == "control character a tab in a string; write it as an escape like \\n")
        #expect(
            syntaxError("\"abc")
                == JSONSyntaxError("unterminated string (started at line 1, column 1)", at: SourcePosition(line: 1, column: 5)))
        let invalidUTF8: [UInt8] = [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")]
        #expect(throws: JSONSyntaxError("the string is not valid UTF-8", at: SourcePosition(line: 1, column: 1))) {
            try JSONParser.parse(invalidUTF8)
        }
    }

    /// Where each member's key and value start in a document's top-level object: (line, column) pairs.
    private func positions(_ text: String) throws -> [[Int]] {
        guard case let .object(members) = try parse(text).value else { return [] }
        return members.flatMap { [[$0.keyPosition.line, $0.keyPosition.column], [$0.value.position.line, $0.value.position.column]] }
    }

    @Test func positionsPointAtValuesAndKeys() throws {
        #expect(try positions("{\n  \"a\": 1,\n    \"b\": [true]\n}") == [[2, 3], [2, 8], [3, 5], [3, 10]])
        // Tabs and CR LF line ends, a number with a sign and an exponent: each byte a column.
        #expect(try positions("{\t\"a\":\r\n\t-1.5e+3 ,\"b\":0}") == [[1, 3], [2, 2], [2, 11], [2, 15]])
    }

    @Test func trailingTextIsRefused() {
        #expect(
            syntaxError("{} {}")
                == JSONSyntaxError("expected the end of the file after the JSON value, found '{'", at: SourcePosition(line: 1, column: 4)))
    }

    @Test func writerRoundTripsThroughTheParser() throws {
        let value: JSONValue = .object([("n", 1.5), ("s", "tab\tquote\"é"), ("a", [1, true, .null]), ("o", .object([]))])
        let text = JSONWriter.string(value)
        #expect(text == "{\n  \"n\": 1.5,\n  \"s\": \"tab\\tquote\\\"é\",\n  \"a\": [1, true, null],\n  \"o\": {}\n}\n")
        #expect(syntaxError(text) == nil)
    }
}
