/// `strategy` and `loader`: a `kind` plus the options that belong to that kind, and no others.
extension ScenarioDecoder {
    /// `strategy`: one object, or an array of a header and a footer, each of which may name its
    /// own `loader`.
    func components(_ node: JSONNode, at path: FieldPath) -> [StrategyComponent] {
        guard case .array = node.value else { return [StrategyComponent(strategy(node, at: path))] }
        guard let items = log.array(node, at: path) else { return [StrategyComponent(.none)] }
        guard (1...2).contains(items.count) else {
            log.add(path, "must hold 1 or 2 strategies (a header and a footer), got \(items.count)", at: node.position)
            return [StrategyComponent(.none)]
        }
        var components: [StrategyComponent] = []
        for (index, item) in items.enumerated() {
            let itemPath = path.index(index)
            let strategy = self.strategy(item, at: itemPath, allowsLoader: true)
            var loader: LoaderConfig?
            if case let .object(members) = item.value, let loaderNode = members.first(where: { $0.key == "loader" })?.value {
                loader = self.loader(loaderNode, at: itemPath.key("loader"))
            }
            if strategy == .none, items.count > 1 {
                log.add(itemPath.key("kind"), "\"none\" cannot be composed with another strategy", at: item.position)
            }
            if let previous = components.first, previous.strategy != .none, strategy != .none, previous.role == StrategyComponent(strategy).role {
                let role = StrategyComponent(strategy).role.rawValue
                log.add(itemPath.key("kind"), "a second \(role) (\(Quote.value(previous.strategy.kind)) is one); compose one header and one footer", at: item.position)
            }
            if strategy.needsWebView, items.count > 1 {
                log.add(itemPath.key("kind"), "a web view strategy cannot be composed with another strategy", at: item.position)
            }
            components.append(StrategyComponent(strategy, loader: loader))
        }
        // The header first: its values are the samples' and the chart's first lane.
        return components.sorted { $0.role == .header && $1.role == .footer }
    }

    func strategy(_ node: JSONNode, at path: FieldPath, allowsLoader: Bool = false) -> StrategyConfig {
        guard let kind = kind(of: node, at: path, among: StrategyConfig.allKinds, what: "strategy",
                              example: #"{"kind": "uirefreshcontrol"}"#)
        else { return .none }
        let options = kind.map(ScenarioKeys.strategyOptions)
        let allOptions = StrategyConfig.allKinds.flatMap(ScenarioKeys.strategyOptions)
        let extra = allowsLoader ? ["loader"] : []
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["kind"] + extra + (options ?? allOptions),
                                        explainUnknown: { key in
                                            guard let kind, allOptions.contains(key) else { return nil }
                                            return Self.notAnOption(of: "strategy", kind: kind, options: options ?? [])
                                        })
        else { return .none }
        switch kind {
        case "uirefreshcontrol": return .uiRefreshControl
        case "wkwebview-bad": return .wkWebViewBad
        case "wkwebview-good": return .wkWebViewGood(endOn: object.choice("endOn", among: WebViewEndSignal.namedCases, default: .commit))
        case "ego": return .ego(forwardsDelegate: object.bool("forwardsDelegate", default: true))
        case "sb-kvo": return .sbKVO
        case "cj-header": return .cjHeader
        case "cj-footer-delay": return .cjFooterDelay
        case "cj-footer-inset": return .cjFooterInset
        case "threshold": return .threshold
        case "mj-header": return .mjHeader(legacyBeginCompletion: object.bool("legacyBeginCompletion", default: false))
        case "mj-auto-footer":
            return .mjAutoFooter(
                triggerPercent: object.number("triggerPercent", in: ScenarioLimits.triggerPercent, default: 1),
                autoTriggerTimes: wholeNumber(object, "autoTriggerTimes", in: ScenarioLimits.autoTriggerTimes) ?? 1,
                noMoreDataAfter: wholeNumber(object, "noMoreDataAfter", in: ScenarioLimits.noMoreDataAfter))
        case "mj-back-footer": return .mjBackFooter(noMoreDataAfter: wholeNumber(object, "noMoreDataAfter", in: ScenarioLimits.noMoreDataAfter))
        case "es-header": return .esHeader
        case "es-footer": return .esFooter(noMoreDataAfter: wholeNumber(object, "noMoreDataAfter", in: ScenarioLimits.noMoreDataAfter))
        case "sv-header": return .svHeader
        case "sv-infinite": return .svInfinite(noMoreDataAfter: wholeNumber(object, "noMoreDataAfter", in: ScenarioLimits.noMoreDataAfter))
        case "swiftui-refreshable":
            return .swiftUIRefreshable(cancelledAfter: object.optionalNumber("cancelledAfter", in: ScenarioLimits.loaderTime))
        default: return .none
        }
    }

