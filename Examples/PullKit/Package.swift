// swift-tools-version:6.1
import PackageDescription

// A refresh library brought to refreshsim: `Original/PullKit` is the library as its authors wrote
// it (iOS code: @objc, #selector, DispatchQueue.main…); `Sources/PullKit` is what
// `refreshsim port Original/PullKit -o Sources/PullKit` makes of it, and nothing else (the suite
// checks that byte for byte). `PullKitDemo` is an app's screen using it, registered as strategy
// kinds; `pullkitsim` is refreshsim's command line with those kinds.
let package = Package(
    name: "PullKit",
    platforms: [.macOS(.v14)],  // refreshsim's own
    dependencies: [
        .package(name: "refreshsim", path: "../..")
    ],
    targets: [
        // Swift 5 mode, as UIKit code written for iOS (main-actor bound there) needs off Apple platforms.
        .target(
            name: "PullKit",
            dependencies: [.product(name: "UIKit", package: "refreshsim")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "PullKitDemo",
            dependencies: [
                "PullKit",
                .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSimCLI", package: "refreshsim"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "pullkitsim",
            dependencies: ["PullKitDemo", .product(name: "RefreshSimCLI", package: "refreshsim")]
        ),
        .testTarget(
            name: "PullKitTests",
            dependencies: [
                "PullKit", "PullKitDemo", "pullkitsim", .product(name: "UIKit", package: "refreshsim"),
                .product(name: "RefreshSimStrategies", package: "refreshsim"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
