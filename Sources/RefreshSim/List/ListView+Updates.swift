/// insertRows, deleteRows, reloadRows, moveRow and their section forms, one at a time or in a
/// batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`). The data source already holds the
/// new rows when the update is made, as UIKit requires. An update changes the bookkeeping and
/// `contentSize` at once (UIKit updates both inside `endUpdates`); the new rows on screen are laid
/// out (measured, `cellForRow`, `willDisplay`) at the next layout pass. The offset is kept: rows
/// inserted above the viewport push the rows on screen down unless the app moves the offset by
/// their height itself.
extension ListView {
    public func insertRows(at paths: [RowPath], animated: Bool) { perform([.insertRows(paths)], animated: animated) }
    public func deleteRows(at paths: [RowPath], animated: Bool) { perform([.deleteRows(paths)], animated: animated) }
    public func reloadRows(at paths: [RowPath], animated: Bool) { perform([.reloadRows(paths)], animated: animated) }
    public func moveRow(at from: RowPath, to: RowPath) { perform([.moveRow(from: from, to: to)], animated: true) }
    public func insertSections(_ sections: [Int], animated: Bool) { perform([.insertSections(sections)], animated: animated) }
    public func deleteSections(_ sections: [Int], animated: Bool) { perform([.deleteSections(sections)], animated: animated) }
    public func reloadSections(_ sections: [Int], animated: Bool) { perform([.reloadSections(sections)], animated: animated) }

    /// `performBatchUpdates(_:completion:)`: the updates made inside `updates` apply together;
    /// `completion` runs on the main queue once their animations end (at once when none ran).
    public func performBatchUpdates(
        _ updates: () -> Void, animated: Bool = true, kind: ListUpdateRecord.Kind = .batch,
        completion: ((Bool) -> Void)? = nil
    ) {
        beginUpdates()
        updates()
        endUpdates(animated: animated, kind: kind)
        if let completion {
            runtime.main.asyncAfter(seconds: animated ? Self.rowAnimationDuration : 0) { completion(true) }
        }
    }

    public func beginUpdates() { batchDepth += 1 }

    /// Inside `beginUpdates`/`endUpdates` or `performBatchUpdates`' block.
    public var isInBatch: Bool { batchDepth > 0 }

    public func endUpdates(animated: Bool = true, kind: ListUpdateRecord.Kind = .batch) {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let updates = batch
        batch = []
        apply(updates, animated: batchAnimated && animated, kind: kind)
        batchAnimated = true
    }

    /// One update, or one of a batch.
    public func perform(_ updates: [ListUpdate], animated: Bool) {
        if batchDepth > 0 {
            batch += updates
            if !animated { batchAnimated = false }
            return
        }
        apply(updates, animated: animated, kind: .batch)
    }

    func apply(_ updates: [ListUpdate], animated: Bool, kind: ListUpdateRecord.Kind) {
        guard !isLayingOut else {
            deferred.append { [unowned self] in apply(updates, animated: animated, kind: kind) }
            return
        }
        if needsReload {
            // Nothing laid out yet: UIKit reads the data source afresh.
            reloadData()
            return
        }
        let before = screenPositions()
        let readingOrder = rowsFromReadingRow()
        var changed = 0
        // Old places first, from the end so earlier ones stay valid; then new places, in order.
        var removals: [RowPath] = []
        var insertions: [RowPath] = []
        var moves: [(from: RowPath, to: RowPath, row: (identity: Int, height: Double, measured: Bool))] = []
        var sectionRemovals: [Int] = []
        var sectionInsertions: [Int] = []
        for update in updates {
            switch update {
            case let .insertRows(paths): insertions += paths
            case let .deleteRows(paths): removals += paths
            case let .reloadRows(paths):
                for path in paths {
                    guard let element = layout.element(at: path) else { continue }
                    changed += 1
                    layout.invalidate(element, estimate: believedRow(at: path, positional: nil).height)
                    // The row gets a new cell at the next pass: the old one ends now.
                    if displayed.remove(layout.identity(ofElement: element)) != nil { notify(.didEndDisplaying(path)) }
                }
            case let .moveRow(from, to):
                guard let element = layout.element(at: from) else { continue }
                moves.append(
                    (from, to, (layout.identity(ofElement: element), layout.height(ofElement: element), layout.isMeasured(element))))
                removals.append(from)
            case let .insertSections(sections): sectionInsertions += sections
            case let .deleteSections(sections): sectionRemovals += sections
            case let .reloadSections(sections):
                sectionRemovals += sections
                sectionInsertions += sections
            }
        }
        endDisplaying(deleted: Set(removals).subtracting(moves.map(\.from)), sections: Set(sectionRemovals))
        for path in Set(removals).sorted(by: >) {
            guard layout.element(at: path) != nil else { continue }
            layout.deleteRows(section: path.section, at: path.row, count: 1)
            changed += 1
        }
        for section in Set(sectionRemovals).sorted(by: >) where section < layout.numberOfSections {
            changed += layout.numberOfRows(inSection: section)
            layout.deleteSections(section..<(section + 1))
        }
        for section in Set(sectionInsertions).sorted() where section <= layout.numberOfSections {
            let content = sectionContent(section)
            changed += content.rows.count
            layout.insertSections([content], at: section)
        }
        let moved = Dictionary(moves.map { ($0.to, $0.row) }, uniquingKeysWith: { first, _ in first })
        for path in (insertions + moves.map(\.to)).sorted() {
            guard path.section < layout.numberOfSections, path.row <= layout.numberOfRows(inSection: path.section) else { continue }
            let row = moved[path] ?? believedRow(at: path, positional: nil)
            layout.insertRows([row], section: path.section, at: path.row)
            changed += moved[path] == nil ? 1 : 0
        }
        var recorded = kind
        if !matchesDataSource() {
            recorded = .invalidUpdate
            needsReload = true
            reloadData()
        }
        remapDisplayed()
        let after = screenPositions()
        let above = movedAbove(readingOrder, before: before, after: after)
        if above {
            frameCauses.insert(.rowsAbove)
        } else {
            noteMovedByUpdate(before: before, after: after)
        }
        if animated {
            animateRows(before: before, after: after)
            batchAnimationEnds = runtime.now + Self.rowAnimationDuration
        }
        updateContentSize()
        runtime.spendMainThread(milliseconds: costs.updateMs + costs.updateRowMs * Double(changed))
        runtime.record(.listUpdate(ListUpdateRecord(kind: recorded, rows: changed, animated: animated, aboveViewport: above)))
    }

