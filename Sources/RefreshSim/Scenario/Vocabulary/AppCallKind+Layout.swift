/// The app's calls on its table view's layout: rows appended, its own inset, a row scrolled to.
extension AppCallKind {
    /// `tableView.insertRows(at:with:)` at the end (or `reloadData()` with a longer data source):
    /// the content grows by `rows` × `content.rowHeight`.
    /// With content as rows: `insertRows` at the end, unanimated.
    public static let appendContent = AppCallKind(
        "appendContent", "append rows to the table (rows × content.rowHeight; with content.rows: insertRows at the end)",
        options: [.key(.appendedRows)], receiver: .scrollView,
        perform: { context, options in
            if let rows = context.rows {
                rows.update(form: .none, animated: false, keepsPosition: false) {
                    [.insertRows(rows.addItems(options[.appendedRows], at: .end))]
                }
                return
            }
            let scrollView = context.scrollView
            let height = max(scrollView.contentSize.height + Double(options[.appendedRows]) * context.rowHeight, 0)
            scrollView.contentSize = Size(width: scrollView.contentSize.width, height: height)
        })

    /// `tableView.contentInset = …` by the app itself: it replaces whatever is there, a refresh
    /// component's inset included, as the real assignment does. `animated` wraps it in a 0.3 s
    /// `UIView.animate`.
    public static let setContentInset = AppCallKind(
        "setContentInset", "set the app's own contentInset (top, bottom; a side not given keeps its value)",
        options: [.key(.insetTop), .key(.insetBottom), .key(.animated)], receiver: .scrollView,
        perform: { context, options in
            let scrollView = context.scrollView
            var inset = scrollView.contentInset
            if let top = options[.insetTop] { inset.top = top }
            if let bottom = options[.insetBottom] { inset.bottom = bottom }
            if options[.animated] {
                scrollView.animate(withDuration: 0.3) { scrollView.contentInset = inset }
            } else {
                scrollView.contentInset = inset
            }
        })

    /// `tableView.scrollToRow(at:at:animated:)`: the row's offset for the position, kept inside
    /// the scrollable range as UIKit keeps it.
    public static let scrollToRow = AppCallKind(
        "scrollToRow", "scroll row (0 is the first) to the top, middle or bottom, animated or not",
        options: [.key(.row), .key(.rowPosition), .key(.animated)], receiver: .scrollView,
        perform: { context, options in
            let scrollView = context.scrollView
            let row = options[.row]
            let place =
                context.rows.flatMap { rows -> (top: Double, height: Double)? in
                    let list = rows.list
                    let count = list.layout.numberOfRows(inSection: 0)
                    guard count > 0, let element = list.layout.element(at: RowPath(row: min(row, count - 1))) else { return nil }
                    return (list.layout.top(ofElement: element), list.layout.height(ofElement: element))
                } ?? (Double(row) * context.rowHeight, context.rowHeight)
            let y = options[.rowPosition].offset(rowTop: place.top, rowHeight: place.height, in: scrollView)
            scrollView.setContentOffset(Point(x: 0, y: y), animated: options[.animated])
        })
}

/// `UITableView.ScrollPosition`.
public enum RowScrollPosition: String, Sendable, Equatable, CaseIterable {
    case top
    case middle
    case bottom

    /// The offset that puts the row at `rowTop` at this position, clamped to `[minimumOffset, maximumOffset]`.
    func offset(rowTop: Double, rowHeight: Double, in scrollView: ScrollView) -> Double {
        let inset = scrollView.adjustedContentInset
        let visible = scrollView.bounds.height - inset.top - inset.bottom
        let y: Double =
            switch self {
            case .top: rowTop - inset.top
            case .middle: rowTop + rowHeight / 2 - inset.top - visible / 2
            case .bottom: rowTop + rowHeight - inset.top - visible
            }
        return min(max(y, scrollView.minimumOffset), scrollView.maximumOffset)
    }
}

extension OptionKey where Value == Int {
    static var appendedRows: Self { .integer("rows", in: ScenarioLimits.appendedRows, default: 20, "Rows appended.") }
    static var row: Self { .integer("row", in: ScenarioLimits.rowIndex, default: 0, "The row, 0 being the first.") }
}

extension OptionKey where Value == Double? {
    static var insetTop: Self { .optionalNumber("top", in: ScenarioLimits.contentInset, "The new contentInset.top (pt).") }
    static var insetBottom: Self { .optionalNumber("bottom", in: ScenarioLimits.contentInset, "The new contentInset.bottom (pt).") }
}

extension OptionKey where Value == RowScrollPosition {
    static var rowPosition: Self { .choice("position", default: .top, "Where the row ends up: \"top\", \"middle\" or \"bottom\".") }
}
