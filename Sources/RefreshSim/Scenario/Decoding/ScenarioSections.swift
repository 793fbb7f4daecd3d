/// A scenario file's top level, decoded section by section: each section reads its own top-level
/// keys and what earlier sections decoded, and keeps the issues it found. `ScenarioDecoder`
/// decodes every section in order, so issues come out in the order they always did. A sweep
/// decodes its base this way once and, for each cell, decodes again only the sections its varied
/// keys reach (`SweepDecoding`): the same code on the same nodes, so a cell's scenario, or its
/// errors, are those a decode of the cell's whole document gives.
struct ScenarioSections: Sendable {
    /// One step of decoding the top level, in the decoder's order.
    enum Section: Int, CaseIterable, Sendable {
        /// The top object itself: its unknown and duplicate keys.
        case keys
        case schema, name, description, title, duration, device, frameRate, content, contentInset, physics, gestures
        /// `strategy`: one component, or a header and a footer.
        case strategy
        case loader
        /// A web strategy's loader must be a web view.
        case webView
        /// Rows and the strategies and loaders that need them, or cannot take them.
        case listContent
        case actions, reactions, mainThread, analysis, expect

        /// The top-level keys whose values or positions this section reads. `keys` reads which
        /// keys there are, and no value.
        var reads: [String] {
            switch self {
            case .keys: []
            case .schema: ["$schema"]
            case .webView: ["loader"]
            case .listContent: ["strategy", "loader"]
            default: ["\(self)"]
            }
        }

        /// The earlier sections whose values this one reads.
        var needs: [Section] {
            switch self {
            case .frameRate, .contentInset: [.device]
            case .gestures: [.duration, .device]
            case .webView: [.strategy, .loader]
            case .listContent: [.strategy, .loader, .content]
            case .actions: [.strategy, .content, .duration]
            case .reactions: [.strategy, .content]
            case .expect: [.gestures, .duration]
            default: []
            }
        }

        /// The top-level keys this section depends on: its own and those of the sections it needs.
        var reach: Set<String> {
            needs.reduce(into: Set(reads)) { $0.formUnion($1.reach) }
        }
    }

    private(set) var name: String?
    private(set) var description = ""
    private(set) var title: String?
    private(set) var duration: Double?
    private(set) var device = Device()
    /// A device preset's refresh rate: `frameRate`'s default.
    private(set) var presetRate: Double?
    private(set) var frameRate = 60.0
    private(set) var content: Content?
    private(set) var contentInset = AppContentInset()
    private(set) var physics = PhysicsOptions()
    private(set) var gestures: [(gesture: Gesture, id: String?)] = []
    private(set) var components = [StrategyComponent(.none)]
    private(set) var loader: LoaderConfig?
    private(set) var actions: [AppAction] = []
    private(set) var reactions: [Reaction] = []
    private(set) var mainThread = MainThreadCosts()
    private(set) var analysis = GlitchThresholds()
    private(set) var expect: Expectation?
    /// Each section's issues (each section's log keeps the first `maxReportedIssues`) and the
    /// number it found past those.
    private var issues = Array(repeating: [ScenarioIssue](), count: Section.allCases.count)
    private var omitted = Array(repeating: 0, count: Section.allCases.count)

    /// Every section of `root`, in order. `drags`: the gestures of `root`'s first `gestures`
    /// member, read without nodes (`ScenarioDocument`).
    init(_ root: JSONNode, vocabulary: Vocabulary, drags: SkimmedDrags? = nil) {
        guard let top = readKeys(root) else { return }
        for section in Section.allCases where section != .keys {
            decode(section, of: top, vocabulary: vocabulary, drags: drags)
        }
    }

    /// The top object, its keys checked (`keys`); nil when the document is not an object.
    private mutating func readKeys(_ root: JSONNode) -> ObjectReader? {
        let log = IssueLog()
        let top = ObjectReader(root, at: .root, log: log, allowedKeys: ScenarioKeys.top)
        keep(log, for: .keys)
        return top
    }

