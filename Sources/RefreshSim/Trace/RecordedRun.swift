/// What a run read from a recording carries besides its timeline: where it was recorded, which
/// detectors ran on it, and the app's marks. `ScenarioRun.recording` is nil for a simulated run.
public struct RecordingFacts: Sendable, Equatable {
    public var recordedOn: Trace.Recording
    public var coverage: DetectorCoverage
    public var marks: [Trace.Mark]

    public init(recordedOn: Trace.Recording, coverage: DetectorCoverage, marks: [Trace.Mark] = []) {
        self.recordedOn = recordedOn
        self.coverage = coverage
        self.marks = marks
    }

    /// `recorded on a device (iPhone, iOS 26.5)`, `recorded in the stand-in`.
    public var origin: String {
        let place =
            switch recordedOn.kind {
            case .device: "on a device"
            case .simulator: "in the iOS Simulator"
            case .standIn: "in refreshsim's UIKit stand-in"
            }
        let details = [recordedOn.model, recordedOn.system].compactMap { $0 }
        return "recorded \(place)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
}

extension JudgedTrace {
    /// The scenario the recording stands for, where commands need one: its name, device, frame
    /// rate, duration and first content; no gestures and no strategy to run (the timeline names
    /// the app's own). `analysis` and `expect` come from the expectations file beside the trace.
    public func scenario(analysis: GlitchThresholds = GlitchThresholds(), expect: Expectation? = nil) -> Scenario {
        let first = trace.frames.first
        let recordedOn = trace.recordedOn
        let rate = recordedOn.maximumFramesPerSecond
        return Scenario(
            name: trace.name, title: trace.title, description: trace.description,
            duration: max(timeline.duration, 1 / rate), frameRate: rate,
            device: Device(
                viewportHeight: first?.boundsHeight ?? 568, viewportWidth: first?.boundsWidth ?? 320,
                topInset: recordedOn.safeArea.top, bottomInset: recordedOn.safeArea.bottom,
                screenScale: recordedOn.screenScale, model: recordedOn.model),
            content: Content(height: first?.contentHeight ?? 0),
            contentInset: AppContentInset(
                top: first?.contentInset.top ?? 0, bottom: first?.contentInset.bottom ?? 0,
                adjustmentBehavior: recordedOn.adjustmentBehavior),
            physics: PhysicsOptions(decelerationRate: recordedOn.decelerationRate, bounces: recordedOn.bounces),
            analysis: analysis, expect: expect)
    }
}

extension ScenarioRun {
    /// A recording judged: the timeline its trace gives, analysed by the detectors it has what
    /// they need for, with the thresholds and expectations given.
    public init(judging trace: Trace, vocabulary: Vocabulary, analysis: GlitchThresholds = GlitchThresholds(), expect: Expectation? = nil) {
        let judged = TraceJudge(vocabulary: vocabulary).judge(trace)
        self.init(
            scenario: judged.scenario(analysis: analysis, expect: expect), timeline: judged.timeline,
            analysis: judged.analyze(thresholds: analysis))
        recording = RecordingFacts(recordedOn: trace.recordedOn, coverage: judged.coverage, marks: trace.marks)
    }
}
