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

    /// Events of one kind closer than this to the previous one belong to its burst.
    static let burstSeconds = 0.5

    /// The caption an event gets when it marks a moment; nil for the rest. The order of the cases
    /// is the order of priority when there are too many moments.
    static func caption(_ kind: EventKind) -> (rank: Int, text: String)? {
        switch kind {
        case .touchDown: (0, "touch down")
        case .valueChanged: (1, "trigger")
        case .refreshStart: (2, "refresh starts")
        case .touchUp: (3, "release")
        case .refreshEnd: (4, "refresh ends")
        case .loadEnd: (5, "load ends")
        default: nil
        }
    }

    /// The moments of a run, in time order, at most `limit`: findings first, then the events in
    /// the events by their caption's rank, each kind's earliest first.
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
            add(
                frame: finding.frame, time: time, caption: "\(circled(index + 1)) \(screen.words.glitch(finding.glitch))",
                finding: index + 1)
        }
        let marked = screen.timeline.events.compactMap { event in Self.caption(event.kind).map { (event, $0) } }
        // A burst (a block scheduled on every bounce frame) is one moment: its first event.
        var lastKept: [Int: Double] = [:]
        for (event, caption) in marked.sorted(by: { ($0.1.rank, $0.0.time) < ($1.1.rank, $1.0.time) }) {
            defer { lastKept[caption.rank] = event.time }
            if let last = lastKept[caption.rank], event.time - last < Self.burstSeconds { continue }
            let time = samples.first(where: { $0.frame == event.frame })?.time ?? event.time
            add(frame: event.frame, time: time, caption: caption.text, finding: nil)
        }
        return order.compactMap { byFrame[$0] }.sorted { ($0.time, $0.frame) < ($1.time, $1.frame) }
    }

    /// ① … ⑳, then the plain number.
    static func circled(_ number: Int) -> String {
        guard (1...20).contains(number), let scalar = Unicode.Scalar(0x2460 + number - 1) else { return "(\(number))" }
        return String(Character(scalar))
    }
}
