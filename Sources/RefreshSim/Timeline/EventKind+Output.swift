/// An event's facts as they leave the program: named values for the JSON report (numbers at full
/// precision) and text for CSV-like uses and chart labels.
public struct EventFact: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// Text with `digits` decimals (points and speeds: 2).
        case number(Double, digits: Int)
        case integer(Int)
        case flag(Bool)
        case text(String)
    }

    public var key: String
    public var value: Value

    init(_ key: String, _ value: Value) {
        self.key = key
        self.value = value
    }

    static func points(_ key: String, _ value: Double) -> EventFact { EventFact(key, .number(value, digits: 2)) }

    /// The value as text: fixed decimals, `true`/`false`.
    public var text: String {
        switch value {
        case let .number(number, digits): Format.fixed(number, digits)
        case let .integer(number): String(number)
        case let .flag(flag): flag ? "true" : "false"
        case let .text(text): text
        }
    }

    /// The value as JSON, numbers unrounded.
    public var json: JSONValue {
        switch value {
        case let .number(number, _): .number(number)
        case let .integer(number): .number(Double(number))
        case let .flag(flag): .bool(flag)
        case let .text(text): .string(text)
        }
    }
}

extension EventKind {
    /// The facts in a stable order.
    public var facts: [EventFact] {
        switch self {
        case .touchDown, .willBeginDragging, .didEndScrollingAnimation:
            []
        case let .touchUp(fingerY, offset):
            [.points("fingerY", fingerY), .points("offset", offset)]
        case let .willEndDragging(velocity, target):
            [.points("velocity", velocity), .points("target", target)]
        case let .didEndDragging(willDecelerate):
            [EventFact("willDecelerate", .flag(willDecelerate))]
        case let .willBeginDecelerating(velocity):
            [.points("velocity", velocity)]
        case let .didEndDecelerating(offset), let .decelerationCaught(offset), let .decelerationStopped(offset),
            let .stopDragging(offset):
            [.points("offset", offset)]
        case let .contentSizeChanged(from, to):
            [.points("from", from), .points("to", to)]
        case let .contentOffsetSet(from, to, animated), let .contentOffsetAdjusted(from, to, animated):
            [.points("from", from), .points("to", to), EventFact("animated", .flag(animated))]
        case let .contentInsetSet(top, bottom, animated):
            [.points("top", top), .points("bottom", bottom), EventFact("animated", .flag(animated))]
        case let .valueChanged(visibleHeight):
            [.points("visibleHeight", visibleHeight)]
        case let .beginRefreshing(alreadyRefreshing):
            [EventFact("alreadyRefreshing", .flag(alreadyRefreshing))]
        case let .endRefreshing(whileTracking):
            [EventFact("whileTracking", .flag(whileTracking))]
        case let .refreshStart(component), let .refreshEnd(component):
            [EventFact("component", .text(component.rawValue))]
        case let .stateChanged(from, to):
            [EventFact("from", .text(from.name)), EventFact("to", .text(to.name))]
                + (to.header.map { [EventFact("headerPhase", .text($0.rawValue))] } ?? [])
                + (to.footer.map { [EventFact("footerPhase", .text($0.rawValue))] } ?? [])
        case let .loadStart(.timed(seconds)):
            [EventFact("seconds", .number(seconds, digits: 3))]
        case let .loadStart(.navigation(id)), let .navigation(_, id):
            [EventFact("navigation", .integer(id))]
        case let .loadEnd(result, error, appended):
            [EventFact("result", .text(result.rawValue))]
                + (error.map { [EventFact("error", .text($0.rawValue))] } ?? [])
                + (appended.map { [.points("appended", $0)] } ?? [])
        case let .navigationFailed(_, id, error):
            [EventFact("navigation", .integer(id)), EventFact("error", .text(error.rawValue))]
        case let .estimatedProgress(value):
            [EventFact("value", .number(value, digits: 2))]
        case let .appCall(call, target):
            [EventFact("call", .text(call.name))] + (target.map { [EventFact("target", .text($0.rawValue))] } ?? [])
        case let .notSimulated(what):
            what.facts
        case let .estimatesCorrected(rows, offsetMoved):
            [EventFact("rows", .integer(rows)), .points("offsetMoved", offsetMoved)]
        case let .listUpdate(update):
            [
                EventFact("rows", .integer(update.rows)), EventFact("animated", .flag(update.animated)),
                EventFact("aboveViewport", .flag(update.aboveViewport)),
            ]
        }
    }
}

extension TimelineEvent {
    /// The facts as text by key (`"to": "957.00"`), for labels and quick checks.
    public var attributes: [String: String] {
        Dictionary(kind.facts.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}
