import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// `FieldTable` reads in one pass the objects the reporting path (`ObjectReader`, then
/// `ScenarioDecoder.options`) reads without an issue, and only those, with the same values:
/// checked over thousands of seeded objects built from every declared field list (a drag's, each
/// kind's options, each object's fields), right, wrong and nearly right.
struct FieldTableTests {
    /// Each field list with the keys others read, as the decoder gives them to `ObjectReader`.
    static var tables: [(name: String, fields: [OptionField], otherKeys: [String])] {
        let vocabulary = Vocabulary.bundled
        return [("drag", ScenarioFields.drag + ScenarioFields.touchDown, ["id"])]
            + vocabulary.strategies.map { ("strategy \($0.name)", $0.options, ["kind"]) }
            + vocabulary.loaders.map { ("loader \($0.name)", $0.options, ["kind"]) }
            + vocabulary.appCalls.map { ("call \($0.name)", $0.options, ["at", "call"]) }
            + [
                ("device", Device.fields.declarations, []), ("physics", PhysicsOptions.fields.declarations, []),
                ("mainThread", MainThreadCosts.fields.declarations, []), ("analysis", GlitchThresholds.fields.declarations, []),
                ("contentInset", AppContentInset.fields.declarations, []), ("top", ScenarioFields.top, []),
                ("reaction", ScenarioFields.reaction, []),
            ]
    }

