// swift-tools-version:6.1
import Foundation
import PackageDescription

// Published refresh libraries, as their authors wrote them, on refreshsim. Their code is not in
// this repository: scripts/fetch-libraries clones each at the commit `libraries.pins` names, and
// `refreshsim port` makes `Sources/<module>` of it, with no hand edit (the suite does both, and
// says it skipped this package when the clones are absent). `LibraryDemos` is an app's screen
// using each one, registered as strategy kinds; `librariessim` is refreshsim's command line
// with those kinds.
let modules: [String] = {
    let pins = Context.packageDirectory + "/libraries.pins"
    let text = (try? String(contentsOfFile: pins, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: " ").first.map(String.init) }
}()

// `port` lists the files that are not Swift (Info.plist, an umbrella header, images); none of them
// changes what the simulator runs, so each library's are excluded. Swift 5 mode, as UIKit code
// written for iOS (main-actor bound there) needs off Apple platforms.
let library: [Target] = modules.map { module in
    let folder = Context.packageDirectory + "/Sources/" + module
    let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return .target(
        name: module, dependencies: [.product(name: "UIKit", package: "refreshsim")],
        exclude: files.filter { !$0.hasSuffix(".swift") && !isFolder(folder + "/" + $0) },
        swiftSettings: [.swiftLanguageMode(.v5)])
}

func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
}

let package = Package(
    name: "PublishedLibraries",
    platforms: [.macOS(.v14)],  // refreshsim's own
    dependencies: [
        .package(name: "refreshsim", path: "../..")
    ],
    targets: library + [
        .target(
            name: "LibraryDemos",
            dependencies: modules.map { .target(name: $0) } + [
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
            ] + modules.map { .target(name: $0) },
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
