import RefreshSim

/// Runs pasted UIKit code as a `RefreshStrategy`: installs the run's host as the UIKit
/// environment, builds the controller (loading its view, so `viewDidLoad` runs) and reads what the
/// timeline records from it through the closures given: the code's own state name (for charts)
/// and its `RefreshPhase` (what the analysis reads).
///
/// ```swift
/// UIKitStrategy(host: host, indicator: .header(height: 30), triggerDistance: 30,
///               state: { "\($0.refreshHeader.state!)" },
///               phase: { $0.refreshHeader.state == .refreshing ? .refreshing : .idle }) {
///     LangTableViewController(style: .plain)
/// }
/// ```
public final class UIKitStrategy<Controller: AnyObject>: RefreshStrategy, RestingInsetHolding {
    /// Where the refresh view sits and how tall it is, for the indicator lane and the analysis.
    public enum Indicator {
        /// A view of `height` just above the content.
        case header(height: Double)
        /// A view of `height` whose top is at `top(controller)` in content coordinates.
        case footer(height: Double, top: @MainActor (Controller) -> Double)
        /// The UIRefreshControl installed on the scenario's scroll view.
        case refreshControl
    }

    public let controller: Controller
    public let environment: UIKitEnvironment
    private let host: RefreshHost
    private let indicatorKind: Indicator
    private let state: @MainActor (Controller) -> String
    private let phase: (@MainActor (Controller) -> RefreshPhase)?
    private let trigger: Double?

    /// - Parameters:
    ///   - triggerDistance: points past the resting offset at which the code refreshes (drawn on
    ///     the chart; `momentumTrigger` and `deadPull` need it). A refresh control's is its own.
    ///   - state: the state as the code names it (`idle`, `pulling`, `refreshing`…), for charts.
    ///   - phase: the same as a `RefreshPhase` (`.armed` once letting go would refresh,
    ///     `.refreshing` while it runs). Leave it out for `.refreshControl`: the control's is used.
    ///   - make: builds the controller; a `UIViewController`'s view is then loaded.
    public init(
        host: RefreshHost, indicator: Indicator, triggerDistance: Double? = nil,
        state: @escaping @MainActor (Controller) -> String, phase: (@MainActor (Controller) -> RefreshPhase)? = nil,
        make: @MainActor () -> Controller
    ) {
        self.host = host
        indicatorKind = indicator
        trigger = triggerDistance
        self.state = state
        self.phase = phase
        insetBeforeCode = host.scrollView.contentInset
        let environment = UIKitEnvironment(host: host)
        self.environment = environment
        UIKitEnvironment.install(environment)
        controller = withoutActuallyEscaping(make) { make in
            onMainActor((make, environment)) { make, environment in
                let controller = make()
                let screen = controller as? UIViewController
                screen?.loadViewIfNeeded()
                // On a device the screen's view is in a window, and its controller is told it
                // appears around that; put it in one if the code did not.
                screen?.viewWillAppear(false)
                let view = screen?.view ?? controller as? UIView
                if let view, view.window == nil, view.superview == nil { environment.window.addSubview(view) }
                screen?.viewDidAppear(false)
                return controller
            }
        }
    }

    /// Core Animation's commit: the layout pass, then the views that asked are drawn.
    public func runLoopTurnEnded() {
        environment.layoutPass()
        onMainActor(environment) { $0.displayPass() }
        if settled == nil { settled = settledInset }
    }

    /// The scroll view's inset before the code ran.
    private let insetBeforeCode: EdgeInsets
    /// What the code added to the inset by the end of the first turn of the run loop, while idle: a
    /// footer that always shows below the rows (PullToRefreshKit's, MJRefresh's auto footer) keeps
    /// its height for good, and the analysis measures drift from there.
    public var restingContentInset: EdgeInsets { settled ?? .zero }
    private var settled: EdgeInsets?

    /// The inset the code set up, if nothing is refreshing (a refresh begun at launch holds an inset
    /// that is not its resting one).
    private var settledInset: EdgeInsets {
        let phases: [RefreshPhase?] = [headerPhase, footerPhase]
        let idle = phases.allSatisfy { $0 == nil || $0 == .idle }
        return idle ? host.scrollView.contentInset - insetBeforeCode : .zero
    }

    /// The finger reaches the view under it (TouchDelivery.swift).
    public func fingerTouched(_ touch: FingerTouch) { onMainActor((environment, touch)) { $0.deliver($1) } }

    public var stateName: String { onMainActor((state, controller)) { $0($1) } }

    public var headerPhase: RefreshPhase? {
        guard indicator == .header else { return nil }
        if let phase { return onMainActor((phase, controller)) { $0($1) } }
        return host.scrollView.refreshControl?.phase ?? .idle
    }

    public var footerPhase: RefreshPhase? {
        guard indicator == .footer else { return nil }
        return onMainActor((phase, controller)) { $0?($1) } ?? .idle
    }

    public var indicator: IndicatorPlacement {
        switch indicatorKind {
        case .header, .refreshControl: .header
        case .footer: .footer
        }
    }

    public var triggerDistance: Double? {
        if case .refreshControl = indicatorKind, let control = host.scrollView.refreshControl {
            return control.snappingHeight
        }
        return trigger
    }

    public var indicatorVisibleHeight: Double {
        switch indicatorKind {
        case let .header(height):
            host.headerVisibleHeight(height: height)
        case let .footer(height, top):
            host.footerVisibleHeight(top: onMainActor((top, controller)) { $0($1) }, height: height)
        case .refreshControl:
            host.scrollView.refreshControl?.indicatorVisibleHeight ?? 0
        }
    }

    public var footerTop: Double? {
        if case let .footer(_, top) = indicatorKind { return onMainActor((top, controller)) { $0($1) } }
        return nil
    }
}
