import SwiftSyntax

/// What `port` knows of the modules a file imports. The compiler stops at the first module it
/// cannot find and reports nothing else in that module (`no such module 'Lottie'` hides every
/// other error), so an import of a module neither the stand-in nor the toolchain provides is
/// wrapped in `#if canImport(…)`: with the module declared as a dependency nothing changes, and
/// without it the compiler goes on to report each use of it with everything else.
enum ModuleImports {
    /// The stand-in's modules on Linux (Package.swift's `uiKitTargets`) and its other products.
    static let standIn: Set<String> = [
        "UIKit", "WebKit", "QuartzCore", "ObjectiveC", "CoreGraphics", "ImageIO", "MobileCoreServices",
        "UniformTypeIdentifiers", "UIKitCombine", "RefreshSimUIKit",
    ]

    /// What a Swift toolchain has on every platform, and Apple's platform modules a Mac's has.
    static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Glibc", "Musl", "Darwin", "CoreFoundation", "_Concurrency", "Synchronization", "RegexBuilder",
        "Observation", "XCTest", "Testing",
    ]

    /// A Mac's own modules that Linux lacks (the stand-in provides none of them).
    static let appleOnly: Set<String> = ["Combine", "os", "CoreServices", "AudioToolbox", "CoreData", "AVFoundation", "SwiftUI"]

    enum Verdict: Equatable {
        case provided
        /// On a Mac, Apple's module of this name clashes with the stand-in's types: a hand edit.
        case clashesOnMac
        /// On a Mac, replace it with this module (Apple has no `MobileCoreServices` on macOS; its
        /// `kUTType…` constants and functions are Core Services').
        case replaceOnMac(String)
        /// Not a module `port` knows to be there: wrap it in `#if canImport(…)`.
        case unknown
    }

    static func verdict(for module: String, onMac: Bool) -> Verdict {
        let top = String(module.split(separator: ".").first ?? "")
        if onMac {
            if top == "WebKit" || top == "QuartzCore" { return .clashesOnMac }
            if top == "MobileCoreServices" { return .replaceOnMac("CoreServices") }
            if appleOnly.contains(top) { return .provided }
        }
        return standIn.contains(top) || toolchain.contains(top) ? .provided : .unknown
    }

    /// Whether `node` already sits inside an `#if` (its author decided when it is imported).
    static func isConditional(_ node: ImportDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(IfConfigClauseSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }
}
