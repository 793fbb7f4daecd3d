/// What the screen shows at the end of one display frame.
///
/// `offset` is the *presented* value (mid-animation while a `UIView.animate` runs), so a chart of
/// it is what the user saw. Insets and the range's edges are the values the physics uses: in UIKit
/// they change at once, even inside an animation block.
public struct FrameSample: Sendable, Equatable {
    // The eight-byte fields first, then the small ones: declared in their logical order, the
    // sample took 128 bytes, padding around each Bool; this way it takes 112, and a 600 s run
    // faults in 1.2 MB less.
    public var frame: Int
    /// Seconds since the scenario began.
    public var time: Double
    /// contentOffset.y (pt).
    public var offset: Double
    /// Content velocity (pt/s, positive = offset growing): the pan's while dragging, the
    /// deceleration's while decelerating, the frame-to-frame change otherwise.
    public var velocity: Double
    /// Adjusted insets in effect: safe area + contentInset + refresh control inset (pt).
    public var insetTop: Double
    public var insetBottom: Double
    /// The legal range's edges: −insetTop and max(min, contentHeight + insetBottom − viewport).
    public var minOffset: Double
    public var maxOffset: Double
    public var contentHeight: Double
    /// Finger position relative to its touch-down point (pt, down positive); 0 when up.
    public var fingerY: Double
    /// Visible height of the refresh header or load-more footer (pt).
    public var indicatorVisibleHeight: Double
    /// Top of the load-more footer in content coordinates, for footer strategies.
    public var footerTop: Double?
    public var fingerDown: Bool
    public var tracking: Bool
    public var dragging: Bool
    public var decelerating: Bool
    public var phase: ScrollPhase
    /// The strategy's state name as its seed names it (`idle`, `pulling`, `refreshing`, …), for
    /// display only.
    public var state: StateName
    /// The header's and footer's phases (nil for a component the strategy does not have).
    public var headerPhase: RefreshPhase?
    public var footerPhase: RefreshPhase?
    public var loaderPhase: LoaderPhase

    public init(
        frame: Int, time: Double, offset: Double, velocity: Double, insetTop: Double,
        insetBottom: Double, minOffset: Double, maxOffset: Double, contentHeight: Double,
        fingerDown: Bool, fingerY: Double, tracking: Bool, dragging: Bool, decelerating: Bool,
        phase: ScrollPhase, state: StateName, headerPhase: RefreshPhase? = nil, footerPhase: RefreshPhase? = nil,
        indicatorVisibleHeight: Double, footerTop: Double?, loaderPhase: LoaderPhase
    ) {
        self.frame = frame
        self.time = time
        self.offset = offset
        self.velocity = velocity
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.minOffset = minOffset
        self.maxOffset = maxOffset
        self.contentHeight = contentHeight
        self.fingerDown = fingerDown
        self.fingerY = fingerY
        self.tracking = tracking
        self.dragging = dragging
        self.decelerating = decelerating
        self.phase = phase
        self.state = state
        self.headerPhase = headerPhase
        self.footerPhase = footerPhase
        self.indicatorVisibleHeight = indicatorVisibleHeight
        self.footerTop = footerTop
        self.loaderPhase = loaderPhase
    }
}

/// What moves the content in a frame, for the chart's scroll-phase lane.
public enum ScrollPhase: String, Sendable, Equatable, CaseIterable {
    case rest
    /// Finger down (tracking), before or during the pan.
    case drag
    /// Momentum inside the legal range.
    case decelerate
    /// Momentum or pull-back outside the legal range.
    case bounce
    /// setContentOffset(animated:) or a UIView.animate of insets/offset.
    case animation
}
