/// What the detectors look up in a timeline, found in one pass over its samples and one over its
/// events before any detector runs: touches, loads, refresh runs and the frames of notable events.
/// Detectors then read these instead of searching the timeline again.
public struct TimelineIndex: Sendable {
    /// Every touch, in order.
    var touches: [Touch] = []
    /// Per event: whether a finger is down at it, by the finger events before it in the stream.
    var fingerDown: [Bool] = []
    /// Positions in `events` of loads starting and ending, and of the strategy's refresh actions.
    var loadStarts: [Int] = []
    var loadEnds: [Int] = []
    var refreshStarts: [Int] = []
    /// Frames with a touch-down, a lift, or a content offset write.
    var touchDownFrames: Set<Int> = []
    var touchUpFrames: Set<Int> = []
    var offsetWriteFrames: Set<Int> = []
    /// The finger's travel at each lift, by frame.
    var liftFingerY: [Int: Double] = [:]
    /// Maximal runs of samples in which a header or footer is refreshing.
    var refreshingRuns: [Range<Int>] = []
    /// The deepest pull of the indicator's edge by the finger (pt); momentum does not count.
    var maxPull = 0.0

    public init(_ timeline: Timeline) {
        indexEvents(timeline)
        indexSamples(timeline)
    }

    private mutating func indexEvents(_ timeline: Timeline) {
        fingerDown.reserveCapacity(timeline.events.count)
        var down = false
        for (position, event) in timeline.events.enumerated() {
            switch event.kind {
            case .touchDown:
                down = true
                touches.append(Touch(down: event, downIndex: position))
                touchDownFrames.insert(event.frame)
            case let .touchUp(fingerY, _):
                down = false
                if let last = touches.indices.last, touches[last].up == nil {
                    touches[last].up = event
                    touches[last].upIndex = position
                }
                touchUpFrames.insert(event.frame)
                liftFingerY[event.frame] = fingerY
            case .loadStart: loadStarts.append(position)
            case .loadEnd: loadEnds.append(position)
            case .refreshStart: refreshStarts.append(position)
            case .contentOffsetSet: offsetWriteFrames.insert(event.frame)
            default: break
            }
            fingerDown.append(down)
        }
    }

    private mutating func indexSamples(_ timeline: Timeline) {
        var start: Int?
        var deepest = 0.0
        let footer = timeline.indicator == .footer
        let baseTop = timeline.baseInsetTop
        for (position, sample) in timeline.samples.enumerated() {
            if sample.isRefreshing {
                if start == nil { start = position }
            } else if let first = start {
                refreshingRuns.append(first..<position)
                start = nil
            }
            if sample.fingerDown {
                let pull = footer ? timeline.pullDistance(sample) : -(sample.offset + baseTop)
                if pull > deepest { deepest = pull }
            }
        }
        if let first = start { refreshingRuns.append(first..<timeline.samples.count) }
        maxPull = deepest
    }
}
