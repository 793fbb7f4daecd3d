import RefreshSim

/// One scenario's chart: header, offset and inset panels, lanes, time axis and findings legend.
/// A single chart is one block; a comparison stacks two sharing a time domain.
struct TimelineBlock {
    let subject: ChartSubject
    let timeDomain: ClosedRange<Double>
    /// Findings sorted by time: the order of their numbers.
    let findings: [Finding]
    /// Value ranges imposed by a comparison so both blocks share their scales.
    var sharedOffsetDomain: ClosedRange<Double>?
    var sharedInsetDomain: ClosedRange<Double>?
    let offsetAxis: OffsetAxis
    var words = ChartWords.uikit
    /// With a pull axis, how far each frame's offsets are moved so that the axis reads the pull
    /// from that frame's own resting edge (`PullReference.edgeShifts`); nil when nothing moves, or
    /// when the panel plots raw contentOffset.y alone.
    let edgeShifts: [Double]?

    init(subject: ChartSubject, timeDomain: ClosedRange<Double>, offsetAxis: OffsetAxis = .both) {
        self.subject = subject
        self.timeDomain = timeDomain
        self.offsetAxis = offsetAxis
        self.findings = subject.findingsInTimeOrder
        self.edgeShifts = offsetAxis == .offset ? nil : PullReference.edgeShifts(subject.timeline)
    }

    var timeline: Timeline { subject.timeline }

    /// The height this block needs at `width` when its panels get their natural height.
    func naturalHeight(width: Double, canvas: Canvas) -> Double {
        BlockLayout.fixedHeight(laneCount: Lane.count(for: timeline)) + BlockLayout.naturalPanelsHeight
            + findingsLegendHeight(width: width, canvas: canvas)
            + descriptionHeight(width: width, canvas: canvas) + eventKeyHeight(width: width, canvas: canvas)
    }

    func draw(in rect: Rect, canvas: Canvas) {
        let layout = BlockLayout(
            in: rect, findingsHeight: findingsLegendHeight(width: rect.width, canvas: canvas),
            laneCount: Lane.count(for: timeline),
            descriptionHeight: descriptionHeight(width: rect.width, canvas: canvas),
            eventKeyHeight: eventKeyHeight(width: rect.width, canvas: canvas))
        let time = LinearScale(domain: timeDomain, range: layout.offset.minX...layout.offset.maxX)
        drawHeader(in: layout.header, canvas: canvas)
        let spanning = Rect(
            x: layout.offset.minX, y: layout.offset.minY, width: layout.offset.width,
            height: layout.lanes.maxY - layout.offset.minY)
        drawTimeGrid(layout: layout, time: time, canvas: canvas)
        drawOffsetPanel(in: layout.offset, legend: layout.offsetLegend, time: time, canvas: canvas)
        drawInsetPanel(in: layout.inset, time: time, canvas: canvas)
        let unlabelled = drawLanes(in: layout.lanes, time: time, canvas: canvas)
        drawFramesLane(in: layout.lanes, time: time, canvas: canvas)
        drawRunEnd(spanning: spanning, time: time, canvas: canvas)
        drawEvents(strip: layout.eventStrip, spanning: spanning, time: time, canvas: canvas)
        drawEventKey(in: layout.eventKey, width: rect.width, canvas: canvas)
        drawFindingMarkers(spanning: spanning, offsetPanel: layout.offset, time: time, canvas: canvas)
        drawTimeAxis(in: layout.axis, time: time, canvas: canvas)
        drawLaneKey(unlabelled, in: layout.laneKey, canvas: canvas)
        drawFindingsLegend(in: layout.findings, canvas: canvas)
    }
}
