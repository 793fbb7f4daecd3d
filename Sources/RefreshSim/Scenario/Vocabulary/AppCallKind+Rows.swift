/// The app's updates of a list (`content.rows`): its data changes, then it tells the table or
/// collection view, as app code does. Rows go at the list's `end` (after the last row) or its
/// `start` (before the first: a chat's older messages).
extension AppCallKind {
    static let rowUpdates: [AppCallKind] = [
        insertRows, deleteRows, reloadRows, moveRow, insertSections, deleteSections, applySnapshot,
    ]

    /// `insertRows(at:with:)`, alone or in a batch. `keepsPosition`: the app moves the offset by
    /// the content's growth after `layoutIfNeeded()`, with animations off (the usual prepend fix).
    public static let insertRows = AppCallKind(
        "insertRows", "insert rows at the list's end or start (content.rows)",
        options: [.key(.rowCount), .key(.place), .key(.rowAnimation), .key(.updateForm), .key(.keepsPosition)],
        receiver: .scrollView, content: .rows,
        perform: { context, options in
            guard let rows = context.rows else { return }
            rows.update(form: options[.updateForm], animated: options[.rowAnimation], keepsPosition: options[.keepsPosition]) {
                [.insertRows(rows.addItems(options[.rowCount], at: options[.place]))]
            }
        })

    public static let deleteRows = AppCallKind(
        "deleteRows", "delete rows at the list's end or start (content.rows)",
        options: [.key(.rowCount), .key(.place), .key(.rowAnimation), .key(.updateForm), .key(.keepsPosition)],
        receiver: .scrollView, content: .rows,
        perform: { context, options in
            guard let rows = context.rows else { return }
            rows.update(form: options[.updateForm], animated: options[.rowAnimation], keepsPosition: options[.keepsPosition]) {
                [.deleteRows(rows.removeItems(options[.rowCount], at: options[.place]))]
            }
        })

    /// `reloadRows(at:with:)`: the rows' heights are forgotten and they are laid out again.
    public static let reloadRows = AppCallKind(
        "reloadRows", "reload rows from `row` on (content.rows, first section)",
        options: [.key(.row), .key(.reloadedRows), .key(.rowAnimation), .key(.updateForm)],
        receiver: .scrollView, content: .rows,
        perform: { context, options in
            guard let rows = context.rows else { return }
            let count = rows.sections[0].count
            let first = min(options[.row], count)
            let paths = (first..<min(first + options[.reloadedRows], count)).map { RowPath(row: $0) }
            rows.update(form: options[.updateForm], animated: options[.rowAnimation], keepsPosition: false) { [.reloadRows(paths)] }
        })

    public static let moveRow = AppCallKind(
        "moveRow", "move the row at `from` to `to` (content.rows, first section)",
        options: [.key(.moveFrom), .key(.moveTo), .key(.updateForm)], receiver: .scrollView, content: .rows,
        perform: { context, options in
            guard let rows = context.rows else { return }
            let from = RowPath(row: options[.moveFrom])
            let to = RowPath(row: options[.moveTo])
            rows.update(form: options[.updateForm], animated: true, keepsPosition: false) {
                rows.moveItem(from: from, to: to) ? [.moveRow(from: from, to: to)] : []
            }
        })

    public static let insertSections = AppCallKind(
        "insertSections", "insert `sections` sections of `rows` rows at the list's end or start (content.rows)",
        options: [.key(.sectionCount), .key(.rowCount), .key(.place), .key(.rowAnimation), .key(.updateForm), .key(.keepsPosition)],
        receiver: .scrollView, content: .rows,
        perform: { context, options in
            guard let rows = context.rows else { return }
            rows.update(form: options[.updateForm], animated: options[.rowAnimation], keepsPosition: options[.keepsPosition]) {
                [.insertSections(rows.addSections(options[.sectionCount], rows: options[.rowCount], at: options[.place]))]
            }
        })

    public static let deleteSections = AppCallKind(
        "deleteSections", "delete `sections` sections at the list's end or start; one always stays (content.rows)",
        options: [.key(.sectionCount), .key(.place), .key(.rowAnimation), .key(.updateForm), .key(.keepsPosition)],
        receiver: .scrollView, content: .rows,
        perform: { context, options in
            guard let rows = context.rows else { return }
            rows.update(form: options[.updateForm], animated: options[.rowAnimation], keepsPosition: options[.keepsPosition]) {
                [.deleteSections(rows.removeSections(options[.sectionCount], at: options[.place]))]
            }
        })

