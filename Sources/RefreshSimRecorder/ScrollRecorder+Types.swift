import Foundation
import UIKit

extension ScrollRecorder {
    /// Where the recording is made.
    public enum RecordingKind: String, Sendable {
        case device
        case simulator
        /// refreshsim's UIKit stand-in, inside a simulated run.
        case standIn = "stand-in"
    }

    /// A pull-to-refresh header or a load-more footer.
    public enum Role: String, Sendable, CaseIterable {
        case header
        case footer
    }

    /// Where a component's indicator is drawn (`none`: the code shows nothing while it loads).
    public enum Indicator: String, Sendable {
        case header
        case footer
        case none
    }

    /// A refresh component as the app declares it. `strategy` and `loader` are names: a
    /// refreshsim kind's name (`uirefreshcontrol`, `mj-header`, `delay`) gives the analysis that
    /// kind's traits, any other is shown as given.
    public struct Component: Sendable {
        public var role: Role
        public var indicator: Indicator?
        public var strategy: String
        public var loader: String
        /// The pull (pt past the resting offset) at which it refreshes.
        public var triggerDistance: Double?
        /// An inset it keeps for good (a footer's), added to the base inset.
        public var restingInset: UIEdgeInsets

        public init(
            role: Role, indicator: Indicator? = nil, strategy: String, loader: String = "delay",
            triggerDistance: Double? = nil, restingInset: UIEdgeInsets = .zero
        ) {
            self.role = role
            self.indicator = indicator
            self.strategy = strategy
            self.loader = loader
            self.triggerDistance = triggerDistance
            self.restingInset = restingInset
        }
    }

    /// A refresh component's phase, in refreshsim's words.
    public enum Phase: String, Sendable {
        case idle, pulling, armed, refreshing, ending, noMoreData
    }

    /// Where a load is: `loading` for an ordinary request; a web view's navigation phases.
    public enum LoaderPhase: String, Sendable {
        case idle, loading, request, redirect, response, committed, finished, failed, cancelled
    }

    /// The app's view of one frame. Leave out what the app does not know.
    public struct Report: Sendable {
        public var state: String?
        public var header: Phase?
        public var footer: Phase?
        public var indicatorVisibleHeight: Double?
        public var footerTop: Double?
        public var loader: LoaderPhase?
        /// A header's and a footer's own, when the app has both.
        public var components: [Role: ComponentReport]

        public init(
            state: String? = nil, header: Phase? = nil, footer: Phase? = nil, indicatorVisibleHeight: Double? = nil,
            footerTop: Double? = nil, loader: LoaderPhase? = nil, components: [Role: ComponentReport] = [:]
        ) {
            self.state = state
            self.header = header
            self.footer = footer
            self.indicatorVisibleHeight = indicatorVisibleHeight
            self.footerTop = footerTop
            self.loader = loader
            self.components = components
        }
    }

    /// One component's part of a `Report`.
    public struct ComponentReport: Sendable {
        public var state: String
        public var indicatorVisibleHeight: Double
        public var footerTop: Double?
        public var loader: LoaderPhase

        public init(state: String, indicatorVisibleHeight: Double, footerTop: Double? = nil, loader: LoaderPhase = .idle) {
            self.state = state
            self.indicatorVisibleHeight = indicatorVisibleHeight
            self.footerTop = footerTop
            self.loader = loader
        }
    }

    /// Kinds of event. Declaring one in `eventSources` says the app reports every event of that
    /// kind: analysis that needs a kind runs only when the trace holds all of it.
    public enum EventSource: String, Sendable, CaseIterable {
        /// touchDown, touchUp (without them, refreshsim reads touches off `isTracking`).
        case finger
        /// UIScrollView's delegate callbacks and the app's offset, inset and size writes.
        case scrollView
        /// valueChanged, beginRefreshing, endRefreshing.
        case refreshControl
        /// refreshStart, refreshEnd, stateChanged.
        case strategy
        /// loadStart, loadEnd, and a load's phase in every frame's report.
        case loader
        /// appCall.
        case app
    }

    /// A fact of an event.
    public enum Value: Sendable, Equatable {
        case number(Double)
        case flag(Bool)
        case text(String)
    }
}
