import RefreshSim
import UIKit

/// The two feeds as refreshsim strategy kinds over content as rows: the scenario's loader is the
/// network (`loadPage` returns its page when the loader's load ends), and the rows' heights are
/// the scenario's (`content.rows.height`: what the self-sizing cells measure).
public let listFeedStrategies = [
    StrategyKind(
        "feed-will-display", "a UITableViewController loading the next page from willDisplay of the last row, no in-flight guard",
        role: .footer, list: .uiKitList
    ) { host in
        tableFeedStrategy(host: host, guardsInFlightLoad: false)
    },
    StrategyKind(
        "feed-will-display-guarded", "the same with `guard !isLoading`", role: .footer, list: .uiKitList
    ) { host in
        tableFeedStrategy(host: host, guardsInFlightLoad: true)
    },
    StrategyKind(
        "feed-diffable-prefetch", "a list-layout collection view with a diffable data source paging from prefetchItemsAt",
        role: .footer, list: .uiKitList
    ) { host in
        diffableFeedStrategy(host: host)
    },
]

public func diffableFeedStrategy(host: RefreshHost) -> UIKitStrategy<DiffableFeedViewController> {
    UIKitStrategy(
        host: host, indicator: .footer(height: 44, top: { $0.collectionView.contentSize.height }),
        state: { (feed: DiffableFeedViewController) in feed.isLoading ? "loading" : "idle" },
        phase: { $0.isLoading ? .refreshing : .idle }
    ) {
        DiffableFeedViewController(api: LoaderAPI(loader: host.loader))
    }
}

public func tableFeedStrategy(host: RefreshHost, guardsInFlightLoad: Bool) -> UIKitStrategy<FeedViewController> {
    UIKitStrategy(
        host: host, indicator: .footer(height: 44, top: { $0.tableView.contentSize.height }),
        state: { (feed: FeedViewController) in feed.isLoading ? "loading" : "idle" },
        phase: { $0.isLoading ? .refreshing : .idle }
    ) {
        FeedViewController(api: LoaderAPI(loader: host.loader), guardsInFlightLoad: guardsInFlightLoad)
    }
}

/// The app's network as the scenario's loader: a page of 20 posts when the load ends.
final class LoaderAPI: FeedAPI {
    let loader: any Loader

    init(loader: any Loader) { self.loader = loader }

    func loadPage(after count: Int, completion: @escaping ([String]) -> Void) {
        loader.load { _ in completion((count..<count + 20).map { "Post \($0)" }) }
    }
}
