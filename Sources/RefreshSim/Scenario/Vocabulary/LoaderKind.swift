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

    init(
        _ name: String, _ summary: String, options: [OptionField], replacesDocument: Bool = false,
        check: @escaping @Sendable (OptionValues) -> (keys: [String], message: String)? = { _ in nil },
        make: @escaping @Sendable (OptionValues) -> LoaderConfig
    ) {
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

    public static let delay = LoaderKind(
        "delay", "completes after `seconds`; the content is unchanged (`fails`: ends with an error then)",
        options: [.key(.seconds), .key(.fails)],
        make: { .delay(seconds: $0[.seconds], fails: $0[.fails]) })

    public static let append = LoaderKind(
        "append", "load-more: completes after `seconds` and grows the content by `height` (`fails`: errors, appends nothing)",
        options: [.key(.seconds), .key(.appendedHeight), .key(.fails)],
        make: { .append(seconds: $0[.seconds], height: $0[.appendedHeight], fails: $0[.fails]) })

    public static let webview = LoaderKind(
        "webview", "a WKWebView navigation with seed 002's delegate callbacks: redirects, commit, finish, failures",
        options: [.key(.commitAfter), .key(.finishAfter), .key(.redirects), .key(.fail), .key(.pageHeight)],
        replacesDocument: true,
        check: { options in
            let commit = options[.commitAfter]
            let finish = options[.finishAfter]
            guard finish < commit else { return nil }
            return (
                ["finishAfter", "commitAfter"],
                "finishAfter (\(ScenarioDecoder.seconds(finish))) must be >= "
                    + "commitAfter (\(ScenarioDecoder.seconds(commit)))"
            )
        },
        make: { options in
            .webview(
                WebLoadPlan(
                    commitAfter: options[.commitAfter], finishAfter: options[.finishAfter],
                    redirects: options[.redirects], fail: options[.fail], pageHeight: options[.pageHeight]))
        })
}

extension OptionKey where Value == Double {
    static var seconds: Self {
        .number("seconds", in: ScenarioLimits.loaderTime, default: 0, required: true, "Seconds until the load completes.")
    }
    static var appendedHeight: Self {
        .number("height", in: ScenarioLimits.appendHeight, default: 0, required: true, "Points of content appended.")
    }
    static var commitAfter: Self {
        .number("commitAfter", in: ScenarioLimits.loaderTime, default: WebLoadPlan().commitAfter, "Seconds from the request to didCommit.")
    }
    static var finishAfter: Self {
        .number(
            "finishAfter", in: ScenarioLimits.loaderTime, default: WebLoadPlan().finishAfter,
            "Seconds from the request to didFinish (>= commitAfter).")
    }
}

extension OptionKey where Value == Double? {
    static var pageHeight: Self {
        .optionalNumber("pageHeight", in: ScenarioLimits.pageHeight, "Content height once the page has loaded (pt).")
    }
}

extension OptionKey where Value == Bool {
    static var fails: Self { .bool("fails", default: false, "The load ends with an error after `seconds`.") }
}

extension OptionKey where Value == Int {
    static var redirects: Self {
        .integer("redirects", in: ScenarioLimits.redirects, default: WebLoadPlan().redirects, "Server redirects before the response.")
    }
}

extension OptionKey where Value == WebLoadPlan.Failure {
    static var fail: Self {
        .choice("fail", default: WebLoadPlan().fail, "Whether the load fails before commit (provisional) or after it.")
    }
}
