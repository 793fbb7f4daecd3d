// swift-tools-version:6.1
import Foundation
import PackageDescription

// `refreshsim port`: the edits Linux and the simulated clock force on a library's sources, made on
// swift-syntax's tree. Its own package, so swift-syntax stays out of refreshsim's build; `refreshsim
// port` builds and runs it (the article "Bring your library", Sources/RefreshSimUIKit/UIKit.docc).
//
// With REFRESHSIM_PORT_HOST_SYNTAX naming a toolchain's `lib/swift/host` folder, the tool compiles
// against the toolchain's own SwiftSyntax and SwiftParser (the copies the compiler's macro support
// ships) instead of building swift-syntax. The test suite does this on a fresh clone: building
// swift-syntax 603.0.1 took 90 s of CPU on this 2-core machine, the host path 8 s. Users and the
// CI workflow build the pinned package.
let hostSyntax = ProcessInfo.processInfo.environment["REFRESHSIM_PORT_HOST_SYNTAX"].flatMap { $0.isEmpty ? nil : $0 }

let syntax: [Target.Dependency] =
    hostSyntax == nil
    ? [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
    : []
// With REFRESHSIM_PORT_MODULE_CACHE naming another build's module cache, this build uses it too:
// scripts/test names refreshsim's own while both build, so the modules both import that the
// compiler builds itself (Testing from its interface, Glibc's and Foundation's C modules) are
// built once, not once a package (3 s of a fresh clone's CPU).
let sharedModuleCache = ProcessInfo.processInfo.environment["REFRESHSIM_PORT_MODULE_CACHE"].flatMap { $0.isEmpty ? nil : $0 }
let hostCompile: [SwiftSetting] =
    hostSyntax.map { [.unsafeFlags(["-I", $0] + (sharedModuleCache.map { ["-module-cache-path", $0] } ?? []))] } ?? []
let hostLink: [LinkerSetting] =
    hostSyntax.map {
        [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0]), .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser")]
    } ?? []

let package = Package(
    name: "RefreshSimPort",
    products: [
        .executable(name: "refreshsim-port", targets: ["refreshsim-port"]),
        .library(name: "RefreshSimPortKit", targets: ["RefreshSimPortKit"]),
    ],
    dependencies: hostSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")] : [],
    targets: [
        .target(name: "RefreshSimPortKit", dependencies: syntax, swiftSettings: hostCompile, linkerSettings: hostLink),
        .executableTarget(
            name: "refreshsim-port", dependencies: ["RefreshSimPortKit"], swiftSettings: hostCompile, linkerSettings: hostLink),
        .testTarget(name: "RefreshSimPortTests", dependencies: ["RefreshSimPortKit"], swiftSettings: hostCompile, linkerSettings: hostLink),
    ]
)
