import RefreshSim

/// What `fit` prints and writes.
enum FitReport {
    /// The physics block, the notes, and a line per trace.
    static func text(_ fit: PhysicsFit) -> String {
        var lines = ["physics, to paste into a scenario:", JSONWriter.string(fit.physicsJSON).trimmingCharacters(in: .newlines)]
        lines += fit.notes.map { "note: \($0)" }
        for trace in fit.traces {
            var parts = ["\(trace.stretchCount) drag\(trace.stretchCount == 1 ? "" : "s") past an edge"]
            let velocities = trace.releaseVelocities.map { Format.fixed($0, 1) }.joined(separator: ", ")
            parts.append(
                "\(trace.releaseCount) release\(trace.releaseCount == 1 ? "" : "s")"
                    + (velocities.isEmpty ? "" : " (velocity \(velocities) pt/s)"))
            if trace.clockOffset != 0 { parts.append("clock offset \(Format.fixed(trace.clockOffset, 1)) ms") }
            let fitted =
                trace.sampleCount == 0
                ? "nothing to fit"
                : "residuals max \(Format.fixed(trace.maxResidual, 2)) pt, RMS \(Format.fixed(trace.rmsResidual, 2)) pt over \(trace.sampleCount) frames"
            lines.append("\(trace.name): \(parts.joined(separator: ", ")); \(fitted)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The recorded timeline with the fitted offset at every frame the fit covers.
    static func fittedTimeline(_ timeline: Timeline, _ result: PhysicsFit.TraceResult) -> Timeline {
        var fitted = timeline
        let start = timeline.samples.first?.time ?? 0
        for point in result.fitted {
            let index = Int(((point.time - start) * timeline.frameRate).rounded())
            guard fitted.samples.indices.contains(index) else { continue }
            fitted.samples[index].offset = point.offset
        }
        fitted.scenarioName = timeline.scenarioName + "-fitted"
        return fitted
    }

    /// A scenario replaying the trace's finger (each touch as `touches` samples of the pan's
    /// position) on its device and content, with the fitted physics: the simulator's side of
    /// "the phone vs the simulator".
    static func scenario(_ trace: Trace, _ fit: PhysicsFit, vocabulary: Vocabulary) -> String {
        guard let first = trace.frames.first else { return "" }
        let rate = trace.recordedOn.maximumFramesPerSecond
        var gestures: [JSONValue] = []
        var index = 0
        let frames = trace.frames
        while index < frames.count {
            guard frames[index].isTracking, let downY = frames[index].touchY else {
                index += 1
                continue
            }
            let down = frames[index].time
            var samples: [JSONValue] = []
            var lastY = downY
            while index < frames.count, frames[index].isTracking {
                lastY = frames[index].touchY ?? lastY
                samples.append([.number(frames[index].time - down), .number(lastY - downY)])
                index += 1
            }
            // The finger lifts at the frame the recording saw it up. Its last move comes in that
            // frame, when the pan no longer reports where the finger is: it is read back from how
            // far the content moved, through the fitted rubber band past an edge.
            let lift = index < frames.count ? frames[index].time : (frames.last?.time ?? down) + 1 / rate
            if index < frames.count {
                let band = RubberBand(
                    coefficient: fit.physics.rubberBandCoefficient ?? 0.55,
                    dimension: fit.physics.rubberBandDimension ?? frames[index].boundsHeight)
                let range = TraceMotions.range(frames[index])
                let raw = { (offset: Double) in band.raw(forOffset: offset, minimum: range.minimum, maximum: range.maximum) }
                lastY -= raw(frames[index].offset) - raw(frames[index - 1].offset)
            }
            samples.append([.number(lift - down), .number(lastY - downY)])
            gestures.append(.object([("at", .number(down - first.time)), ("touches", .array(samples))]))
        }
        var physics: [(String, JSONValue)] = [("decelerationRate", .number(trace.recordedOn.decelerationRate))]
        if case let .object(block) = fit.physicsJSON, case let .object(fitted)? = block.first?.1 {
            physics = physics.filter { key, _ in !fitted.contains { $0.0 == key } } + fitted
        }
        var members: [(String, JSONValue)] = [
            ("name", .string(trace.name + "-fitted")),
            (
                "description",
                .string("The finger of \(trace.name) replayed on the simulator with the physics fitted to it (refreshsim fit).")
            ),
            ("duration", .number(max(trace.duration - first.time, 1 / rate))),
            ("frameRate", .number(rate)),
            (
                "device",
                .object([
                    ("viewportHeight", .number(first.boundsHeight)), ("viewportWidth", .number(first.boundsWidth)),
                    ("topInset", .number(trace.recordedOn.safeArea.top)), ("bottomInset", .number(trace.recordedOn.safeArea.bottom)),
                    ("screenScale", .number(trace.recordedOn.screenScale)),
                ])
            ),
            ("content", .object([("height", .number(first.contentHeight)), ("initialOffset", .number(first.offset))])),
        ]
        if first.contentInset != .zero || trace.recordedOn.adjustmentBehavior != .automatic {
            members.append(
                (
                    "contentInset",
                    .object([
                        ("top", .number(first.contentInset.top)), ("bottom", .number(first.contentInset.bottom)),
                        ("adjustmentBehavior", .string(trace.recordedOn.adjustmentBehavior.rawValue)),
                    ])
                ))
        }
        members.append(("physics", .object(physics)))
        if let component = trace.components.first, vocabulary.strategy(named: component.strategy) != nil {
            members.append(("strategy", .object([("kind", .string(component.strategy))])))
        }
        members.append(("gestures", .array(gestures)))
        return JSONWriter.string(.object(members))
    }
}
