/// One display-link tick of a trace: the screen as it was shown at `time`, read from UIKit, and
/// what the app reported for it.
public struct TraceFrame: Sendable, Equatable {
    /// `CADisplayLink.timestamp`: when the frame read here reached the screen (s).
    public var time: Double
    /// `CADisplayLink.targetTimestamp`: when the frame being prepared is due (s).
    public var targetTime: Double
    /// `contentOffset.y`, the model value (pt).
    public var offset: Double
    /// The scroll view's presentation layer's `bounds.origin.y`, where it differs from `offset`
    /// (a `UIView.animate` of an inset or offset is running).
    public var presentedOffset: Double?
    /// Whether the scroll view's layer has animations running (`layer.animationKeys()`).
    public var animating: Bool
    public var contentInset: EdgeInsets
    public var adjustedContentInset: EdgeInsets
    public var contentHeight: Double
    /// `bounds.size`.
    public var boundsWidth: Double
    public var boundsHeight: Double
    public var isTracking: Bool
    public var isDragging: Bool
    public var isDecelerating: Bool
    /// The pan's `location(in: window).y` while a finger is down (pt, down positive).
    public var touchY: Double?
    /// The pan's `velocity(in: window).y` while tracking (pt/s, the finger's direction).
    public var panVelocity: Double?
    /// `refreshControl?.isRefreshing`.
    public var isRefreshing: Bool?
    /// What the app reported for this frame, if it reports anything.
    public var app: AppReport?

    public init(
        time: Double, targetTime: Double, offset: Double, presentedOffset: Double? = nil, animating: Bool = false,
        contentInset: EdgeInsets = .zero, adjustedContentInset: EdgeInsets = .zero, contentHeight: Double,
        boundsWidth: Double, boundsHeight: Double, isTracking: Bool = false, isDragging: Bool = false,
        isDecelerating: Bool = false, touchY: Double? = nil, panVelocity: Double? = nil, isRefreshing: Bool? = nil,
        app: AppReport? = nil
    ) {
        self.time = time
        self.targetTime = targetTime
        self.offset = offset
        self.presentedOffset = presentedOffset
        self.animating = animating
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.contentHeight = contentHeight
        self.boundsWidth = boundsWidth
        self.boundsHeight = boundsHeight
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
        self.touchY = touchY
        self.panVelocity = panVelocity
        self.isRefreshing = isRefreshing
        self.app = app
    }

    /// What the screen showed: the presentation layer's offset, else the model's.
    public var shownOffset: Double { presentedOffset ?? offset }
}

/// What the app tells the recorder about a frame (`recorder.report`): its refresh code's state
/// as the code names it, each component's `RefreshPhase`, where its indicator is, and whether a
/// load is running. A field left out is not known.
public struct AppReport: Sendable, Equatable {
    public var state: String?
    public var header: RefreshPhase?
    public var footer: RefreshPhase?
    /// How much of the header or footer is on screen (pt).
    public var indicatorVisibleHeight: Double?
    /// The footer's top in content coordinates (pt).
    public var footerTop: Double?
    public var loader: LoaderPhase?
    /// A header's and a footer's own reports, when the app composes two components.
    public var components: [RefreshComponent: ComponentReport]

    public init(
        state: String? = nil, header: RefreshPhase? = nil, footer: RefreshPhase? = nil,
        indicatorVisibleHeight: Double? = nil, footerTop: Double? = nil, loader: LoaderPhase? = nil,
        components: [RefreshComponent: ComponentReport] = [:]
    ) {
        self.state = state
        self.header = header
        self.footer = footer
        self.indicatorVisibleHeight = indicatorVisibleHeight
        self.footerTop = footerTop
        self.loader = loader
        self.components = components
    }

    /// One component's part of a composed report.
    public struct ComponentReport: Sendable, Equatable {
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
}
