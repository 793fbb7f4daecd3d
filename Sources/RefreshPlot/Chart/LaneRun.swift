import RefreshSim

/// A stretch of time during which a lane shows one label.
struct LaneRun: Equatable {
    var label: String
    var start: Double
    var end: Double

    /// Consecutive samples with the same label merged; each run lasts until the next one starts
    /// (the last until the final sample's time plus one frame).
    static func runs(_ samples: [FrameSample], frameDuration: Double, label: (FrameSample) -> String) -> [LaneRun] {
        var runs: [LaneRun] = []
        for sample in samples {
            let value = label(sample)
            if let last = runs.last, last.label == value { continue }
            if !runs.isEmpty { runs[runs.count - 1].end = sample.time }
            runs.append(LaneRun(label: value, start: sample.time, end: sample.time))
        }
        if let lastSample = samples.last, !runs.isEmpty {
            runs[runs.count - 1].end = lastSample.time + frameDuration
        }
        return runs
    }
}

/// One horizontal band of the lanes panel.
struct Lane {
    var title: String
    var runs: [LaneRun]
    var coloring: LaneColoring
    /// A run's label as printed (colours stay keyed by the label itself).
    var shown: (String) -> String = { $0 }

    static func lanes(for timeline: Timeline, words: ChartWords = .uikit) -> [Lane] {
        let samples = timeline.samples
        let frame = timeline.frameRate > 0 ? 1 / timeline.frameRate : 0
        func lane(_ title: String, known: [String: Color], _ label: (FrameSample) -> String) -> Lane {
            let runs = LaneRun.runs(samples, frameDuration: frame, label: label)
            let shown: (String) -> String =
                known == LaneColoring.phase
                ? { ScrollPhase(rawValue: $0).map(words.phase) ?? $0 }
                : known == LaneColoring.loader ? { LoaderPhase(rawValue: $0).map(words.loaderPhase) ?? $0 } : { $0 }
            return Lane(
                title: title, runs: runs, coloring: LaneColoring(known: known, labelsInOrder: runs.map(\.label)), shown: shown)
        }
        let common = [
            lane(words(.fingerLane), known: LaneColoring.finger) { $0.fingerDown ? "down" : "up" },
            lane(words(.scrollPhaseLane), known: LaneColoring.phase) { $0.phase.rawValue },
        ]
        guard !timeline.components.isEmpty else {
            return common + [
                lane(words(.strategyLane), known: LaneColoring.strategy) { $0.state.text },
                lane(words(.loaderLane), known: LaneColoring.loader) { $0.loaderPhase.rawValue },
            ]
        }
        // A header and a footer: a state lane and a loader lane for each.
        return common
            + timeline.components.flatMap { track -> [Lane] in
                func trackLane(_ title: String, known: [String: Color], _ values: [String]) -> Lane {
                    lane(title, known: known) { $0.frame < values.count ? values[$0.frame] : "" }
                }
                return [
                    trackLane(
                        words(track.role == .header ? .headerLane : .footerLane), known: LaneColoring.strategy, track.states.map(\.text)),
                    trackLane(words(.loaderLane), known: LaneColoring.loader, track.loaderPhases.map(\.rawValue)),
                ]
            }
    }

    /// How many lanes the chart of `timeline` has.
    /// The lanes `lanes(for:)` gives, plus the frames lane of a run with main-thread costs.
    static func count(for timeline: Timeline) -> Int {
        2 + 2 * max(timeline.components.count, 1) + (timeline.pacing == nil ? 0 : 1)
    }
}
