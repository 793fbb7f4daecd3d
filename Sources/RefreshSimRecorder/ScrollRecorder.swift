import Foundation
import UIKit

#if os(iOS)
    import QuartzCore
#endif

/// Records one `UIScrollView` frame by frame and writes a refreshsim trace: a JSON file that
/// `refreshsim run`, `plot`, `compare`, `check`, `review` and `fit` read where they read a
/// scenario (format: `trace.schema.json`, and "The trace format" in the CLI's documentation).
///
/// On every display-link tick, at the screen's maximum rate, it reads what UIKit shows: the content
/// offset (model and presentation layer), the insets, the content size, the bounds, the tracking
/// flags, the pan's location and velocity, the refresh control's `isRefreshing`, the tick's
/// timestamps; and what the app reports through `report`. Events (UIKit callbacks, the app's
/// refresh and load calls) and marks are added as they happen.
///
/// ```swift
/// let recorder = ScrollRecorder(scrollView: tableView, name: "feed-pull")
/// recorder.components = [.init(role: .header, strategy: "uirefreshcontrol", triggerDistance: 112.5)]
/// recorder.start()
/// // … the user pulls …
/// recorder.mark("loadStarted")
/// recorder.stop()
/// try recorder.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "feed-pull.json"))
/// ```
@MainActor
public final class ScrollRecorder {
    public let scrollView: UIScrollView
    /// File-safe: letters, digits, `.`, `_`, `-`. It names refreshsim's outputs.
    public var name: String
    public var title: String?
    public var description = ""
    /// The refresh components on the scroll view, as the app declares them.
    public var components: [Component] = []
    /// Which kinds of event the app reports all of through `record` (see `EventSource`).
    public var eventSources: Set<EventSource> = []
    /// The adjusted inset with no refresh component in it; `nil`: the one at `start()`.
    public var baseInset: UIEdgeInsets?
    /// Asked once a tick for the app's view of the frame.
    public var report: ((UIScrollView) -> Report)?
    /// Where it runs: set by `start()` from the platform (`standIn` off iOS).
    public var recordingKind: RecordingKind

    public private(set) var isRecording = false
    private var startTime: Double = 0
    /// The display frame being prepared: the one an event shows in.
    private var preparing = 0
    private var lastTick: (timestamp: Double, target: Double)?
    private var frames: [TraceDocument.Frame] = []
    private var events: [TraceDocument.Event] = []
    private var marks: [TraceDocument.Mark] = []
    private var recording: TraceDocument.Recording?
    private var startInset: UIEdgeInsets = .zero
    private var link: CADisplayLink?

    /// What a tick costs the main thread, declared: the stand-in measures ≈ 2 µs a tick (see
    /// `RecorderCostTests`); a phone is slower, so this bounds it with room. Added to every frame's
    /// main-thread work, it changes no bundled scenario's hitch figures.
    nonisolated public static let declaredCostPerFrame = 0.05  // ms

    public init(scrollView: UIScrollView, name: String) {
        self.scrollView = scrollView
        self.name = name
        #if os(iOS)
            recordingKind = ProcessInfo.processInfo.environment["SIMULATOR_DEVICE_NAME"] == nil ? .device : .simulator
        #else
            recordingKind = .standIn
        #endif
    }

