/// `prefetchRowsAt` / `cancelPrefetchingForRowsAt` (UITableViewDataSourcePrefetching,
/// UICollectionViewDataSourcePrefetching).
///
/// Apple documents only that the list asks "as the user scrolls" for rows "it is likely to display
/// in the near future", nearest first ("the order of the index paths provided represents the
/// priority"), and never for rows it needs at once. The look-ahead is not documented; the model:
/// - the window is `prefetchScreens` screens (1 by default) beyond the viewport's edge in the
///   direction the content last moved (down the list before any scroll), taken at every layout
///   pass, the first included;
/// - a row in the window that is not on screen and not yet asked for is asked for once, nearest
///   first;
/// - a row asked for that leaves the window without being shown (the scroll turned back) is
///   cancelled; one that comes on screen is not.
extension ListView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, !style.isSwiftUI, prefetchScreens > 0 else { return }
        let height = scrollView.bounds.height
        let look = prefetchScreens * height
        let top = scrollView.offsetY
        let range =
            direction > 0
            ? layout.elements(intersecting: top + height, top + height + look)
            : layout.elements(intersecting: top - look, top)
        var wanted: [(identity: Int, path: RowPath, distance: Double)] = []
        for index in range {
            let identity = layout.identity(ofElement: index)
            guard !displayed.contains(identity), let path = layout.rowPath(ofElement: index) else { continue }
            let rowTop = layout.top(ofElement: index)
            let distance = direction > 0 ? rowTop - (top + height) : top - (rowTop + layout.height(ofElement: index))
            wanted.append((identity, path, distance))
        }
        let wantedIdentities = Set(wanted.map(\.identity))
        let cancelled = prefetched.filter { !wantedIdentities.contains($0.key) }
        if !cancelled.isEmpty {
            for identity in cancelled.keys { prefetched[identity] = nil }
            notify(.cancelPrefetching(cancelled.values.sorted()))
        }
        let new = wanted.filter { prefetched[$0.identity] == nil }.sorted { $0.distance < $1.distance }
        guard !new.isEmpty else { return }
        for row in new { prefetched[row.identity] = row.path }
        notify(.prefetch(new.map(\.path)))
    }
}