    /// A diffable data source's `apply(_:animatingDifferences:)` of a snapshot with `rows` more
    /// items. From iOS 15 it always applies the difference, animated or not; before, `false`
    /// meant `reloadData()` (WWDC21 10252 "Make blazing fast lists and collection views", as
    /// summarised by Jesse Squires, "Diffable data source behavior changes … in iOS 15", 2021).
    public static let applySnapshot = AppCallKind(
        "applySnapshot", "apply a diffable snapshot with `rows` more items at the end or start (content.rows)",
        options: [.key(.rowCount), .key(.place), .key(.animatingDifferences), .key(.snapshotSystem), .key(.keepsPosition)],
        receiver: .scrollView, content: .rows,
        perform: { context, options in
            guard let rows = context.rows else { return }
            let animated = options[.animatingDifferences]
            if !animated, options[.snapshotSystem] == .ios14 {
                rows.addItems(options[.rowCount], at: options[.place])
                rows.reload(keepsPosition: options[.keepsPosition])
                return
            }
            rows.update(form: .performBatchUpdates, kind: .applySnapshot, animated: animated, keepsPosition: options[.keepsPosition]) {
                [.insertRows(rows.addItems(options[.rowCount], at: options[.place]))]
            }
        })
}

/// How an app hands a list its updates.
public enum UpdateForm: String, Sendable, Equatable, CaseIterable {
    /// Each call on its own (`insertRows(at:with:)`).
    case none
    /// `performBatchUpdates(_:completion:)`.
    case performBatchUpdates
    /// `beginUpdates()` … `endUpdates()`.
    case beginEndUpdates
}

/// Which iOS a diffable data source's `apply(animatingDifferences: false)` behaves as.
public enum SnapshotSystem: String, Sendable, Equatable, CaseIterable {
    /// iOS 15 and later: the difference, without animation.
    case ios15
    /// iOS 13–14: `reloadData()`.
    case ios14
}

extension ScenarioRows {
    /// The app's update of the list, after its model changed in `change`; with `keepsPosition`
    /// it moves the offset by the content's growth after `layoutIfNeeded()`, animations off.
    func update(
        form: UpdateForm, kind: ListUpdateRecord.Kind = .batch, animated: Bool, keepsPosition: Bool, _ change: () -> [ListUpdate]
    ) {
        let scrollView = list.scrollView
        let before = scrollView.contentSize.height
        let animated = animated && !keepsPosition
        switch form {
        case .none:
            list.apply(change(), animated: animated, kind: kind)
        case .performBatchUpdates:
            list.performBatchUpdates({ list.perform(change(), animated: animated) }, animated: animated, kind: kind)
        case .beginEndUpdates:
            list.beginUpdates()
            list.perform(change(), animated: animated)
            list.endUpdates(animated: animated, kind: kind)
        }
        if keepsPosition { keepPosition(since: before) }
    }

    /// `reloadData()` after the model changed.
    func reload(keepsPosition: Bool) {
        let before = list.scrollView.contentSize.height
        list.reloadData()
        if keepsPosition { keepPosition(since: before) }
    }

    private func keepPosition(since before: Double) {
        let scrollView = list.scrollView
        list.layoutIfNeeded()
        let growth = scrollView.contentSize.height - before
        guard growth != 0 else { return }
        scrollView.contentOffset = Point(x: 0, y: scrollView.contentOffset.y + growth)
    }
}

extension OptionKey where Value == Int {
    static var rowCount: Self { .integer("rows", in: ScenarioLimits.appendedRows, default: 20, "Rows inserted or deleted.") }
    static var reloadedRows: Self { .integer("rows", in: ScenarioLimits.appendedRows, default: 1, "Rows reloaded.") }
    static var sectionCount: Self { .integer("sections", in: ScenarioLimits.sectionCount, default: 1, "Sections inserted or deleted.") }
    static var moveFrom: Self { .integer("from", in: ScenarioLimits.rowIndex, default: 0, "The row moved, 0 being the first.") }
    static var moveTo: Self { .integer("to", in: ScenarioLimits.rowIndex, default: 0, "Where it goes, 0 being the first.") }
}

extension OptionKey where Value == Bool {
    static var rowAnimation: Self {
        .bool("animated", default: true, "UIKit's row animation (.automatic, about 0.3 s); false: .none.")
    }
    static var keepsPosition: Self {
        .bool(
            "keepsPosition", default: false,
            "The app adds the content's growth to contentOffset after layoutIfNeeded, animations off (the prepend fix).")
    }
    static var animatingDifferences: Self {
        .bool("animatingDifferences", default: true, "apply(_:animatingDifferences:): animate the difference.")
    }
}

extension OptionKey where Value == ScenarioRows.Place {
    static var place: Self { .choice("place", default: .end, "Where: \"end\" (after the last row) or \"start\" (before the first).") }
}

extension OptionKey where Value == UpdateForm {
    static var updateForm: Self {
        .choice(
            "batch", default: .none, "How the update is handed over: alone, in performBatchUpdates, or between beginUpdates/endUpdates.")
    }
}

extension OptionKey where Value == SnapshotSystem {
    static var snapshotSystem: Self {
        .choice("system", default: .ios15, "iOS 15+ applies the difference; iOS 13–14 reloads when animatingDifferences is false.")
    }
}
