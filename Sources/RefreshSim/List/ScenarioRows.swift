/// A scenario's `content.rows` as a list's data source, and the app's model behind it: items
/// numbered 0, 1, 2… in sections, each measuring `RowHeights.height(ofItem:)`. The app's calls
/// (`insertRows`, `applySnapshot`… from `actions` and `reactions`) change the items, then tell
/// the list, as an app changes its array and then its table view.
public final class ScenarioRows: ListDataSource {
    public let content: ListContent
    /// Item numbers, per section.
    public private(set) var sections: [[Int]]
    private var nextAppended: Int
    private var nextPrepended = -1
    /// The app's cache of heights seen in `willDisplay` (`HeightCache`).
    private var cachedByPath: [RowPath: Double] = [:]
    private var cachedByItem: [Int: Double] = [:]
    private var observation: KeyValueObservation?
    public private(set) unowned var list: ListView

    /// Makes the list too, on `scrollView`.
    public init(_ content: ListContent, scrollView: ScrollView, costs: MainThreadCosts = MainThreadCosts()) {
        self.content = content
        let perSection = content.count / max(content.sections, 1)
        let extra = content.count % max(content.sections, 1)
        var sections: [[Int]] = []
        var next = 0
        for section in 0..<max(content.sections, 1) {
            let count = perSection + (section < extra ? 1 : 0)
            sections.append(Array(next..<(next + count)))
            next += count
        }
        self.sections = sections
        nextAppended = next
        let estimate: Double =
            switch content.estimate {
            case let .height(height): height
            case .exact: 44
            }
        let list = ListView(
            scrollView: scrollView, style: content.style, estimatedRowHeight: estimate, correction: content.offsetCorrection)
        list.prefetchScreens = content.prefetchScreens
        list.costs = costs
        if content.style == .lazyVStack { list.realisationMargin = ListView.lazyStackMargin(viewport: scrollView.bounds.height) }
        self.list = list
        scrollView.list = list
        list.dataSource = self
        if content.heightCache != .none {
            observation = list.observe { [unowned self] callback in
                if case let .willDisplay(path) = callback { cache(path) }
            }
        }
    }

    public func item(at path: RowPath) -> Int { sections[path.section][path.row] }

    /// The app's own data source takes the list over (a `UITableView` in pasted code): the
    /// scenario's rows then only say what each row measures (`content.heights`, by the row's
    /// identity), and no longer cache heights themselves: the app's code does, if it does.
    public func handOver(to dataSource: any ListDataSource) {
        observation?.invalidate()
        observation = nil
        list.dataSource = dataSource
    }

    private func cache(_ path: RowPath) {
        let height = list.sanitised(content.heights.height(ofItem: item(at: path)))
        switch content.heightCache {
        case .none: break
        case .indexPath: cachedByPath[path] = height
        case .item: cachedByItem[item(at: path)] = height
        }
    }

    // MARK: ListDataSource

    public func numberOfSections(in list: ListView) -> Int { sections.count }

    public func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    public func listView(_ list: ListView, heightForRowAt path: RowPath) -> Double {
        content.heights.height(ofItem: item(at: path))
    }

    public func listView(_ list: ListView, estimatedHeightForRowAt path: RowPath) -> Double? {
        if content.estimate == .exact { return content.heights.height(ofItem: item(at: path)) }
        switch content.heightCache {
        case .none: return nil
        case .indexPath: return cachedByPath[path]
        case .item: return cachedByItem[item(at: path)]
        }
    }

    public func listView(_ list: ListView, heightForHeaderInSection section: Int) -> Double? {
        content.sectionHeaderHeight > 0 ? content.sectionHeaderHeight : nil
    }

    public func listView(_ list: ListView, heightForFooterInSection section: Int) -> Double? {
        content.sectionFooterHeight > 0 ? content.sectionFooterHeight : nil
    }

    public func listView(_ list: ListView, identityOfRowAt path: RowPath) -> Int? { item(at: path) }

    // MARK: The app's changes

    /// Where rows go or come from: after the last row, or before the first.
    public enum Place: String, Sendable, Equatable, CaseIterable {
        case end
        case start
    }

    /// New items at `place`; their paths.
    @discardableResult
    func addItems(_ count: Int, at place: Place) -> [RowPath] {
        guard !sections.isEmpty, count > 0 else { return [] }
        switch place {
        case .end:
            let section = sections.count - 1
            let first = sections[section].count
            sections[section] += (0..<count).map { nextAppended + $0 }
            nextAppended += count
            return (0..<count).map { RowPath(section: section, row: first + $0) }
        case .start:
            let items = (0..<count).map { nextPrepended - (count - 1) + $0 }
            nextPrepended -= count
            sections[0].insert(contentsOf: items, at: 0)
            return (0..<count).map { RowPath(section: 0, row: $0) }
        }
    }

    /// Removes up to `count` items at `place`; their paths before removal.
    func removeItems(_ count: Int, at place: Place) -> [RowPath] {
        guard !sections.isEmpty else { return [] }
        switch place {
        case .end:
            let section = sections.count - 1
            let removed = min(count, sections[section].count)
            let first = sections[section].count - removed
            sections[section].removeLast(removed)
            return (0..<removed).map { RowPath(section: section, row: first + $0) }
        case .start:
            let removed = min(count, sections[0].count)
            sections[0].removeFirst(removed)
            return (0..<removed).map { RowPath(section: 0, row: $0) }
        }
    }

    /// `count` sections of `rows` new items each, at `place`; their indexes.
    func addSections(_ count: Int, rows: Int, at place: Place) -> [Int] {
        var added: [[Int]] = []
        for _ in 0..<count {
            switch place {
            case .end:
                added.append(Array(nextAppended..<(nextAppended + rows)))
                nextAppended += rows
            case .start:
                added.insert(Array((nextPrepended - rows + 1)...nextPrepended), at: 0)
                nextPrepended -= rows
            }
        }
        switch place {
        case .end:
            let first = sections.count
            sections += added
            return Array(first..<sections.count)
        case .start:
            sections.insert(contentsOf: added, at: 0)
            return Array(0..<count)
        }
    }

    func removeSections(_ count: Int, at place: Place) -> [Int] {
        // A list keeps at least one section: rows are added to the first and the last.
        let removed = min(count, sections.count - 1)
        guard removed > 0 else { return [] }
        switch place {
        case .end:
            let first = sections.count - removed
            sections.removeLast(removed)
            return Array(first..<(first + removed))
        case .start:
            sections.removeFirst(removed)
            return Array(0..<removed)
        }
    }

    func moveItem(from: RowPath, to: RowPath) -> Bool {
        guard sections.indices.contains(from.section), sections[from.section].indices.contains(from.row),
            sections.indices.contains(to.section)
        else { return false }
        let item = sections[from.section].remove(at: from.row)
        guard to.row <= sections[to.section].count else {
            sections[from.section].insert(item, at: from.row)
            return false
        }
        sections[to.section].insert(item, at: to.row)
        return true
    }

    /// Every row's path, in order.
    var allPaths: [RowPath] {
        sections.enumerated().flatMap { section, items in items.indices.map { RowPath(section: section, row: $0) } }
    }
}

extension ListView {
    /// SwiftUI's `LazyVStack` realises rows before they scroll into view. The margin is not
    /// documented; the model takes half a screen beyond each edge (a choice: rows near the edge
    /// get their `.onAppear` before they show, as developers report of lazy stacks). `List` is a
    /// collection view underneath: its rows appear as they are displayed (margin 0).
    public static func lazyStackMargin(viewport: Double) -> Double { viewport / 2 }
}
