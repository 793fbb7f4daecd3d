import Foundation
import RefreshSim
import RefreshSimRecorder
import UIKit

/// The app's side of a recording inside a simulated run: a `ScrollRecorder` attached to the run's
/// scroll view through UIKit, as an app attaches one to its table view, and told what the app's
/// own code knows, as an app tells it: its components (once), its refresh state every frame
/// (`report`), and every event as it happens (`record`). What the recorder reads off the scroll
/// view each tick it reads through UIKit alone.
final class RecordingApp: RunObserver {
    private(set) var recorder: ScrollRecorder?
    private(set) var traceData: Data?
    private var run: ObservedRun?
    /// False to leave writing the trace to `writeTrace()` (to time it apart).
    private let writesTrace: Bool

    init(writesTrace: Bool = true) {
        self.writesTrace = writesTrace
    }

    func writeTrace() -> Data? {
        onRunThread { recorder?.traceData() }
    }

    func runWillBegin(_ run: ObservedRun) {
        onRunThread { attach(run) }
    }

    func runDidEnd(_ timeline: Timeline) {
        onRunThread { detach() }
    }

    @MainActor private func attach(_ run: ObservedRun) {
        self.run = run
        UIKitEnvironment.watch(run.host)
        let recorder = ScrollRecorder(scrollView: UIScrollView(frame: .zero), name: run.scenario.name)
        recorder.title = run.scenario.title
        recorder.description = run.scenario.description
        recorder.eventSources = Set(ScrollRecorder.EventSource.allCases)
        recorder.baseInset = UIEdgeInsets(run.scenario.adjustedInset)
        recorder.report = { [unowned self] _ in onRunThread { report() } }
        recorder.start()
        self.recorder = recorder
        // What happened while the app was set up (layout, the first content size), then the rest.
        for event in run.runtime.events { forward(event) }
        run.runtime.eventObserver = { [unowned self] event in onRunThread { forward(event) } }
    }

    @MainActor private func detach() {
        guard let run, let recorder else { return }
        run.runtime.eventObserver = nil
        // The bare scroll view (`none`) has no refresh component to declare.
        recorder.components = zip(run.components, run.restingInsets).filter { $0.0.kind.role != nil }.map {
            component, resting -> ScrollRecorder.Component in
            ScrollRecorder.Component(
                role: component.role == .header ? .header : .footer,
                indicator: ScrollRecorder.Indicator(rawValue: component.strategy.indicator.rawValue),
                strategy: component.kind.name, loader: component.loader.name,
                triggerDistance: component.strategy.triggerDistance, restingInset: UIEdgeInsets(resting))
        }
        recorder.stop()
        if writesTrace { traceData = recorder.traceData() }
    }

    /// The event as the app reports it: its UIKit name and its facts.
    @MainActor private func forward(_ event: TimelineEvent) {
        let facts = TraceEventCoding.facts(event.kind).map { key, value -> (String, ScrollRecorder.Value) in
            switch value {
            case let .number(number): (key, .number(number))
            case let .bool(flag): (key, .flag(flag))
            case let .string(text): (key, .text(text))
            default: (key, .text("\(value)"))
            }
        }
        recorder?.record(event.name, facts: facts)
    }

    /// The app's refresh code, as it would describe itself.
    private func report() -> ScrollRecorder.Report {
        guard let run else { return ScrollRecorder.Report() }
        let strategy = run.strategy
        var report = ScrollRecorder.Report(
            state: strategy.stateName, header: strategy.headerPhase.map(Self.phase), footer: strategy.footerPhase.map(Self.phase),
            indicatorVisibleHeight: strategy.indicatorVisibleHeight, footerTop: strategy.footerTop,
            loader: Self.loader(run.host.loader.phase))
        if run.components.count > 1 {
            for component in run.components {
                report.components[component.role == .header ? .header : .footer] = ScrollRecorder.ComponentReport(
                    state: component.strategy.stateName, indicatorVisibleHeight: component.strategy.indicatorVisibleHeight,
                    footerTop: component.strategy.footerTop, loader: Self.loader(component.host.loader.phase))
            }
        }
        return report
    }

    private static func phase(_ phase: RefreshPhase) -> ScrollRecorder.Phase { ScrollRecorder.Phase(rawValue: phase.rawValue)! }
    private static func loader(_ phase: LoaderPhase) -> ScrollRecorder.LoaderPhase { ScrollRecorder.LoaderPhase(rawValue: phase.rawValue)! }
}

extension UIEdgeInsets {
    init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
}

/// The run's thread stands for the main thread, as it does for the stand-in's own classes
/// (UIKit's `MainActorBridge`): main-actor code is called there without the check
/// `MainActor.assumeIsolated` would make, which a test's thread would fail.
func onRunThread<Result>(_ body: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Result).self)() }
}
