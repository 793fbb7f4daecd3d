/// One `loader.kind` a scenario can name, declared once for the decoder, the schema and `list`.
public struct LoaderKind: Sendable, Equatable {
    public let name: String
    public let summary: String
    public let options: [OptionField]
    /// Whether a load tears down the document under the scroll view (a web view's reload), which
    /// analysis reads as a reload under the finger when it starts mid-drag.
    public let replacesDocument: Bool
    /// A rule across options, checked after each was read: the keys to blame (the first one the
    /// file gives) and the message.
    let check: @Sendable (OptionValues) -> (keys: [String], message: String)?
    let make: @Sendable (OptionValues) -> LoaderConfig

    init(_ name: String, _ summary: String, options: [OptionField], replacesDocument: Bool = false,
         check: @escaping @Sendable (OptionValues) -> (keys: [String], message: String)? = { _ in nil },
         make: @escaping @Sendable (OptionValues) -> LoaderConfig) {
        self.name = name
        self.summary = summary
        self.options = options
        self.replacesDocument = replacesDocument
        self.check = check
        self.make = make
    }

    public static func named(_ name: String) -> LoaderKind? { all.first { $0.name == name } }

    /// Kinds are told apart by name.
    public static func == (lhs: LoaderKind, rhs: LoaderKind) -> Bool { lhs.name == rhs.name }

    public static let all: [LoaderKind] = [delay, append, webview]

    public static let delay =
        LoaderKind("delay", "completes after `seconds`; the content is unchanged (`fails`: ends with an error then)",
                   options: [.number("seconds", in: ScenarioLimits.loaderTime, required: true, "Seconds until the load completes."),
                             fails],
                   make: { .delay(seconds: $0.number("seconds") ?? 0, fails: $0.bool("fails") ?? false) })
    public static let append =
        LoaderKind("append", "load-more: completes after `seconds` and grows the content by `height` (`fails`: errors, appends nothing)",
                   options: [.number("seconds", in: ScenarioLimits.loaderTime, required: true, "Seconds until the load completes."),
                             .number("height", in: ScenarioLimits.appendHeight, required: true, "Points of content appended."),
                             fails],
                   make: { .append(seconds: $0.number("seconds") ?? 0, height: $0.number("height") ?? 0,
                                   fails: $0.bool("fails") ?? false) })
    public static let webview =
        LoaderKind("webview", "a WKWebView navigation with seed 002's delegate callbacks: redirects, commit, finish, failures",
                   options: webOptions, replacesDocument: true,
                   check: { options in
                       let commit = options.number("commitAfter") ?? 0, finish = options.number("finishAfter") ?? 0
                       guard finish < commit else { return nil }
                       return (["finishAfter", "commitAfter"], "finishAfter (\(ScenarioDecoder.seconds(finish))) must be >= "
                               + "commitAfter (\(ScenarioDecoder.seconds(commit)))")
                   },
                   make: { options in
                       .webview(WebLoadPlan(
                           commitAfter: options.number("commitAfter") ?? 0.6, finishAfter: options.number("finishAfter") ?? 1.5,
                           redirects: options.integer("redirects") ?? 0,
                           fail: options.choice("fail", as: WebLoadPlan.Failure.self) ?? .none,
                           pageHeight: options.number("pageHeight")))
                   })

    private static let fails = OptionField.bool("fails", default: false, "The load ends with an error after `seconds`.")

    private static var webOptions: [OptionField] {
        let plan = WebLoadPlan()
        return [
            .number("commitAfter", in: ScenarioLimits.loaderTime, default: plan.commitAfter, "Seconds from the request to didCommit."),
            .number("finishAfter", in: ScenarioLimits.loaderTime, default: plan.finishAfter, "Seconds from the request to didFinish (>= commitAfter)."),
            .integer("redirects", in: ScenarioLimits.redirects, default: plan.redirects, "Server redirects before the response."),
            .choice("fail", default: plan.fail, "Whether the load fails before commit (provisional) or after it."),
            .number("pageHeight", in: ScenarioLimits.pageHeight, "Content height once the page has loaded (pt)."),
        ]
    }
}
