import RefreshSim

/// Events close enough in time to share one marker.
struct EventCluster: Equatable {
    var time: Double
    var x: Double
    var source: EventSource
    /// Distinct names in order, with a repeat count.
    var names: [(name: String, count: Int)]

    static func == (lhs: EventCluster, rhs: EventCluster) -> Bool {
        lhs.time == rhs.time && lhs.x == rhs.x && lhs.source == rhs.source
            && lhs.names.map(\.name) == rhs.names.map(\.name) && lhs.names.map(\.count) == rhs.names.map(\.count)
    }

    /// `touchUp · didEndDragging`, `valueChanged ×2`; past three names, `a · b · c +4`.
    var fullLabel: String {
        let shown = names.prefix(3).map { $0.count > 1 ? "\($0.name) ×\($0.count)" : $0.name }.joined(separator: " · ")
        let hidden = names.dropFirst(3).reduce(0) { $0 + $1.count }
        return hidden > 0 ? shown + " +\(hidden)" : shown
    }

    /// The first name and how many more: `touchUp +3`.
    var shortLabel: String {
        let rest = names.dropFirst().reduce(0) { $0 + $1.count } + (names.first.map { $0.count - 1 } ?? 0)
        return (names.first?.name ?? "") + (rest > 0 ? " +\(rest)" : "")
    }

    /// Groups time-sorted events whose markers sit within `distance` pt of the previous event, so
    /// a burst (one event per frame for half a second) becomes one cluster at its start.
    static func clusters(_ events: [TimelineEvent], x: (Double) -> Double, distance: Double) -> [EventCluster] {
        var clusters: [EventCluster] = []
        var previousX = -Double.infinity
        for event in events.sorted(by: { ($0.time, $0.frame) < ($1.time, $1.frame) }) {
            let position = x(event.time)
            defer { previousX = position }
            if let last = clusters.last, position - previousX <= distance {
                var cluster = last
                if let index = cluster.names.firstIndex(where: { $0.name == event.name }) {
                    cluster.names[index].count += 1
                } else {
                    cluster.names.append((event.name, 1))
                }
                clusters[clusters.count - 1] = cluster
            } else {
                clusters.append(EventCluster(time: event.time, x: position, source: event.source, names: [(event.name, 1)]))
            }
        }
        return clusters
    }
}

/// A cluster's label put in a row of the events strip, or left unlabelled when nothing fits.
struct PlacedEventLabel: Equatable {
    var cluster: EventCluster
    var text: String
    /// Row 0 sits right above the offset panel.
    var row: Int
    var minX: Double
    var width: Double

    var maxX: Double { minX + width }
}

/// Greedy row packing in time order. Each label goes beside its marker, on the side that keeps
/// clear of the next marker when it can, in the lowest row where it overlaps no other label and
/// its connector (which runs down through the rows below) crosses no label. Failing that, a
/// crossing connector is accepted, then the short form of the text; a cluster that fits nowhere
/// keeps only its marker line.
struct EventLabelLayout {
    var rows: Int
    var gap: Double
    var bounds: ClosedRange<Double>

    func place(_ clusters: [EventCluster], width: (String) -> Double) -> (placed: [PlacedEventLabel], unlabelled: [EventCluster]) {
        var occupied = Array(repeating: [ClosedRange<Double>](), count: max(rows, 0))
        var connectors = Array(repeating: [ClosedRange<Double>](), count: max(rows, 0))
        var placed: [PlacedEventLabel] = []
        var unlabelled: [EventCluster] = []
        for (index, cluster) in clusters.enumerated() {
            let nextX = index + 1 < clusters.count ? clusters[index + 1].x : Double.infinity
            let connector = (cluster.x - 2)...(cluster.x + 2)
            var texts = [cluster.fullLabel]
            if cluster.shortLabel != cluster.fullLabel { texts.append(cluster.shortLabel) }
            var found: PlacedEventLabel?
            search: for text in texts {
                let w = width(text)
                let right = cluster.x + 3, left = cluster.x - 3 - w
                let sides = right + w + gap <= nextX ? [right, left] : [left, right]
                for allowCrossing in [false, true] {
                    for row in 0..<occupied.count {
                        if !allowCrossing, occupied[0..<row].contains(where: { $0.contains { $0.overlaps(connector) } }) { break }
                        for minX in sides {
                            let span = minX...(minX + w)
                            guard bounds.contains(span.lowerBound), bounds.contains(span.upperBound) else { continue }
                            let padded = (span.lowerBound - gap)...(span.upperBound + gap)
                            if occupied[row].contains(where: { $0.overlaps(padded) }) { continue }
                            if connectors[row].contains(where: { $0.overlaps(span) }) { continue }
                            found = PlacedEventLabel(cluster: cluster, text: text, row: row, minX: minX, width: w)
                            break search
                        }
                    }
                }
            }
            guard let label = found else {
                unlabelled.append(cluster)
                continue
            }
            occupied[label.row].append(label.minX...label.maxX)
            for lower in 0..<label.row { connectors[lower].append(connector) }
            placed.append(label)
        }
        return (placed, unlabelled)
    }
}
