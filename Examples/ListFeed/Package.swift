// swift-tools-version:6.1
import PackageDescription

// Load-more list code as teams write it, with `import UIKit` and Foundation only: a
// `UITableViewController` that loads the next page from `tableView(_:willDisplay:forRowAt:)` and
// inserts it with `insertRows` (self-sizing rows, `estimatedRowHeight = 80`), and a collection view
// (list layout) with a diffable data source that loads from `prefetchItemsAt` and applies snapshots. They
// run over content as rows (`content.rows`): the stand-in's views are the engine's list. The tests
// run the scenarios in `Scenarios/` and check the calls UIKit would make, in its order.
let package = Package(
    name: "ListFeed",
    platforms: [.macOS(.v14)],  // refreshsim's own
    dependencies: [
        .package(name: "refreshsim", path: "../..")
    ],
    targets: [
        .target(
            name: "ListFeed",
            dependencies: [
                .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSim", package: "refreshsim"),
            ],
            // Swift 5 mode, as most shipping UIKit list code still is: its completion handlers
            // touch the table without `@MainActor` annotations.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "ListFeedTests",
            dependencies: [
                "ListFeed",
                .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSim", package: "refreshsim"),
                .product(name: "RefreshSimStrategies", package: "refreshsim"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
