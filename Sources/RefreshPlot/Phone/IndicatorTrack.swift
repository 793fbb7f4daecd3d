import RefreshSim

/// One header or footer on the screen, frame by frame: a single strategy has one, a header and a
/// footer composed have one each (`Timeline.components`).
struct IndicatorTrack: Sendable {
    var placement: IndicatorPlacement
    var triggerDistance: Double?
    /// The seed's own state word, one per sample.
    var states: [StateName]
    /// The footer's top in content coordinates, one per sample.
    var footerTops: [Double?]
    /// The indicator's full height: the most of it ever seen.
    var height: Double

    static func tracks(of timeline: Timeline) -> [IndicatorTrack] {
        if timeline.components.isEmpty {
            guard timeline.indicator != .none else { return [] }
            return [
                IndicatorTrack(
                    placement: timeline.indicator, triggerDistance: timeline.triggerDistance,
                    states: timeline.samples.map(\.state), footerTops: timeline.samples.map(\.footerTop),
                    height: fullHeight(timeline.samples.map(\.indicatorVisibleHeight)))
            ]
        }
        return timeline.components.filter { $0.indicator != .none }.map { track in
            IndicatorTrack(
                placement: track.indicator, triggerDistance: track.triggerDistance, states: track.states,
                footerTops: track.footerTops, height: fullHeight(track.indicatorVisibleHeights))
        }
    }

    /// An indicator never fully seen is drawn 44 pt tall, a table row.
    private static func fullHeight(_ visible: [Double]) -> Double {
        let seen = visible.max() ?? 0
        return seen >= 20 ? seen : 44
    }

    func state(at index: Int) -> String { states.indices.contains(index) ? states[index].text : "" }
    func footerTop(at index: Int) -> Double? { footerTops.indices.contains(index) ? footerTops[index] : nil }
}
