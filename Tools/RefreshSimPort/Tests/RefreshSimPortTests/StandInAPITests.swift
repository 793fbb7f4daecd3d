import Foundation
import Testing

@testable import RefreshSimPortKit

/// No entry point of the stand-in is a silent no-op: every public declaration of its sources
/// (UIKit, and the Linux modules beside it) is classified by the catalogue as simulated, inert by
/// UIKit's definition, or reported, and every reported one tells the run. The list is read from
/// the sources' syntax, so a new public declaration is in it the moment it is written.
@Suite struct StandInAPITests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../Sources").standardizedFileURL

    /// Every Swift file of the stand-in's modules: `Sources/RefreshSimUIKit`, `Sources/RefreshSimSwiftUI`
    /// and `Sources/Linux*`.
    static let files: [(path: String, source: String)] = {
        let manager = FileManager.default
        let folders = ((try? manager.contentsOfDirectory(atPath: sources.path)) ?? [])
            .filter { $0 == "RefreshSimUIKit" || $0 == "RefreshSimSwiftUI" || $0.hasPrefix("Linux") }.sorted()
        var files: [(path: String, source: String)] = []
        for folder in folders {
            let root = sources.appendingPathComponent(folder)
            let paths = (manager.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            for path in paths {
                if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
                    files.append(("\(folder)/\(path)", text))
                }
            }
        }
        return files
    }()

    static let api = PublicDeclarations(files: files)

    /// The row for a declaration: its own, or for an override, the overridden member's.
    static func rule(for declaration: PublicDeclaration) -> StandInRule? {
        if let rule = StandInCatalogue.rule(for: declaration.name) { return rule }
        guard declaration.isOverride, var owner = declaration.owner else { return nil }
        while let superclass = api.superclasses[owner] {
            if let rule = StandInCatalogue.rule(for: "\(superclass).\(declaration.member)") { return rule }
            owner = superclass
        }
        return nil
    }

    @Test func theSourcesAreRead() {
        #expect(Self.files.count > 30)
        #expect(Self.api.declarations.count > 800)
        #expect(Self.api.declarations.contains { $0.name == "UIScrollView.contentOffset" })
        #expect(Self.api.superclasses["UIScrollView"] == "UIView")
    }

    /// The walk sees what a new declaration would add, and the catalogue does not classify it.
    @Test func aNewPublicEntryPointIsSeenAndUnclassified() {
        let probe = PublicDeclarations(
            files: [
                (
                    "P.swift",
                    """
                    extension UIView { public func brandNewThing() {}; func hidden() {} }
                    open class UIFoo: UIView { open override func layoutSubviews() {}; public private(set) var x = 0 }
                    struct Internal { public var y = 0 }
                    """
                )
            ])
        #expect(probe.declarations.map(\.name) == ["UIView.brandNewThing()", "UIFoo", "UIFoo.layoutSubviews()", "UIFoo.x"])
        #expect(StandInCatalogue.rule(for: "UIView.brandNewThing()") == nil)
        #expect(StandInCatalogue.rule(for: "UIView.frame")?.treatment == .simulated)
        #expect(StandInCatalogue.rule(for: "UIColor.red")?.treatment == .inert)
        #expect(StandInCatalogue.rule(for: "UITableViewCell.init(coder:)")?.pattern == "UITableViewCell.*")
    }

    @Test func everyPublicEntryPointIsClassified() {
        let unclassified = Self.api.declarations.filter { Self.rule(for: $0) == nil }
        let names = unclassified.map { "\($0.file):\($0.line): \($0.name)" }
        #expect(
            names.isEmpty,
            """
            \(unclassified.count) public entry points of the stand-in are not in StandInCatalogue.rules \
            (Sources/RefreshSimUIKit/StandInCatalogue.swift); classify each as simulated, inert or reported:
            \(names.joined(separator: "\n"))
            """)
    }

    /// A reported entry point calls `reportNotSimulated` with its own name, so the run says so.
    @Test func everyReportedEntryPointTellsTheRun() {
        var silent: [String] = []
        for declaration in Self.api.declarations {
            guard let rule = StandInCatalogue.rule(for: declaration.name), rule.treatment == .reported,
                rule.pattern == declaration.name
            else { continue }
            // `reportNotSimulated("its name")`, or a `notSimulated` event of a kind of its own.
            let tells = ["reportNotSimulated(\"\(declaration.name)\")", ".notSimulated(", "notSimulatedOnce("]
            if !tells.contains(where: declaration.text.contains) {
                silent.append("\(declaration.file):\(declaration.line): \(declaration.name)")
            }
        }
        #expect(
            silent == [],
            "reported in the catalogue, but the body never calls reportNotSimulated(\"<its name>\"):\n\(silent.joined(separator: "\n"))")
        let families = StandInCatalogue.rules.filter { $0.treatment == .reported && ($0.pattern.contains("*")) }
        #expect(families.isEmpty, "a reported row must name one entry point, whose body reports it: \(families.map(\.pattern))")
    }

    /// Every `reportNotSimulated("…")` in the sources names a reported row, and every row matches a
    /// declaration: the table has no stale rows.
    @Test func theTableHasNoStaleRows() throws {
        let calls = Self.files.flatMap { file in
            file.source.components(separatedBy: "reportNotSimulated(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(!calls.isEmpty)
        for name in Set(calls).sorted() {
            #expect(StandInCatalogue.rule(for: name)?.treatment == .reported, "reportNotSimulated(\"\(name)\") names no reported row")
        }
        let names = Set(Self.api.declarations.map(\.name))
        for rule in StandInCatalogue.rules {
            let matches: Bool
            if rule.pattern.hasPrefix("*.") {
                matches = names.contains { $0.hasSuffix(rule.pattern.dropFirst()) }
            } else if rule.pattern.hasSuffix(".*") {
                let owner = String(rule.pattern.dropLast(2))
                matches = names.contains(owner) || names.contains { $0.hasPrefix(owner + ".") }
            } else {
                matches = names.contains(rule.pattern)
            }
            #expect(matches, "catalogue row \(rule.pattern) matches no public declaration of the stand-in")
        }
    }

    @Test func observablePropertiesAreDeclaredAndSimulated() {
        for property in StandInCatalogue.observableProperties {
            let name = "\(property.type).\(property.key)"
            #expect(Self.api.declarations.contains { $0.name == name }, "\(name) is observable but not declared")
            #expect(StandInCatalogue.rule(for: name)?.treatment == .simulated, "\(name) is observable but not simulated")
        }
    }
}
