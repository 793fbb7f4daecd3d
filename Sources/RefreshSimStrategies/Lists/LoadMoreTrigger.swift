import RefreshSim

/// What starts an app's next page when it uses no footer library: the load-more triggers teams
/// write themselves (issue 37), each with or without the in-flight guard around it.
public enum LoadMoreTrigger: Sendable, Equatable {
    /// `tableView(_:willDisplay:forRowAt:)` when the row `fromEnd` rows before the last (0: the
    /// last) is about to show. It fires again whenever that row shows again: a reload, a scroll
    /// back, a second display while the page loads.
    case willDisplayLast(fromEnd: Int)
    /// `tableView(_:prefetchRowsAt:)` (or the collection view's) when the rows asked for reach
    /// within `fromEnd` of the last: a screen ahead, never for rows on screen at launch.
    case prefetch(fromEnd: Int)
    /// `scrollViewDidScroll`: `contentOffset.y + bounds.height > contentSize.height − threshold`,
    /// checked at every offset change (the seeds' approach), once there are rows
    /// (`contentSize.height > 0`: the first offset change comes before the first layout).
    case scrollThreshold(points: Double)
    /// SwiftUI: `.onAppear` (or `.task`) on the row `fromEnd` before the last of a `List` or a
    /// `LazyVStack`, as the realisation window reaches it.
    case onAppearLast(fromEnd: Int)
}

/// An app's load-more driven by a `LoadMoreTrigger`, as teams write it:
///
/// ```swift
/// override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
///     guard indexPath.row == items.count - 1 else { return }
///     guard !isLoading else { return }          // the in-flight guard (`guarded`)
///     isLoading = true
///     api.loadPage { page in self.isLoading = false; … insertRows … }
/// }
/// ```
///
/// The load is the scenario's loader; the rows it brings are the app's reaction to its end
/// (`{"on": "loadMoreEnded", "call": "insertRows"}`). A 44 pt spinner row sits under the rows in a
/// bottom inset kept for good, and spins while a load runs. After `noMoreDataAfter` loads there is
/// no more data and nothing loads again.
public final class LoadMoreTriggerStrategy: RefreshStrategy, RestingInsetHolding {
    static let spinnerHeight = 44.0

    let host: RefreshHost
    let trigger: LoadMoreTrigger
    let guarded: Bool
    let noMoreDataAfter: Int?
    private var running = 0
    private var loads = 0
    private var observations: [KeyValueObservation] = []

    public init(host: RefreshHost, trigger: LoadMoreTrigger, guarded: Bool, noMoreDataAfter: Int? = nil) {
        self.host = host
        self.trigger = trigger
        self.guarded = guarded
        self.noMoreDataAfter = noMoreDataAfter
        let scrollView = host.scrollView
        var inset = scrollView.contentInset
        inset.bottom += Self.spinnerHeight
        scrollView.contentInset = inset
        switch trigger {
        case .scrollThreshold:
            observations.append(scrollView.observe(.contentOffset) { [unowned self] view in scrollViewDidScroll(view) })
        case .willDisplayLast, .onAppearLast, .prefetch:
            guard let list = scrollView.list else { return }
            if case .prefetch = trigger { list.isPrefetchingEnabled = true }
            observations.append(list.observe { [unowned self] callback in heard(callback, list: list) })
        }
    }

    public var restingContentInset: EdgeInsets { EdgeInsets(bottom: Self.spinnerHeight) }

    private func heard(_ callback: ListCallback, list: ListView) {
        switch (trigger, callback) {
        case let (.willDisplayLast(fromEnd), .willDisplay(path)), let (.onAppearLast(fromEnd), .willDisplay(path)):
            if isNearTheEnd(path, fromEnd: fromEnd, in: list) { loadMore() }
        case let (.prefetch(fromEnd), .prefetch(paths)):
            if paths.contains(where: { isNearTheEnd($0, fromEnd: fromEnd, in: list) }) { loadMore() }
        default: break
        }
    }

    /// `indexPath.row >= items.count - 1 - fromEnd` in the last section (the apps' test; at
    /// `fromEnd` 0 it is `== items.count - 1`).
    private func isNearTheEnd(_ path: RowPath, fromEnd: Int, in list: ListView) -> Bool {
        let last = list.layout.numberOfSections - 1
        guard path.section == last else { return false }
        let rows = list.layout.numberOfRows(inSection: last)
        return fromEnd == 0 ? path.row == rows - 1 : path.row >= rows - 1 - fromEnd
    }

    private func scrollViewDidScroll(_ view: ScrollView) {
        guard case let .scrollThreshold(points) = trigger, view.contentSize.height > 0 else { return }
        if view.contentOffset.y + view.bounds.height > view.contentSize.height - points { loadMore() }
    }

    private func loadMore() {
        if let noMoreDataAfter, loads >= noMoreDataAfter { return }
        if guarded, running > 0 { return }
        running += 1
        loads += 1
        host.loader.load { [unowned self] _ in running -= 1 }
    }

    private var isOutOfData: Bool { noMoreDataAfter.map { loads >= $0 && running == 0 } ?? false }

    public var stateName: String { isOutOfData ? "noMoreData" : running > 0 ? "loading" : "idle" }
    public var headerPhase: RefreshPhase? { nil }
    public var footerPhase: RefreshPhase? { isOutOfData ? .noMoreData : running > 0 ? .refreshing : .idle }
    public var indicator: IndicatorPlacement { .footer }
    public var footerTop: Double? { host.scrollView.contentSize.height }

    public var indicatorVisibleHeight: Double {
        running > 0 ? host.footerVisibleHeight(top: host.scrollView.contentSize.height, height: Self.spinnerHeight) : 0
    }
}
