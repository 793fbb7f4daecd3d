import Testing

/// The PNG goldens in `__Snapshots__` are recorded on Linux (Debian's Cairo and FreeType). A Mac
/// draws text through other font files and another Cairo build, so its pixels cannot match:
/// there these tests are reported as skipped, with this reason, and every test that does not
/// compare pixels still runs, the behaviour baselines among them (pinned reports, event lists,
/// `.report` snapshots and the chart transcripts, which record what is drawn where, not pixels).
enum PixelGoldens {
    #if os(Linux)
        static let comparable = true
    #else
        static let comparable = false
    #endif

    static let reason: Comment =
        "pixel golden skipped: the PNG goldens are recorded on Linux, and fonts and Cairo differ here; the behaviour baselines and transcripts still run"
}

extension Trait where Self == ConditionTrait {
    /// Compares pixels with a golden recorded on Linux: skipped, loudly, elsewhere.
    static var pixelGolden: Self { .enabled(if: PixelGoldens.comparable, PixelGoldens.reason) }
}
