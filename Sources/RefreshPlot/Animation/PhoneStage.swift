import RefreshSim

/// One phone as an animation shows it: a title with the verdict, the phone in its bezel, and
/// the timeline strip under it.
struct PhoneStage {
    static let titleHeight = 50.0
    static let gap = 12.0
    let screen: PhoneScreen
    let strip: TimelineStrip

    init(screen: PhoneScreen, duration: Double) {
        self.screen = screen
        strip = TimelineStrip(screen: screen, duration: duration)
    }

    var width: Double { max(screen.bezelSize.width, 260) }
    var height: Double { Self.titleHeight + screen.bezelSize.height + Self.gap + TimelineStrip.height }

    func draw(at origin: Point, time: Double, speed: Double, flashSeconds: Double, canvas: Canvas) {
        let timeline = screen.timeline
        canvas.text(
            screen.subject.heading, at: Point(origin.x, origin.y + 16), size: 17, weight: .bold,
            color: PhoneStyle.rowText, vertical: .middle)
        let verdict = screen.subject.analysis?.verdict
        let (word, colour) =
            switch verdict {
            case .smooth?: ("✓ SMOOTH", Palette.smooth)
            case .janky?: ("✗ JANKY", Palette.janky)
            case nil: ("NOT ANALYSED", Palette.grey)
            }
        let pillWidth = canvas.textWidth(word, size: 11, weight: .bold) + 14
        let pill = Rect(x: origin.x, y: origin.y + 30, width: pillWidth, height: 17)
        canvas.fillRoundedRect(pill, radius: 8.5, colour)
        canvas.text(
            word, at: Point(pill.midX, pill.midY), size: 11, weight: .bold, color: .white, horizontal: .center,
            vertical: .middle)
        let facts = [timeline.identity.strategyName, timeline.identity.loaderName, "\(Format.label(timeline.frameRate)) Hz"].filter {
            !$0.isEmpty
        }
        canvas.text(
            facts.joined(separator: " · "), at: Point(pill.maxX + 8, pill.midY),
            size: 11.5, color: PhoneStyle.secondaryText, vertical: .middle)
        let phoneX = origin.x + (width - screen.bezelSize.width) / 2
        screen.drawInBezel(at: Point(phoneX, origin.y + Self.titleHeight), time: time, canvas: canvas, flashSeconds: flashSeconds)
        let stripRect = Rect(
            x: origin.x, y: origin.y + Self.titleHeight + screen.bezelSize.height + Self.gap,
            width: width, height: TimelineStrip.height)
        strip.draw(in: stripRect, time: time, speed: speed, canvas: canvas)
    }
}
