/// `gestures`: drags and explicit touch sequences, each inside the scenario's duration and none
/// overlapping another in time.
extension ScenarioDecoder {
    /// Rounding slack when comparing sums of times written in decimal (0.1 + 0.2 vs 0.3).
    private static let timeTolerance = 1e-9

    /// The gestures in time order, each with its `id` if it has one.
    func gestures(
        _ node: JSONNode, at path: FieldPath, scenarioDuration: Double?, device: Device
    ) -> [(gesture: Gesture, id: String?)] {
        guard let elements = log.array(node, at: path) else { return [] }
        guard elements.count <= ScenarioLimits.maxGestures else {
            log.add(path, "has \(elements.count) gestures; the limit is \(ScenarioLimits.maxGestures)", at: node.position)
            return []
        }
        // The gestures as the simulator takes them, and beside them each one's place in the file
        // and its times: the list is returned as it is when the file gives the gestures in time
        // order (most do), and each gesture is copied only to sort (copying 600 drags between
        // lists of tuples, and reading their times from them, was 2 instructions a frame of
        // run-600s, callgrind).
        var decoded: [(gesture: Gesture, id: String?)] = []
        var times: [GestureTimes] = []
        decoded.reserveCapacity(elements.count)
        times.reserveCapacity(elements.count)
        var ids: [Int: String] = [:]
        var touchSamples = 0
        for (index, element) in elements.enumerated() {
            // Built only for an issue: most gestures have none, and a path is an allocation.
            if let id = gestureID(element, at: path.index(index), taken: ids) { ids[index] = id }
            guard
                let gesture = gesture(
                    element, at: path.index(index), sampleBudget: ScenarioLimits.maxTouchSamples - touchSamples, device: device)
            else { continue }
            if case let .touches(_, samples, _) = gesture { touchSamples += samples.count }
            if let scenarioDuration, !fits(gesture, in: scenarioDuration, at: path.index(index), position: element.position) {
                continue
            }
            times.append(GestureTimes(index: index, start: gesture.startTime, end: gesture.endTime))
            decoded.append((gesture, ids.isEmpty ? nil : ids[index]))
        }
        return inTimeOrder(decoded, times, at: path) { elements.indices.contains($0) ? elements[$0].position : nil }
    }

    /// The same from drags a skim read (`ScenarioDocument`), each on the screen; any other array
    /// is read as nodes, as above.
    func gestures(
        _ skimmed: SkimmedDrags, at path: FieldPath, scenarioDuration: Double?, device: Device
    ) -> [(gesture: Gesture, id: String?)] {
        let drags = skimmed.drags
        guard drags.count <= ScenarioLimits.maxGestures, drags.allSatisfy({ Self.isOnScreen($0.touchDown, of: device) }) else {
            do {
                return gestures(try skimmed.nodes(), at: path, scenarioDuration: scenarioDuration, device: device)
            } catch {
                // Not reached: the bytes a skim read are JSON the parser reads.
                log.add(path, error.message, at: error.position)
                return []
            }
        }
        var decoded: [(gesture: Gesture, id: String?)] = []
        var times: [GestureTimes] = []
        decoded.reserveCapacity(drags.count)
        times.reserveCapacity(drags.count)
        for index in drags.indices {
            let gesture = drags[index].gesture
            if let scenarioDuration, !fits(gesture, in: scenarioDuration, at: path.index(index), position: skimmed.positions[index]) {
                continue
            }
            times.append(GestureTimes(index: index, start: gesture.startTime, end: gesture.endTime))
            decoded.append((gesture, nil))
        }
        return inTimeOrder(decoded, times, at: path) { skimmed.positions[$0] }
    }

    /// `decoded` listed in time order for the simulator, and the overlaps reported; the file may
    /// give them in any order (and mostly gives them in order, which needs no sort: sorting 600
    /// drags was a tenth of decoding them). `position`: where the gesture at an index is.
    private func inTimeOrder(
        _ decoded: [(gesture: Gesture, id: String?)], _ times: [GestureTimes], at path: FieldPath,
        position: (Int) -> SourcePosition?
    ) -> [(gesture: Gesture, id: String?)] {
        guard !times.indices.dropFirst().allSatisfy({ times[$0 - 1].start <= times[$0].start }) else {
            reportOverlaps(times, at: path, position: position)
            return decoded
        }
        let order = times.indices.sorted { (times[$0].start, times[$0].index) < (times[$1].start, times[$1].index) }
        reportOverlaps(order.map { times[$0] }, at: path, position: position)
        return order.map { decoded[$0] }
    }

    /// Where a decoded gesture is in the file, and when it starts and ends.
    private struct GestureTimes {
        var index: Int
        var start: Double
        var end: Double
    }

