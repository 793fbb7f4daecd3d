// swift-tools-version:6.0
import PackageDescription

// `refreshsim port`: the edits Linux and the simulated clock force on a library's sources, made on
// swift-syntax's tree. Its own package, so swift-syntax stays out of refreshsim's build; `refreshsim
// port` builds and runs it (README "Bring your library").
let package = Package(
    name: "RefreshSimPort",
    products: [
        .executable(name: "refreshsim-port", targets: ["refreshsim-port"]),
        .library(name: "RefreshSimPortKit", targets: ["RefreshSimPortKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(
            name: "RefreshSimPortKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "refreshsim-port", dependencies: ["RefreshSimPortKit"]),
        .testTarget(name: "RefreshSimPortTests", dependencies: ["RefreshSimPortKit"]),
    ]
)
