import Foundation
import RefreshSim

/// Section headers and footers as UITableView sizes them, for the engine's list (content as rows).
///
/// A header's height is the delegate's `tableView(_:heightForHeaderInSection:)`, else
/// `sectionHeaderHeight` (Apple: "If the delegate doesn't implement
/// `tableView(_:heightForHeaderInSection:)`, the table view calculates the height automatically";
/// the property's default is `automaticDimension`). A positive height is the header's; 0 is none.
/// `automaticDimension` sizes the header to what it shows (Apple's `automaticDimension`: "a
/// height that fits the value returned from `tableView(_:titleForHeaderInSection:)`, if the title
/// is not nil"; a view from `viewForHeaderInSection` sizes itself): what that measures is the
/// scenario's to say, as for self-sizing rows (`content.rows.sectionHeaderHeight`); with no title
/// and no view there is no header. Footers likewise.
///
/// Not documented, so reported when they matter: a grouped table's spacing around sections that
/// have no header or footer; a height of 0 in a grouped table ("if the height passed is 0, the
/// height is set to the default", sunnyxx, "hide grouped tableview header", 2015, whence the
/// `CGFloat.leastNormalMagnitude` idiom); iOS 15's `sectionHeaderTopPadding` left automatic above a
/// header (Apple documents the property, not its amount).
/// An estimate (`estimatedHeightForHeaderInSection`, `estimatedSectionHeaderHeight`) is believed
/// until the header is laid out, then corrected as a row's is.
extension UITableView {
    func headerHeight(inSection section: Int) -> Double? {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        guard let height = span(asked, section: section, header: true) else { return nil }
        return height + topPadding
    }

    func footerHeight(inSection section: Int) -> Double? {
        span(tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight, section: section, header: false)
    }

    func estimatedHeaderHeight(inSection section: Int) -> Double? {
        Self.sectionEstimate(tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight)
            .map { $0 + topPadding }
    }

    func estimatedFooterHeight(inSection section: Int) -> Double? {
        Self.sectionEstimate(tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight)
    }

    /// A positive estimate; `automaticDimension` and 0 mean none.
    private static func sectionEstimate(_ value: CGFloat) -> Double? { value > 0 ? Double(value) : nil }

    /// The padding laid out above a header: `sectionHeaderTopPadding` when set, else 0 (reported).
    private var topPadding: Double {
        if sectionHeaderTopPadding >= 0 { return Double(sectionHeaderTopPadding) }
        notSimulatedSections(
            "UITableView.sectionHeaderTopPadding is automatic: UIKit's padding above each header (iOS 15) is not documented, laid out as 0")
        return 0
    }

    /// A header's or footer's height from what the delegate or the table said (`asked`).
    private func span(_ asked: CGFloat, section: Int, header: Bool) -> Double? {
        let kind = header ? "header" : "footer"
        if asked > 0 { return Double(asked) }
        if asked == 0 {
            if style != .plain {
                notSimulatedSections(
                    "a grouped table's \(kind) of height 0: UIKit's replacement height is not documented, laid out as none")
            }
            return nil
        }
        let shows =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
                || dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            : tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
                || dataSource?.tableView(self, titleForFooterInSection: section) != nil
        guard shows else {
            if style != .plain {
                notSimulatedSections("a grouped table's spacing around a section without a \(kind) is not documented, laid out as none")
            }
            return nil
        }
        let measured = header ? rows?.sectionHeaderHeight ?? 0 : rows?.sectionFooterHeight ?? 0
        if measured > 0 { return measured }
        notSimulatedSections(
            "a self-sizing section \(kind) (a title or a view at automaticDimension) measures what content.rows.section\(header ? "Header" : "Footer")Height says; none given: laid out as none"
        )
        return nil
    }

    private func notSimulatedSections(_ what: String) {
        UIKitEnvironment.current?.notSimulatedOnce(.layoutNotSimulated(what))
    }
}
