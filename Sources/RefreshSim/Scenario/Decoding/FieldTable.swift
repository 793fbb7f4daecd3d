/// Declared fields compiled once, each with where its value goes, to read an object that has
/// nothing wrong with it in one pass over its members, writing each value straight into a `Root`:
/// the decoder's quick way through the objects a file holds many of (run-600s has a drag a
/// second, 600 of them).
///
/// It accepts only what the reporting path (`ObjectReader`, then `ScenarioDecoder.options`) reads
/// without an issue, and gives the values that path gives. For any other object (a key not
/// declared or given twice, a value of the wrong type or out of range, a required field missing,
/// a kind it does not read here) it answers nil, and the reporting path reads the object again and
/// says what is wrong, where, as it always has. `FieldTableTests` holds the two paths to that over
/// mutated objects of every declared field list. Reading a drag the reporting way was 11.7 k
/// instructions (keys checked against the allowed list, then each declared key looked up again,
/// paths built, `OptionValues` entries appended and searched, typed keys copied to read them).
struct FieldTable<Root>: Sendable {
    /// The declared fields, in declaration order: value slots `0..<fields.count`.
    let fields: [OptionField]
    /// Where each field's value goes. The bindings themselves, not their closures taken out into
    /// an array: an array holds a closure in its most general form, and each call then went
    /// through a reabstraction thunk (about 7 instructions a frame of run-600s, callgrind).
    private let bindings: [FieldBinding<Root>]
    /// Every key the object may have: the fields', then those read elsewhere (a gesture's `id`),
    /// which must be given at most once and are not read here.
    private let keys: [String]
    /// Per field, how its value is read, in plain values: a read copies no declaration (its
    /// summary, its unit's names).
    private let readings: [Reading]
    private let bounds: [NumberRange.Bounds]
    private let choices: [[String]]
    private let required: [Bool]
    /// `keys` and `choices` as their UTF-8 bytes, for a skim (`DragSkim`) that reads plain ASCII
    /// text without making strings: a key or a choice written in plain ASCII is the same as one of
    /// these exactly when their bytes are equal (`==` on strings compares canonical equivalents,
    /// and ASCII text is its own only canonical form among ASCII texts).
    private let keyBytes: [ShortBytes]
    private let choiceBytes: [[ShortBytes]]

    private enum Reading: Sendable {
        case bool, choice, number, integer
        /// Text is rare in the objects a table reads: the reporting path reads it.
        case elsewhere
    }

    init(_ bindings: [FieldBinding<Root>], otherKeys: [String] = []) {
        precondition(bindings.count + otherKeys.count <= UInt64.bitWidth, "a table tracks the keys it has seen in one word")
        fields = bindings.map(\.field)
        self.bindings = bindings
        keys = fields.map(\.key) + otherKeys
        readings = fields.map { field in
            switch field.kind {
            case .bool: .bool
            case .choice: .choice
            case .number: .number
            case .integer: .integer
            case .line: .elsewhere
            }
        }
        bounds = fields.map { field in
            switch field.kind {
            case let .number(range), let .integer(range): range.bounds
            case .bool, .choice, .line: NumberRange.Bounds(lower: nil, upper: nil)
            }
        }
        choices = fields.map { field in
            if case let .choice(names) = field.kind { names } else { [] }
        }
        required = fields.map(\.required)
        keyBytes = keys.map { ShortBytes(Array($0.utf8)) }
        choiceBytes = choices.map { $0.map { ShortBytes(Array($0.utf8)) } }
    }

    /// `root` with the values of an object whose members are all fine set, and each field it
    /// leaves out set to nil (its binding's default); nil when anything needs reporting.
    func values(of node: JSONNode, into root: Root) -> Root? {
        guard case let .object(members) = node.value else { return nil }
        var reading = ObjectReading(root: root)
        for index in members.indices {
            guard let slot = slot(of: members[index].key, from: reading.next), take(slot, in: &reading) else { return nil }
            guard slot < fields.count else { continue }
            guard set(members[index].value.value, as: slot, on: &reading.root) else { return nil }
        }
        return finish(reading)
    }

    /// One object read a member at a time (`values(of:)`, or a skim of the object's bytes): the
    /// root so far and the keys seen.
    struct ObjectReading {
        var root: Root
        var seen: UInt64 = 0
        /// Files list an object's keys in one order, mostly the declared one: each key is looked
        /// for first where the one before it was found.
        var next = 0
    }

    /// Notes the key at `slot` as given; false when it was given before.
    @inline(__always)
    func take(_ slot: Int, in reading: inout ObjectReading) -> Bool {
        let bit: UInt64 = 1 << UInt64(slot)
        guard reading.seen & bit == 0 else { return false }
        reading.seen |= bit
        reading.next = slot + 1
        return true
    }

