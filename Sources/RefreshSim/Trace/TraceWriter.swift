/// A `Trace` as the JSON text of its file: what `TraceDecoder` reads back. Optional values are
/// left out when absent; numbers are written in their shortest exact form.
public enum TraceWriter {
    public static func string(_ trace: Trace) -> String { JSONWriter.string(json(trace)) }

    public static func json(_ trace: Trace) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("format", .string(Trace.formatName)), ("version", .number(Double(Trace.version))), ("name", .string(trace.name)),
        ]
        if let title = trace.title { members.append(("title", .string(title))) }
        if !trace.description.isEmpty { members.append(("description", .string(trace.description))) }
        members.append(("recordedOn", recording(trace.recordedOn)))
        if let base = trace.baseInset { members.append(("baseInset", insets(base))) }
        members.append(("components", .array(trace.components.map(component))))
        members.append(("eventSources", .array(EventSource.allCases.filter(trace.eventSources.contains).map { .string($0.rawValue) })))
        members.append(("frames", .array(trace.frames.map(frame))))
        members.append(("events", .array(trace.events.map(TraceEventCoding.json))))
        members.append(
            (
                "marks",
                .array(
                    trace.marks.map {
                        .object([("time", .number($0.time)), ("frame", .number(Double($0.frame))), ("name", .string($0.name))])
                    })
            ))
        return .object(members)
    }

    static func recording(_ recording: Trace.Recording) -> JSONValue {
        var members: [(String, JSONValue)] = [("kind", .string(recording.kind.rawValue))]
        if let model = recording.model { members.append(("model", .string(model))) }
        if let system = recording.system { members.append(("system", .string(system))) }
        members += [
            ("screenScale", .number(recording.screenScale)),
            ("maximumFramesPerSecond", .number(recording.maximumFramesPerSecond)),
            ("safeArea", insets(recording.safeArea)),
            ("contentInsetAdjustmentBehavior", .string(recording.adjustmentBehavior.rawValue)),
            ("decelerationRate", .number(recording.decelerationRate)),
            ("bounces", .bool(recording.bounces)),
        ]
        return .object(members)
    }

    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([("top", .number(insets.top)), ("bottom", .number(insets.bottom))])
    }

    static func component(_ component: Trace.Component) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("role", .string(component.role.rawValue)), ("indicator", .string(component.indicator.rawValue)),
            ("strategy", .string(component.strategy)), ("loader", .string(component.loader)),
        ]
        if let trigger = component.triggerDistance { members.append(("triggerDistance", .number(trigger))) }
        if component.restingInset != .zero { members.append(("restingInset", insets(component.restingInset))) }
        return .object(members)
    }

    static func frame(_ frame: TraceFrame) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("time", .number(frame.time)), ("targetTime", .number(frame.targetTime)), ("offset", .number(frame.offset)),
        ]
        if let presented = frame.presentedOffset { members.append(("presentedOffset", .number(presented))) }
        if frame.animating { members.append(("animating", .bool(true))) }
        members += [
            ("contentInset", insets(frame.contentInset)),
            ("adjustedContentInset", insets(frame.adjustedContentInset)),
            ("contentHeight", .number(frame.contentHeight)),
            ("bounds", .object([("width", .number(frame.boundsWidth)), ("height", .number(frame.boundsHeight))])),
            ("isTracking", .bool(frame.isTracking)), ("isDragging", .bool(frame.isDragging)),
            ("isDecelerating", .bool(frame.isDecelerating)),
        ]
        if let touch = frame.touchY { members.append(("touchY", .number(touch))) }
        if let velocity = frame.panVelocity { members.append(("panVelocity", .number(velocity))) }
        if let refreshing = frame.isRefreshing { members.append(("isRefreshing", .bool(refreshing))) }
        if let app = frame.app { members.append(("app", report(app))) }
        return .object(members)
    }

    static func report(_ report: AppReport) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let state = report.state { members.append(("state", .string(state))) }
        if let header = report.header { members.append(("header", .string(header.rawValue))) }
        if let footer = report.footer { members.append(("footer", .string(footer.rawValue))) }
        if let height = report.indicatorVisibleHeight { members.append(("indicatorVisibleHeight", .number(height))) }
        if let top = report.footerTop { members.append(("footerTop", .number(top))) }
        if let loader = report.loader { members.append(("loader", .string(loader.rawValue))) }
        if !report.components.isEmpty {
            members.append(
                (
                    "components",
                    .object(
                        RefreshComponent.allCases.compactMap { role in
                            report.components[role].map { (role.rawValue, componentReport($0)) }
                        })
                ))
        }
        return .object(members)
    }

    static func componentReport(_ report: AppReport.ComponentReport) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("state", .string(report.state)), ("indicatorVisibleHeight", .number(report.indicatorVisibleHeight)),
        ]
        if let top = report.footerTop { members.append(("footerTop", .number(top))) }
        members.append(("loader", .string(report.loader.rawValue)))
        return .object(members)
    }
}
