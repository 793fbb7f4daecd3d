import Foundation
import UIKit

/// A trace file's content, written as refreshsim writes JSON: members in a fixed order, two-space
/// indentation, numbers in their shortest exact form. Kept apart from refreshsim's engine, which
/// an iOS app does not link: this is the format's one writer on a phone.
struct TraceDocument {
    var name: String
    var title: String?
    var description: String
    var recording: Recording
    var baseInset: UIEdgeInsets
    var components: [ScrollRecorder.Component]
    var eventSources: [ScrollRecorder.EventSource]
    var frames: [Frame]
    var events: [Event]
    var marks: [Mark]

    static let formatName = "refreshsim-trace"
    static let version = 1

    struct Recording {
        var kind: String
        var model: String?
        var system: String?
        var screenScale: Double
        var maximumFramesPerSecond: Double
        var safeArea: UIEdgeInsets
        var adjustmentBehavior: String
        var decelerationRate: Double
        var bounces: Bool

        static let unstarted = Recording(
            kind: "stand-in", screenScale: 2, maximumFramesPerSecond: 60, safeArea: .zero, adjustmentBehavior: "automatic",
            decelerationRate: 0.998, bounces: true)
    }

    struct Frame {
        var time: Double
        var targetTime: Double
        var offset: Double
        var presentedOffset: Double?
        var animating: Bool
        var contentInset: UIEdgeInsets
        var adjustedContentInset: UIEdgeInsets
        var contentHeight: Double
        var bounds: CGSize
        var isTracking: Bool
        var isDragging: Bool
        var isDecelerating: Bool
        var touchY: Double?
        var panVelocity: Double?
        var isRefreshing: Bool?
        var app: ScrollRecorder.Report?
    }

    struct Event {
        var time: Double
        var frame: Int
        var name: String
        var facts: [(String, ScrollRecorder.Value)]
    }

    struct Mark {
        var time: Double
        var frame: Int
        var name: String
    }

    var json: String {
        var members: [(String, JSON)] = [
            ("format", .string(Self.formatName)), ("version", .number(Double(Self.version))), ("name", .string(name)),
        ]
        if let title { members.append(("title", .string(title))) }
        if !description.isEmpty { members.append(("description", .string(description))) }
        members += [
            ("recordedOn", recordingJSON),
            ("baseInset", Self.insets(baseInset)),
            ("components", .array(components.map(Self.component))),
            ("eventSources", .array(eventSources.map { .string($0.rawValue) })),
            ("frames", .array(frames.map(Self.frame))),
            ("events", .array(events.map(Self.event))),
            (
                "marks",
                .array(
                    marks.map { .object([("time", .number($0.time)), ("frame", .number(Double($0.frame))), ("name", .string($0.name))]) })
            ),
        ]
        return JSON.object(members).text + "\n"
    }

    private var recordingJSON: JSON {
        var members: [(String, JSON)] = [("kind", .string(recording.kind))]
        if let model = recording.model { members.append(("model", .string(model))) }
        if let system = recording.system { members.append(("system", .string(system))) }
        members += [
            ("screenScale", .number(recording.screenScale)),
            ("maximumFramesPerSecond", .number(recording.maximumFramesPerSecond)),
            ("safeArea", Self.insets(recording.safeArea)),
            ("contentInsetAdjustmentBehavior", .string(recording.adjustmentBehavior)),
            ("decelerationRate", .number(recording.decelerationRate)),
            ("bounces", .bool(recording.bounces)),
        ]
        return .object(members)
    }

    private static func insets(_ insets: UIEdgeInsets) -> JSON {
        .object([("top", .number(Double(insets.top))), ("bottom", .number(Double(insets.bottom)))])
    }

    private static func component(_ component: ScrollRecorder.Component) -> JSON {
        let indicator = component.indicator?.rawValue ?? component.role.rawValue
        var members: [(String, JSON)] = [
            ("role", .string(component.role.rawValue)), ("indicator", .string(indicator)),
            ("strategy", .string(component.strategy)), ("loader", .string(component.loader)),
        ]
        if let trigger = component.triggerDistance { members.append(("triggerDistance", .number(trigger))) }
        if component.restingInset != .zero { members.append(("restingInset", insets(component.restingInset))) }
        return .object(members)
    }

