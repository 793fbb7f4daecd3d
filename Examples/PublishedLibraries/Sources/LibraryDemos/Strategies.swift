import RefreshSim

/// Every published library's strategy kinds, for `librariessim` and the tests.
public let publishedLibraryStrategies =
    yalantisStrategies + krPullLoaderStrategies + swiftPullToRefreshStrategies + refreshableKitStrategies
    + pullToRefreshKitStrategies + tiPullToRefreshStrategies + cuzvPullToRefreshStrategies
