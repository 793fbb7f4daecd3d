import Foundation
import RefreshSim

/// A picture of one or more runs: one scenario (`timeline`), or two stacked on a shared time axis
/// (`comparison`). Pure description; rendering happens in `rasterImage`, `data` and `write`.
public struct Chart: Drawing, Equatable {
    public var subjects: [ChartSubject]
    public var size: ChartSize
    /// What the offset panel's axis counts: pull distance, raw contentOffset.y, or both.
    public var offsetAxis: OffsetAxis = .both
    /// Two subjects only: both curves on one set of axes with a Δ panel, instead of stacked.
    public var overlay = false
    /// UIKit's names on the events, or plain words (with the pull as the one offset axis).
    public var words = ChartWords.uikit

    public static func timeline(_ subject: ChartSubject, size: ChartSize = ChartSize(), offsetAxis: OffsetAxis = .both) -> Chart {
        Chart(subjects: [subject], size: size, offsetAxis: offsetAxis)
    }

    public static func comparison(
        _ first: ChartSubject, _ second: ChartSubject, size: ChartSize = ChartSize(),
        offsetAxis: OffsetAxis = .both
    ) -> Chart {
        Chart(subjects: [first, second], size: size, offsetAxis: offsetAxis)
    }

    /// Two runs' offsets on one set of axes, with the difference below.
    public static func overlay(_ first: ChartSubject, _ second: ChartSubject, size: ChartSize = ChartSize()) -> Chart {
        var chart = Chart(subjects: [first, second], size: size)
        chart.overlay = true
        return chart
    }

    public init(subjects: [ChartSubject], size: ChartSize, offsetAxis: OffsetAxis = .both) {
        self.subjects = subjects
        self.size = size
        self.offsetAxis = offsetAxis
    }

    /// One time domain for every block, so comparisons line up.
    public var timeDomain: ClosedRange<Double> {
        let end =
            subjects.map { subject in
                subject.timeline.duration + (subject.timeline.frameRate > 0 ? 1 / subject.timeline.frameRate : 0)
            }.max() ?? 1
        return 0...(end.isFinite && end > 0 ? end : 1)
    }

    private static let separator = 28.0

    /// Where the time axis runs across the picture, in points from its left edge (the same for
    /// every stacked block, and the overlay): a page that draws a cursor over the chart maps time
    /// with it.
    public var timeAxisSpan: ClosedRange<Double> {
        BlockLayout.leftMargin...(size.width - BlockLayout.rightMargin)
    }

    /// Its size (the automatic height measured with `fonts`) and how it draws.
    public func plan(fonts: FontSet) throws(ChartError) -> DrawingPlan {
        let size = try self.size.validated()
        let height = try contentHeight(size: size, fonts: fonts)
        return DrawingPlan(width: size.width, height: height, scale: size.scale, draw: draw(height: height))
    }

    /// The pixels a raster of this chart will have (its automatic height measured), so a caller
    /// drawing many at once can bound their memory.
    public func rasterPixelCount(fonts: FontSet? = nil) throws(ChartError) -> Int {
        try plan(fonts: try FontSet.resolve(fonts)).rasterPixelCount
    }

    /// One block per subject; in a comparison they share offset and inset scales too.
    private func blocks() -> [TimelineBlock] {
        var blocks = subjects.map { subject in
            var block = TimelineBlock(subject: subject, timeDomain: timeDomain, offsetAxis: words == .plain ? .pull : offsetAxis)
            block.words = words
            return block
        }
        guard blocks.count > 1 else { return blocks }
        let offsets = blocks.map(\.offsetRange.domain)
        let insets = blocks.map(\.insetDomain)
        for index in blocks.indices {
            blocks[index].sharedOffsetDomain = Self.union(offsets)
            blocks[index].sharedInsetDomain = Self.union(insets)
        }
        return blocks
    }

    private static func union(_ ranges: [ClosedRange<Double>]) -> ClosedRange<Double>? {
        guard let lower = ranges.map(\.lowerBound).min(), let upper = ranges.map(\.upperBound).max() else { return nil }
        return lower...upper
    }

    /// The given height, or what the blocks need at their natural panel heights.
    private func contentHeight(size: ChartSize, fonts: FontSet) throws(ChartError) -> Double {
        if let height = size.height { return height }
        var natural = 0.0
        _ = try Surface.raster(width: 1, height: 1, scale: 1, fonts: fonts) { canvas in
            natural = naturalHeight(width: size.width, canvas: canvas)
        }
        return natural
    }

    func naturalHeight(width: Double, canvas: Canvas) -> Double {
        if overlay, subjects.count == 2 {
            return OverlayBlock(subjects: subjects, timeDomain: timeDomain).naturalHeight(width: width, canvas: canvas)
        }
        return blocks().reduce(0.0) { $0 + $1.naturalHeight(width: width, canvas: canvas) }
            + Double(max(subjects.count - 1, 0)) * Self.separator
    }

    /// What the chart draws where, as text (see `RecordingCanvas`), at its natural height unless given.
    func transcript() -> String {
        let measuring = RecordingCanvas(width: size.width, height: 1)
        let height = size.height ?? naturalHeight(width: size.width, canvas: measuring)
        let canvas = RecordingCanvas(width: size.width, height: height)
        draw(height: height)(canvas)
        return canvas.transcript
    }

    private func draw(height: Double) -> (Canvas) -> Void {
        { canvas in
            if overlay, subjects.count == 2 {
                OverlayBlock(subjects: subjects, timeDomain: timeDomain)
                    .draw(in: Rect(x: 0, y: 0, width: canvas.size.width, height: height), canvas: canvas)
                return
            }
            let blocks = blocks()
            let width = canvas.size.width
            // Each block's share of the height, in proportion to what it would naturally take.
            let natural = blocks.map { $0.naturalHeight(width: width, canvas: canvas) }
            let available = height - Double(max(blocks.count - 1, 0)) * Self.separator
            let total = natural.reduce(0, +)
            var top = 0.0
            for (index, block) in blocks.enumerated() {
                let share = total > 0 ? natural[index] / total * available : available / Double(blocks.count)
                block.draw(in: Rect(x: 0, y: top, width: width, height: share), canvas: canvas)
                top += share
                if index < blocks.count - 1 {
                    canvas.fill(Rect(x: 24, y: top + Self.separator / 2 - 1.5, width: width - 48, height: 3), Palette.grid)
                    top += Self.separator
                }
            }
        }
    }
}
