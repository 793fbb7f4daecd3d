/// A list on the scroll view: UITableView's, UICollectionView's or SwiftUI's bookkeeping of rows
/// with believed heights, laid out as the viewport moves.
///
/// Each layout pass (every committed frame, and `layoutIfNeeded()`) does what `layoutSubviews`
/// does in UIKit:
/// 1. rows that left the viewport end (`didEndDisplaying`);
/// 2. each row that entered it, top to bottom, gets `cellForRow`, is measured if it never was
///    (its real height replaces its estimate) and gets `willDisplay`. When a measured row starts
///    above the viewport's top, the difference moves the rows below it; under
///    `OffsetCorrection.keepVisibleRows` the content offset moves by it too, in the same pass, and
///    the rows on screen stay still. The window is taken again until no row in it is new;
/// 3. `contentSize` takes the new sum of believed heights (its KVO fires only on a change);
/// 4. prefetching looks ahead (`ListView+Prefetch`).
///
/// The rows are the viewport's whole bounds (`contentOffset.y` to `+ bounds.height`), bars
/// included, as a table's cells lie under a translucent navigation bar.
public final class ListView {
    public unowned let scrollView: ScrollView
    public weak var dataSource: (any ListDataSource)?
    public let style: ListStyle
    /// What a correction above the viewport does to the offset.
    public var correction: OffsetCorrection
    /// `estimatedRowHeight`; 0 turns estimation off: every row's real height is asked at a
    /// reload, as UIKit does then.
    public var estimatedRowHeight: Double
    /// How far ahead prefetching looks, in screens (`ListView+Prefetch`).
    public var prefetchScreens: Double = 1
    /// Set by whoever listens for prefetches (UIKit: a `prefetchDataSource`).
    public var isPrefetchingEnabled = false
    /// SwiftUI: points beyond each edge of the viewport within which rows are realised (and their
    /// `.onAppear` runs). 0 for UIKit's lists.
    public var realisationMargin: Double = 0
    /// What the app's work costs the main thread.
    public var costs = MainThreadCosts()

    public internal(set) var layout: ListLayout
    /// Identities of the rows shown, and the elements the last pass showed.
    @exclusivity(unchecked) var displayed: Set<Int> = []
    @exclusivity(unchecked) public internal(set) var displayedElements: Range<Int> = 0..<0
    /// Rows asked for by `prefetch` and not yet shown or cancelled, by identity.
    @exclusivity(unchecked) var prefetched: [Int: RowPath] = [:]
    @exclusivity(unchecked) var needsReload = true
    @exclusivity(unchecked) var isLayingOut = false
    /// Updates asked for while a pass runs (a `willDisplay` that reloads): applied after it.
    @exclusivity(unchecked) var deferred: [() -> Void] = []
    @exclusivity(unchecked) var observers: [(id: Int, handler: (ListCallback) -> Void)] = []
    @exclusivity(unchecked) private var nextObserver = 0
    /// Identities for rows whose data source names none, handed out in order.
    @exclusivity(unchecked) var nextIdentity = 0
    /// The offset at the last pass, and which way the content last moved (+1: down the list).
    @exclusivity(unchecked) var lastLayoutOffset: Double?
    @exclusivity(unchecked) var direction = 1.0
    /// What moved rows since the last recorded frame.
    @exclusivity(unchecked) var frameCauses: ListFrame.Causes = []
    @exclusivity(unchecked) var rowAnimations: [RowAnimation] = []
    @exclusivity(unchecked) var batchDepth = 0
    @exclusivity(unchecked) var batch: [ListUpdate] = []
    @exclusivity(unchecked) var batchAnimated = true
    @exclusivity(unchecked) var rowsCorrectedThisFrame = 0
    /// The rows the last recorded frame showed (identity, element then, top then) and the one
    /// being read, for the next frame's shifts.
    @exclusivity(unchecked) var lastRecorded: [(identity: Int, element: Int, top: Double)] = []
    @exclusivity(unchecked) var lastReading: Int?
    /// Elements by identity, built when rows came or went since the last frame.
    @exclusivity(unchecked) var identityIndex: [Int: Int]?
    /// Rows an update below the reading row moved in the content this frame, by identity.
    @exclusivity(unchecked) var movedByUpdate: Set<Int> = []
    /// What the list moved the offset by this frame to keep the rows on screen still.
    @exclusivity(unchecked) var compensationThisFrame = 0.0

