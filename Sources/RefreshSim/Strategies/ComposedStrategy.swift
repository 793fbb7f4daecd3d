/// A refresh header and a load-more footer on the same scroll view, each with its own host and
/// loader: to the host they are one strategy whose header phase is the header's and whose footer
/// phase is the footer's. The chart's per-component lanes come from `ComponentTrack`s.
final class ComposedStrategy: RefreshStrategy {
    let header: any RefreshStrategy
    let footer: any RefreshStrategy

    init(header: any RefreshStrategy, footer: any RefreshStrategy) {
        self.header = header
        self.footer = footer
    }

    /// `header-state/footer-state`: both seeds' names, for CSV.
    var stateName: String { "\(header.stateName)/\(footer.stateName)" }
    var headerPhase: RefreshPhase? { header.headerPhase }
    var footerPhase: RefreshPhase? { footer.footerPhase }
    var indicator: IndicatorPlacement { header.indicator }
    var triggerDistance: Double? { header.triggerDistance }
    var indicatorVisibleHeight: Double { header.indicatorVisibleHeight }
    var footerTop: Double? { footer.footerTop }

    func runLoopTurnEnded() {
        header.runLoopTurnEnded()
        footer.runLoopTurnEnded()
    }

    func fingerTouched(_ touch: FingerTouch) {
        header.fingerTouched(touch)
        footer.fingerTouched(touch)
    }
}
