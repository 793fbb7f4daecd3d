import RefreshSim

/// The engine's list (`ListView`) behind a hosted `List` or lazy stack, when the scenario's content
/// is rows (`content.rows`): the resolved rows are its data source, and its callbacks are the rows'
/// appearance — `willDisplay` runs a row's `.onAppear` actions and starts its `.task`s,
/// `didEndDisplaying` runs its `.onDisappear` actions and cancels them.
///
/// When the rows are realised is the list's model (Sources/RefreshSim/List): a `List` is a
/// collection view underneath (iOS 16), so a row appears when it enters the viewport; a
/// `LazyVStack` realises rows within `ListView.lazyStackMargin` (half a screen, not documented by
/// Apple: an option of the engine's) beyond each edge; a `VStack` in a `ScrollView` makes every row
/// at once.
///
/// A row is identified by its place in the view tree (a `ForEach` element's id), numbered in the
/// order the list first sees it: those numbers are the scenario's items, so a row with no
/// `.frame(height:)` measures `content.rows.height` of its number, as a self-sizing cell measures
/// what the scenario says.
@MainActor
final class HostedList: ListDataSource {
    let list: ListView
    let heights: RowHeights
    private(set) var rows: [ResolvedRow] = []
    private(set) var identities: [Int] = []
    private var numbers: [ViewPath: Int] = [:]
    private var actions: [Int: ViewActions] = [:]
    private var tasks = RunningTasks<Int>()
    /// Rows whose `.onAppear` ran and whose `.onDisappear` has not.
    private var shown: Set<Int> = []
    private var spacing = 0.0
    private var observation: KeyValueObservation?
    /// Whether the next update animates (`withAnimation`).
    var animatesNextUpdate = false

    /// Takes over `scrollView`'s list, if the scenario's content is rows.
    init?(scrollView: RefreshSim.ScrollView, kind: ContainerKind) {
        guard let list = scrollView.list, let scenario = list.dataSource as? ScenarioRows else { return nil }
        self.list = list
        heights = scenario.content.heights
        if let style = kind.style, style != list.style {
            reportLayout(
                "content.rows.style \(list.style.rawValue) is laid out by a SwiftUI \(kind.name) in this code: its corrections follow the scenario's style"
            )
        }
        switch kind {
        case .lazyVStack, .scrollView: list.realisationMargin = ListView.lazyStackMargin(viewport: scrollView.bounds.height)
        case .vStack: list.realisationMargin = .greatestFiniteMagnitude
        case .list: list.realisationMargin = 0
        }
        scenario.handOver(to: self)
        list.setNeedsReload()
        observation = list.observe { [unowned self] callback in MainActor.assumeIsolatedOnRunThread { self.heard(callback) } }
    }

    // MARK: Updates

    /// The rows of a new evaluation: matched by identity with the list's, as SwiftUI diffs a
    /// `ForEach` by id. Rows that went are deleted and new ones inserted in one batch when the rows
    /// that stayed kept their order, else the list reloads; a row whose frame height changed is
    /// reloaded. Not animated unless the change was made in `withAnimation`.
    func update(to resolved: ResolvedContainer) {
        spacing = resolved.spacing
        let old = identities
        let new = resolved.rows.map { number(for: $0.path) }
        let oldHeights = Dictionary(zip(old, rows.map(\.height)), uniquingKeysWith: { first, _ in first })
        rows = resolved.rows
        identities = new
        for (identity, row) in zip(new, rows) {
            actions[identity] = row.actions
            tasks.update(row.actions.tasks, for: identity)
        }
        let animated = animatesNextUpdate
        animatesNextUpdate = false
        guard old != new else {
            let changed = new.indices.filter { index in oldHeights[new[index]].map { $0 != rows[index].height } ?? false }
            if !changed.isEmpty { list.reloadRows(at: changed.map { RowPath(section: 0, row: $0) }, animated: animated) }
            return
        }
        let kept = Set(old).intersection(new)
        guard old.filter(kept.contains) == new.filter(kept.contains) else {
            list.reloadData()
            return
        }
        let deletions = old.indices.filter { !kept.contains(old[$0]) }.map { RowPath(section: 0, row: $0) }
        let insertions = new.indices.filter { !kept.contains(new[$0]) }.map { RowPath(section: 0, row: $0) }
        list.performBatchUpdates(
            {
                if !deletions.isEmpty { list.deleteRows(at: deletions, animated: animated) }
                if !insertions.isEmpty { list.insertRows(at: insertions, animated: animated) }
            }, animated: animated)
    }

    private func number(for path: ViewPath) -> Int {
        if let number = numbers[path] { return number }
        let number = numbers.count
        numbers[path] = number
        return number
    }

    // MARK: Appearance

    private func heard(_ callback: ListCallback) {
        switch callback {
        case let .willDisplay(path):
            guard let identity = identity(at: path) else { return }
            let row = actions[identity] ?? ViewActions()
            shown.insert(identity)
            for action in row.appear { action() }
            tasks.start(row.tasks, for: identity)
        case let .didEndDisplaying(path):
            guard let identity = identity(at: path), shown.contains(identity) else { return }
            disappear(identity)
        case .cellForRow, .prefetch, .cancelPrefetching:
            break
        }
    }

    private func disappear(_ identity: Int) {
        shown.remove(identity)
        tasks.cancel(identity)
        for action in actions[identity]?.disappear ?? [] { action() }
    }

    private func identity(at path: RowPath) -> Int? {
        list.layout.element(at: path).map(list.layout.identity(ofElement:))
    }

    /// The list leaves the tree: every row disappears.
    func tearDown() {
        tasks.cancelAll()
        observation?.invalidate()
    }

    // MARK: ListDataSource

    nonisolated func numberOfSections(in list: ListView) -> Int { 1 }

    nonisolated func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int {
        MainActor.assumeIsolatedOnRunThread { section == 0 ? identities.count : 0 }
    }

    nonisolated func listView(_ list: ListView, heightForRowAt path: RowPath) -> Double {
        MainActor.assumeIsolatedOnRunThread {
            guard rows.indices.contains(path.row) else { return 0 }
            return (rows[path.row].height ?? heights.height(ofItem: identities[path.row])) + spacing
        }
    }

    nonisolated func listView(_ list: ListView, identityOfRowAt path: RowPath) -> Int? {
        MainActor.assumeIsolatedOnRunThread { identities.indices.contains(path.row) ? identities[path.row] : nil }
    }
}

extension ContainerKind {
    /// The scenario style this container is.
    var style: RefreshSim.ListStyle? {
        switch self {
        case .list: .swiftUIList
        case .lazyVStack, .scrollView: .lazyVStack
        case .vStack: nil
        }
    }
}