    /// Starts ticking with the display: the first frame is read at the next vsync.
    public func start() {
        guard !isRecording else { return }
        isRecording = true
        frames = []
        events = []
        marks = []
        preparing = 0
        lastTick = nil
        startTime = CACurrentMediaTime()
        startInset = scrollView.adjustedContentInset
        let screen = UIScreen.main
        recording = TraceDocument.Recording(
            kind: recordingKind.rawValue, model: Self.model, system: Self.system, screenScale: Double(screen.scale),
            maximumFramesPerSecond: Double(screen.maximumFramesPerSecond), safeArea: scrollView.safeAreaInsets,
            adjustmentBehavior: Self.name(of: scrollView.contentInsetAdjustmentBehavior),
            decelerationRate: Double(scrollView.decelerationRate.rawValue), bounces: scrollView.bounces)
        let link = DisplayLinkTicker.link { [weak self] link in self?.tick(link) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops the display link and reads the frame in progress once more: the last tick read the
    /// frame before it.
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        link?.invalidate()
        link = nil
        if let lastTick { read(time: lastTick.target, target: lastTick.target) }
    }

    /// A name at this moment, drawn on the chart ("loadStarted", "imagesDecoded").
    public func mark(_ name: String) {
        marks.append(TraceDocument.Mark(time: now, frame: preparing, name: name))
    }

    /// An event by its UIKit name and facts (the names and facts of a run's `--report`:
    /// `record("refreshStart", ["component": .text("header")])`).
    public func record(_ name: String, _ facts: KeyValuePairs<String, Value> = [:]) {
        record(name, facts: facts.map { ($0.key, $0.value) })
    }

    /// The same with facts in a list (built at run time, in their order).
    public func record(_ name: String, facts: [(String, Value)]) {
        events.append(TraceDocument.Event(time: now, frame: preparing, name: name, facts: facts))
    }

    /// The app's refresh (or load-more) action started: `refreshStart`.
    public func refreshStarted(_ role: Role = .header) { record("refreshStart", ["component": .text(role.rawValue)]) }
    /// Its result reached the app: `refreshEnd`.
    public func refreshEnded(_ role: Role = .header) { record("refreshEnd", ["component": .text(role.rawValue)]) }

    /// Seconds since `start()` on the media clock.
    private var now: Double { CACurrentMediaTime() - startTime }

    private func tick(_ link: CADisplayLink) {
        let timestamp = link.timestamp - startTime
        let target = link.targetTimestamp - startTime
        lastTick = (timestamp, target)
        preparing = Int((target * Double(UIScreen.main.maximumFramesPerSecond)).rounded())
        // A frame read again (the main thread held the screen): the first read is what was shown.
        if let last = frames.last, last.time >= timestamp { return }
        read(time: timestamp, target: target)
    }

    private func read(time: Double, target: Double) {
        let view = scrollView
        let offset = Double(view.contentOffset.y)
        let shown = view.layer.presentation().map { Double($0.bounds.origin.y) }
        let pan = view.panGestureRecognizer
        frames.append(
            TraceDocument.Frame(
                time: time, targetTime: target, offset: offset, presentedOffset: shown == offset ? nil : shown,
                animating: view.layer.animationKeys()?.isEmpty == false, contentInset: view.contentInset,
                adjustedContentInset: view.adjustedContentInset, contentHeight: Double(view.contentSize.height),
                bounds: view.bounds.size, isTracking: view.isTracking, isDragging: view.isDragging,
                isDecelerating: view.isDecelerating, touchY: view.isTracking ? Double(pan.location(in: nil).y) : nil,
                panVelocity: view.isTracking ? Double(pan.velocity(in: nil).y) : nil,
                isRefreshing: view.refreshControl?.isRefreshing, app: report?(view)))
    }

    /// The trace as JSON: what `write(to:)` writes.
    public func traceData() -> Data {
        let document = TraceDocument(
            name: name, title: title, description: description,
            recording: recording ?? TraceDocument.Recording.unstarted, baseInset: baseInset ?? startInset,
            components: components, eventSources: EventSource.allCases.filter(eventSources.contains), frames: frames,
            events: events, marks: marks)
        return Data(document.json.utf8)
    }

    /// Writes the trace, replacing the file at `url` in one step.
    public func write(to url: URL) throws {
        try traceData().write(to: url, options: .atomic)
    }

    private static var model: String? {
        #if os(iOS)
            UIDevice.current.model
        #else
            nil
        #endif
    }

    private static var system: String? {
        #if os(iOS)
            "\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)"
        #else
            nil
        #endif
    }

    private static func name(of behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> String {
        switch behavior {
        case .automatic: "automatic"
        case .scrollableAxes: "scrollableAxes"
        case .never: "never"
        case .always: "always"
        @unknown default: "automatic"
        }
    }
}
