/// In what order a recorded drawing's calls are drawn so that an image's bands of rows become
/// final one after another, top first, each as early as it can (`BandedDrawing`).
///
/// Any order that draws, in each row, the calls reaching that row in the order they were made
/// gives the same pixels. So each call gets the stage (the band about to be final) by which it
/// must be drawn: a call drawn whole by the first band it reaches, a band's piece of a spanning
/// mark by its band; and earlier than that when a later call drawn whole by an earlier stage
/// reaches one of its bands, since it must then come first there. Within a stage, calls keep
/// their recorded order. A call reaching no band (it draws nothing, or outside the image) is drawn
/// after every stage.
struct BandSchedule {
    /// A call, or a clip or transform and the calls inside it, with the bands its rows reach (nil:
    /// none); spanning marks (`SpanningMark`) are drawn through each band's own surface.
    struct Unit {
        let calls: Range<Int>
        let bands: ClosedRange<Int>?
        let spanning: Bool
    }

    enum Step: Equatable {
        /// The unit's calls, drawn into the whole image.
        case whole(Range<Int>)
        /// A spanning mark drawn through `band`'s surface.
        case piece(call: Int, band: Int)
    }

    /// Per band, the steps taken before it is final; then `rest`.
    let stages: [[Step]]
    let rest: [Step]

    init(units: [Unit], bandCount: Int) {
        // Backwards: per band, the earliest stage of a later unit drawn whole that reaches it.
        var pull = Array(repeating: Int.max, count: bandCount)
        var stageOf = Array(repeating: Int.max, count: units.count)
        var pieceStages = Array(repeating: [Int](), count: units.count)
        for index in units.indices.reversed() {
            guard let bands = units[index].bands else { continue }
            if units[index].spanning {
                pieceStages[index] = bands.map { min($0, pull[$0]) }
                continue
            }
            let stage = bands.reduce(bands.lowerBound) { min($0, pull[$1]) }
            stageOf[index] = stage
            for band in bands { pull[band] = min(pull[band], stage) }
        }
        var stages = Array(repeating: [Step](), count: bandCount)
        var rest: [Step] = []
        for (index, unit) in units.enumerated() {
            if unit.spanning, let bands = unit.bands {
                for (band, stage) in zip(bands, pieceStages[index]) {
                    stages[stage].append(.piece(call: unit.calls.lowerBound, band: band))
                }
            } else if stageOf[index] < bandCount {
                stages[stageOf[index]].append(.whole(unit.calls))
            } else {
                rest.append(.whole(unit.calls))
            }
        }
        self.stages = stages
        self.rest = rest
    }
}