    /// A gesture's `id`: 1 to 64 characters, none given to another gesture.
    private func gestureID(_ node: JSONNode, at path: @autoclosure () -> FieldPath, taken: [Int: String]) -> String? {
        guard case let .object(members) = node.value, let member = members.indices.first(where: { members[$0].key.isSameKey("id") }),
            case let idNode = members[member].value, let id = log.string(idNode, at: path().key("id"))
        else { return nil }
        guard (1...ScenarioLimits.gestureIDMaxLength).contains(id.count) else {
            log.add(
                path().key("id"), "must be 1 to \(ScenarioLimits.gestureIDMaxLength) characters long, got \(id.count)", at: idNode.position)
            return nil
        }
        if let earlier = taken.first(where: { $0.value == id })?.key {
            log.add(path().key("id"), "\(Quote.value(id)) is already the id of gestures[\(earlier)]", at: idNode.position)
            return nil
        }
        return id
    }

    private func gesture(_ node: JSONNode, at path: @autoclosure () -> FieldPath, sampleBudget: Int, device: Device) -> Gesture? {
        // Most gestures are drags with nothing to report: read in one pass (`touches` is not a drag's key).
        if let drag = Self.dragFields.values(of: node, into: DragParameters()), Self.isOnScreen(drag.touchDown, of: device) {
            return drag.gesture
        }
        guard case let .object(members) = node.value else {
            log.wrongType(path(), expected: "an object (a drag {at, distance, duration} or {at, touches})", got: node)
            return nil
        }
        if members.indices.contains(where: { members[$0].key.isSameKey("touches") }) {
            return touchGesture(node, at: path(), sampleBudget: sampleBudget, device: device)
        }
        return drag(node, at: path(), device: device)
    }

    /// A drag's keys and where it touches down, compiled once: most drags have nothing to report
    /// and are read in one pass. `id` is `gestureID`'s.
    static let dragFields = FieldTable(
        ScenarioFields.dragBindings + ScenarioFields.touchDownBindings.map { $0.lifted { drag, set in set(&drag.touchDown) } },
        otherKeys: ScenarioKeys.dragGesture.filter { key in !(ScenarioFields.drag + ScenarioFields.touchDown).contains { $0.key == key } })

    /// A drag with something to report (`gesture` reads the others): read again, saying what is wrong.
    private func drag(_ node: JSONNode, at path: FieldPath, device: Device) -> Gesture? {
        guard let object = ObjectReader(node, at: path, log: log, allowedKeys: ScenarioKeys.dragGesture) else { return nil }
        let touchDown = self.touchDown(object, device: device)
        guard let values = options(ScenarioFields.drag, of: object, fillingDefaults: true), let touchDown else { return nil }
        var drag = DragParameters(touchDown: touchDown)
        for binding in ScenarioFields.dragBindings { binding.set(&drag, values[binding.field.key]) }
        return drag.gesture
    }

    /// Whether each coordinate given is less than the screen's side (`touchDown` reports those that are not).
    static func isOnScreen(_ point: TouchDownPoint, of device: Device) -> Bool {
        (point.x.map { $0 < device.viewportWidth } ?? true) && (point.y.map { $0 < device.viewportHeight } ?? true)
    }

    /// `startX`, `startY`: a point on the device's screen.
    private func touchDown(_ object: ObjectReader, device: Device) -> TouchDownPoint? {
        // The usual gesture gives neither key: nothing to read, nothing to report.
        if ScenarioFields.touchDown.allSatisfy({ object[$0.key] == nil }) { return TouchDownPoint() }
        guard let given = options(ScenarioFields.touchDown, of: object) else { return nil }
        let point = TouchDownPoint(x: given[.startX], y: given[.startY])
        // The usual gesture gives neither: no table of axes to build (a fifth of decoding a drag).
        if point.x == nil, point.y == nil { return point }
        let axes = [
            (key: OptionKey<Double?>.startX.key, value: point.x, side: device.viewportWidth, named: "width", field: "viewportWidth"),
            (key: OptionKey<Double?>.startY.key, value: point.y, side: device.viewportHeight, named: "height", field: "viewportHeight"),
        ]
        var onScreen = true
        for axis in axes {
            guard let value = axis.value, value >= axis.side else { continue }
            log.add(
                object.path.key(axis.key),
                "must be less than the screen's \(axis.named) (device.\(axis.field), \(Format.shortest(axis.side)) pt), got \(Format.shortest(value))",
                at: object[axis.key]?.position)
            onScreen = false
        }
        return onScreen ? point : nil
    }