    /// When the last animated update's animations end.
    @exclusivity(unchecked) var batchAnimationEnds = -Double.infinity

    /// UIKit's row insertion, deletion and move animations: about 0.3 s (lists.md; Apple
    /// documents no figure). `performBatchUpdates`' completion runs when they end.
    public static let rowAnimationDuration = 0.3

    public init(
        scrollView: ScrollView, style: ListStyle, estimatedRowHeight: Double = 44,
        correction: OffsetCorrection? = nil
    ) {
        self.scrollView = scrollView
        self.style = style
        self.estimatedRowHeight = estimatedRowHeight
        self.correction = correction ?? style.defaultCorrection
        layout = ListLayout(scale: scrollView.screenScale)
    }

    var runtime: Runtime { scrollView.runtime }

    // MARK: Observers

    /// `handler` hears every callback, synchronously, until the token is invalidated.
    @discardableResult
    public func observe(_ handler: @escaping (ListCallback) -> Void) -> KeyValueObservation {
        nextObserver += 1
        let id = nextObserver
        observers.append((id, handler))
        return KeyValueObservation { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    func notify(_ callback: ListCallback) {
        for observer in observers { observer.handler(callback) }
    }

    // MARK: Reload

    /// `reloadData()`: every height is forgotten (believed at its estimate again), the displayed
    /// rows end and are shown again at the next pass (so `willDisplay` runs for them again), the
    /// offset is kept (clamped if the content shrank). The counts are read and `contentSize`
    /// follows now (UIKit's follows at the next layout pass, in the same frame's commit; code that
    /// reads it in between, after `layoutIfNeeded()` as apps do, sees the same value).
    public func reloadData() {
        guard !isLayingOut else {
            deferred.append { [unowned self] in reloadData() }
            return
        }
        endDisplayingAll()
        prefetched.removeAll()
        let old = layout
        var sections: [ListLayout.SectionContent] = []
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        var rows = 0
        for section in 0..<sectionCount {
            let count = max(0, dataSource?.listView(self, numberOfRowsInSection: section) ?? 0)
            rows += count
            let content = (0..<count).map { row in
                believedRow(
                    at: RowPath(section: section, row: row),
                    positional: old.element(at: RowPath(section: section, row: row)).map(old.identity))
            }
            sections.append(believedSection(section, rows: content))
        }
        layout.reload(sections)
        needsReload = false
        frameCauses.insert(.reloaded)
        updateContentSize()
        runtime.spendMainThread(milliseconds: costs.reloadDataMs + costs.reloadDataRowMs * Double(rows))
        runtime.record(.listUpdate(ListUpdateRecord(kind: .reloadData, rows: rows, animated: false)))
    }

    /// A table's `tableHeaderView` height: laid out above the first section, the rows below it.
    public var headerViewHeight: Double {
        get { layout.leading }
        set {
            layout.leading = sanitised(newValue)
            updateContentSize()
        }
    }

    /// A table's `tableFooterView` height: laid out below the last section, inside `contentSize`.
    public var footerViewHeight: Double {
        get { layout.trailing }
        set {
            layout.trailing = sanitised(newValue)
            updateContentSize()
        }
    }

    /// The data source changed: the next layout pass reloads (UIKit's table on a new data source).
    public func setNeedsReload() { needsReload = true }

    /// A row as the bookkeeping first believes it: its estimate, or (estimation off) its real
    /// height, asked now.
    func believedRow(at path: RowPath, positional: Int?) -> (identity: Int, height: Double, measured: Bool) {
        let identity = dataSource?.listView(self, identityOfRowAt: path) ?? positional ?? freshIdentity()
        if let estimate = dataSource?.listView(self, estimatedHeightForRowAt: path), estimate > 0 {
            return (identity, sanitised(estimate), false)
        }
        if estimatedRowHeight > 0 { return (identity, sanitised(estimatedRowHeight), false) }
        return (identity, realHeight(at: path), true)
    }

    /// A section as the bookkeeping first believes it: its rows, its header and footer at their
    /// estimates (else their heights, asked now), its line spacing.
    func believedSection(_ section: Int, rows: [(identity: Int, height: Double, measured: Bool)]) -> ListLayout.SectionContent {
        let header = believedSpan(dataSource?.listView(self, estimatedHeightForHeaderInSection: section)) {
            dataSource?.listView(self, heightForHeaderInSection: section)
        }
        let footer = believedSpan(dataSource?.listView(self, estimatedHeightForFooterInSection: section)) {
            dataSource?.listView(self, heightForFooterInSection: section)
        }
        return ListLayout.SectionContent(
            rows: rows, header: header.height, footer: footer.height,
            spacing: sanitised(dataSource?.listView(self, lineSpacingInSection: section) ?? 0), headerMeasured: header.measured,
            footerMeasured: footer.measured)
    }

    private func believedSpan(_ estimate: Double?, _ height: () -> Double?) -> (height: Double?, measured: Bool) {
        if let estimate, estimate > 0 { return (sanitised(estimate), false) }
        return (height().map(sanitised), true)
    }

    /// An element's real height, asked as it is laid out.
    func realHeight(of element: ListLayout.Element) -> Double {
        switch element {
        case let .header(section): sanitised(dataSource?.listView(self, heightForHeaderInSection: section) ?? 0)
        case let .footer(section): sanitised(dataSource?.listView(self, heightForFooterInSection: section) ?? 0)
        case let .row(path): realHeight(at: path)
        }
    }

    func freshIdentity() -> Int {
        nextIdentity += 1
        return nextIdentity - 1
    }

    func realHeight(at path: RowPath) -> Double {
        sanitised(dataSource?.listView(self, heightForRowAt: path) ?? 0)
    }

    /// Heights are laid out on the pixel grid, and never negative or non-finite.
    func sanitised(_ height: Double) -> Double {
        guard height.isFinite, height > 0 else { return 0 }
        return scrollView.grid.round(height)
    }

    // MARK: Layout

    /// Lays the list out now if anything changed (a reload, an update, the offset).
    public func layoutIfNeeded() {
        guard !isLayingOut else { return }
        if needsReload { reloadData() }
        isLayingOut = true
        layOutRows()
        isLayingOut = false
        while !deferred.isEmpty {
            let work = deferred
            deferred = []
            for update in work { update() }
            isLayingOut = true
            layOutRows()
            isLayingOut = false
        }
    }

    private func layOutRows() {
        let height = scrollView.bounds.height
        let offset = scrollView.offsetY
        if let last = lastLayoutOffset, offset != last { direction = offset > last ? 1 : -1 }
        var top = offset
        var compensation = 0.0
        var corrected = 0
        // A collection view in the middle of an animated batch update has no cells to animate in
        // bounds the scroll brought since: rows entering then stay blank until the animations end
        // (Instagram's IGListKit maintainer on its "all cells disappear when update while
        // scrolling", Instagram/IGListKit #1160, 2018). UITableView keeps laying rows out.
        let holdsNewRows = style.isCollectionView && runtime.now < batchAnimationEnds
        // Rows that left end first: their cells go back to the pool the new rows draw from.
        var span = window(top: top, height: height)
        endDisplaying(outside: span)
        for _ in 0..<64 {
            var changed = false
            for index in window(top: top, height: height) {
                let identity = layout.identity(ofElement: index)
                guard !displayed.contains(identity), !holdsNewRows else { continue }
                // A row taken into the window by the believed heights that the rows measured before
                // it in this pass pushed out of the viewport is not shown: UIKit lays cells out one
                // after another down to the viewport's edge, so `willDisplay` never comes for it.
                guard isInWindow(index, top: top, height: height) else { continue }
                displayed.insert(identity)
                prefetched[identity] = nil
                let element = layout.kind(ofElement: index)
                if case let .row(path) = element {
                    notify(.cellForRow(path))
                    runtime.spendMainThread(milliseconds: costs.cellMs)
                }
                // A row, or a header or footer believed at its estimate, is measured as it is laid out.
                if !layout.isMeasured(index) {
                    let rowTop = layout.top(ofElement: index)
                    let delta = layout.measure(index, height: realHeight(of: element))
                    if delta != 0 {
                        changed = true
                        rowsCorrectedThisFrame += 1
                        corrected += 1
                        frameCauses.insert(.corrected)
                        if rowTop < top, correction == .keepVisibleRows {
                            top += delta
                            compensation += delta
                        }
                    }
                }
                if case let .row(path) = element { notify(.willDisplay(path)) }
            }
            let now = window(top: top, height: height)
            span = min(span.lowerBound, now.lowerBound)..<max(span.upperBound, now.upperBound)
            if !changed { break }
        }
        if compensation != 0 {
            compensationThisFrame += compensation
            scrollView.shiftContent(by: compensation)
        }
        if corrected > 0 { runtime.record(.estimatesCorrected(rows: corrected, offsetMoved: compensation)) }
        updateContentSize()
        let final = window(top: scrollView.offsetY, height: height)
        displayedElements = min(span.lowerBound, final.lowerBound)..<max(span.upperBound, final.upperBound)
        endDisplaying(outside: final)
        displayedElements = final
        lastLayoutOffset = scrollView.offsetY
        updatePrefetching()
    }

    func isInWindow(_ index: Int, top: Double, height: Double) -> Bool {
        let rowTop = layout.top(ofElement: index)
        guard rowTop < top + height + realisationMargin else { return false }
        return rowTop + layout.height(ofElement: index) > top - realisationMargin
    }

    /// The elements the viewport (and, for SwiftUI, its realisation margin) shows with its top at `top`.
    func window(top: Double, height: Double) -> Range<Int> {
        layout.elements(intersecting: top - realisationMargin, top + height + realisationMargin)
    }

    /// Rows shown by the last pass (`displayedElements`) that `window` no longer holds end.
    private func endDisplaying(outside window: Range<Int>) {
        guard !displayed.isEmpty else { return }
        var ended: [RowPath] = []
        for index in displayedElements {
            guard !window.contains(index), index < layout.elementCount else { continue }
            let identity = layout.identity(ofElement: index)
            if displayed.remove(identity) != nil, let path = layout.rowPath(ofElement: index) { ended.append(path) }
        }
        for path in ended { notify(.didEndDisplaying(path)) }
    }

    func endDisplayingAll() {
        let paths = displayedElements.compactMap { index -> RowPath? in
            guard index < layout.elementCount, displayed.contains(layout.identity(ofElement: index)) else { return nil }
            return layout.rowPath(ofElement: index)
        }
        displayed.removeAll()
        displayedElements = 0..<0
        for path in paths { notify(.didEndDisplaying(path)) }
    }

    /// `contentSize.height` follows the believed heights; set only when they changed, so its KVO
    /// fires on a change, as UIKit's table sets it.
    func updateContentSize() {
        let height = layout.contentHeight
        guard scrollView.contentSize.height != height else { return }
        scrollView.contentSize = Size(width: scrollView.contentSize.width, height: height)
    }

    // MARK: Reading it

    /// The rows the viewport shows now, top to bottom: those laid out and displayed (a row an
    /// update just brought into the viewport is not, until the next layout pass).
    public var visibleRows: [RowPath] {
        let layout = layout  // one copy at -Onone, not three a row (ListView+Recording says why)
        return displayedElements.compactMap { index in
            // Not `&&`, whose right side is a closure that a debug build copies the layout into.
            guard index < layout.elementCount, displayed.contains(layout.identity(ofElement: index)) else { return nil }
            return layout.rowPath(ofElement: index)
        }
    }

    /// A row's top in content coordinates, as believed now.
    public func rectTop(ofRowAt path: RowPath) -> Double? {
        layout.element(at: path).map(layout.top(ofElement:))
    }
}
