/// A few key numbers of one run, read off its timeline: how often the refresh action ran, how
/// many loads started, how far the content was pulled, and when the first refresh began.
public struct RunMeasures: Sendable, Equatable {
    /// The strategy's refresh (or load-more) actions: `refreshStart` events.
    public var refreshCount: Int
    /// Loads the loader started: `loadStart` events (one action can start several).
    public var loadCount: Int
    /// The furthest the content was pulled past its resting edge, in points: past the top for a
    /// header or no indicator, past the bottom for a footer.
    public var maxPull: Double
    /// When the first refresh action ran, if one did.
    public var firstRefreshTime: Double?

    public init(refreshCount: Int, loadCount: Int, maxPull: Double, firstRefreshTime: Double?) {
        self.refreshCount = refreshCount
        self.loadCount = loadCount
        self.maxPull = maxPull
        self.firstRefreshTime = firstRefreshTime
    }

    public init(_ timeline: Timeline) {
        var refreshes = 0, loads = 0
        var first: Double?
        for event in timeline.events {
            switch event.kind {
            case .refreshStart:
                refreshes += 1
                if first == nil { first = event.time }
            case .loadStart:
                loads += 1
            default:
                break
            }
        }
        var pull = 0.0
        let footer = timeline.indicator == .footer
        for sample in timeline.samples {
            // The edges with no refresh inset: how far the user pulled, not the control's inset.
            let past = footer ? sample.offset - timeline.baseMaxOffset(contentHeight: sample.contentHeight)
                              : -timeline.baseInsetTop - sample.offset
            pull = max(pull, past)
        }
        self.init(refreshCount: refreshes, loadCount: loads, maxPull: pull, firstRefreshTime: first)
    }
}
