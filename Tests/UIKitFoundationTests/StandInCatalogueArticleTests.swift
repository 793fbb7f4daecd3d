import Foundation
import Testing

@testable import UIKit

/// The article's list of what the stand-in simulates, leaves inert and reports is generated from
/// the one table (`StandInCatalogue`), so it cannot drift from what the run and `port` do.
struct StandInCatalogueArticleTests {
    static let begin = "<!-- generated: StandInCatalogue.markdown, checked by StandInCatalogueArticleTests -->\n"
    static let end = "<!-- end generated -->"
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/RefreshSimUIKit/UIKit.docc/BringYourLibrary.md").standardizedFileURL

    @Test func theArticlesTablesAreTheCatalogue() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "BringYourLibrary.md lost its generated-table marker")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        if ProcessInfo.processInfo.environment["REFRESHSIM_RECORD_ARTICLE"] != nil {
            try (text[..<start.upperBound] + StandInCatalogue.markdown + text[stop.lowerBound...]).write(
                to: Self.article, atomically: true, encoding: .utf8)
        }
        #expect(
            String(text[start.upperBound..<stop.lowerBound]) == StandInCatalogue.markdown,
            "regenerate with REFRESHSIM_RECORD_ARTICLE=1 swift test --filter StandInCatalogueArticleTests")
    }

    /// Every reported row says what the run does instead, and every observable property is a
    /// simulated entry point the run can read.
    @Test @MainActor func everyRowSaysWhyAndEveryObservableKeyIsRead() {
        for rule in StandInCatalogue.rules { #expect(!rule.note.isEmpty, "\(rule.pattern) has no note") }
        let objects: [String: KeyValueObservedObject] = [
            "UIView": UIView(), "UIScrollView": UIScrollView(), "UIGestureRecognizer": UIPanGestureRecognizer(),
        ]
        for property in StandInCatalogue.observableProperties {
            let object = objects[property.type]
            #expect(object?.observedValue(forKey: property.key) != nil, "\(property.type).\(property.key) is not read")
            #expect(object?.isObservable(property.key) == true)
        }
        #expect(UIView().observedValue(forKey: "tag") == nil && !UIView().isObservable("tag"))
    }
}