    private static func frame(_ frame: Frame) -> JSON {
        var members: [(String, JSON)] = [
            ("time", .number(frame.time)), ("targetTime", .number(frame.targetTime)), ("offset", .number(frame.offset)),
        ]
        if let presented = frame.presentedOffset { members.append(("presentedOffset", .number(presented))) }
        if frame.animating { members.append(("animating", .bool(true))) }
        members += [
            ("contentInset", insets(frame.contentInset)),
            ("adjustedContentInset", insets(frame.adjustedContentInset)),
            ("contentHeight", .number(frame.contentHeight)),
            ("bounds", .object([("width", .number(Double(frame.bounds.width))), ("height", .number(Double(frame.bounds.height)))])),
            ("isTracking", .bool(frame.isTracking)), ("isDragging", .bool(frame.isDragging)),
            ("isDecelerating", .bool(frame.isDecelerating)),
        ]
        if let touch = frame.touchY { members.append(("touchY", .number(touch))) }
        if let velocity = frame.panVelocity { members.append(("panVelocity", .number(velocity))) }
        if let refreshing = frame.isRefreshing { members.append(("isRefreshing", .bool(refreshing))) }
        if let app = frame.app { members.append(("app", report(app))) }
        return .object(members)
    }

    private static func report(_ report: ScrollRecorder.Report) -> JSON {
        var members: [(String, JSON)] = []
        if let state = report.state { members.append(("state", .string(state))) }
        if let header = report.header { members.append(("header", .string(header.rawValue))) }
        if let footer = report.footer { members.append(("footer", .string(footer.rawValue))) }
        if let height = report.indicatorVisibleHeight { members.append(("indicatorVisibleHeight", .number(height))) }
        if let top = report.footerTop { members.append(("footerTop", .number(top))) }
        if let loader = report.loader { members.append(("loader", .string(loader.rawValue))) }
        if !report.components.isEmpty {
            let parts = ScrollRecorder.Role.allCases.compactMap { role in
                report.components[role].map { part -> (String, JSON) in
                    var members: [(String, JSON)] = [
                        ("state", .string(part.state)), ("indicatorVisibleHeight", .number(part.indicatorVisibleHeight)),
                    ]
                    if let top = part.footerTop { members.append(("footerTop", .number(top))) }
                    members.append(("loader", .string(part.loader.rawValue)))
                    return (role.rawValue, .object(members))
                }
            }
            members.append(("components", .object(parts)))
        }
        return .object(members)
    }

    private static func event(_ event: Event) -> JSON {
        .object(
            [("time", .number(event.time)), ("frame", .number(Double(event.frame))), ("name", .string(event.name))]
                + event.facts.map { key, value in
                    switch value {
                    case let .number(number): (key, .number(number))
                    case let .flag(flag): (key, .bool(flag))
                    case let .text(text): (key, .string(text))
                    }
                })
    }
}

/// JSON text the way refreshsim's `JSONWriter` lays it out, so a trace read and written again by
/// refreshsim comes back byte for byte.
indirect enum JSON {
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
        var out = ""
        write(indent: "", into: &out)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(indent: String, into out: inout String) {
        switch self {
        case let .bool(flag): out += flag ? "true" : "false"
        case let .number(number): out += Self.shortest(number)
        case let .string(text): out += Self.quoted(text)
        case let .array(elements):
            if elements.isEmpty { out += "[]"; return }
            if elements.allSatisfy(\.isScalar) {
                out += "[" + elements.map(\.text).joined(separator: ", ") + "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += inner
                element.write(indent: inner, into: &out)
                out += index + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            for (index, (key, member)) in members.enumerated() {
                out += inner + Self.quoted(key) + ": "
                member.write(indent: inner, into: &out)
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    /// `60`, `0.6`, `1e-07`: the shortest text that reads back as the same number; JSON has no
    /// infinity or NaN, so those are written as null.
    static func shortest(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
