// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "refreshsim",
    products: [
        .library(name: "RefreshSim", targets: ["RefreshSim"]),
        .library(name: "RefreshPlot", targets: ["RefreshPlot"]),
        // The whole command line as a library, so a user's own executable can run it.
        .library(name: "RefreshSimCLI", targets: ["RefreshSimCLI"]),
        .executable(name: "refreshsim", targets: ["refreshsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Test-only: golden-image tests use its `Snapshotting`/`Diffing` machinery.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The engine: physics, the UIScrollView model, strategies, loaders, timeline, analysis.
        // No Cairo and no I/O beyond decoding scenario data.
        .target(name: "RefreshSim"),
        // Cairo (with its FreeType font backend) and zlib, as installed by libcairo2-dev.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "zlib1g-dev"])]
        ),
        // Charts: reads a Timeline and its Analysis, draws through a small Canvas over Cairo.
        .target(name: "RefreshPlot", dependencies: ["RefreshSim", "CCairo"]),
        // The subcommands and their support code (files, exit statuses, charting glue).
        .target(
            name: "RefreshSimCLI",
            dependencies: [
                "RefreshSim",
                "RefreshPlot",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `main.swift` only: runs RefreshSimCLI's root command.
        .executableTarget(name: "refreshsim", dependencies: ["RefreshSimCLI"]),
        // RefreshPlot too: the fuzz test plots every mutated scenario that validates.
        .testTarget(name: "RefreshSimTests", dependencies: ["RefreshSim", "RefreshPlot"]),
        .testTarget(
            name: "RefreshPlotTests",
            dependencies: [
                "RefreshPlot",
                "RefreshSim",
                // The bundled scenarios' goldens are made the way `refreshsim plot` makes them.
                "RefreshSimCLI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // Imports RefreshSim without @testable: proves a user can write a strategy of their own.
        .testTarget(name: "RefreshSimPublicAPITests", dependencies: ["RefreshSim"]),
        // Runs the built `refreshsim` binary; depending on it makes `swift test` build it first.
        .testTarget(name: "RefreshSimCLITests", dependencies: ["RefreshSim", "refreshsim"]),
    ]
)
