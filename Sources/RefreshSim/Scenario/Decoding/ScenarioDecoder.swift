/// Turns a scenario file into a validated `Scenario`, or a `ScenarioError` listing every problem
/// with its field path. Defaults are those of the model types (`Device()`, `PhysicsOptions()`…);
/// ranges are those of `ScenarioLimits`.
public struct ScenarioDecoder {
    /// `vocabulary`: the kinds and calls files may name (`Vocabulary.bundled` in RefreshSimStrategies, plus a program's own).
    public static func decode(
        _ bytes: [UInt8], fileName: String,
        vocabulary: Vocabulary
    ) throws(ScenarioError) -> Scenario {
        let document = try InputDocument.parse(bytes, fileName: fileName, limit: ScenarioLimits.maxFileBytes, limitText: "1 MiB") {
            (bytes) throws(JSONSyntaxError) in try ScenarioDocument.parse(bytes)
        }
        return try decode(document, fileName: fileName, vocabulary: vocabulary)
    }

    /// Decodes a parsed scenario file (`ScenarioDocument.parse`): the scenario, or the issues,
    /// that decoding its tree (`root()`) gives.
    public static func decode(
        _ document: ScenarioDocument, fileName: String,
        vocabulary: Vocabulary
    ) throws(ScenarioError) -> Scenario {
        try ScenarioSections(document.tree, vocabulary: vocabulary, drags: document.drags).scenario(fileName: fileName)
    }

    /// Decodes an already parsed document: how a sweep decodes each variant of one file.
    public static func decode(
        _ root: JSONNode, fileName: String,
        vocabulary: Vocabulary
    ) throws(ScenarioError) -> Scenario {
        try ScenarioSections(root, vocabulary: vocabulary).scenario(fileName: fileName)
    }

    public static func decode(
        _ text: String, fileName: String,
        vocabulary: Vocabulary
    ) throws(ScenarioError) -> Scenario {
        try decode(Array(text.utf8), fileName: fileName, vocabulary: vocabulary)
    }

    let log: IssueLog
    let vocabulary: Vocabulary

    /// Each gesture with an id: its touch-down to the next gesture's (or the run's end).
    static func windows(_ named: [(gesture: Gesture, id: String?)], duration: Double?) -> [GestureExpectation] {
        named.enumerated().compactMap { index, item in
            guard let id = item.id else { return nil }
            let until = index + 1 < named.count ? named[index + 1].gesture.startTime : (duration ?? .infinity)
            return GestureExpectation(id: id, from: item.gesture.startTime, until: until)
        }
    }

    /// The web strategies reload a WKWebView: their loader, if named, must be one.
    func checkWebStrategy(_ strategy: StrategyConfig, loader: LoaderConfig?, node: JSONNode?) {
        guard strategy.needsWebView, let loader, loader.definition != .webview else { return }
        log.add(
            .root.key("loader").key("kind"),
            "strategy \(Quote.value(strategy.kind)) reloads a web view, so the loader must be \"webview\", got \(Quote.value(loader.kind))",
            at: node?.position)
    }

    /// Content as rows: the strategies and loaders must work on a list, and those that need one
    /// must have it.
    func checkListContent(_ components: [StrategyComponent], loader: LoaderConfig?, rows content: ListContent?, top: ObjectReader) {
        let rows = content != nil
        let strategyPath = FieldPath.root.key("strategy")
        for (index, component) in components.enumerated() {
            let path =
                components.count > 1 || top["strategy"].map({ if case .array = $0.value { true } else { false } }) == true
                ? strategyPath.index(index) : strategyPath
            let requirement = component.strategy.definition.list
            if requirement != .none, !rows {
                log.add(
                    path.key("kind"),
                    "\(Quote.value(component.strategy.kind)) works on a list's rows: give the content as rows (content.rows)",
                    at: top["strategy"]?.position)
            }
            if let style = content?.style, let refusal = requirement.refusal(style) {
                log.add(path.key("kind"), "\(Quote.value(component.strategy.kind)) \(refusal)", at: top["strategy"]?.position)
            }
            if rows, component.strategy.needsWebView {
                log.add(path.key("kind"), "a web view's content is its page, not rows: remove content.rows", at: top["strategy"]?.position)
            }
            if rows, component.loader?.definition == .append {
                log.add(path.key("loader").key("kind"), Self.appendWithRows, at: top["strategy"]?.position)
            } else if rows, component.loader == nil, loader == nil, component.strategy.definition.defaultLoader(0).definition == .append {
                log.add(
                    .root.key("loader"),
                    "\(Quote.value(component.strategy.kind))'s own loader appends content of one height; with content.rows give a \"delay\" loader and a reaction that inserts rows",
                    at: top.position)
            }
        }
        if rows, loader?.definition == .append {
            log.add(.root.key("loader").key("kind"), Self.appendWithRows, at: top["loader"]?.position)
        }
    }

