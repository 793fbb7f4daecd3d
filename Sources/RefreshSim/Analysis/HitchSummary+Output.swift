/// The hitch figures as they leave the program: the run line, `--report` and `check --json`
/// (full precision), and JUnit properties.
extension HitchSummary {
    /// `hitch time ratio 56.6 ms/s (needs immediate attention), 1 hitch, longest 100.0 ms`.
    public var summaryText: String {
        "hitch time ratio \(Format.fixed(run.hitchTimeRatio, 1)) ms/s (\(band.summary)), "
            + "\(run.hitchCount) hitch\(run.hitchCount == 1 ? "" : "es"), longest \(Format.fixed(run.longestHitchMs, 1)) ms"
    }

    public var json: JSONValue {
        .object([
            ("hitchTimeRatio", .number(run.hitchTimeRatio)),
            ("band", .string(band.rawValue)),
            ("run", run.json),
            ("dragging", dragging.json),
            ("decelerating", decelerating.json),
            (
                "scrolls",
                .array(
                    scrolls.map { scroll in
                        .object([
                            ("start", .number(scroll.start)), ("dragging", scroll.dragging.json),
                            ("decelerating", scroll.decelerating.json),
                        ])
                    })
            ),
        ])
    }

    /// JUnit `<property>` pairs, as XCTest names its scroll metrics' figures.
    public var properties: [(String, String)] {
        [
            ("hitchTimeRatio", Format.fixed(run.hitchTimeRatio, 2)),
            ("hitchBand", band.rawValue),
            ("hitchCount", String(run.hitchCount)),
            ("hitchTimeMs", Format.fixed(run.hitchTimeMs, 2)),
            ("longestHitchMs", Format.fixed(run.longestHitchMs, 2)),
            ("framesDropped", String(run.framesDropped)),
            ("draggingHitchTimeRatio", Format.fixed(dragging.hitchTimeRatio, 2)),
            ("deceleratingHitchTimeRatio", Format.fixed(decelerating.hitchTimeRatio, 2)),
        ]
    }
}

extension HitchMetrics {
    var json: JSONValue {
        .object([
            ("hitchTimeRatio", .number(hitchTimeRatio)),
            ("hitchCount", .number(Double(hitchCount))),
            ("hitchTimeMs", .number(hitchTimeMs)),
            ("longestHitchMs", .number(longestHitchMs)),
            ("framesDropped", .number(Double(framesDropped))),
            ("frameCount", .number(Double(frameCount))),
            ("animatingSeconds", .number(animatingSeconds)),
        ])
    }
}
