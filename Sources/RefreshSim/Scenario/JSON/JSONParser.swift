/// A strict RFC 8259 JSON parser that keeps source positions.
///
/// Nesting is bounded by `maxDepth`, so the recursion can never exhaust the stack however the
/// input is made; anything deeper is refused with a syntax error at the offending bracket.
public struct JSONParser {
    public static func parse(_ bytes: [UInt8], maxDepth: Int = ScenarioLimits.maxNestingDepth)
        throws(JSONSyntaxError) -> JSONNode
    {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    /// The same, with the first top-level member named `skim.key` whose value is an array read by
    /// `skim` (`ArraySkim`): the node of that value is then an empty array at the array's
    /// position, and the second value says where the array is, to read it again as nodes.
    static func parse(_ bytes: [UInt8], maxDepth: Int = ScenarioLimits.maxNestingDepth, skimming skim: ArraySkim)
        throws(JSONSyntaxError) -> (root: JSONNode, skimmed: Mark?)
    {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        parser.skim = skim
        let root = try parser.parseDocument()
        return (root, parser.skimmed)
    }

    /// The value at `mark` (a place an earlier parse of the same bytes reached, `depth` levels in),
    /// as that parse would have read it as nodes.
    static func value(in bytes: [UInt8], at mark: Mark, depth: Int, maxDepth: Int = ScenarioLimits.maxNestingDepth)
        throws(JSONSyntaxError) -> JSONNode
    {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        (parser.index, parser.line, parser.column) = (mark.index, mark.line, mark.column)
        return try parser.parseValue(depth: depth)
    }

    /// A place in the bytes and its line and column.
    struct Mark: Sendable {
        var index: Int
        var line: Int
        var column: Int
    }

    /// Reads the elements of one array a value at a time, without nodes: `begin` starts a reading,
    /// `element` reads one element from the parser's place and says whether it took it. On false
    /// the parser goes back to the array's start and reads it as nodes, as without a skim: a skim
    /// takes only what it reads exactly as the nodes would be read, and leaves anything else
    /// (every syntax error among it) to the parser.
    struct ArraySkim {
        let key: String
        let begin: () -> Void
        let element: (inout JSONParser) -> Bool
    }

    let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0
    private var line = 1
    private var column = 1
    private var shortStrings = ShortStrings()
    /// Taken by the first member it may read, whether it then reads it or not.
    private var skim: ArraySkim?
    private var skimmed: Mark?

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var mark: Mark { Mark(index: index, line: line, column: column) }

    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == ASCII.newline {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {  // UTF-8 continuation bytes do not start a new column
            column += 1
        }
    }

    /// Moves past spaces, tabs and line breaks. No byte above a space is one: most values and
    /// keys follow one another with none between, and are seen at once.
    @inline(__always)
    mutating func skipWhitespace() {
        if index < bytes.count, bytes[index] > ASCII.space { return }
        skipWhitespaceBytes()
    }

    // A loop of its own rather than `advance()` a byte: indentation is a third of a scenario's bytes.
    // The place in locals, stored back once: storing it at every byte was half the loop.
    // After a line break, the indentation's spaces are counted eight at a time (a space is a
    // column): a byte a time, each of a scenario's lines paid its indentation twice over.
    private mutating func skipWhitespaceBytes() {
        var (index, line, column) = (self.index, self.line, self.column)
        defer { (self.index, self.line, self.column) = (index, line, column) }
        bytes.withUnsafeBufferPointer { bytes in
            while index < bytes.count {
                let byte = bytes[index]
                if byte == ASCII.newline {
                    line += 1
                    column = 1
                    index += 1
                    while index + 8 <= bytes.count {
                        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                        let notSpaces = word ^ 0x2020_2020_2020_2020
                        let spaces = notSpaces == 0 ? 8 : notSpaces.trailingZeroBitCount / 8
                        index += spaces
                        column += spaces
                        if spaces < 8 { break }
                    }
                    continue
                } else if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
                    column += 1
                } else {
                    return
                }
                index += 1
            }
        }
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message, at: position)
    }

    private func unexpected(expected: String) -> JSONSyntaxError {
        guard let byte = current else { return error("unexpected end of file, expected \(expected)") }
        return error("expected \(expected), found \(Self.describe(byte))")
    }

    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        switch byte {
        case ASCII.space: return "a space"
        case ASCII.newline: return "a line break"
        case ASCII.tab: return "a tab"
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex.count < 2 ? "0" + hex : hex)"
        }
    }

    // MARK: - Values

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 byte order mark
        skipWhitespace()
        if current == nil { throw error("the file is empty, expected a JSON object") }
        let root = try parseValue(depth: 0)
        skipWhitespace()
        if current != nil { throw unexpected(expected: "the end of the file after the JSON value") }
        return root
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        switch current {
        case ASCII.openBrace?: return try parseObject(depth: depth + 1)
        case ASCII.openBracket?: return try parseArray(depth: depth + 1)
        case ASCII.quote?: return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t")?:
            try parseLiteral("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f")?:
            try parseLiteral("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n")?:
            try parseLiteral("null")
            return JSONNode(.null, at: start)
        case let byte? where byte == ASCII.minus || ASCII.isDigit(byte):
            return try parseNumber()
        default:
            throw unexpected(expected: "a value")
        }
    }

    private mutating func enterContainer(depth: Int) throws(JSONSyntaxError) {
        if depth > maxDepth { throw error("nesting is deeper than the limit of \(maxDepth) levels") }
        advance()
        skipWhitespace()
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        try enterContainer(depth: depth)
        var members: [JSONMember] = []
        if current == ASCII.closeBrace {
            advance()
            return JSONNode(.object(members), at: start)
        }
        // Room for a gesture's or an option object's members at once: growing from empty was a
        // sixth of parsing run-600s.json (callgrind).
        members.reserveCapacity(8)
        while true {
            guard current == ASCII.quote else {
                if current == ASCII.closeBrace { throw error("trailing comma before '}'") }
                throw unexpected(expected: "a key in double quotes")
            }
            let keyPosition = position
            let key = try parseString()
            skipWhitespace()
            guard current == ASCII.colon else { throw unexpected(expected: "':' after the key \"\(key)\"") }
            advance()
            skipWhitespace()
            let value =
                if depth == 1, let skim, key == skim.key, let skimmed = skimArray(skim, depth: depth + 1) {
                    skimmed
                } else {
                    try parseValue(depth: depth)
                }
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case ASCII.comma?:
                advance()
                skipWhitespace()
            case ASCII.closeBrace?:
                advance()
                return JSONNode(.object(members), at: start)
            default:
                throw unexpected(expected: "',' or '}' after an object member")
            }
        }
    }

    /// The array at the parser's place read by `skim`, as an empty array's node; nil, back at
    /// the array's start, when it is not an array within the depth limit or `skim` leaves it.
    private mutating func skimArray(_ skim: ArraySkim, depth: Int) -> JSONNode? {
        self.skim = nil
        // Its elements are a level deeper.
        guard current == ASCII.openBracket, depth + 1 <= maxDepth else { return nil }
        let start = mark
        let startPosition = position
        advance()
        skipWhitespace()
        skim.begin()
        if current != ASCII.closeBracket {
            while true {
                guard skim.element(&self) else {
                    (index, line, column) = (start.index, start.line, start.column)
                    return nil
                }
                skipWhitespace()
                if current == ASCII.closeBracket { break }
                guard current == ASCII.comma else {
                    (index, line, column) = (start.index, start.line, start.column)
                    return nil
                }
                advance()
                skipWhitespace()
            }
        }
        advance()
        skimmed = start
        return JSONNode(.array([]), at: startPosition)
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = position
        try enterContainer(depth: depth)
        var elements: [JSONNode] = []
        if current == ASCII.closeBracket {
            advance()
            return JSONNode(.array(elements), at: start)
        }
        while true {
            if current == ASCII.closeBracket { throw error("trailing comma before ']'") }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case ASCII.comma?:
                advance()
                skipWhitespace()
            case ASCII.closeBracket?:
                advance()
                return JSONNode(.array(elements), at: start)
            default:
                throw unexpected(expected: "',' or ']' after an array element")
            }
        }
    }

    private mutating func parseLiteral(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard current == expected else { throw unexpected(expected: "`\(word)`") }
            advance()
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = position
        let startIndex = index
        let short = try scanNumber()
        // Through the buffer, as strings are: a slice of the array retained and released it.
        let end = index
        let literal = bytes.withUnsafeBufferPointer { buffer in
            JSONNumberLiteral(UnsafeBufferPointer(rebasing: buffer[startIndex..<end]))
        }
        guard let value = short ?? Double(literal.text) else {
            throw JSONSyntaxError("invalid number \(literal)", at: start)
        }
        return JSONNode(.number(value, literal: literal), at: start)
    }

    /// The number at the parser's place as `parseNumber` reads it, when it reads it without
    /// `strtod` (`ShortDecimal`); nil, somewhere in it, for any other.
    mutating func shortNumber() -> Double? {
        try? scanNumber()
    }

    /// Moves over a number, giving its value when `ShortDecimal` holds it. Read with a place of
    /// its own, stored back once (and before an error, which says where): a number's bytes are
    /// ASCII digits, signs and dots, a column each, and storing the place at every byte was half
    /// of reading a number (callgrind).
    private mutating func scanNumber() throws(JSONSyntaxError) -> Double? {
        let startIndex = index
        let count = bytes.count
        var at = index
        // The digits as a whole number while they are read, for `short` below.
        var digits = ShortDecimal()
        func byte(_ at: Int) -> UInt8? { at < count ? bytes[at] : nil }
        func isDigit(_ at: Int) -> Bool { at < count && ASCII.isDigit(bytes[at]) }
        func readDigits() {
            while isDigit(at) {
                digits.add(bytes[at])
                at += 1
            }
        }
        func moveHere() {
            column += at - index
            index = at
        }
        if byte(at) == ASCII.minus { at += 1 }
        if byte(at) == ASCII.zero {
            digits.add(ASCII.zero)
            at += 1
        } else if isDigit(at) {
            readDigits()
        } else {
            moveHere()
            throw unexpected(expected: "a digit")
        }
        if byte(at) == ASCII.dot {
            at += 1
            let whole = digits.count
            guard isDigit(at) else {
                moveHere()
                throw unexpected(expected: "a digit")
            }
            readDigits()
            digits.decimals = digits.count - whole
        }
        if byte(at) == UInt8(ascii: "e") || byte(at) == UInt8(ascii: "E") {
            digits.isShort = false
            at += 1
            if byte(at) == ASCII.plus || byte(at) == ASCII.minus { at += 1 }
            guard isDigit(at) else {
                moveHere()
                throw unexpected(expected: "a digit")
            }
            readDigits()
        }
        moveHere()
        return digits.value.map { bytes[startIndex] == ASCII.minus ? -$0 : $0 }
    }

    /// `-12.345`: a number with no exponent and at most 15 digits, whose digits as a whole number
    /// and whose power of ten are both exact doubles, so one division rounds correctly (Clinger's
    /// fast path); any other `Double(_:)` (`strtod`) reads, slower. Gathered while the digits are
    /// read: reading them a second time was a third of reading a number (callgrind).
    private struct ShortDecimal {
        var digits: UInt64 = 0
        var count = 0
        var decimals = 0
        var isShort = true

        @inline(__always)
        mutating func add(_ byte: UInt8) {
            guard count < 15 else {
                isShort = false
                return
            }
            // At most 15 digits: no overflow.
            digits = digits &* 10 &+ UInt64(byte &- ASCII.zero)
            count &+= 1
        }

        /// The magnitude, nil when the fast path does not apply.
        var value: Double? { isShort ? Double(digits) / JSONParser.powerOfTen(decimals) : nil }
    }

    /// 10^exponent for 0...15, each exact: a table in a static `let` was a `swift_once` check at
    /// every number.
    static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        default: 1e15
        }
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        if let plain = try parsePlainString() { return plain }
        let start = position
        advance()  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string (started at \(start))") }
            switch byte {
            case ASCII.quote:
                advance()
                // Decoding repairs bad bytes to U+FFFD, so the bytes survive only if they were
                // valid (`String(validating:as:)` does this in one step, but needs macOS 15).
                let string = String(decoding: utf8, as: UTF8.self)
                guard string.utf8.elementsEqual(utf8) else {
                    throw JSONSyntaxError("the string is not valid UTF-8", at: start)
                }
                return string
            case ASCII.backslash:
                advance()
                try parseEscape(into: &utf8)
            case ..<0x20:
                throw error("control character \(Self.describe(byte)) in a string; write it as an escape like \\n")
            default:
                utf8.append(byte)
                advance()
            }
        }
    }

    /// A string with no escape and no control character, the usual kind, taken as its bytes
    /// stand; nil leaves anything else to `parseString`'s byte-by-byte reading. Copying and
    /// checking strings a byte at a time, and `strtod`, were half of parsing run-600s
    /// (0.75 → 0.38 ms without).
    private mutating func parsePlainString() throws(JSONSyntaxError) -> String? {
        let first = index + 1
        // Scanned and decoded through the buffer: a slice of the array retained and released it
        // for every key and string value (callgrind).
        let scanned: (end: Int, columns: Int, string: String, isASCII: Bool)? = bytes.withUnsafeBufferPointer { buffer in
            var end = Self.plainASCIIEnd(in: buffer, from: first)
            var columns = 2 + end - first  // the quotes and the plain bytes
            var isASCII = true
            while end < buffer.count {
                let byte = buffer[end]
                if byte == ASCII.quote || byte == ASCII.backslash || byte < 0x20 { break }
                if byte >= 0x80 { isASCII = false }
                if byte & 0xC0 != 0x80 { columns += 1 }
                end += 1
            }
            guard end < buffer.count, buffer[end] == ASCII.quote else { return nil }
            let text = UnsafeBufferPointer(rebasing: buffer[first..<end])
            let string =
                isASCII && text.count <= ShortStrings.maxBytes ? shortStrings.string(text) : String(decoding: text, as: UTF8.self)
            return (end, columns, string, isASCII)
        }
        guard let scanned else { return nil }
        // Decoding repairs bad bytes to U+FFFD, so the bytes survive only if they were valid.
        guard scanned.isASCII || scanned.string.utf8.elementsEqual(bytes[first..<scanned.end]) else {
            throw JSONSyntaxError("the string is not valid UTF-8", at: position)
        }
        index = scanned.end + 1
        column += scanned.columns
        return scanned.string
    }

    /// The bytes of the string at the parser's place, moving past it, when it is all plain ASCII
    /// (no escape, no control character): then they are the string `parseString` reads, byte for
    /// byte. Nil, in place, for any other.
    mutating func plainASCIIString() -> Range<Int>? {
        guard current == ASCII.quote else { return nil }
        let first = index + 1
        let end: Int? = bytes.withUnsafeBufferPointer { buffer in
            // The string ends at the first byte that is not plain ASCII text if it is a quote.
            let end = Self.plainASCIIEnd(in: buffer, from: first)
            return end < buffer.count && buffer[end] == ASCII.quote ? end : nil
        }
        guard let end else { return nil }
        index = end + 1
        column += end + 1 - first + 1
        return first..<end
    }

    /// Where the run of plain ASCII text (`stopBytes`) from `start` ends: the first quote,
    /// backslash, control character or byte of 0x80 and above, or the end of `buffer`. Eight bytes
    /// a step (a quote ends most strings): a byte a step was half of reading a key (callgrind).
    @inline(__always)
    private static func plainASCIIEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end + 8 <= buffer.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + end).loadUnaligned(as: UInt64.self))
            let stops = stopBytes(word)
            // The lowest flag is exact (`stopBytes`).
            if stops != 0 { return end + stops.trailingZeroBitCount / 8 }
            end += 8
        }
        while end < buffer.count {
            let byte = buffer[end]
            if byte == ASCII.quote || byte == ASCII.backslash || byte < 0x20 || byte >= 0x80 { return end }
            end += 1
        }
        return end
    }

    /// A flag (the byte's high bit) at each byte of `word` (eight bytes, the first lowest) that
    /// ends a plain ASCII run in a string: a quote, a backslash, a control character, or a byte of
    /// 0x80 and above. A byte above a flagged one may be flagged falsely (a borrow), so only the
    /// lowest flag says where; it is exact.
    static func stopBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let quotes = zeroBytes(word ^ (ones &* UInt64(ASCII.quote)))
        let backslashes = zeroBytes(word ^ (ones &* UInt64(ASCII.backslash)))
        let controls = (word &- ones &* 0x20) & ~word & highs
        return quotes | backslashes | controls | (word & highs)
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unterminated string") }
        if let replacement = Self.simpleEscapes[byte] {
            utf8.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("invalid escape: a backslash followed by \(Self.describe(byte))") }
        let escapePosition = position
        advance()
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code) {
            guard current == ASCII.backslash else { throw JSONSyntaxError("unpaired surrogate in \\u escape", at: escapePosition) }
            advance()
            guard current == UInt8(ascii: "u") else { throw JSONSyntaxError("unpaired surrogate in \\u escape", at: escapePosition) }
            advance()
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw JSONSyntaxError("unpaired surrogate in \\u escape", at: escapePosition) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw JSONSyntaxError("unpaired surrogate in \\u escape", at: escapePosition) }
        UTF8.encode(scalar) { utf8.append($0) }
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        ASCII.quote: ASCII.quote, ASCII.backslash: ASCII.backslash, UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): ASCII.newline,
        UInt8(ascii: "r"): ASCII.carriageReturn, UInt8(ascii: "t"): ASCII.tab,
    ]

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = ASCII.hexValue(byte) else {
                throw unexpected(expected: "four hex digits after \\u")
            }
            code = code << 4 | UInt32(digit)
            advance()
        }
        return code
    }
}

enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let tab = UInt8(ascii: "\t")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= UInt8(ascii: "9") }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case zero...UInt8(ascii: "9"): byte - zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
