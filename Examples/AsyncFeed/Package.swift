// swift-tools-version:6.1
import PackageDescription

// Refresh code as a team writes it this year, in Swift 6 language mode with complete concurrency
// checking: a `@MainActor` view controller whose UIRefreshControl runs a `UIAction` that starts a
// `Task`, awaits the network and keeps the spinner up a minimum time with `Task.sleep`. Its tests
// run the bundled-format scenarios in `Scenarios/` on the simulated clock.
let package = Package(
    name: "AsyncFeed",
    platforms: [.macOS(.v14)],  // refreshsim's own
    dependencies: [
        .package(name: "refreshsim", path: "../..")
    ],
    targets: [
        .target(
            name: "AsyncFeed",
            dependencies: [
                .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSim", package: "refreshsim"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "AsyncFeedTests",
            dependencies: [
                "AsyncFeed",
                .product(name: "RefreshSim", package: "refreshsim"),
                .product(name: "RefreshSimStrategies", package: "refreshsim"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
