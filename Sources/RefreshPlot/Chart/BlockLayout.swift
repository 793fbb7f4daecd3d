/// Where each part of one scenario's chart goes, top to bottom.
struct BlockLayout {
    static let leftMargin = 112.0
    static let rightMargin = 64.0
    static let headerHeight = 66.0
    static let legendRowHeight = 24.0
    static let eventRowHeight = 18.0
    static let eventRows = 4
    static let panelGap = 16.0
    static let laneHeight = 24.0
    static let laneGap = 5.0
    /// Lanes of a single strategy's chart; a header and a footer add two more.
    static let standardLaneCount = 4
    static let axisHeight = 40.0
    static let laneKeyHeight = 22.0
    static let minimumOffsetHeight = 200.0
    static let minimumInsetHeight = 90.0
    /// Offset panel : inset panel, for the height that is left over.
    static let offsetShare = 0.7

    var header: Rect
    var offsetLegend: Rect
    var eventStrip: Rect
    var offset: Rect
    var inset: Rect
    var lanes: Rect
    var axis: Rect
    /// Names of lane colours whose bands were too narrow to hold their label.
    var laneKey: Rect
    var eventKey: Rect
    var findings: Rect

    static func fixedHeight(laneCount: Int) -> Double {
        headerHeight + legendRowHeight + Double(eventRows) * eventRowHeight + 6 + panelGap * 2
            + Double(laneCount) * (laneHeight + laneGap) + axisHeight + laneKeyHeight
    }

    /// The panels' height when the chart's height is not given.
    static let naturalPanelsHeight = 330.0 + 140.0

    /// `descriptionHeight`: the scenario's description under the title; `eventKeyHeight`: the key
    /// of events whose labels had no room.
    init(
        in rect: Rect, findingsHeight: Double, laneCount: Int = BlockLayout.standardLaneCount,
        descriptionHeight: Double = 0, eventKeyHeight: Double = 0
    ) {
        var rest = rect
        (header, rest) = rest.sliceTop(Self.headerHeight + descriptionHeight)
        let plotRest = rest.inset(left: Self.leftMargin, right: Self.rightMargin)
        let panels = max(
            rect.height - Self.fixedHeight(laneCount: laneCount) - findingsHeight - descriptionHeight - eventKeyHeight,
            Self.minimumOffsetHeight + Self.minimumInsetHeight)
        var column = plotRest
        (offsetLegend, column) = column.sliceTop(Self.legendRowHeight)
        (eventStrip, column) = column.sliceTop(Double(Self.eventRows) * Self.eventRowHeight + 6)
        let offsetHeight = max(Self.minimumOffsetHeight, (panels * Self.offsetShare).rounded())
        (offset, column) = column.sliceTop(offsetHeight)
        (_, column) = column.sliceTop(Self.panelGap)
        (inset, column) = column.sliceTop(max(Self.minimumInsetHeight, panels - offsetHeight))
        (_, column) = column.sliceTop(Self.panelGap)
        (lanes, column) = column.sliceTop(Double(laneCount) * (Self.laneHeight + Self.laneGap) - Self.laneGap)
        (axis, column) = column.sliceTop(Self.axisHeight)
        (laneKey, column) = column.sliceTop(Self.laneKeyHeight)
        eventKey = Rect(x: rect.minX + 24, y: column.minY, width: rect.width - 48, height: eventKeyHeight)
        findings = Rect(x: rect.minX + 24, y: column.minY + eventKeyHeight, width: rect.width - 48, height: findingsHeight)
    }
}