    static let appendWithRows =
        "\"append\" grows content of one height; with content.rows use \"delay\" and a reaction that inserts rows ({\"on\": \"loadMoreEnded\", \"call\": \"insertRows\"})"

    func name(_ top: ObjectReader) -> String? {
        guard let node = top.required("name"), let name = log.string(node, at: .root.key("name")) else { return nil }
        let path = FieldPath.root.key("name")
        if name.isEmpty || name.count > ScenarioLimits.nameMaxLength {
            log.add(path, "must be 1 to \(ScenarioLimits.nameMaxLength) characters long, got \(name.count)", at: node.position)
            return nil
        }
        guard Self.isFileNameSafe(name) else {
            log.add(
                path,
                "may contain only letters, digits, '.', '_' and '-', may not start with '.' or '-' or end with '.', and may not be a Windows device name such as CON or NUL (it names output files), got \(Quote.value(name))",
                at: node.position)
            return nil
        }
        return name
    }

    /// Letters, digits, `.`, `_` and `-`; not starting with `.` or `-` (a hidden file, or an
    /// option to the next program that reads the name), not ending with `.` (which Windows drops),
    /// and not a Windows device name (`CON`, `NUL.txt`…), so that output files are plain
    /// files on every system a repository is checked out on.
    static func isFileNameSafe(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", first != "-", name.last != "." else { return false }
        // Device names are 3 or 4 letters: a longer stem needs no upper-casing and no hashing.
        let stem = name.prefix { $0 != "." }
        if (3...4).contains(stem.utf8.count), windowsDeviceNames.contains(stem.uppercased()) { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-"
        }
    }

