import Foundation
import RefreshSim

/// What one chart shows: a run's timeline, its analysis, and the device it ran on.
public struct ChartSubject: Sendable, Equatable {
    public var timeline: Timeline
    /// `nil` when the run was not analysed: the chart then shows no verdict.
    public var analysis: Analysis?
    public var device: DeviceSummary
    /// The scenario's `description`: what to look for.
    public var description: String
    /// The scenario's `title`, in any script; `nil` shows its `name`.
    public var title: String?
    /// Set for a run read from a recording: where it was recorded and which detectors ran.
    public var recording: RecordingFacts?

    public init(
        timeline: Timeline, analysis: Analysis?, device: DeviceSummary, description: String = "",
        title: String? = nil
    ) {
        self.timeline = timeline
        self.analysis = analysis
        self.device = device
        self.description = description
        self.title = title
    }

    public init(scenario: Scenario, timeline: Timeline, analysis: Analysis?) {
        self.init(
            timeline: timeline, analysis: analysis,
            device: DeviceSummary(device: scenario.device, frameRate: scenario.frameRate, contentInset: scenario.contentInset),
            description: scenario.description, title: scenario.title)
    }

    /// A scenario's run, as `plot`, the review page, baselines and snapshot strategies chart it.
    public init(_ run: ScenarioRun) {
        self.init(scenario: run.scenario, timeline: run.timeline, analysis: run.analysis)
        recording = run.recording
        if let recording = run.recording {
            // A recording's chart says where it came from and what was judged, before anything else.
            let origin = recording.origin.prefix(1).uppercased() + recording.origin.dropFirst()
            self.description = "\(origin); \(recording.coverage.summary)." + (description.isEmpty ? "" : " " + description)
        }
    }

    /// The heading drawn for this run: its title, else the scenario's name; a recording's says so.
    public var heading: String { (title ?? timeline.scenarioName) + (recording == nil ? "" : " · recorded") }

    /// The analysis's findings by time (ties in the analysis's order): the order of their numbers
    /// on the chart, the phone and the animation.
    var findingsInTimeOrder: [Finding] {
        (analysis?.findings ?? []).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}

/// The device facts a chart's header states.
public struct DeviceSummary: Sendable, Equatable {
    public var viewportWidth: Double
    public var viewportHeight: Double
    public var topInset: Double
    public var bottomInset: Double
    public var frameRate: Double
    /// The preset's name (`iPhone 15 Pro`), when the scenario named one.
    public var model: String?
    /// The app's own `contentInset` (a bar of its own) and how UIKit adds the safe area to it.
    public var contentInset = AppContentInset()

    public init(
        viewportWidth: Double, viewportHeight: Double, topInset: Double, bottomInset: Double, frameRate: Double,
        model: String? = nil
    ) {
        self.model = model
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.frameRate = frameRate
    }

    public init(device: Device, frameRate: Double, contentInset: AppContentInset = AppContentInset()) {
        self.init(
            viewportWidth: device.viewportWidth, viewportHeight: device.viewportHeight,
            topInset: device.topInset, bottomInset: device.bottomInset, frameRate: frameRate, model: device.model)
        self.contentInset = contentInset
    }

    /// `320×568 pt · safe area 64/0 pt · 60 Hz`, with `· contentInset 0/49 pt (never)` when the
    /// app sets one.
    public var description: String {
        (model.map { "\($0) · " } ?? "") + "\(Format.label(viewportWidth))×\(Format.label(viewportHeight)) pt · safe area "
            + "\(Format.label(topInset))/\(Format.label(bottomInset)) pt · " + contentInsetText + "\(Format.label(frameRate)) Hz"
    }

    /// The same in a designer's words: the bars' heights instead of the safe area and insets.
    public var plainDescription: String {
        (model.map { "\($0) · " } ?? "") + "\(Format.label(viewportWidth))×\(Format.label(viewportHeight)) pt · bars "
            + "\(Format.label(topInset))/\(Format.label(bottomInset)) pt · "
            + (contentInset != AppContentInset()
                ? "app's own space \(Format.label(contentInset.top))/\(Format.label(contentInset.bottom)) pt · " : "")
            + "\(Format.label(frameRate)) Hz"
    }

    private var contentInsetText: String {
        guard contentInset != AppContentInset() else { return "" }
        let behavior = contentInset.adjustmentBehavior == .automatic ? "" : " (\(contentInset.adjustmentBehavior.rawValue))"
        return "contentInset \(Format.label(contentInset.top))/\(Format.label(contentInset.bottom)) pt\(behavior) · "
    }
}
