import RefreshSim
import RefreshSimCombine

/// `combine-load-more` — an app's load-more fed by a Combine pipeline, as teams write it:
///
/// ```swift
/// nearBottom                                    // PassthroughSubject<Void, Never>, sent from scrollViewDidScroll
///     .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
///     .sink { [weak self] in self?.loadMore() }
///     .store(in: &cancellables)
/// ```
///
/// `scrollViewDidScroll` sends whenever the bottom edge is within `distance` of the content's end,
/// and `loadMore()` has no guard of its own: the debounce is what makes one load of a scroll.
/// `debounce` 0 leaves it out, and every offset change near the bottom starts another load. The
/// scheduler is the run's simulated main queue (`SimulatedScheduler`). A 44 pt spinner row sits under
/// the rows, in a bottom inset of its height kept for good (as MJRefresh's auto footer keeps one),
/// and spins while a load runs.
public final class CombineLoadMoreStrategy: RefreshStrategy, RestingInsetHolding {
    static let rowHeight = 44.0
    /// How close to the content's end the bottom edge must come (0: the spinner row starts to show).
    static let distance = 0.0

    let host: RefreshHost
    private let nearBottom = PassthroughSubject<Void, Never>()
    private var subscription: AnyCancellable?
    private var observation: KeyValueObservation?
    private var running = 0

    public init(host: RefreshHost, debounce: Double) {
        self.host = host
        let scheduler = SimulatedScheduler(queue: host.main)
        let loads =
            debounce > 0
            ? nearBottom.debounce(for: .seconds(debounce), scheduler: scheduler).eraseToAnyPublisher()
            : nearBottom.eraseToAnyPublisher()
        subscription = loads.sink { [unowned self] in loadMore() }
        var inset = host.scrollView.contentInset
        inset.bottom += Self.rowHeight
        host.scrollView.contentInset = inset
        observation = host.scrollView.observe(.contentOffset) { [unowned self] view in scrollViewDidScroll(view) }
    }

    public var restingContentInset: EdgeInsets { EdgeInsets(bottom: Self.rowHeight) }

    private func scrollViewDidScroll(_ view: ScrollView) {
        let content = view.contentSize.height
        guard content > view.bounds.height else { return }
        if view.contentOffset.y + view.bounds.height >= content - Self.distance { nearBottom.send() }
    }

    private func loadMore() {
        running += 1
        host.loader.load { [unowned self] _ in running -= 1 }
    }

    public var stateName: String { running > 0 ? "loading" : "idle" }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { running > 0 ? .refreshing : .idle }
    public var indicator: IndicatorPlacement { .footer }
    public var triggerDistance: Double? { Self.distance }
    public var footerTop: Double? { host.scrollView.contentSize.height }

    public var indicatorVisibleHeight: Double {
        running > 0 ? host.footerVisibleHeight(top: host.scrollView.contentSize.height, height: Self.rowHeight) : 0
    }
}
