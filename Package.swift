// swift-tools-version:6.1
import Foundation
import PackageDescription

// The stand-in's module is `UIKit`. On Linux the package also has the other modules refresh code
// imports — `WebKit`, `QuartzCore`, `ObjectiveC`, `CoreGraphics`, `ImageIO`, `MobileCoreServices`,
// `UniformTypeIdentifiers` — so those imports compile unchanged. A Mac has modules of those names
// (Apple's), so there the package leaves them out: see the UIKit documentation, "Modules".
// The stand-in's own sources therefore test `canImport(Darwin)`, never `canImport(ObjectiveC)` or
// `canImport(CoreGraphics)`: on Linux those modules are the package's own.
#if os(Linux)
    let uiKitTargets = [
        "UIKit", "WebKit", "QuartzCore", "ObjectiveC", "CoreGraphics", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers",
    ]
#else
    let uiKitTargets = ["UIKit"]
#endif

// The SwiftUI stand-in's module: `SwiftUI` on Linux, so an app's `import SwiftUI` compiles
// unchanged; on a Mac Apple's SwiftUI is in the SDK and a package module of that name would
// collide with it, so there it is `RefreshSimSwiftUI` (the SwiftUI stand-in's article, "Modules").
// The product is `RefreshSimSwiftUI` everywhere.
#if os(Linux)
    let swiftUIModule = "SwiftUI"
#else
    let swiftUIModule = "RefreshSimSwiftUI"
#endif

// The six small test targets compile whole-module in debug: one compiler job each instead of a batch
// job and an emit-module job that both load Foundation, Testing and the stand-in (2 s of a fresh
// build's CPU over the six, in alternated paired builds). The big ones stay incremental: compiled
// whole-module, a one-file edit in RefreshSimTests rebuilt the whole module (37 s of CPU instead of
// 11). `-num-threads`: the index store SwiftPM writes needs an object file a source file. SwiftPM
// refuses unsafe flags only in a dependency's products, and a test target is in none.
let wholeModuleTests: [SwiftSetting] = [.unsafeFlags(["-wmo", "-num-threads", "2", "-disable-batch-mode"], .when(configuration: .debug))]

