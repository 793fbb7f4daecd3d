/// `strategy` and `loader`: a `kind` plus the options that belong to that kind, and no others.
extension ScenarioDecoder {
    func strategy(_ node: JSONNode, at path: FieldPath) -> StrategyConfig {
        let custom = customStrategies.map(\.name)
        guard let kind = kind(of: node, at: path, among: StrategyConfig.allKinds + custom, what: "strategy",
                              example: #"{"kind": "uirefreshcontrol"}"#)
        else { return .none }
        let options = kind.map(ScenarioKeys.strategyOptions)
        let allOptions = StrategyConfig.allKinds.flatMap(ScenarioKeys.strategyOptions)
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["kind"] + (options ?? allOptions),
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
        case let name? where custom.contains(name): return .custom(kind: name)
        default: return .none
        }
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
            return object.requiredNumber("seconds", in: ScenarioLimits.loaderTime).map { .delay(seconds: $0) }
        case "append":
            let seconds = object.requiredNumber("seconds", in: ScenarioLimits.loaderTime)
            let height = object.requiredNumber("height", in: ScenarioLimits.appendHeight)
            guard let seconds, let height else { return nil }
            return .append(seconds: seconds, height: height)
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
