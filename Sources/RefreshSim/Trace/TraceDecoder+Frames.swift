extension TraceDecoder {
    static let frameKeys = [
        "time", "targetTime", "offset", "presentedOffset", "animating", "contentInset", "adjustedContentInset",
        "contentHeight", "bounds", "isTracking", "isDragging", "isDecelerating", "touchY", "panVelocity", "isRefreshing",
        "app",
    ]

    func frames(_ node: JSONNode, at path: FieldPath) -> [TraceFrame] {
        guard let list = log.array(node, at: path) else { return [] }
        guard list.count <= TraceLimits.maxFrames else {
            log.add(path, "at most \(TraceLimits.maxFrames) frames, got \(list.count)", at: node.position)
            return []
        }
        var frames: [TraceFrame] = []
        frames.reserveCapacity(list.count)
        var previousTime = -Double.infinity
        for (index, element) in list.enumerated() {
            let framePath = path.index(index)
            guard let frame = frame(element, at: framePath) else { continue }
            if frame.time < previousTime {
                log.add(
                    framePath.key("time"),
                    "frames must be in time order: \(Format.shortest(frame.time)) comes after \(Format.shortest(previousTime))",
                    at: element.position)
            }
            previousTime = frame.time
            frames.append(frame)
        }
        return frames
    }

    private func frame(_ node: JSONNode, at path: FieldPath) -> TraceFrame? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: Self.frameKeys) else { return nil }
        let time = object.requiredNumber("time", in: TraceLimits.time)
        let target = object.number("targetTime", in: TraceLimits.time, default: time ?? 0)
        let offset = object.requiredNumber("offset", in: TraceLimits.offset)
        let presented = object.optionalNumber("presentedOffset", in: TraceLimits.offset)
        let animating = object.bool("animating", default: false)
        let contentInset = object["contentInset"].flatMap { insets($0, at: path.key("contentInset")) } ?? .zero
        let adjusted = object.required("adjustedContentInset").flatMap { insets($0, at: path.key("adjustedContentInset")) }
        let contentHeight = object.requiredNumber("contentHeight", in: TraceLimits.size)
        let bounds = object.required("bounds").flatMap { size($0, at: path.key("bounds")) }
        let tracking = object.bool("isTracking", default: false)
        let dragging = object.bool("isDragging", default: false)
        let decelerating = object.bool("isDecelerating", default: false)
        let touchY = object.optionalNumber("touchY", in: TraceLimits.offset)
        let panVelocity = object.optionalNumber("panVelocity", in: TraceLimits.velocity)
        let refreshing = object["isRefreshing"].flatMap { log.bool($0, at: path.key("isRefreshing")) }
        let app = object["app"].flatMap { report($0, at: path.key("app")) }
        guard let time, let offset, let adjusted, let contentHeight, let bounds else { return nil }
        return TraceFrame(
            time: time, targetTime: target, offset: offset, presentedOffset: presented, animating: animating,
            contentInset: contentInset, adjustedContentInset: adjusted, contentHeight: contentHeight,
            boundsWidth: bounds.width, boundsHeight: bounds.height, isTracking: tracking, isDragging: dragging,
            isDecelerating: decelerating, touchY: touchY, panVelocity: panVelocity, isRefreshing: refreshing, app: app)
    }

    private func size(_ node: JSONNode, at path: FieldPath) -> (width: Double, height: Double)? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ["width", "height"]) else { return nil }
        let width = object.requiredNumber("width", in: TraceLimits.viewSize)
        let height = object.requiredNumber("height", in: TraceLimits.viewSize)
        guard let width, let height else { return nil }
        return (width, height)
    }

    static let reportKeys = ["state", "header", "footer", "indicatorVisibleHeight", "footerTop", "loader", "components"]

    private func report(_ node: JSONNode, at path: FieldPath) -> AppReport? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: Self.reportKeys) else { return nil }
        var report = AppReport()
        report.state = object["state"].flatMap { log.string($0, at: path.key("state")) }
        report.header = object["header"].flatMap { log.choice($0, at: path.key("header"), among: RefreshPhase.self) }
        report.footer = object["footer"].flatMap { log.choice($0, at: path.key("footer"), among: RefreshPhase.self) }
        report.indicatorVisibleHeight = object.optionalNumber("indicatorVisibleHeight", in: TraceLimits.size)
        report.footerTop = object.optionalNumber("footerTop", in: TraceLimits.offset)
        report.loader = object["loader"].flatMap { log.choice($0, at: path.key("loader"), among: LoaderPhase.self) }
        if let node = object["components"],
            let parts = ObjectReader(node, at: path.key("components"), log: log, allowedKeys: RefreshComponent.allCases.map(\.rawValue))
        {
            for role in RefreshComponent.allCases {
                guard let part = parts[role.rawValue] else { continue }
                if let component = componentReport(part, at: path.key("components").key(role.rawValue)) {
                    report.components[role] = component
                }
            }
        }
        return report
    }

    private func componentReport(_ node: JSONNode, at path: FieldPath) -> AppReport.ComponentReport? {
        let keys = ["state", "indicatorVisibleHeight", "footerTop", "loader"]
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: keys) else { return nil }
        let state = object.required("state").flatMap { log.string($0, at: path.key("state")) }
        let height = object.number("indicatorVisibleHeight", in: TraceLimits.size, default: 0)
        let footerTop = object.optionalNumber("footerTop", in: TraceLimits.offset)
        let loader = object.choice("loader", among: LoaderPhase.namedCases, default: .idle)
        guard let state else { return nil }
        return AppReport.ComponentReport(state: state, indicatorVisibleHeight: height, footerTop: footerTop, loader: loader)
    }
}
