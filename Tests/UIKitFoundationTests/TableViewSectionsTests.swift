import Foundation
import RefreshSim
import Testing

@testable import UIKit

/// Section headers and footers as UITableView sizes them (`UITableView+Sections`): the delegate's
/// heights, else the table's; titles and views at `automaticDimension` measured as the scenario
/// says; estimates corrected as the header is laid out; what UIKit leaves undocumented reported.
@MainActor struct TableViewSectionsTests {
    class Sections: UITableViewController {
        var header: CGFloat?
        var footer: CGFloat?
        var sectionTitle: String?
        var configure: (UITableView) -> Void = { _ in }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.estimatedRowHeight = 80
            configure(tableView)
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 3 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sectionTitle }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            header ?? super.tableView(tableView, heightForHeaderInSection: section)
        }
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            footer ?? super.tableView(tableView, heightForFooterInSection: section)
        }
    }

    static func run(
        style: UITableView.Style = .plain, rows: String = #"{"count": 24, "height": 80}"#, gestures: String = "[]",
        _ setUp: @escaping (Sections) -> Void
    ) throws -> (Sections, Timeline) {
        let scenario = try ScenarioDecoder.decode(
            #"{"name": "t", "duration": 2, "device": "iPhone 15", "content": {"rows": \#(rows)}, "gestures": \#(gestures)}"#,
            fileName: "t.json")
        var made: UIKitStrategy<Sections>?
        let timeline = Simulator(scenario: scenario) { host in
            let strategy = UIKitStrategy(host: host, indicator: .header(height: 0), state: { _ in "idle" }, phase: { _ in .idle }) {
                let controller = Sections(style: style)
                setUp(controller)
                return controller
            }
            made = strategy
            return strategy
        }.run()
        return (made!.controller, timeline)
    }

    /// Three sections of 8 rows of 80 pt under a 30 pt header and a 12 pt footer each.
    @Test func theDelegatesHeightsAreLaidOutAroundEachSection() throws {
        let (feed, timeline) = try Self.run { feed in
            feed.header = 30
            feed.footer = 12
            feed.configure = { $0.sectionHeaderTopPadding = 0 }
        }
        let table = feed.tableView!
        #expect(table.contentSize.height == 2046, "\(table.contentSize.height - 2046)")  // 3 × (30 + 8 × 80 + 12)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 682, width: table.bounds.width, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 712)
        #expect(table.rectForFooter(inSection: 0).maxY == table.rect(forSection: 0).maxY)
        #expect(timeline.notSimulated.isEmpty)
    }

    /// `sectionHeaderHeight` where the delegate says nothing; iOS 15's top padding when set.
    @Test func theTablesHeightAndTopPadding() throws {
        let (feed, timeline) = try Self.run { feed in
            feed.configure = {
                $0.sectionHeaderHeight = 24
                $0.sectionHeaderTopPadding = 6
            }
        }
        #expect(feed.tableView.rectForHeader(inSection: 2).height == 30)
        #expect(feed.tableView.contentSize.height == 2010)  // 3 × (30 + 8 × 80)
        #expect(timeline.notSimulated.isEmpty)
    }

    /// UIKit's defaults: a plain table without titles or views has no headers and nothing to
    /// report; a title at `automaticDimension` is as tall as the scenario's `sectionHeaderHeight`
    /// says; without it, and with the top padding left automatic, the run says what it did not know.
    @Test func automaticHeadersFitTheirTitleAsTheScenarioSays() throws {
        let (plain, quiet) = try Self.run { _ in }
        #expect(plain.tableView.rectForHeader(inSection: 0) == .zero)
        #expect(plain.tableView.contentSize.height == 1920)  // 24 × 80
        #expect(quiet.notSimulated.isEmpty)

        let (titled, told) = try Self.run(rows: #"{"count": 24, "height": 80, "sectionHeaderHeight": 28}"#) { feed in
            feed.sectionTitle = "Today"
            feed.configure = { $0.sectionHeaderTopPadding = 0 }
        }
        #expect(titled.tableView.rectForHeader(inSection: 1).height == 28)
        #expect(told.notSimulated.isEmpty)

        let (_, unsaid) = try Self.run { $0.sectionTitle = "Today" }
        let reports = unsaid.notSimulated.map { String(describing: $0.what) }.joined(separator: " | ")
        #expect(reports.contains("self-sizing section header"))
        #expect(!reports.contains("sectionHeaderTopPadding"), "no header shows, so no padding above one")
        let (_, padded) = try Self.run { $0.header = 30 }
        #expect(padded.notSimulated.map { String(describing: $0.what) }.joined().contains("sectionHeaderTopPadding"))
    }

    /// A grouped table leaves space around sections UIKit does not document: reported.
    @Test func aGroupedTablesDefaultSpacingIsReported() throws {
        let (_, timeline) = try Self.run(style: .grouped) { _ in }
        #expect(timeline.notSimulated.map { String(describing: $0.what) }.joined().contains("spacing around a section without a header"))
    }

    /// A header believed at its estimate until laid out, then its height: the content grows by the
    /// difference when the scroll reaches it, as a row's correction.
    @Test func anEstimatedHeaderIsCorrectedWhenLaidOut() throws {
        let (feed, timeline) = try Self.run(gestures: #"[{"at": 0.2, "distance": -300, "duration": 1.0}]"#) { feed in
            feed.header = 40
            feed.configure = {
                $0.estimatedSectionHeaderHeight = 20
                $0.sectionHeaderTopPadding = 0
            }
        }
        let table = feed.tableView!
        let list = try #require(table.simulated.list)
        let first = try #require(list.layout.headerElement(inSection: 0))
        let last = try #require(list.layout.headerElement(inSection: 2))
        #expect(list.layout.isMeasured(first) && table.rectForHeader(inSection: 0).height == 40)
        #expect(!list.layout.isMeasured(last) && table.rectForHeader(inSection: 2).height == 20)
        #expect(timeline.events.contains { if case .estimatesCorrected = $0.kind { true } else { false } })
        #expect(abs(table.contentSize.height - list.layout.believedHeights.reduce(0, +)) < 1e-9)
    }
}