    private func wholeNumber(_ object: ObjectReader, _ key: String, in range: NumberRange) -> Int? {
        object[key].flatMap { log.wholeNumber($0, at: object.path.key(key), in: range) }
    }

    func loader(_ node: JSONNode, at path: FieldPath) -> LoaderConfig? {
        guard let kind = kind(of: node, at: path, among: LoaderConfig.allKinds, what: "loader",
                              example: #"{"kind": "delay", "seconds": 1}"#)
        else { return nil }
        let options = kind.map(ScenarioKeys.loaderOptions)
        let allOptions = LoaderConfig.allKinds.flatMap(ScenarioKeys.loaderOptions)
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["kind"] + (options ?? allOptions),
                                        explainUnknown: { key in
                                            guard let kind, allOptions.contains(key) else { return nil }
                                            return Self.notAnOption(of: "loader", kind: kind, options: options ?? [])
                                        })
        else { return nil }
        switch kind {
        case "delay":
            let fails = object.bool("fails", default: false)
            return object.requiredNumber("seconds", in: ScenarioLimits.loaderTime).map { .delay(seconds: $0, fails: fails) }
        case "append":
            let seconds = object.requiredNumber("seconds", in: ScenarioLimits.loaderTime)
            let height = object.requiredNumber("height", in: ScenarioLimits.appendHeight)
            guard let seconds, let height else { return nil }
            return .append(seconds: seconds, height: height, fails: object.bool("fails", default: false))
        case "webview":
            return .webview(webLoadPlan(object))
        default:
            return nil
        }
    }

    private func webLoadPlan(_ object: ObjectReader) -> WebLoadPlan {
        let defaults = WebLoadPlan()
        let commitAfter = object.number("commitAfter", in: ScenarioLimits.loaderTime, default: defaults.commitAfter)
        let finishAfter = object.number("finishAfter", in: ScenarioLimits.loaderTime, default: defaults.finishAfter)
        if finishAfter < commitAfter {
            log.add(object.path.key(object["finishAfter"] == nil ? "commitAfter" : "finishAfter"),
                    "finishAfter (\(Self.seconds(finishAfter))) must be >= commitAfter (\(Self.seconds(commitAfter)))",
                    at: object["finishAfter"]?.position ?? object.position)
        }
        let redirects = object["redirects"].flatMap {
            log.wholeNumber($0, at: object.path.key("redirects"), in: ScenarioLimits.redirects)
        } ?? defaults.redirects
        return WebLoadPlan(
            commitAfter: commitAfter, finishAfter: finishAfter, redirects: redirects,
            fail: object.choice("fail", among: WebLoadPlan.Failure.namedCases, default: defaults.fail),
            pageHeight: object.optionalNumber("pageHeight", in: ScenarioLimits.pageHeight) ?? defaults.pageHeight)
    }

    /// Reads `kind` before the object's other keys, since it decides which keys are allowed.
    /// Returns nil when `node` is not an object at all; `.some(nil)` when the kind is missing or
    /// unknown (already reported).
    private func kind(of node: JSONNode, at path: FieldPath, among kinds: [String], what: String,
                      example: String) -> String?? {
        guard case let .object(members) = node.value else {
            log.wrongType(path, expected: "an object like \(example)", got: node)
            return nil
        }
        guard let kindNode = members.first(where: { $0.key == "kind" })?.value else {
            log.add(path.key("kind"), "required key is missing; one of: \(kinds.joined(separator: ", "))", at: node.position)
            return .some(nil)
        }
        return .some(log.choice(kindNode, at: path.key("kind"), among: kinds.map { ($0, $0) }))
    }

    private static func notAnOption(of what: String, kind: String, options: [String]) -> String {
        options.isEmpty
            ? "not an option of \(what) \"\(kind)\", which takes none"
            : "not an option of \(what) \"\(kind)\" (its options: \(options.joined(separator: ", ")))"
    }
}