    /// Shown rows an update deletes (by row or with their section) end now, with their place
    /// before the update and before the layout forgets them: their cells go back to the pool,
    /// and the same identity inserted again is shown again (`willDisplay`). UIKit tells
    /// `didEndDisplaying` for a cell removed from the table (Apple: "Tells the delegate that the
    /// specified cell was removed from the table"); when an animated deletion's cell leaves, after
    /// its animation or at once, Apple does not say. The engine ends it at the update, as it
    /// draws no leaving row, so an animated delete's cell is free 0.3 s sooner than a phone's
    /// may be.
    private func endDisplaying(deleted rows: Set<RowPath>, sections: Set<Int>) {
        guard !displayed.isEmpty else { return }
        var ended: [RowPath] = []
        for index in displayedElements where index < layout.elementCount {
            guard let path = layout.rowPath(ofElement: index), rows.contains(path) || sections.contains(path.section) else { continue }
            if displayed.remove(layout.identity(ofElement: index)) != nil { ended.append(path) }
        }
        for path in ended { notify(.didEndDisplaying(path)) }
    }

    /// A whole section as the data source now has it.
    private func sectionContent(_ section: Int) -> ListLayout.SectionContent {
        let count = max(0, dataSource?.listView(self, numberOfRowsInSection: section) ?? 0)
        return believedSection(section, rows: (0..<count).map { believedRow(at: RowPath(section: section, row: $0), positional: nil) })
    }

    private func matchesDataSource() -> Bool {
        guard let dataSource else { return layout.numberOfSections == 0 }
        let sections = dataSource.numberOfSections(in: self)
        guard sections == layout.numberOfSections else { return false }
        return (0..<sections).allSatisfy { dataSource.listView(self, numberOfRowsInSection: $0) == layout.numberOfRows(inSection: $0) }
    }

    /// Each shown element's top, by identity.
    private func screenPositions() -> [Int: Double] {
        var tops: [Int: Double] = [:]
        for index in displayedElements where index < layout.elementCount {
            tops[layout.identity(ofElement: index)] = layout.top(ofElement: index)
        }
        return tops
    }

    /// The rows shown, by identity, from the reading row down (the first row whose top is at or
    /// below `readingTop`, as `ListTrack` follows it), then those
    /// above it, bottom up: the first that outlives an update is where the reader is.
    private func rowsFromReadingRow() -> [Int] {
        let visibleTop = readingTop
        var below: [Int] = []
        var above: [Int] = []
        for index in displayedElements {
            guard index < layout.elementCount, layout.rowPath(ofElement: index) != nil else { continue }
            let identity = layout.identity(ofElement: index)
            guard displayed.contains(identity) else { continue }
            if layout.top(ofElement: index) >= visibleTop { below.append(identity) } else { above.append(identity) }
        }
        return below + above.reversed()
    }

    /// Whether the update added, removed, moved or resized rows above the reading position: the
    /// reading row (the first that outlived the update, from `rowsFromReadingRow`) moved in the
    /// content. Rows that came or went below it leave it where it was.
    private func movedAbove(_ readingOrder: [Int], before: [Int: Double], after: [Int: Double]) -> Bool {
        guard let reading = readingOrder.first(where: { after[$0] != nil }), let old = before[reading] else { return false }
        return after[reading] != old
    }

    /// An update below the reading row moves the rows after its change by what it added or
    /// removed there, and the rows it inserted are measured in the same frame's layout pass,
    /// moving those rows again: that is the update showing, one move on screen, not rows
    /// shifting under the reader, so this frame's shifts (`ListTrack.shift`) leave those rows out.
    /// Rows above the change are still judged (a correction above the reading row moves them).
    private func noteMovedByUpdate(before: [Int: Double], after: [Int: Double]) {
        for (identity, top) in before where after[identity].map({ $0 != top }) ?? false { movedByUpdate.insert(identity) }
    }

    private func animateRows(before: [Int: Double], after: [Int: Double]) {
        let now = runtime.now
        rowAnimations.removeAll { $0.remaining(at: now) == 0 }
        for (identity, top) in after {
            guard let old = before[identity], old != top else { continue }
            rowAnimations.append(RowAnimation(identity: identity, delta: old - top, start: now))
        }
    }

    /// After rows came and went, the elements the shown rows now are, and the places of the rows
    /// prefetched.
    func remapDisplayed() {
        var first: Int?
        var last = 0
        for index in 0..<layout.elementCount {
            let identity = layout.identity(ofElement: index)
            if displayed.contains(identity) {
                first = first ?? index
                last = index
            } else if prefetched[identity] != nil, let path = layout.rowPath(ofElement: index) {
                prefetched[identity] = path
            }
        }
        displayedElements = first.map { $0..<(last + 1) } ?? 0..<0
    }
}