    private static let windowsDeviceNames = Set(["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

    func description(_ top: ObjectReader) -> String {
        guard let node = top["description"], let text = log.string(node, at: .root.key("description")) else { return "" }
        guard text.scalarCount <= ScenarioLimits.descriptionMaxLength else {
            log.add(
                .root.key("description"),
                "must be at most \(ScenarioLimits.descriptionMaxLength) characters long, got \(text.scalarCount)",
                at: node.position)
            return ""
        }
        return text
    }

    /// A preset's name, or an object: a `model` with its bars, and explicit numbers that override
    /// the preset's (or the defaults). Returns the preset's refresh rate, the default `frameRate`.
    func device(_ node: JSONNode, at path: FieldPath) -> (Device, Double?) {
        if case .string = node.value {
            guard let preset = self.preset(node, at: path) else { return (Device(), nil) }
            return (preset.device(), preset.refreshRate)
        }
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ScenarioKeys.device) else { return (Device(), nil) }
        let preset = object["model"].flatMap { self.preset($0, at: path.key("model")) }
        let navigationBar = object.choice("navigationBar", among: DevicePreset.NavigationBar.namedCases, default: .standard)
        let tabBar = object.bool("tabBar", default: false)
        if preset == nil {
            for key in ["navigationBar", "tabBar"] where object[key] != nil {
                log.add(path.key(key), "takes effect with a `model` only; give topInset/bottomInset instead", at: object[key]?.position)
            }
        }
        let defaults = preset?.device(navigationBar: navigationBar, tabBar: tabBar) ?? Device()
        var device = Device.fields.applying(options(Device.fields.declarations, of: object) ?? OptionValues(), to: defaults)
        let insets = device.topInset + device.bottomInset
        if insets >= device.viewportHeight {
            log.add(
                path,
                "topInset + bottomInset (\(Format.shortest(insets))) must be less than viewportHeight (\(Format.shortest(device.viewportHeight)))",
                at: node.position)
            device = defaults
        }
        return (device, preset?.refreshRate)
    }

    private func preset(_ node: JSONNode, at path: FieldPath) -> DevicePreset? {
        log.choice(node, at: path, among: DevicePreset.all.map { ($0.name, $0) })
    }

    func content(_ node: JSONNode, at path: FieldPath) -> Content? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ScenarioKeys.content) else { return nil }
        let rows = object["rows"].flatMap { self.rows($0, at: path.key("rows")) }
        if object["rows"] != nil {
            for key in ["height", "rowHeight"] where object[key] != nil {
                log.add(path.key(key), "give no \(key) with `rows`: the rows' heights make the content", at: object[key]?.position)
            }
        }
        let height = object["rows"] == nil ? object.requiredNumber("height", in: ScenarioLimits.contentHeight) : nil
        var initialOffset = Content.InitialOffset.top
        if let offset = object["initialOffset"] {
            let offsetPath = path.key("initialOffset")
            switch offset.value {
            case .string:
                initialOffset = log.choice(offset, at: offsetPath, among: [("top", .top), ("bottom", .bottom)]) ?? .top
            case .number:
                initialOffset = log.number(offset, at: offsetPath, in: ScenarioLimits.initialOffset).map { .value($0) } ?? .top
            default:
                log.wrongType(offsetPath, expected: "\"top\", \"bottom\" or a number", got: offset)
            }
        }
        if let rows { return Content(rows: rows, initialOffset: initialOffset) }
        let rowHeight = object.number("rowHeight", in: ScenarioLimits.rowHeight, default: 44)
        return height.map { Content(height: $0, initialOffset: initialOffset, rowHeight: rowHeight) }
    }

    /// The app's own inset: with the safe area it adds up (unless `never`) to less than the viewport.
    func contentInset(_ node: JSONNode, at path: FieldPath, device: Device) -> AppContentInset {
        let group = AppContentInset.fields
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: group.keys) else { return group.defaults }
        let inset = group.applying(options(group.declarations, of: object) ?? OptionValues(), to: group.defaults)
        let adjusted = inset.adjusted(safeArea: EdgeInsets(top: device.topInset, bottom: device.bottomInset))
        guard adjusted.top + adjusted.bottom < device.viewportHeight else {
            log.add(
                path,
                "the adjusted inset, top + bottom (\(Format.shortest(adjusted.top + adjusted.bottom)) pt with the safe area), "
                    + "must be less than viewportHeight (\(Format.shortest(device.viewportHeight)))", at: node.position)
            return group.defaults
        }
        return inset
    }

    func physics(_ node: JSONNode, at path: FieldPath) -> PhysicsOptions {
        let defaults = PhysicsOptions()
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ScenarioKeys.physics) else { return defaults }
        var rate = defaults.decelerationRate
        if let rateNode = object["decelerationRate"] {
            let ratePath = path.key("decelerationRate")
            switch rateNode.value {
            case .string:
                rate =
                    log.choice(
                        rateNode, at: ratePath,
                        among: [
                            ("normal", PhysicsOptions.normalDecelerationRate), ("fast", PhysicsOptions.fastDecelerationRate),
                        ]) ?? rate
            case .number:
                rate = log.number(rateNode, at: ratePath, in: ScenarioLimits.decelerationRate) ?? rate
            default:
                log.wrongType(ratePath, expected: "\"normal\", \"fast\" or a number", got: rateNode)
            }
        }
        var physics = PhysicsOptions.fields.applying(
            options(PhysicsOptions.fields.declarations, of: object) ?? OptionValues(), to: defaults)
        physics.decelerationRate = rate
        return physics
    }
}
