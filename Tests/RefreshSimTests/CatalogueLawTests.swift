import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Laws every item of the vocabulary obeys, checked over the whole catalogue (in the manner of
/// swift-collections' conformance checkers): a kind, loader or call added later is held to them
/// with no test of its own.
struct CatalogueLawTests {
    static let kinds = Vocabulary.bundled.strategies.map(\.name)

    static func kind(_ name: String) throws -> StrategyKind {
        try #require(Vocabulary.bundled.strategy(named: name))
    }

    /// The kind's seed loader, from the top of content a little taller than the screen, and the
    /// gesture that engages it: a long pull down for a header (past UIRefreshControl's snapping
    /// height), a long push up past the bottom for a footer.
    static func defaultScenario(_ kind: StrategyKind, gestures: Bool = true) -> Scenario {
        let distance: Double = kind.role == .footer ? -500 : 500
        var scenario = Fixtures.scenario(
            kind.name, duration: 4, contentHeight: 700,
            gestures: gestures ? [Fixtures.pull(distance: distance)] : [], strategy: StrategyConfig(kind))
        if kind.list != .none { scenario.content = listContent(kind) }
        return scenario
    }

    /// A list kind's rows: 44 pt each, a little more than the screen for a trigger on the last row's
    /// display (the push shows it), 30 for one that looks ahead (a prefetch or a threshold a screen
    /// away would fire at launch over fewer).
    static func listContent(_ kind: StrategyKind) -> Content {
        var rows = ListContent()
        rows.heights = .fixed(44)
        rows.estimate = .height(44)
        rows.count = ["prefetch-last", "scroll-threshold"].contains(kind.name) ? 30 : 14
        if kind.list == .swiftUIList { rows.style = .swiftUIList }
        return Content(rows: rows)
    }

    @Test(arguments: kinds)
    func everyKindBuildsRunsItsDefaultScenarioAndMapsItsStatesToPhases(name: String) throws {
        let kind = try Self.kind(name)
        let timeline = Simulator(scenario: Self.defaultScenario(kind)).run()
        #expect(timeline.samples.count == 4 * 60 + 1)
        #expect(timeline.identity.strategies == [kind])
        #expect(timeline.identity.loaders == [kind.defaultLoader(700).definition])
        let phases = timeline.samples.map { kind.role == .footer ? $0.footerPhase : $0.headerPhase }
        guard kind.role != nil else {
            #expect(timeline.samples.allSatisfy { $0.headerPhase == nil && $0.footerPhase == nil })
            return
        }
        // Every state it shows maps to a phase of its component, from rest at the start…
        #expect(phases.allSatisfy { $0 != nil }, "a state with no phase")
        #expect(phases.first == .idle)
        // … and the gesture engages it: it leaves rest, or (`wkwebview-bad`, which ends the control
        // in the turn it fires) at least starts its action.
        let acted = timeline.events.contains { if case .refreshStart = $0.kind { true } else { false } }
        #expect(phases.contains { $0 != .idle } || acted, "the default gesture never engaged \(name)")
    }

    /// The host's one look at a strategy a frame (`currentState`, which a kind may answer on its
    /// own) gives what its three properties give, at the start of every frame of a run that
    /// engages it: the state name, the header's phase and the footer's; and for a kind that mirrors
    /// its UIRefreshControl, what the control gives (state, indicator height, no footer).
    @Test(arguments: kinds)
    func everyKindsCurrentStateIsItsThreeProperties(name: String) throws {
        let kind = try Self.kind(name)
        let watcher = StateLawWatcher()
        _ = Simulator(scenario: Self.defaultScenario(kind), observer: watcher).run()
        #expect(watcher.looks >= 4 * 60, "\(name): looked \(watcher.looks) times")
        #expect(watcher.mismatches.count == 0, "\(name): \(watcher.mismatches.prefix(3))")
        // The UIRefreshControl screens are read through their control: the law above is checked there.
        let mirroring = ["uirefreshcontrol", "wkwebview-bad", "wkwebview-good", "swiftui-refreshable", "uirefreshcontrol-async"]
        #expect((watcher.mirroredLooks > 0) == mirroring.contains(name), "\(name): \(watcher.mirroredLooks) looks through a control")
    }

    /// A strategy left alone does nothing a detector would call a glitch.
    @Test(arguments: kinds)
    func noDetectorFiresWhenNothingHappens(name: String) throws {
        let kind = try Self.kind(name)
        let scenario = Self.defaultScenario(kind, gestures: false)
        let analysis = Analyzer(thresholds: scenario.analysis).analyze(Simulator(scenario: scenario).run())
        #expect(analysis.findings.isEmpty, "\(name): \(analysis.findings.map { $0.text(.quoted) })")
    }

    /// Every detector, on a timeline in which nothing moves, finds nothing.
    @Test func noDetectorFiresOnARestingTimeline() {
        for placement in [IndicatorPlacement.none, .header, .footer] {
            var builder = TimelineBuilder(trigger: placement == .none ? nil : 60, indicator: placement)
            builder.frames(120)
            let timeline = builder.timeline
            for detector in Analyzer.standardDetectors {
                let found = detector.findings(in: timeline, thresholds: GlitchThresholds())
                #expect(found.isEmpty, "\(detector.glitch) on a resting \(placement) timeline: \(found.map(\.message))")
            }
        }
    }

    @Test func aClashingNameIsRefused() throws {
        #expect(throws: VocabularyError.taken(what: "strategy kind", name: "ego")) {
            try Vocabulary.bundled.adding(strategies: [StrategyKind("ego", "mine") { _ in NoStrategy() }])
        }
        let mine = StrategyKind("mine", "mine") { _ in NoStrategy() }
        #expect(throws: VocabularyError.twice(what: "strategy kind", name: "mine")) {
            try Vocabulary.bundled.adding(strategies: [mine, mine])
        }
        #expect(throws: VocabularyError.unnamed(what: "strategy kind")) {
            try Vocabulary.bundled.adding(strategies: [StrategyKind("", "") { _ in NoStrategy() }])
        }
        #expect(try Vocabulary.bundled.adding(strategies: [mine]).strategy(named: "mine") != nil)
        #expect(Vocabulary.bundled.strategy(named: "mine") == nil)
    }
}

