/// A committed frame's rows, for `ListTrack`.
extension ListView {
    func record(into track: inout ListTrack) {
        let now = runtime.now
        if !rowAnimations.isEmpty {
            rowAnimations.removeAll { $0.remaining(at: now) == 0 }
            if !rowAnimations.isEmpty { frameCauses.insert(.animating) }
        }
        let start = track.rows.count
        for index in displayedElements where index < layout.elementCount {
            let identity = layout.identity(ofElement: index)
            let top = layout.top(ofElement: index)
            var presented = top
            for animation in rowAnimations where animation.identity == identity { presented += animation.remaining(at: now) }
            track.rows.append(
                ListRowSample(
                    identity: identity, element: layout.kind(ofElement: index), top: top, presentedTop: presented,
                    height: layout.height(ofElement: index)))
        }
        track.frames.append(
            ListFrame(
                rows: start..<track.rows.count, offsetWritten: scrollView.offsetWritten, compensation: compensationThisFrame,
                causes: frameCauses, rowsCorrected: rowsCorrectedThisFrame))
        scrollView.offsetWritten = 0
        compensationThisFrame = 0
        frameCauses = []
        rowsCorrectedThisFrame = 0
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
        frames.append(last)
    }
}
