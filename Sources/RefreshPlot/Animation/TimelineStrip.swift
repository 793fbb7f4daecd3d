import RefreshSim

/// The small timeline under an animated phone: finger-down spans, the strategy's states, the
/// findings' numbered markers, a time axis, and a cursor at the current time.
struct TimelineStrip {
    static let height = 70.0
    let screen: PhoneScreen
    /// The clock all phones share.
    let duration: Double
    /// The spans with the finger down, the strategy's state runs and their colours: the same in
    /// every frame of an animation, so found once, not per frame.
    let fingerDownRuns: [LaneRun]
    let stateRuns: [LaneRun]
    let stateColoring: LaneColoring
    /// When the content grew or shrank (rows appended, a page replaced): marked under the lanes,
    /// as the chart marks them, since a footer's pull is measured from the new end.
    let contentChanges: [EdgeMove]

    init(screen: PhoneScreen, duration: Double) {
        self.screen = screen
        self.duration = duration
        let timeline = screen.timeline
        let frame = timeline.frameRate > 0 ? 1 / timeline.frameRate : 0
        fingerDownRuns = LaneRun.runs(timeline.samples, frameDuration: frame, label: { $0.fingerDown ? "down" : "up" })
            .filter { $0.label == "down" }
        stateRuns = LaneRun.runs(timeline.samples, frameDuration: frame, label: { $0.state.text })
        stateColoring = LaneColoring(known: LaneColoring.strategy, labelsInOrder: stateRuns.map(\.label))
        contentChanges = EdgeMove.contentChanges(timeline.samples)
    }

    func draw(in rect: Rect, time: Double, speed: Double, canvas: Canvas) {
        let scale = LinearScale(domain: 0...max(duration, 1e-3), range: (rect.minX + 4)...(rect.maxX - 4))
        let fingerLane = Rect(x: rect.minX, y: rect.minY + 22, width: rect.width, height: 8)
        let stateLane = Rect(x: rect.minX, y: rect.minY + 33, width: rect.width, height: 16)

        let clock = Format.duration(time) + (speed == 1 ? "" : "  (×\(Format.label(speed)) speed)")
        canvas.text(
            clock, at: Point(rect.minX, rect.minY + 12), size: 13, weight: .bold, color: PhoneStyle.rowText,
            vertical: .middle)
        canvas.text(
            screen.words(.stripLanes) + (contentChanges.isEmpty ? "" : " · ▲ " + screen.words(.contentChanged)),
            at: Point(rect.maxX, rect.minY + 12),
            size: 11, color: PhoneStyle.secondaryText, horizontal: .trailing, vertical: .middle)
        canvas.fillRoundedRect(fingerLane, radius: 4, Palette.restBand)
        for run in fingerDownRuns {
            canvas.fillRoundedRect(
                Rect(
                    x: scale(run.start), y: fingerLane.minY, width: max(scale(run.end) - scale(run.start), 2),
                    height: fingerLane.height), radius: 4, Palette.dark)
        }
        canvas.fill(stateLane, Palette.restBand)
        canvas.clipped(to: stateLane) {
            for run in stateRuns {
                let x0 = scale(run.start)
                let x1 = scale(run.end)
                let colour = stateColoring.color(for: run.label)
                canvas.fill(Rect(x: x0, y: stateLane.minY, width: max(x1 - x0, 1), height: stateLane.height), colour)
                if canvas.textWidth(run.label, size: 10.5) + 6 <= x1 - x0 {
                    canvas.text(
                        run.label, at: Point(x0 + 3, stateLane.midY), size: 10.5, color: colour.legibleText,
                        vertical: .middle)
                }
            }
        }
        for change in contentChanges {
            let x = scale(change.time)
            canvas.fillPolygon(
                [Point(x, stateLane.maxY - 5), Point(x - 4, stateLane.maxY + 2), Point(x + 4, stateLane.maxY + 2)], Palette.edgeMove)
        }
        let ticks = NiceTicks(covering: 0...duration, target: max(2, Int(rect.width / 60)))
        for tick in ticks.values where tick <= duration + 1e-9 {
            canvas.line(from: Point(scale(tick), stateLane.maxY + 1), to: Point(scale(tick), stateLane.maxY + 5), Palette.axis, width: 1)
            canvas.text(
                ticks.label(tick), at: Point(scale(tick), stateLane.maxY + 14), size: 10, color: PhoneStyle.secondaryText,
                horizontal: .center, vertical: .middle)
        }
        // Findings close in time would stack their discs, the later hiding the earlier: each disc
        // keeps clear of the one before, a tick under it marking its own time.
        var previousX = -Double.infinity
        for (index, finding) in screen.findings.enumerated() {
            let x = max(scale(finding.time), previousX + 15)
            previousX = x
            let centre = Point(x, fingerLane.midY)
            if x - scale(finding.time) > 0.5 {
                canvas.line(
                    from: Point(scale(finding.time), fingerLane.minY - 2), to: Point(scale(finding.time), fingerLane.maxY + 2),
                    PhoneStyle.alert, width: 1.5)
            }
            let past = finding.time <= time + 1e-9
            canvas.fillCircle(center: centre, radius: 7, past ? PhoneStyle.alert : .white)
            canvas.strokeCircle(center: centre, radius: 7, PhoneStyle.alert, width: 1.5)
            canvas.text(
                "\(index + 1)", at: centre, size: 9, weight: .bold, color: past ? .white : PhoneStyle.alert,
                horizontal: .center, vertical: .middle)
        }
        let x = scale(min(max(time, 0), duration))
        canvas.line(from: Point(x, fingerLane.minY - 4), to: Point(x, stateLane.maxY + 4), PhoneStyle.tint, width: 2.5)
        canvas.fillPolygon(
            [Point(x - 5, fingerLane.minY - 9), Point(x + 5, fingerLane.minY - 9), Point(x, fingerLane.minY - 3)],
            PhoneStyle.tint)
    }
}
