/// A committed frame's rows, for `ListTrack`.
extension ListView {
    func record(into track: inout ListTrack) {
        let now = runtime.now
        if !rowAnimations.isEmpty {
            rowAnimations.removeAll { $0.remaining(at: now) == 0 }
            if !rowAnimations.isEmpty { frameCauses.insert(.animating) }
        }
        let start = track.rows.count
        // Read once: at -Onone (the tests' build) each read of the property copies the whole layout.
        let layout = layout
        for index in displayedElements where index < layout.elementCount {
            let identity = layout.identity(ofElement: index)
            // Comma conditions, not `||`: its right side is a closure a debug build copies the layout into.
            if !displayed.contains(identity), layout.rowPath(ofElement: index) != nil { continue }
            let top = layout.top(ofElement: index)
            var presented = top
            for animation in rowAnimations where animation.identity == identity { presented += animation.remaining(at: now) }
            track.rows.append(
                ListRowSample(
                    identity: identity, element: layout.kind(ofElement: index), top: top, presentedTop: presented,
                    height: layout.height(ofElement: index)))
        }
        let (shift, reading) = shifts(written: scrollView.offsetWritten)
        track.frames.append(
            ListFrame(
                rows: start..<track.rows.count, offsetWritten: scrollView.offsetWritten, compensation: compensationThisFrame,
                causes: frameCauses, rowsCorrected: rowsCorrectedThisFrame, shift: shift, readingShift: reading))
        remember(track.rows[start...])
        scrollView.offsetWritten = 0
        compensationThisFrame = 0
        frameCauses = []
        movedByUpdate = []
        rowsCorrectedThisFrame = 0
    }
}

extension ListView {
    /// Where the rows the last recorded frame showed are now, wherever they went (on screen or
    /// not): each one's move in the content (none for a row an update below the reading row
    /// moved: `movedByUpdate`), minus the offset moved by anything but the finger, a deceleration or
    /// a scroll animation. The worst row's, and the reading row's; nil when no
    /// row moved in the content.
    private func shifts(written: Double) -> (RowShift?, RowShift?) {
        var worst: RowShift?
        var reading: RowShift?
        var moved = false
        let layout = layout
        for row in lastRecorded {
            guard let element = element(ofIdentity: row.identity, near: row.element, in: layout) else { continue }
            let motion = layout.top(ofElement: element) - row.top
            guard motion != 0, !movedByUpdate.contains(row.identity) else { continue }
            moved = true
            let shift = RowShift(identity: row.identity, row: layout.rowPath(ofElement: element), points: motion - written)
            if worst.map({ abs(shift.points) > abs($0.points) }) ?? true { worst = shift }
            if row.identity == lastReading { reading = shift }
        }
        return moved ? (worst, reading) : (nil, nil)
    }

    /// The element showing `identity` now: at `element` unless rows came or went since.
    private func element(ofIdentity identity: Int, near element: Int, in layout: ListLayout) -> Int? {
        if element < layout.elementCount, layout.identity(ofElement: element) == identity { return element }
        if identityIndex == nil {
            identityIndex = Dictionary(
                (0..<layout.elementCount).map { (layout.identity(ofElement: $0), $0) }, uniquingKeysWith: { first, _ in first })
        }
        return identityIndex?[identity]
    }

    /// This frame's rows, for the next frame's shifts; the reading row is the first whose top is
    /// at or below `readingTop`.
    private func remember(_ rows: ArraySlice<ListRowSample>) {
        let visibleTop = readingTop
        let layout = layout
        lastRecorded = []
        lastReading = nil
        for (offset, row) in rows.enumerated() {
            lastRecorded.append((row.identity, displayedElements.lowerBound + offset, row.top))
            if lastReading == nil, case .row = row.element, row.top >= visibleTop { lastReading = row.identity }
        }
        // Elements of rows shown are found by position: fix the hints where rows were skipped.
        for index in lastRecorded.indices {
            let hint = lastRecorded[index].element
            let moved = hint >= layout.elementCount ? true : layout.identity(ofElement: hint) != lastRecorded[index].identity
            if moved {
                lastRecorded[index].element = element(ofIdentity: lastRecorded[index].identity, near: hint, in: layout) ?? hint
            }
        }
        identityIndex = nil
    }
}

extension ListTrack {
    /// The last frame shown again at a later vsync (the main thread was busy): same rows, nothing
    /// written.
    mutating func holdLastFrame() {
        guard var last = frames.last else { return }
        last.offsetWritten = 0
        last.compensation = 0
        last.causes = []
        last.rowsCorrected = 0
        last.shift = nil
        last.readingShift = nil
        frames.append(last)
    }
}

extension ListView {
    /// The top of the visible area, under the bars: the reading row is the first row whose top is
    /// at or below it, both for the recorded track and for judging where an update happened.
    var readingTop: Double { scrollView.offsetY + scrollView.adjustedContentInset.top }
}