    @Test func readsWhatTheReportingPathReadsCleanlyAndNothingElse() throws {
        var random = SeededGenerator(seed: 0x39_DEC0DE)
        var read = 0
        var refused = 0
        for table in Self.tables where !table.fields.isEmpty {
            for fillingDefaults in [true, false] {
                let compiled = FieldTable(table.fields, otherKeys: table.otherKeys, fillingDefaults: fillingDefaults)
                for iteration in 0..<300 {
                    let text = Self.object(table.fields, otherKeys: table.otherKeys, random: &random)
                    let node = try JSONParser.parse(Array(text.utf8))
                    let log = IssueLog()
                    let decoder = ScenarioDecoder(log: log, vocabulary: .bundled)
                    let object = try #require(
                        ObjectReader(node, at: .root, log: log, allowedKeys: table.fields.map(\.key) + table.otherKeys))
                    let reported = decoder.options(table.fields, of: object, fillingDefaults: fillingDefaults)
                    let clean = log.isEmpty && reported != nil
                    let quick = compiled.values(of: node, into: OptionValues(capacity: table.fields.count))
                    let context = "\(table.name), \(iteration): \(text)"
                    guard let quick else {
                        refused += 1
                        // Refusing a clean object is allowed only for the kinds the table leaves to the reporting path.
                        let text = table.fields.contains { if case .line = $0.kind { true } else { false } }
                        #expect(!clean || text, "refused a clean object: \(context)")
                        continue
                    }
                    read += 1
                    #expect(clean, "read an object with issues \(log.issues.map(\.located)): \(context)")
                    for field in table.fields {
                        #expect(quick[field.key] == reported?[field.key], "\(field.key): \(context)")
                    }
                    // The decoder's own table writes the same drag as the reporting path's values give.
                    if table.name == "drag", fillingDefaults, let reported {
                        var drag = DragParameters()
                        for binding in ScenarioFields.dragBindings
                            + ScenarioFields.touchDownBindings.map({ $0.lifted { drag, set in set(&drag.touchDown) } })
                        {
                            binding.set(&drag, reported[binding.field.key])
                        }
                        #expect(ScenarioDecoder.dragFields.values(of: node, into: DragParameters())?.gesture == drag.gesture, "\(context)")
                    }
                }
            }
        }
        // Both outcomes, many times.
        #expect(read > 1_000, "read \(read)")
        #expect(refused > 1_000, "refused \(refused)")
    }

    /// A drag's four numbers and its easing are set through the typed setters (a number as it is,
    /// a choice by its place), which set what the general setter sets for every choice and for
    /// numbers across each range; its touch-down coordinates, optional, through the general one.
    @Test func typedSettersSetWhatTheGeneralSetterSets() {
        var typed: [String] = []
        for binding in ScenarioFields.dragBindings
            + ScenarioFields.touchDownBindings.map({ $0.lifted { drag, set in set(&drag.touchDown) } })
        {
            // Each typed call against the general setter given the same value.
            var cases: [(value: OptionField.Value, typed: (inout DragParameters) -> Void)] = []
            if let setChoice = binding.setChoice, case let .choice(names) = binding.field.kind {
                cases = names.indices.map { place in (.choice(names[place]), { setChoice(&$0, place) }) }
            }
            if let setNumber = binding.setNumber {
                cases = [0, 1e-9, 0.1, 0.4, -12.5, 320, 599.9, 1e6].map { number in (.number(number), { setNumber(&$0, number) }) }
            }
            guard !cases.isEmpty else { continue }
            typed.append(binding.field.key)
            for (value, setTyped) in cases {
                var general = DragParameters()
                binding.set(&general, value)
                var quick = DragParameters()
                setTyped(&quick)
                #expect(quick.gesture == general.gesture, "\(binding.field.key) \(value)")
            }
        }
        #expect(typed == ["at", "distance", "duration", "holdAfter", "easing"])
    }

    /// Texts longer than `ShortBytes` holds all make one `ShortBytes`: a long key written in a file
    /// is not looked up by its bytes, so it never takes the slot of another long key.
    @Test func aKeyLongerThanShortBytesHoldsIsNotLookedUpByItsBytes() throws {
        let table = try #require(Self.tables.first { $0.fields.contains { $0.key.utf8.count > ShortBytes.maxCount } })
        let compiled = FieldTable(table.fields, otherKeys: table.otherKeys, fillingDefaults: false)
        let other = Array(String(repeating: "z", count: ShortBytes.maxCount + 1).utf8)
        other.withUnsafeBufferPointer { bytes in
            #expect(compiled.slot(ofASCII: 0..<bytes.count, in: bytes, from: 0) == nil, "\(table.name)")
        }
    }

    /// Gestures read either way decode to the same scenario: the drags of run-600s, cut short.
    @Test func aDragReadInOnePassIsTheDragTheReportingPathReads() throws {
        let json = scenarioJSON(
            #""gestures": [{"at": 0.1, "distance": 320, "duration": 0.4, "holdAfter": 0.1, "easing": "easeOut"}, "#
                + #"{"id": "b", "duration": 0.5, "at": 1, "distance": -12.5, "startY": 40, "startX": 3}, "#
                + #"{"at": 2, "distance": 1, "duration": 1, "easing": "linear", "holdAfter": 0}]"#)
        let scenario = try ScenarioDecoder.decode(json, fileName: "scenario.json")
        #expect(
            scenario.gestures == [
                .drag(at: 0.1, distance: 320, duration: 0.4, holdAfter: 0.1, easing: .easeOut),
                .drag(at: 1, distance: -12.5, duration: 0.5, holdAfter: 0, easing: .easeOut, touchDown: TouchDownPoint(x: 3, y: 40)),
                .drag(at: 2, distance: 1, duration: 1, holdAfter: 0, easing: .linear),
            ])
    }

    /// An object of some of `fields` (and `otherKeys`), each value right, wrong in type, out of
    /// range or nearly a name, sometimes with a key repeated or unknown.
    static func object(_ fields: [OptionField], otherKeys: [String], random: inout SeededGenerator) -> String {
        var members: [String] = []
        for field in fields.shuffled(using: &random) where Int.random(in: 0..<5, using: &random) > 0 {
            members.append("\"\(field.key)\": \(value(for: field, random: &random))")
            if Int.random(in: 0..<40, using: &random) == 0 { members.append("\"\(field.key)\": \(value(for: field, random: &random))") }
        }
        for key in otherKeys where Bool.random(using: &random) { members.append("\"\(key)\": \"x\"") }
        if Int.random(in: 0..<30, using: &random) == 0 { members.append(#""unknownKey": 1"#) }
        if Int.random(in: 0..<30, using: &random) == 0, let field = fields.randomElement(using: &random) {
            members.append("\"\(field.key.uppercased())\": 1")
        }
        return "{" + members.shuffled(using: &random).joined(separator: ", ") + "}"
    }

    static func value(for field: OptionField, random: inout SeededGenerator) -> String {
        let wrongType = ["null", "true", "\"1\"", "[]", "{}", "1"]
        if Int.random(in: 0..<12, using: &random) == 0 { return wrongType.randomElement(using: &random)! }
        switch field.kind {
        case .bool: return Bool.random(using: &random) ? "true" : "false"
        case let .choice(names):
            let name = names.randomElement(using: &random) ?? "x"
            return Int.random(in: 0..<8, using: &random) == 0 ? "\"\(name.uppercased())\"" : "\"\(name)\""
        case let .number(range), let .integer(range):
            var candidates = ["0", "1", "-1", "0.5", "2.5", "44", "120", "1e9", "-1e9", "1e400"]
            for bound in [range.lower, range.upper].compactMap({ $0 }) {
                for nudge in [-1.0, -0.5, 0, 0.5, 1] { candidates.append(Format.shortest(bound.value + nudge)) }
            }
            return candidates.randomElement(using: &random)!
        case let .line(maxLength):
            return ["\"\"", "\"a line\"", "\"\(String(repeating: "x", count: maxLength + 1))\"", "\"tab\\there\""]
                .randomElement(using: &random)!
        }
    }
}
