// swift-tools-version:6.1
import PackageDescription

// Published refresh libraries, as their authors wrote them, on refreshsim. Their code is not in
// this repository: scripts/fetch-libraries clones each at the commit `libraries.pins` names, and
// `refreshsim port` makes `Sources/<module>` of it, with no hand edit (the suite does both, and
// says it skipped this package when the clones are absent). `LibraryDemos` is an app's screen
// using each one, registered as strategy kinds; `librariessim` is refreshsim's command line
// with those kinds.

// One target a library of `libraries.pins` (the suite checks the two agree), built from what `port`
// made of it, excluding the files `port` listed as not Swift (an Info.plist, an umbrella header):
// none of them changes what the simulator runs. Swift 5 mode, as UIKit code written for iOS
// (main-actor bound there) needs off Apple platforms.
func library(_ name: String, exclude: [String] = []) -> Target {
    .target(
        name: name, dependencies: [.product(name: "UIKit", package: "refreshsim")], exclude: exclude,
        swiftSettings: [.swiftLanguageMode(.v5)])
}

let libraries = [
    library("YalantisPullToRefresh", exclude: ["Info.plist", "PullToRefresh.h"]),
    library("KRPullLoader"),
    library("SwiftPullToRefresh", exclude: ["Info.plist", "SwiftPullToRefresh.h"]),
    library("RefreshableKit"),
    library("PullToRefreshKit"),
    library("TIPullToRefresh", exclude: ["Images"]),
    library("CuzvPullToRefresh"),
]
let modules = libraries.map { Target.Dependency.target(name: $0.name) }

let package = Package(
    name: "PublishedLibraries",
    platforms: [.macOS(.v14)],  // refreshsim's own
    dependencies: [
        .package(name: "refreshsim", path: "../..")
    ],
    targets: libraries + [
        .target(
            name: "LibraryDemos",
            dependencies: modules + [
                .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSimCLI", package: "refreshsim"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "librariessim",
            dependencies: ["LibraryDemos", .product(name: "RefreshSimCLI", package: "refreshsim")]
        ),
        .testTarget(
            name: "PublishedLibrariesTests",
            dependencies: [
                "LibraryDemos", "librariessim", .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSimStrategies", package: "refreshsim"),
            ]
                + modules,
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