    /// The root with each field the object left out set to nil (its binding's default); nil when
    /// a required one is left out.
    func finish(_ reading: ObjectReading) -> Root? {
        var root = reading.root
        for slot in fields.indices where reading.seen & (1 << UInt64(slot)) == 0 {
            if required[slot] { return nil }
            if let setDefault = bindings[slot].setDefault { setDefault(&root) } else { bindings[slot].set(&root, nil) }
        }
        return root
    }

    private func slot(of key: String, from start: Int) -> Int? {
        if start < keys.count, keys[start].isSameKey(key) { return start }
        return keys.firstIndex { $0.isSameKey(key) }
    }

    /// `slot(of:from:)` for a key written in plain ASCII, `bytes[range]`.
    /// Nil for a key longer than `ShortBytes` holds, which the skim leaves to the node path.
    func slot(ofASCII range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard range.count <= ShortBytes.maxCount else { return nil }
        let key = ShortBytes(bytes, range)
        if start < keyBytes.count, keyBytes[start] == key { return start }
        return keyBytes.firstIndex(of: key)
    }

    /// Whether the field at `slot` is a number; false for a key read elsewhere.
    func isNumber(_ slot: Int) -> Bool { slot < fields.count && readings[slot] == .number }
    /// Whether the field at `slot` is a choice; false for a key read elsewhere.
    func isChoice(_ slot: Int) -> Bool { slot < fields.count && readings[slot] == .choice }

    /// Sets the number field at `slot` as `set(_:as:on:)` sets a number value.
    @inline(__always)
    func set(number: Double, as slot: Int, on root: inout Root) -> Bool {
        guard bounds[slot].admits(number) else { return false }
        if let setNumber = bindings[slot].setNumber { setNumber(&root, number) } else { bindings[slot].set(&root, .number(number)) }
        return true
    }

    /// Sets the choice field at `slot` to the choice written in plain ASCII, `bytes[range]`, as
    /// `set(_:as:on:)` sets a string value.
    /// False for a choice longer than `ShortBytes` holds.
    func set(choiceASCII range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, as slot: Int, on root: inout Root) -> Bool {
        guard range.count <= ShortBytes.maxCount, let choice = choiceBytes[slot].firstIndex(of: ShortBytes(bytes, range)) else {
            return false
        }
        set(choice: choice, text: { choices[slot][choice] }, as: slot, on: &root)
        return true
    }

    @inline(__always)
    private func set(choice: Int, text: () -> String, as slot: Int, on root: inout Root) {
        if let setChoice = bindings[slot].setChoice { setChoice(&root, choice) } else { bindings[slot].set(&root, .choice(text())) }
    }

    /// Sets the field at `slot` to `value` if the reporting path's readers (`IssueLog.number` and
    /// the others) accept it, and says whether they do, without the words for what they refuse.
    @inline(__always)
    private func set(_ value: JSONNode.Value, as slot: Int, on root: inout Root) -> Bool {
        switch readings[slot] {
        case .bool:
            guard case let .bool(flag) = value else { return false }
            bindings[slot].set(&root, .bool(flag))
        case .choice:
            guard case let .string(text) = value, let choice = choices[slot].firstIndex(of: text) else { return false }
            set(choice: choice, text: { text }, as: slot, on: &root)
        case .number:
            guard case let .number(number, _) = value else { return false }
            return set(number: number, as: slot, on: &root)
        case .integer:
            guard case let .number(number, _) = value, bounds[slot].admits(number), number == number.rounded(),
                let whole = Int(exactly: number)
            else { return false }
            bindings[slot].set(&root, .integer(whole))
        case .elsewhere:
            return false
        }
        return true
    }
}

/// One declared field and how its value is set on a `Root`: its typed key's value, or the key's
/// default when the object leaves it out (nil).
struct FieldBinding<Root>: Sendable {
    let field: OptionField
    let set: @Sendable (inout Root, OptionField.Value?) -> Void
    /// For a number field, `set` given the number itself, and for a choice, given its place in the
    /// field's choices (the key's cases, in order): what the key's `read` makes of that value,
    /// without the value made, read back and released. Setting a drag's four numbers and its
    /// easing (`Easing(rawValue:)`, a string switch) the general way was 5 instructions a frame
    /// of `Benchmarks/run-600s.json` (callgrind).
    private(set) var setNumber: (@Sendable (inout Root, Double) -> Void)?
    private(set) var setChoice: (@Sendable (inout Root, Int) -> Void)?
    /// `set` given nil, for an optional number: the key's default, read once (a key's `read` is a
    /// function of what it is given). Setting a left-out drag's `startX` and `startY` through `set` and the key's `read`
    /// was 2.5 instructions a frame of `Benchmarks/run-600s.json` (callgrind).
    private(set) var setDefault: (@Sendable (inout Root) -> Void)?

