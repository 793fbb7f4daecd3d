// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "refreshsim",
    products: [
        .library(name: "RefreshSim", targets: ["RefreshSim"]),
        .executable(name: "refreshsim", targets: ["refreshsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The engine: physics, the UIScrollView model, strategies, loaders, timeline, analysis.
        // No Cairo and no I/O beyond decoding scenario data.
        .target(name: "RefreshSim"),
        .executableTarget(
            name: "refreshsim",
            dependencies: [
                "RefreshSim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "RefreshSimTests", dependencies: ["RefreshSim"]),
        // Imports RefreshSim without @testable: proves a user can write a strategy of their own.
        .testTarget(name: "RefreshSimPublicAPITests", dependencies: ["RefreshSim"]),
        // Runs the built `refreshsim` binary; depending on it makes `swift test` build it first.
        .testTarget(name: "RefreshSimCLITests", dependencies: ["RefreshSim", "refreshsim"]),
    ]
)
