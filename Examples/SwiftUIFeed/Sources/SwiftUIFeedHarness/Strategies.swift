import RefreshSim
import SwiftUI
import SwiftUIFeed

/// The feeds as refreshsim strategy kinds: each root view hosted in a `UIHostingController`, as an
/// app hosts it, run by `UIKitStrategy`; the scenario's loader is the network the model awaits.
/// The footer's phase is the network's: loading while a page request is in flight.
public let swiftUIFeedStrategies = [
    StrategyKind(
        "swiftui-on-appear", "a SwiftUI List loading the next page from the last row's .onAppear, no in-flight guard",
        role: .footer, list: .swiftUIList
    ) { host in
        feedListStrategy(host: host, guardsInFlightLoad: false)
    },
    StrategyKind(
        "swiftui-on-appear-guarded", "the same with `if model.isLoading { return }`", role: .footer, list: .swiftUIList
    ) { host in
        feedListStrategy(host: host, guardsInFlightLoad: true)
    },
    StrategyKind(
        "swiftui-footer-on-appear", "a LazyVStack whose spinner row loads the next page from .onAppear",
        role: .footer, list: .swiftUIList
    ) { host in
        footerStrategy(host: host, usesTask: false)
    },
    StrategyKind(
        "swiftui-footer-task", "a LazyVStack whose spinner row loads the next page from .task", role: .footer,
        list: .swiftUIList
    ) { host in
        footerStrategy(host: host, usesTask: true)
    },
    StrategyKind("swiftui-feed-refreshable", "the guarded List's .refreshable: pull to refresh on the same list") { host in
        refreshableStrategy(host: host)
    },
]

/// A feed's root view in its hosting controller, with the model and the network it was given.
public final class FeedHost<Root: View>: UIHostingController<Root> {
    public let model: FeedModel
    public let api: NetworkFeedAPI

    init(api: NetworkFeedAPI, model: FeedModel, rootView: Root) {
        self.api = api
        self.model = model
        super.init(rootView: rootView)
    }

    public required init?(coder: NSCoder) { nil }

    /// The footer's phase: loading while a page request is in flight.
    var phase: RefreshPhase { api.inFlight > 0 ? .refreshing : .idle }
}

/// How many posts the app shows at launch: `content.rows.count`, so a scenario says whether the
/// first page fills the screen.
func firstPage(_ host: RefreshHost) -> Int {
    (host.scrollView.list?.dataSource as? ScenarioRows)?.content.count ?? 20
}

public func feedListStrategy(host: RefreshHost, guardsInFlightLoad: Bool) -> UIKitStrategy<FeedHost<FeedList>> {
    let (network, first) = (host.network, firstPage(host))
    return UIKitStrategy(
        host: host, indicator: .footer(height: 44, top: { Double($0.scrollView?.contentSize.height ?? 0) }),
        state: { $0.phase == .refreshing ? "loading" : "idle" }, phase: { $0.phase }
    ) {
        let api = NetworkFeedAPI(network: network)
        let model = FeedModel(api: api, firstPage: first)
        return FeedHost(api: api, model: model, rootView: FeedList(model: model, guardsInFlightLoad: guardsInFlightLoad))
    }
}

public func footerStrategy(host: RefreshHost, usesTask: Bool) -> UIKitStrategy<FeedHost<FooterTriggeredFeed>> {
    let (network, first) = (host.network, firstPage(host))
    return UIKitStrategy(
        host: host, indicator: .footer(height: 44, top: { Double($0.scrollView?.contentSize.height ?? 0) }),
        state: { $0.phase == .refreshing ? "loading" : "idle" }, phase: { $0.phase }
    ) {
        let api = NetworkFeedAPI(network: network)
        let model = FeedModel(api: api, firstPage: first, pageSize: 3)
        return FeedHost(api: api, model: model, rootView: FooterTriggeredFeed(model: model, usesTask: usesTask))
    }
}

public func refreshableStrategy(host: RefreshHost) -> UIKitStrategy<FeedHost<FeedList>> {
    let (network, first) = (host.network, firstPage(host))
    return UIKitStrategy(
        host: host, indicator: .refreshControl,
        state: { $0.scrollView?.refreshControl?.isRefreshing == true ? "refreshing" : "idle" }
    ) {
        let api = NetworkFeedAPI(network: network)
        let model = FeedModel(api: api, firstPage: first)
        return FeedHost(api: api, model: model, rootView: FeedList(model: model, guardsInFlightLoad: true))
    }
}

/// The app's network as the scenario's loader: a page of posts when the load ends. Counts the
/// requests in flight, which is what the footer's phase shows.
@MainActor
public final class NetworkFeedAPI: FeedAPI {
    let network: SimulatedNetwork
    public private(set) var inFlight = 0
    /// Each request's `after`, in order.
    public private(set) var requests: [Int] = []

    public init(network: SimulatedNetwork) { self.network = network }

    public func loadPage(after count: Int, size: Int) async throws -> [Post] {
        inFlight += 1
        requests.append(count)
        defer { inFlight -= 1 }
        _ = try await network.load()
        return (count..<count + size).map(Post.init)
    }
}