let package = Package(
    name: "refreshsim",
    // The oldest macOS whose SDK has every API the code calls: Swift's string processing
    // (`split(separator:)` on a String, Regex) is macOS 13; the simulated executor runs the Swift
    // runtime's jobs itself (`ExecutorJob`, `UnownedJob.runSynchronously(on:)`), macOS 14.
    // docs/Development.md, "On a Mac".
    // iOS: `RefreshSimRecorder` builds for apps and `RefreshSimRecorderUITesting` for UI tests,
    // against Apple's UIKit and XCTest; the rest of the package is tooling for a Mac or Linux.
    platforms: [.macOS(.v14), .iOS(.v15)],
    products: [
        .library(name: "RefreshSim", targets: ["RefreshSim"]),
        // The systems under test: the seeds' code and the refresh libraries, transcribed, and the
        // bundled vocabulary (`Vocabulary.bundled`) that names them. Re-exports RefreshSim.
        .library(name: "RefreshSimStrategies", targets: ["RefreshSimStrategies"]),
        .library(name: "RefreshPlot", targets: ["RefreshPlot"]),
        // UIKit's spellings over the engine, as the module `UIKit`, so a library's or an app's
        // refresh code compiles with `import UIKit` (and `import Foundation`) as written.
        .library(name: "UIKit", targets: uiKitTargets),
        // SwiftUI's spellings (View, List, LazyVStack, ForEach, .onAppear, .task, .refreshable,
        // @State, ObservableObject) over the engine's list, hosted by `UIHostingController`.
        .library(name: "RefreshSimSwiftUI", targets: [swiftUIModule]),
        // `import UIKitCombine`: the stand-in's main queue as a Combine scheduler.
        .library(name: "UIKitCombine", targets: ["UIKitCombine"]),
        // The same under its earlier name, for `import RefreshSimUIKit`.
        .library(name: "RefreshSimUIKit", targets: ["RefreshSimUIKit"] + uiKitTargets),
        // swift-snapshot-testing strategies: a scenario as its chart and as a text report.
        .library(name: "RefreshSimSnapshotTesting", targets: ["RefreshSimSnapshotTesting"]),
        // Records a UIScrollView (on a phone, in the Simulator, or in the stand-in) into a trace
        // that refreshsim judges like a scenario's run. Needs UIKit and Foundation only.
        .library(name: "RefreshSimRecorder", targets: ["RefreshSimRecorder"]),
        // For an iOS UI-test bundle: replays a scenario's drags while the app records. Empty where
        // XCUITest does not exist (everywhere but iOS); not yet run on a Mac.
        .library(name: "RefreshSimRecorderUITesting", targets: ["RefreshSimRecorderUITesting"]),
        // The whole command line as a library, so a user's own executable can run it.
        .library(name: "RefreshSimCLI", targets: ["RefreshSimCLI"]),
        .executable(name: "refreshsim", targets: ["refreshsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Golden-image tests, and the `RefreshSimSnapshotTesting` strategies users' tests call.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Combine off Apple platforms: `SimulatedScheduler` and the Combine load-more strategy.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // The engine: physics, the UIScrollView model, the strategy protocols, loaders, timeline,
        // analysis, the scenario format and its vocabulary types. No Cairo and no I/O beyond
        // decoding scenario data, and no system under test.
        .target(name: "RefreshSim", dependencies: ["CConcurrencyHooks"]),
        // The Swift runtime's executor hooks by address, for a runtime linked into the executable
        // (`--static-swift-stdlib`) as well as a shared one.
        .target(name: "CConcurrencyHooks"),
        // The systems under test (Seeds/, Libraries/) over the engine's protocols, and the
        // bundled vocabulary naming them.
        .target(name: "RefreshSimStrategies", dependencies: ["RefreshSim", "RefreshSimCombine"]),
        // A Combine `Scheduler` on the simulated main queue (Apple's Combine on a Mac, OpenCombine
        // elsewhere, re-exported).
        .target(
            name: "RefreshSimCombine",
            dependencies: [
                "RefreshSim",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
            ]),
        // UIScrollView, UITableViewController, UIRefreshControl, WKWebView, DispatchQueue.main… as
        // thin classes over the engine's types.
        // The module is `UIKit`; its sources keep their folder. See the article "Bring your library".
        // Its classes are `@MainActor`, as Apple's are, for code in Swift 6 mode. It is compiled in
        // Swift 5 mode itself: Swift 6 mode would check at run time that every closure it hands the
        // standard library runs on the main thread, and a unit test builds views on any thread.
        .target(
            name: "UIKit", dependencies: ["RefreshSim", "_Testing_UIKit"], path: "Sources/RefreshSimUIKit",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The SwiftUI stand-in: a view's body resolved into the engine's list rows, re-evaluated at
        // the layout pass after its state changes. Swift 5 mode, as the UIKit stand-in.
        .target(
            name: swiftUIModule,
            dependencies: [
                "UIKit", "RefreshSim",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
            ],
            path: "Sources/RefreshSimSwiftUI", swiftSettings: [.swiftLanguageMode(.v5)]),
        // `DispatchQueue.simulatedMain` as a Combine `Scheduler` (re-exports Combine or OpenCombine).
        .target(name: "UIKitCombine", dependencies: ["UIKit", "RefreshSim", "RefreshSimCombine"], path: "Sources/RefreshSimUIKitCombine"),
        // `import RefreshSimUIKit`: re-exports UIKit.
        .target(name: "RefreshSimUIKit", dependencies: ["UIKit"], path: "Sources/RefreshSimUIKitAlias"),
        // Empty: Swift Testing's cross-import overlay for UIKit, which it looks for when a test
        // file imports Testing and UIKit (Apple's comes with the iOS SDK).
        .target(name: "_Testing_UIKit", path: "Sources/TestingUIKitOverlay"),
        .target(
            name: "RefreshSimSnapshotTesting",
            dependencies: [
                "RefreshSim",
                "RefreshSimStrategies",
                "RefreshPlot",
                "RefreshSimFiles",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Apple's UIKit on iOS; everywhere else the stand-in, so the recorder is tested in
        // simulated runs. Swift 5 mode, like the stand-in: its main-actor class is driven from a
        // run's thread there.
        .target(
            name: "RefreshSimRecorder",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux, .macOS, .windows, .android, .wasi]))],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "RefreshSimRecorderUITesting"),
        // Cairo and zlib, as installed by libcairo2-dev or Homebrew's cairo (zlib is the macOS SDK's).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "zlib1g-dev"]), .brew(["cairo"])]
        ),
        // Pango over Cairo, with its fontconfig back end: text layout with per-glyph fallback
        // across font families found by name.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
        ),
        // The one output file writer: atomic replace through a registered temporary file, links
        // written through, pipes and character devices streamed to. RefreshPlot and the CLI use it.
        .target(name: "RefreshSimFiles"),
        // giflib: GIF animations of the phone screen. Debian's libgif-dev has `libgif.pc`;
        // Homebrew's giflib has none (upstream ships none), so shim.h also looks in Homebrew's
        // include folders and scripts/ensure-system-packages writes a `libgif.pc` for the link
        // (docs/Development.md, "On a Mac").
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        // Charts, phone screens, filmstrips and animations: read a Timeline and its Analysis,
        // draw through a small Canvas over Cairo.
        .target(name: "RefreshPlot", dependencies: ["RefreshSim", "RefreshSimFiles", "CCairo", "CPango", "CGIF", "CDrawingLibraries"]),
        // Cairo, Pango and giflib loaded by the first call into them, not at every process start
        // (include/DrawingLibraries.h says why and how; scripts/release-build finishes it).
        .target(name: "CDrawingLibraries"),
        // The subcommands and their support code (files, exit statuses, charting glue).
        .target(
            name: "RefreshSimCLI",
            dependencies: [
                "RefreshSim",
                "RefreshSimStrategies",
                "RefreshPlot",
                "RefreshSimFiles",
                "CPango",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `main.swift` only: runs RefreshSimCLI's root command.
        .executableTarget(name: "refreshsim", dependencies: ["RefreshSimCLI"]),
        // RefreshPlot too: the fuzz test plots every mutated scenario that validates.
        .testTarget(name: "RefreshSimTests", dependencies: ["RefreshSim", "RefreshSimStrategies", "RefreshPlot"]),
        // The Swift code of seeds 000 and 003 as pasted from the posts, with only the edits the
        // article "Test your own implementation" lists; compiled in Swift 5 mode, as written. One module per program (seed 003's
        // three programs reuse their type names). RefreshSimUIKitTests runs them.
        .target(
            name: "Seed000WebView", dependencies: ["UIKit"], path: "Tests/PastedSeeds/Seed000WebView",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Seed003Header", dependencies: ["UIKit"], path: "Tests/PastedSeeds/Seed003Header",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Seed003FooterDelay", dependencies: ["UIKit"], path: "Tests/PastedSeeds/Seed003FooterDelay",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Seed003FooterInset", dependencies: ["UIKit"], path: "Tests/PastedSeeds/Seed003FooterInset",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "RefreshSimUIKitTests",
            dependencies: [
                "RefreshSim", "RefreshSimStrategies", "UIKit", "Seed000WebView", "Seed003Header", "Seed003FooterDelay",
                "Seed003FooterInset",
            ],
            // UIKit-style code as apps write it; Swift 6 takes `DispatchQueue.main.async`'s closure
            // for main-actor code, which these non-actor classes are not.
            swiftSettings: [.swiftLanguageMode(.v5)] + wholeModuleTests
        ),
        // Every file imports Foundation and UIKit together, as real iOS files do.
        .testTarget(
            name: "UIKitFoundationTests",
            // CGIF writes the GIFs that ImageIO's image source reads back.
            dependencies: ["RefreshSim", "RefreshSimStrategies", "UIKitCombine", "CGIF"] + uiKitTargets.map { .target(name: $0) },
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The SwiftUI stand-in's laws: appearance order, re-evaluation after a state change, reports.
        .testTarget(
            name: "SwiftUIStandInTests", dependencies: [.target(name: swiftUIModule), "UIKit", "RefreshSim", "RefreshSimStrategies"],
            swiftSettings: [.swiftLanguageMode(.v5)] + wholeModuleTests),
        .testTarget(
            name: "RefreshPlotTests",
            dependencies: [
                "RefreshPlot",
                "RefreshSim",
                "RefreshSimStrategies",
                // GIF tests decode what the encoder wrote.
                "CGIF",
                // Text metrics are checked against Pango's own.
                "CPango",
                "RefreshSimSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "RefreshSimFilesTests", dependencies: ["RefreshSimFiles"], swiftSettings: wholeModuleTests),
        // The recorder attached inside simulated runs: the closed loop from a run to its trace
        // and back to the same judgement.
        .testTarget(
            name: "RefreshSimRecorderTests",
            dependencies: ["RefreshSimRecorder", "RefreshSimRecorderUITesting", "UIKit", "RefreshSim", "RefreshSimStrategies"],
            swiftSettings: [.swiftLanguageMode(.v5)] + wholeModuleTests),
        // The CLI library's own parts (escaping for HTML, script blocks and XML). Small on purpose:
        // it is the one test target that waits for RefreshSimCLI, the build's longest chain.
        .testTarget(name: "RefreshSimCLILibraryTests", dependencies: ["RefreshSimCLI"], swiftSettings: wholeModuleTests),
        // Imports RefreshSim without @testable: proves a user can write a strategy of their own.
        .testTarget(
            name: "RefreshSimPublicAPITests", dependencies: ["RefreshSim", "RefreshSimStrategies"], swiftSettings: wholeModuleTests),
        // Runs the built `refreshsim` binary, which `swift test` builds with every other target.
        // No dependency on it: that would hold this target's compile until the executable's
        // module is built, the end of the build's longest chain (≈ 10 s of a fresh build).
        .testTarget(name: "RefreshSimCLITests", dependencies: ["RefreshSim", "RefreshSimStrategies"]),
    ]
)

#if os(Linux)
    package.targets += [
        .target(name: "WebKit", dependencies: ["UIKit"], path: "Sources/LinuxWebKit"),
        .target(name: "QuartzCore", dependencies: ["UIKit"], path: "Sources/LinuxQuartzCore"),
        .target(name: "ObjectiveC", dependencies: ["UIKit"], path: "Sources/LinuxObjectiveC"),
        .target(name: "CoreGraphics", dependencies: ["UIKit", "_Testing_CoreGraphics"], path: "Sources/LinuxCoreGraphics"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingCoreGraphicsOverlay"),
        // `CGImageSource` over GIF data decodes its frames with giflib, as the animations' encoder writes them.
        .target(name: "ImageIO", dependencies: ["UIKit", "CGIF"], path: "Sources/LinuxImageIO"),
        .target(name: "UniformTypeIdentifiers", path: "Sources/LinuxUniformTypeIdentifiers"),
        .target(name: "MobileCoreServices", dependencies: ["UIKit", "UniformTypeIdentifiers"], path: "Sources/LinuxMobileCoreServices"),
    ]
#endif

// `REFRESHSIM_DOCS=1 swift package generate-documentation`: the DocC catalogs (docs/Development.md,
// "Documentation"). Only then, because every build compiles a dependency's plugins first, one
// after the other: the two of swift-docc-plugin took 5 s of a fresh clone's build.
if ProcessInfo.processInfo.environment["REFRESHSIM_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
