// swift-tools-version:6.1
import PackageDescription

// A SwiftUI feed as teams write it, with `import SwiftUI` only: a `List` paging from the last
// row's `.onAppear` with a spinner row and `.refreshable`, and a lazy stack paging from its
// spinner row's `.onAppear` or `.task` (`Sources/SwiftUIFeed`, compiled unchanged). The harness
// (`Sources/SwiftUIFeedHarness`) hosts them in `UIHostingController`s as strategy kinds; the tests
// run the scenarios in `Scenarios/` over content as rows.
//
// On Linux `import SwiftUI` is refreshsim's stand-in. On a Mac the stand-in's module is
// `RefreshSimSwiftUI` (Apple's SwiftUI has the name), and the compiler's module alias makes
// `import SwiftUI` in these targets mean it (the SwiftUI stand-in's article, "Modules").
#if os(Linux)
    let swiftUI: [SwiftSetting] = []
#else
    let swiftUI: [SwiftSetting] = [.unsafeFlags(["-module-alias", "SwiftUI=RefreshSimSwiftUI"])]
#endif

let package = Package(
    name: "SwiftUIFeed",
    platforms: [.macOS(.v14)],  // refreshsim's own
    dependencies: [
        .package(name: "refreshsim", path: "../..")
    ],
    targets: [
        .target(
            name: "SwiftUIFeed",
            dependencies: [.product(name: "RefreshSimSwiftUI", package: "refreshsim")],
            swiftSettings: swiftUI + [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "SwiftUIFeedHarness",
            dependencies: [
                "SwiftUIFeed",
                .product(name: "RefreshSimSwiftUI", package: "refreshsim"),
                .product(name: "RefreshSim", package: "refreshsim"),
            ],
            swiftSettings: swiftUI + [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "SwiftUIFeedTests",
            dependencies: [
                "SwiftUIFeed", "SwiftUIFeedHarness",
                .product(name: "RefreshSimSwiftUI", package: "refreshsim"),
                .product(name: "RefreshSim", package: "refreshsim"),
                .product(name: "RefreshSimStrategies", package: "refreshsim"),
            ],
            swiftSettings: swiftUI + [.swiftLanguageMode(.v6)]
        ),
    ]
)