/// Every strategy kind, loader kind, app call and option goes through the schema and the decoder
/// and comes back as itself; every default the schema states is the decoder's.
struct VocabularyRoundTripTests {
    static let vocabulary = Vocabulary.bundled

    private func scenario(_ members: String) -> String {
        #"{"name": "law", "duration": 2, "content": {"height": 2000}"# + (members.isEmpty ? "" : ", " + members) + "}"
    }

    /// A value the option accepts: its default, else one inside its range.
    private func sample(_ field: OptionField) -> String {
        switch (field.defaultValue, field.kind) {
        case let (.bool(value)?, _): "\(value)"
        case let (.choice(value)?, _): "\"\(value)\""
        case let (.number(value)?, _): Format.shortest(value)
        case let (.integer(value)?, _): "\(value)"
        case let (.text(value)?, _): JSONWriter.quoted(value)
        case (nil, .bool): "true"
        case (nil, .line): "\"引っ張って更新\""
        case let (nil, .choice(choices)): "\"\(choices[0])\""
        case let (nil, .number(range)), let (nil, .integer(range)): range.contains(1) ? "1" : Format.shortest(range.lower?.value ?? 0)
        }
    }

    private func object(_ kindKey: String, _ name: String, _ options: [OptionField]) -> String {
        let given = options.map { "\"\($0.key)\": \(sample($0))" }
        return "{" + (["\"\(kindKey)\": \"\(name)\""] + given).joined(separator: ", ") + "}"
    }

    /// The required options alone, then with each other option in turn (rules across options,
    /// such as "contentHeight or heightChange", allow any one).
    private func variants(_ options: [OptionField]) -> [[OptionField]] {
        let required = options.filter(\.required)
        return [required] + options.filter { !$0.required }.map { required + [$0] }
    }

    private func decode(_ json: String) throws -> Scenario {
        try ScenarioDecoder.decode(json, fileName: "law.json", vocabulary: Self.vocabulary)
    }

