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

    /// Every name, with its count: what the events key spells out for a label that hides some.
    var completeLabel: String {
        names.map { $0.count > 1 ? "\($0.name) ×\($0.count)" : $0.name }.joined(separator: " · ")
    }

    /// The first name and how many more: `touchUp +3`.
    var shortLabel: String {
        let rest = names.dropFirst().reduce(0) { $0 + $1.count } + (names.first.map { $0.count - 1 } ?? 0)
        return (names.first?.name ?? "") + (rest > 0 ? " +\(rest)" : "")
    }

    /// Groups time-sorted events whose markers sit within `distance` pt of the previous event, so
    /// a burst (one event per frame for half a second) becomes one cluster at its start. Events
    /// that `name` gives one word (plain words: touchUp, willEndDragging and didEndDragging are all
    /// "finger lifted") count as one: a name's count is how often its most frequent event occurred.
    static func clusters(
        _ events: [TimelineEvent], x: (Double) -> Double, distance: Double,
        name: (TimelineEvent) -> String = \.name
    ) -> [EventCluster] {
        var clusters: [EventCluster] = []
        var occurrences: [String: [String: Int]] = [:]  // the last cluster's: shown name → event name → count
        var previousX = -Double.infinity
        for event in events.sorted(by: { ($0.time, $0.frame) < ($1.time, $1.frame) }) {
            let position = x(event.time)
            defer { previousX = position }
            let shown = name(event)
            if !clusters.isEmpty, position - previousX <= distance {
                occurrences[shown, default: [:]][event.name, default: 0] += 1
                let count = occurrences[shown]?.values.max() ?? 1
                // In place: a copy of the last cluster copied its names for every event of a burst.
                let last = clusters.count - 1
                if let index = clusters[last].names.firstIndex(where: { $0.name == shown }) {
                    clusters[last].names[index].count = count
                } else {
                    clusters[last].names.append((shown, count))
                }
            } else {
                occurrences = [shown: [event.name: 1]]
                clusters.append(EventCluster(time: event.time, x: position, source: event.source, names: [(shown, 1)]))
            }
        }
        return clusters
    }
}

/// Event lines closer than `gap` points to the one before: drawn as one band when there are
/// `bandFrom` or more of them (cj-footer-delay's 31 refresh starts, one a frame), so a dense
/// stretch reads as a span with a count instead of a hatch.
struct EventBurst {
    static let gap = 12.0
    static let bandFrom = 4
    var lines: [EventCluster]

    var minX: Double { lines.first?.x ?? 0 }
    var maxX: Double { lines.last?.x ?? 0 }

    static func bursts(_ lines: [EventCluster]) -> [EventBurst] {
        var bursts: [EventBurst] = []
        for line in lines {
            if let last = bursts.last?.lines.last, line.x - last.x <= gap {
                bursts[bursts.count - 1].lines.append(line)
            } else {
                bursts.append(EventBurst(lines: [line]))
            }
        }
        return bursts
    }
}

/// A cluster's label put in a row of the events strip: its name, or a numbered tag that the
/// events key under the chart spells out.
struct PlacedEventLabel: Equatable {
    var cluster: EventCluster
    var text: String
    /// Row 0 sits right above the offset panel.
    var row: Int
    var minX: Double
    var width: Double
    /// The key's number, when only a tag had room.
    var tag: Int?

    var maxX: Double { minX + width }
}

/// Greedy row packing in time order. Each label goes beside its marker, on the side that keeps
/// clear of the next marker when it can, in the highest row where it overlaps no other label and
/// its connector (which runs down through the rows below) crosses no label; nothing is ever
/// drawn over anything else. Failing that, the short form of the text; failing that, a numbered
/// tag spelled out in the key. A cluster with no room even for a tag is in the key by its time.
struct EventLabelLayout {
    var rows: Int
    var gap: Double
    var bounds: ClosedRange<Double>

    struct Result {
        var placed: [PlacedEventLabel]
        /// Clusters whose full label is not on the chart, in time order, with their tag if any.
        var keyed: [(tag: Int?, cluster: EventCluster)]

        var unlabelled: [EventCluster] { keyed.filter { $0.tag == nil }.map(\.cluster) }
    }

    func place(_ clusters: [EventCluster], width: (String) -> Double) -> Result {
        var occupied = Array(repeating: [ClosedRange<Double>](), count: max(rows, 0))
        var connectors = Array(repeating: [ClosedRange<Double>](), count: max(rows, 0))
        var result = Result(placed: [], keyed: [])
        var nextTag = 1
        for (index, cluster) in clusters.enumerated() {
            let nextX = index + 1 < clusters.count ? clusters[index + 1].x : Double.infinity
            let connector = (cluster.x - 2)...(cluster.x + 2)
            var texts: [(String, Int?)] = [(cluster.fullLabel, nil)]
            if cluster.shortLabel != cluster.fullLabel { texts.append((cluster.shortLabel, nil)) }
            texts.append(("\(nextTag)", nextTag))
            var found: PlacedEventLabel?
            search: for (text, tag) in texts {
                let w = width(text) + (tag == nil ? 0 : 6)
                let right = cluster.x + 3
                let left = cluster.x - 3 - w
                let sides = right + w + gap <= nextX ? [right, left] : [left, right]
                // From the top row down: in time order, labels then step down like stairs and each
                // connector runs clear of the labels below it.
                for row in (0..<occupied.count).reversed() {
                    if occupied[0..<row].contains(where: { $0.contains { $0.overlaps(connector) } }) { continue }
                    for minX in sides {
                        let span = minX...(minX + w)
                        guard bounds.contains(span.lowerBound), bounds.contains(span.upperBound) else { continue }
                        let padded = (span.lowerBound - gap)...(span.upperBound + gap)
                        if occupied[row].contains(where: { $0.overlaps(padded) }) { continue }
                        if connectors[row].contains(where: { $0.overlaps(span) }) { continue }
                        found = PlacedEventLabel(cluster: cluster, text: text, row: row, minX: minX, width: w, tag: tag)
                        break search
                    }
                }
            }
            guard let label = found else {
                result.keyed.append((nil, cluster))
                continue
            }
            if let tag = label.tag {
                nextTag += 1
                result.keyed.append((tag, cluster))
            }
            occupied[label.row].append(label.minX...label.maxX)
            for lower in 0..<label.row { connectors[lower].append(connector) }
            result.placed.append(label)
        }
        return result
    }
}
