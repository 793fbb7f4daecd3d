/// Turns a recording into the `Timeline` that analysis, charts and the review page read, with the
/// same definitions the simulator samples by:
///
/// - Each trace frame goes to the display frame its timestamp names (`round(t·fps)` from the first);
///   a frame read twice (the same timestamp again) keeps its first read. Display frames no tick read
///   held the previous frame on screen, and the next frame read was late by as many frames: the
///   pacing of a simulated run with main-thread work ("Understanding hitches in your app").
/// - `offset` is what was shown (the presentation layer's), the range's edges come from the
///   adjusted insets and the content size, the scroll phase from the flags: tracking is `drag`,
///   decelerating is `decelerate` or `bounce` (more than 0.5 pt outside the range), a layer
///   animation or a `setContentOffset(_:animated: true)` in progress is `animation`.
/// - The velocity is the pan's while tracking; otherwise the frame-to-frame change of the offset
///   (UIKit does not expose the deceleration's own).
/// - The refresh state, phases, indicator and loader phase are the app's reports; a refresh
///   control's `isRefreshing` stands for the header's phase when the app reports none.
/// - Touch events missing from the recording are read off `isTracking`, frame by frame.
public struct TraceJudge: Sendable {
    public var vocabulary: Vocabulary

    public init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    public func judge(_ trace: Trace) -> JudgedTrace {
        var builder = TimelineBuilder(trace: trace)
        builder.build()
        let known = knowledge(of: trace)
        var timeline = Timeline(
            scenarioName: trace.name, identity: identity(trace), frameRate: trace.recordedOn.maximumFramesPerSecond,
            viewportHeight: trace.frames.first?.boundsHeight ?? 0,
            baseInsetTop: builder.baseInset.top, baseInsetBottom: builder.baseInset.bottom,
            triggerDistance: trace.components.first?.triggerDistance,
            indicator: trace.components.first?.indicator ?? .none,
            bounces: trace.recordedOn.bounces, samples: builder.samples,
            events: trace.eventSources.contains(.finger) ? trace.events : builder.eventsWithDerivedTouches(trace.events),
            components: builder.tracks(identity: identity(trace)), pacing: builder.pacing)
        timeline.reactionOverrun = nil
        return JudgedTrace(trace: trace, timeline: timeline, knowledge: known)
    }

    /// What the recording holds (`TraceKnowledge`).
    public func knowledge(of trace: Trace) -> Set<TraceKnowledge> {
        var known: Set<TraceKnowledge> = [.touches, .timing]
        let sources = trace.eventSources
        if sources.contains(.scrollView) { known.insert(.scrollViewEvents) }
        if sources.contains(.refreshControl) { known.insert(.refreshControlEvents) }
        if sources.contains(.strategy) { known.insert(.refreshActions) }
        let reports = trace.frames.map(\.app)
        if sources.contains(.loader), reports.allSatisfy({ $0?.loader != nil }) { known.insert(.loads) }
        let hasPhases = trace.components.allSatisfy { component in
            trace.frames.allSatisfy { frame in
                (component.role == .header ? frame.app?.header : frame.app?.footer) != nil
                    || (component.role == .header && frame.isRefreshing != nil)
            }
        }
        if hasPhases { known.insert(.phases) }
        if reports.allSatisfy({ $0?.indicatorVisibleHeight != nil })
            || (trace.components.count == 1 && trace.components[0].role == .header && trace.frames.allSatisfy { $0.isRefreshing != nil })
        {
            known.insert(.indicator)
        }
        // The timeline's trigger is the first component's: a footer without one is judged as in a
        // simulated run (no pull is judged against a trigger); a header without one is unknown.
        if let first = trace.components.first {
            if first.triggerDistance != nil || first.role == .footer { known.insert(.trigger) }
        } else {
            known.insert(.trigger)
        }
        return known
    }

    private func identity(_ trace: Trace) -> RunIdentity {
        guard !trace.components.isEmpty else { return RunIdentity(strategy: .none, loader: .delay) }
        return RunIdentity(
            strategies: trace.components.map { component in
                vocabulary.strategy(named: component.strategy)
                    ?? StrategyKind(
                        component.strategy, "recorded: the app's own refresh code", role: component.role,
                        defaultLoader: { _ in .delay(seconds: 2) }, build: { _, _ in NoStrategy() })
            },
            loaders: trace.components.map { vocabulary.loader(named: $0.loader) ?? .delay })
    }
}

/// A recording and what it judges to.
public struct JudgedTrace: Sendable {
    public var trace: Trace
    public var timeline: Timeline
    public var knowledge: Set<TraceKnowledge>

    public var coverage: DetectorCoverage { DetectorCoverage(knowing: knowledge) }

    /// The standard detectors this recording has what it takes for.
    public var detectors: [any GlitchDetector] {
        let ran = Set(coverage.ran)
        return Analyzer.standardDetectors.filter { ran.contains($0.glitch) }
    }

    /// Analysis with the detectors that can run.
    public func analyze(thresholds: GlitchThresholds = GlitchThresholds()) -> Analysis {
        Analyzer(thresholds: thresholds, detectors: detectors).analyze(timeline)
    }
}
