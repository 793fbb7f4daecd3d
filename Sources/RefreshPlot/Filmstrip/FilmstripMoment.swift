import RefreshSim

/// A moment worth a still: the finger touching down, the refresh triggering, the release, the
/// load ending, and every finding's frame.
struct FilmstripMoment: Equatable {
    var time: Double
    var frame: Int
    /// What happened, in order: `touch down`, `② jumpUnderFinger`, …
    var captions: [String]
    /// Numbers of the findings at this frame (their banners show).
    var findings: [Int]

    /// Events that mark a moment, with the caption they get. Only the first of each in a frame counts.
    static let marks: [(event: String, caption: String)] = [
        ("touchDown", "touch down"),
        ("valueChanged", "trigger"),
        ("refreshStart", "refresh starts"),
        ("touchUp", "release"),
        ("refreshEnd", "refresh ends"),
        ("loadEnd", "load ends"),
    ]

    /// The moments of a run, in time order, at most `limit`: findings first, then the events in
    /// the order of `marks`, each kind's earliest first.
    static func moments(of screen: PhoneScreen, limit: Int = 10) -> [FilmstripMoment] {
        var byFrame: [Int: FilmstripMoment] = [:]
        var order: [Int] = []
        func add(frame: Int, time: Double, caption: String, finding: Int?) {
            if byFrame[frame] == nil {
                guard order.count < limit else { return }
                byFrame[frame] = FilmstripMoment(time: time, frame: frame, captions: [], findings: [])
                order.append(frame)
            }
            guard var moment = byFrame[frame], !moment.captions.contains(caption) else { return }
            moment.captions.append(caption)
            if let finding { moment.findings.append(finding) }
            byFrame[frame] = moment
        }
        let samples = screen.timeline.samples
        for (index, finding) in screen.findings.enumerated() {
            let time = samples.first(where: { $0.frame == finding.frame })?.time ?? finding.time
            add(frame: finding.frame, time: time, caption: "\(circled(index + 1)) \(finding.glitch)", finding: index + 1)
        }
        for mark in marks {
            for event in screen.timeline.events where event.name == mark.event {
                let time = samples.first(where: { $0.frame == event.frame })?.time ?? event.time
                add(frame: event.frame, time: time, caption: mark.caption, finding: nil)
            }
        }
        return order.compactMap { byFrame[$0] }.sorted { ($0.time, $0.frame) < ($1.time, $1.frame) }
    }

    /// ① … ⑳, then the plain number.
    static func circled(_ number: Int) -> String {
        guard (1...20).contains(number), let scalar = Unicode.Scalar(0x2460 + number - 1) else { return "(\(number))" }
        return String(Character(scalar))
    }
}
