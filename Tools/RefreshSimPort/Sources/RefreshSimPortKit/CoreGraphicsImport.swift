import SwiftSyntax

// A file that imports Foundation and no UI module may still use `CGAffineTransform`, `CGColor` or
// `CGPath`: Apple's Foundation re-exports Core Graphics. Linux's has only CGFloat, CGPoint, CGSize
// and CGRect; the rest are the stand-in's, which Linux's `CoreGraphics` module brings. `port` adds
// `import CoreGraphics` after `import Foundation` there (on a Mac Foundation already brings them).
extension EditCollector {
    /// The names Linux's Foundation lacks: `CG…` and `CA…` but the four geometry types it has.
    func noteCoreGraphicsName(_ name: String) {
        guard name.hasPrefix("CG") || name.hasPrefix("CA"), name.count > 2, name.dropFirst(2).first?.isUppercase == true,
            !["CGFloat", "CGPoint", "CGSize", "CGRect"].contains(name), !facts.declaredTypes.contains(name)
        else { return }
        coreGraphicsNames.insert(name)
    }

    /// At the end of the file: `import CoreGraphics` after `import Foundation`, when needed.
    func importCoreGraphicsIfNeeded() {
        let modules = Set(imports.map(\.module))
        guard !onMac, !coreGraphicsNames.isEmpty, let foundation = imports.first(where: { $0.module == "Foundation" }),
            modules.isDisjoint(with: ["UIKit", "CoreGraphics", "QuartzCore", "WebKit", "ImageIO", "RefreshSimUIKit"])
        else { return }
        let end = foundation.node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
            Edit(
                start: end, end: end, replacement: "\nimport CoreGraphics",
                line: line(foundation.node), rule: .moduleImport))
    }
}
