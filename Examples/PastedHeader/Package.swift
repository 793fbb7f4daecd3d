// swift-tools-version:6.1
import PackageDescription

// A worked example of testing your own refresh code: a pull-to-refresh header pasted from an iOS
// app, registered as the strategy kind "feed-header", with its own scenarios, command line
// (`swift run feedsim check Scenarios/`) and tests (golden chart and report).
let package = Package(
    name: "PastedHeader",
    platforms: [.macOS(.v14)],  // refreshsim's own
    dependencies: [
        .package(name: "refreshsim", path: "../..")
    ],
    targets: [
        // The app's code as pasted, `import UIKit` as written. Swift 5 mode, as
        // app code written for UIKit (which is main-actor bound) usually needs off Apple platforms.
        .target(
            name: "FeedRefresh",
            dependencies: [
                .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSimCLI", package: "refreshsim"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // refreshsim's whole command line, with "feed-header" added.
        .executableTarget(
            name: "feedsim",
            dependencies: ["FeedRefresh", .product(name: "RefreshSimCLI", package: "refreshsim")]
        ),
        .testTarget(
            name: "FeedRefreshTests",
            dependencies: [
                "FeedRefresh",
                "feedsim",
                .product(name: "RefreshSimSnapshotTesting", package: "refreshsim"),
                .product(name: "RefreshSimStrategies", package: "refreshsim"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