    private func touchGesture(_ node: JSONNode, at path: FieldPath, sampleBudget: Int, device: Device) -> Gesture? {
        let explain = { (key: String) -> String? in
            ScenarioKeys.dragGesture.contains(key)
                ? "not allowed in a gesture with `touches` (it takes only: \(ScenarioKeys.touchGesture.joined(separator: ", ")))"
                : nil
        }
        guard
            let object = ObjectReader(
                node, at: path, log: log, allowedKeys: ScenarioKeys.touchGesture,
                explainUnknown: explain)
        else { return nil }
        let at = object.requiredNumber("at", in: ScenarioLimits.gestureStart)
        let touchDown = self.touchDown(object, device: device)
        guard let touchesNode = object["touches"] else { return nil }
        let samples = touchSamples(touchesNode, at: path.key("touches"), budget: sampleBudget)
        guard let at, let samples, let touchDown else { return nil }
        return .touches(at: at, samples: samples, touchDown: touchDown)
    }

    /// `[[t, y], …]` with `t` increasing. `budget` is what is left of the scenario-wide limit.
    private func touchSamples(_ node: JSONNode, at path: FieldPath, budget: Int) -> [TouchSample]? {
        guard let elements = log.array(node, at: path) else { return nil }
        guard !elements.isEmpty else {
            log.add(path, "must have at least one [t, y] sample", at: node.position)
            return nil
        }
        guard elements.count <= budget else {
            log.add(
                path,
                "has \(elements.count) samples, more than the \(max(budget, 0)) left of the limit of \(ScenarioLimits.maxTouchSamples) touch samples in a scenario",
                at: node.position)
            return nil
        }
        var samples: [TouchSample] = []
        var valid = true
        for (index, element) in elements.enumerated() {
            let samplePath = path.index(index)
            guard case let .array(pair) = element.value, pair.count == 2 else {
                let got = if case let .array(items) = element.value { "an array of \(items.count)" } else { element.kindDescription }
                log.add(samplePath, "expected a [t, y] pair of numbers, got \(got)", at: element.position)
                valid = false
                continue
            }
            let t = log.number(pair[0], at: samplePath.index(0), in: ScenarioLimits.touchTime)
            let y = log.number(pair[1], at: samplePath.index(1), in: ScenarioLimits.fingerTravel)
            guard let t, let y else {
                valid = false
                continue
            }
            if let previous = samples.last, t <= previous.t {
                log.add(
                    samplePath.index(0),
                    "must be later than the previous sample's time (\(Self.seconds(previous.t))), got \(Self.seconds(t))",
                    at: pair[0].position)
                valid = false
            }
            samples.append(TouchSample(t: t, y: y))
        }
        return valid ? samples : nil
    }

    /// Whether the gesture starts and ends within `[0, scenarioDuration]`; logs when not.
    private func fits(
        _ gesture: Gesture, in scenarioDuration: Double, at path: @autoclosure () -> FieldPath, position: SourcePosition
    ) -> Bool {
        if gesture.startTime > scenarioDuration {
            log.add(
                path().key("at"),
                "must be <= the scenario's duration (\(Self.seconds(scenarioDuration))), got \(Self.seconds(gesture.startTime))",
                at: position)
            return false
        }
        // At the microsecond resolution messages show: `holdAfter: 1e-7` on a gesture ending at
        // 600 s does not end "at 600 s, after the scenario's duration (600 s)".
        if Self.microseconds(gesture.endTime) > Self.microseconds(scenarioDuration) {
            log.add(
                path(), "ends at \(Self.seconds(gesture.endTime)) s, after the scenario's duration (\(Self.seconds(scenarioDuration)) s)",
                at: position)
            return false
        }
        return true
    }

    /// `byStart`: the gestures by start time, then by their place in the file.
    private func reportOverlaps(_ byStart: [GestureTimes], at path: FieldPath, position: (Int) -> SourcePosition?) {
        var latest: (index: Int, end: Double)?
        for gesture in byStart {
            let index = gesture.index
            if let earlier = latest, gesture.start < earlier.end - Self.timeTolerance {
                log.add(
                    path.index(index),
                    "overlaps gestures[\(earlier.index)]: starts at \(Self.seconds(gesture.start)) s, before gestures[\(earlier.index)] ends at \(Self.seconds(earlier.end)) s",
                    at: position(index))
            }
            if latest.map({ gesture.end > $0.end }) ?? true { latest = (index, gesture.end) }
        }
    }

    private static func microseconds(_ t: Double) -> Double { (t * 1e6).rounded() }

    /// Times in messages: at most six decimals, so sums like 0.1 + 0.2 read as 0.3.
    static func seconds(_ t: Double) -> String {
        Format.shortest((t * 1e6).rounded() / 1e6)
    }
}

/// A drag as a scenario file gives it, before it is a `Gesture`: what a drag's keys set.
struct DragParameters {
    var at = 0.0
    var distance = 0.0
    var duration = 0.0
    var holdAfter = 0.0
    var easing = Easing.easeOut
    var touchDown = TouchDownPoint()

    var gesture: Gesture {
        .drag(at: at, distance: distance, duration: duration, holdAfter: holdAfter, easing: easing, touchDown: touchDown)
    }
}