    /// Decodes `section` of the top object `top` again, replacing its values and issues. The
    /// sections it needs must hold the values of the same document.
    mutating func decode(_ section: Section, of top: ObjectReader, vocabulary: Vocabulary, drags: SkimmedDrags? = nil) {
        let log = IssueLog()
        let decoder = ScenarioDecoder(log: log, vocabulary: vocabulary)
        let top = top.reporting(to: log)
        switch section {
        case .keys: break
        case .schema: if let schema = top["$schema"] { _ = log.string(schema, at: .root.key("$schema")) }
        case .name: name = decoder.name(top)
        case .description: description = decoder.description(top)
        case .title: title = decoder.options([.key(.title)], of: top).map { $0[.title] } ?? nil
        case .duration: duration = top.requiredNumber("duration", in: ScenarioLimits.duration)
        case .device: (device, presetRate) = top["device"].map { decoder.device($0, at: .root.key("device")) } ?? (Device(), nil)
        case .frameRate: frameRate = top.number("frameRate", in: ScenarioLimits.frameRate, default: presetRate ?? 60)
        case .content: content = top.required("content").flatMap { decoder.content($0, at: .root.key("content")) }
        case .contentInset:
            contentInset =
                top["contentInset"].map { decoder.contentInset($0, at: .root.key("contentInset"), device: device) } ?? AppContentInset()
        case .physics: physics = top["physics"].map { decoder.physics($0, at: .root.key("physics")) } ?? PhysicsOptions()
        case .gestures:
            gestures =
                if let drags {
                    decoder.gestures(drags, at: .root.key("gestures"), scenarioDuration: duration, device: device)
                } else {
                    top["gestures"].map {
                        decoder.gestures($0, at: .root.key("gestures"), scenarioDuration: duration, device: device)
                    } ?? []
                }
        case .strategy:
            components = top["strategy"].map { decoder.components($0, at: .root.key("strategy")) } ?? [StrategyComponent(.none)]
        case .loader: loader = top["loader"].flatMap { decoder.loader($0, at: .root.key("loader")) }
        case .webView: decoder.checkWebStrategy(components[0].strategy, loader: loader, node: top["loader"])
        case .listContent: decoder.checkListContent(components, loader: loader, rows: content?.rows, top: top)
        case .actions:
            actions =
                top["actions"].map {
                    decoder.actions($0, at: .root.key("actions"), components: components, rows: hasRows, scenarioDuration: duration)
                } ?? []
        case .reactions:
            reactions =
                top["reactions"].map { decoder.reactions($0, at: .root.key("reactions"), components: components, rows: hasRows) } ?? []
        case .mainThread: mainThread = top["mainThread"].map { decoder.mainThread($0, at: .root.key("mainThread")) } ?? MainThreadCosts()
        case .analysis: analysis = top["analysis"].map { decoder.analysis($0, at: .root.key("analysis")) } ?? GlitchThresholds()
        case .expect:
            expect = top["expect"].flatMap {
                decoder.expectation($0, at: .root.key("expect"), gestures: ScenarioDecoder.windows(gestures, duration: duration))
            }
        }
        keep(log, for: section)
    }

    private var hasRows: Bool { content?.rows != nil }

    private mutating func keep(_ log: IssueLog, for section: Section) {
        issues[section.rawValue] = log.issues
        omitted[section.rawValue] = log.omitted
    }

    /// `sections` as `other` decoded them: values and issues.
    mutating func take(_ sections: [Section], from other: ScenarioSections) {
        for section in sections {
            issues[section.rawValue] = other.issues[section.rawValue]
            omitted[section.rawValue] = other.omitted[section.rawValue]
            switch section {
            case .keys, .schema, .webView, .listContent: break
            case .name: name = other.name
            case .description: description = other.description
            case .title: title = other.title
            case .duration: duration = other.duration
            case .device: (device, presetRate) = (other.device, other.presetRate)
            case .frameRate: frameRate = other.frameRate
            case .content: content = other.content
            case .contentInset: contentInset = other.contentInset
            case .physics: physics = other.physics
            case .gestures: gestures = other.gestures
            case .strategy: components = other.components
            case .loader: loader = other.loader
            case .actions: actions = other.actions
            case .reactions: reactions = other.reactions
            case .mainThread: mainThread = other.mainThread
            case .analysis: analysis = other.analysis
            case .expect: expect = other.expect
            }
        }
    }

    /// The scenario, or every issue the sections found, in section order (the first
    /// `maxReportedIssues` of them, and the count of the rest, as one log would keep them).
    func scenario(fileName: String) throws(ScenarioError) -> Scenario {
        guard issues.allSatisfy({ $0.isEmpty }), omitted.allSatisfy({ $0 == 0 }), let name, let duration, let content else {
            let all = issues.joined()
            let kept = Array(all.prefix(ScenarioLimits.maxReportedIssues))
            throw ScenarioError(
                fileName: fileName, issues: kept, omittedIssueCount: omitted.reduce(0, +) + (all.count - kept.count))
        }
        // Each gesture read out of its pair in place: mapped, each pair was copied first.
        let gestureList = gestures.indices.map { gestures[$0].gesture }
        return Scenario(
            name: name, title: title, description: description, duration: duration, frameRate: frameRate,
            device: device, content: content, contentInset: contentInset, physics: physics, gestures: gestureList,
            components: components, loader: loader, actions: actions, reactions: reactions, mainThread: mainThread,
            analysis: analysis, expect: expect)
    }
}