    @Test func everyKindLoaderAndCallRoundTripsThroughTheDecoderAndTheSchema() throws {
        var documents: [String] = []
        for kind in Self.vocabulary.strategies {
            let loader = kind.needsWebView ? #", "loader": {"kind": "webview"}"# : ""
            // A list's load-more needs rows, of a SwiftUI style for .onAppear.
            func scenario(_ members: String) -> String {
                guard kind.list != .none else { return self.scenario(members) }
                let style = kind.list == .swiftUIList ? #", "style": "swiftUIList""# : ""
                return #"{"name": "law", "duration": 2, "content": {"rows": {"count": 20\#(style)}}, "# + members + "}"
            }
            for options in variants(kind.options) {
                let json = scenario(#""strategy": "# + object("kind", kind.name, options) + loader)
                let decoded = try decode(json)
                #expect(decoded.strategy.definition == kind)
                // Every option given at its default (or a sample) reads back as given.
                #expect(decoded.strategy.options == OptionValues(kind.options, decoded.strategy.options.values))
                documents.append(json)
            }
            #expect(
                try decode(scenario(#""strategy": {"kind": "\#(kind.name)"}"# + loader)).strategy
                    == decode(
                        scenario(#""strategy": "# + object("kind", kind.name, kind.options.filter { $0.defaultValue != nil }) + loader)
                    ).strategy,
                "\(kind.name): an option given at its declared default decodes as if left out")
        }
        for loader in Self.vocabulary.loaders {
            for options in variants(loader.options) {
                let json = scenario(#""loader": "# + object("kind", loader.name, options))
                #expect(try decode(json).loader?.definition == loader)
                documents.append(json)
            }
        }
        for call in Self.vocabulary.appCalls {
            // A header and a footer that both take app calls; a component call names its target.
            let target = call.needsComponent ? #", "target": "\#(call.defaultRole ?? .header)""# : ""
            for options in variants(call.options) {
                var action = object("call", call.name, options)
                action.insert(contentsOf: #""at": 1\#(target), "#, at: action.index(after: action.startIndex))
                // A list's update, or an option that adds rows, needs content as rows (and a loader
                // that does not append content of one height).
                let rows =
                    call.content == .rows || call.check(OptionValues(call.options, given: OptionValues()).merging(options), false) != nil
                let members = #""strategy": [{"kind": "mj-header"}, {"kind": "mj-auto-footer"}], "actions": [\#(action)]"#
                let json =
                    rows
                    ? #"{"name": "law", "duration": 2, "content": {"rows": {"count": 20}}, "loader": {"kind": "delay", "seconds": 1}, \#(members)}"#
                    : scenario(members)
                let decoded = try decode(json)
                #expect(decoded.actions.map(\.call.kind) == [call])
                documents.append(json)
            }
        }
        let problems = try JSONSchemaValidator.validate(
            "[" + documents.joined(separator: ",") + "]",
            against: ScenarioSchema.json(Self.vocabulary))
        for (json, found) in zip(documents, problems) { #expect(found == [], "\(json)") }
    }

    /// Each default the schema states, given explicitly, decodes to the scenario that leaves it out.
    @Test func everyDefaultTheSchemaStatesIsTheDecoders() throws {
        let plain = try decode(scenario(""))
        var checked = 0
        for (object, key, value) in defaults(in: ScenarioSchema.document) {
            let member = "\"\(key)\": \(JSONWriter.string(value).trimmingCharacters(in: .whitespacesAndNewlines))"
            let json =
                switch object {
                case "": scenario(member)
                case "content": #"{"name": "law", "duration": 2, "content": {"height": 2000, \#(member)}}"#
                default: scenario(#""\#(object)": {\#(member)}"#)
                }
            #expect(try decode(json) == plain, "\(object).\(key) = \(value)")
            checked += 1
        }
        #expect(checked >= 20)
    }

    /// (object, key, default) for the top level and its plain objects (not kinds, which the test
    /// above covers, nor `$defs`).
    private func defaults(in schema: JSONValue) -> [(String, String, JSONValue)] {
        func properties(_ value: JSONValue) -> [(String, JSONValue)] {
            guard case let .object(members) = value else { return [] }
            if case let .object(list)? = members.first(where: { $0.0 == "properties" })?.1 { return list }
            if case let .array(branches)? = members.first(where: { $0.0 == "oneOf" })?.1 {
                return branches.flatMap(properties)
            }
            return []
        }
        func defaultValue(_ value: JSONValue) -> JSONValue? {
            guard case let .object(members) = value else { return nil }
            return members.first { $0.0 == "default" }?.1
        }
        var result: [(String, String, JSONValue)] = []
        for (key, value) in properties(schema) {
            if let value = defaultValue(value) { result.append(("", key, value)) }
            guard ["device", "content", "physics", "analysis"].contains(key) else { continue }
            // The bars describe a preset `model`; without one the decoder refuses them.
            for (inner, property) in properties(value) where !["navigationBar", "tabBar"].contains(inner) {
                if let value = defaultValue(property) { result.append((key, inner, value)) }
            }
        }
        return result
    }
}

extension OptionValues {
    /// These values with each of `fields` set to its sample (`VocabularyRoundTripTests.sample`'s
    /// choice for a number: 1, else the range's lower bound).
    fileprivate func merging(_ fields: [OptionField]) -> OptionValues {
        var values = self
        for field in fields {
            switch field.kind {
            case let .integer(range):
                values[field.key] = field.defaultValue ?? .integer(range.contains(1) ? 1 : Int(range.lower?.value ?? 0))
            case let .number(range): values[field.key] = field.defaultValue ?? .number(range.contains(1) ? 1 : range.lower?.value ?? 0)
            default: if let value = field.defaultValue { values[field.key] = value }
            }
        }
        return values
    }
}

/// Compares each strategy's `currentState` with its three properties at every frame's start.
private final class StateLawWatcher: RunObserver {
    var looks = 0
    var mirroredLooks = 0
    var mismatches: [String] = []

    func runWillBegin(_ run: ObservedRun) {
        let strategies = [run.strategy] + run.components.map(\.strategy)
        run.runtime.onFrameStart { [unowned self] in
            for strategy in strategies {
                let three = StrategyState(name: strategy.stateName, header: strategy.headerPhase, footer: strategy.footerPhase)
                if strategy.currentState != three { mismatches.append("\(strategy.currentState) ≠ \(three)") }
                // A strategy that mirrors its refresh control is read through the control.
                if let control = strategy.mirroredRefreshControl {
                    if control.hostState != three { mismatches.append("control \(control.hostState) ≠ \(three)") }
                    if control.indicatorVisibleHeight != strategy.indicatorVisibleHeight || strategy.footerTop != nil {
                        mismatches.append("control \(control.indicatorVisibleHeight) ≠ \(strategy.indicatorVisibleHeight)")
                    }
                    mirroredLooks += 1
                }
                looks += 1
            }
            return true
        }
    }

    func runDidEnd(_ timeline: Timeline) {}
}