    init<Value>(_ key: OptionKey<Value>, _ set: @escaping @Sendable (inout Root, Value) -> Void) {
        self.init(reading: key, set)
    }

    /// A number: `OptionKey.number`'s `read` gives a given number as it is.
    init(_ key: OptionKey<Double>, _ set: @escaping @Sendable (inout Root, Double) -> Void) {
        self.init(reading: key, set)
        if case .number = key.field.kind { setNumber = set }
    }

    /// An optional number (a touch-down's `startX`): left out, the key's default.
    init(_ key: OptionKey<Double?>, _ set: @escaping @Sendable (inout Root, Double?) -> Void) {
        self.init(reading: key, set)
        let fallback = key.read(nil)
        setDefault = { root in set(&root, fallback) }
    }

    /// A choice: `OptionKey.choice`'s `read` gives the case whose raw value is the name given.
    init<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: OptionKey<Choice>, _ set: @escaping @Sendable (inout Root, Choice) -> Void
    ) where Choice.RawValue == String {
        self.init(reading: key, set)
        let cases = Array(Choice.allCases)
        if case let .choice(names) = key.field.kind, names == cases.map(\.rawValue) {
            setChoice = { root, choice in set(&root, cases[choice]) }
        }
    }

    private init<Value>(reading key: OptionKey<Value>, _ set: @escaping @Sendable (inout Root, Value) -> Void) {
        field = key.field
        let read = key.read
        self.set = { root, value in set(&root, read(value)) }
    }

    init(field: OptionField, set: @escaping @Sendable (inout Root, OptionField.Value?) -> Void) {
        self.field = field
        self.set = set
    }

    /// The same field setting a part of a larger value (a drag's touch-down point): `part` hands
    /// the part to the setter it is given. A closure, not a key path: a write through a key path
    /// goes through the runtime, about 100 instructions a field.
    func lifted<Whole>(_ part: @escaping @Sendable (inout Whole, (inout Root) -> Void) -> Void) -> FieldBinding<Whole> {
        let set = set
        var whole = FieldBinding<Whole>(field: field) { whole, value in part(&whole) { set(&$0, value) } }
        if let setNumber {
            whole.setNumber = { whole, number in part(&whole) { setNumber(&$0, number) } }
        }
        if let setChoice {
            whole.setChoice = { whole, choice in part(&whole) { setChoice(&$0, choice) } }
        }
        if let setDefault {
            whole.setDefault = { whole in part(&whole) { setDefault(&$0) } }
        }
        return whole
    }
}

extension FieldTable where Root == OptionValues {
    /// Any declared fields, read into option values as `ScenarioDecoder.options` reads them (with
    /// each left-out field's default when `fillingDefaults`).
    init(_ fields: [OptionField], otherKeys: [String] = [], fillingDefaults: Bool) {
        self.init(
            fields.map { field in
                FieldBinding(field: field) { values, value in
                    if let value = value ?? (fillingDefaults ? field.defaultValue : nil) { values[field.key] = value }
                }
            }, otherKeys: otherKeys)
    }
}

/// Up to 16 bytes as two words (the first byte lowest, zero-padded) and their count, compared in
/// two word compares; longer texts are all one value, equal to no short one, so a text is looked
/// up by its `ShortBytes` only when it is short (`FieldTable.slot(ofASCII:in:from:)`). A key
/// compared a byte at a time, or by `elementsEqual` over raw buffers, was 70–90 instructions
/// (callgrind).
struct ShortBytes: Sendable, Equatable {
    /// The longest text a value holds.
    static var maxCount: Int { 16 }

    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var count = -1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16 else { return }
        withUnsafeMutableBytes(of: &low) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).prefix(8))) }
        if bytes.count > 8 {
            withUnsafeMutableBytes(of: &high) {
                $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).dropFirst(8)))
            }
        }
        count = bytes.count
    }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { ShortBytes($0) }
    }

    /// `bytes[range]`'s: two loads and masks where 16 bytes from its start are in `bytes` (the
    /// copy calls `memcpy`, 2 instructions a frame of run-600s for a drag's keys, callgrind).
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let count = range.count
        guard count <= 16, range.lowerBound + 16 <= bytes.count else {
            self = ShortBytes(UnsafeBufferPointer(rebasing: bytes[range]))
            return
        }
        let start = UnsafeRawPointer(bytes.baseAddress! + range.lowerBound)
        // `<<` by 64 or more gives 0: the masks of 8 and 16 bytes are all ones.
        let lowMask = (UInt64(1) << UInt64(8 * min(count, 8))) &- 1
        let highMask = (UInt64(1) << UInt64(8 * max(count - 8, 0))) &- 1
        low = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self)) & lowMask
        high = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & highMask
        self.count = count
    }
}
