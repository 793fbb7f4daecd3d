import RefreshSim

/// What a map cell shows: its verdict and the set of glitch classes found, or that its scenario
/// was invalid. Cells with the same category share a colour and a legend entry.
enum SweepCategory: Hashable {
    case smooth(GlitchSet)
    case janky(GlitchSet)
    case invalid
    /// The janky sets past the palette's length, drawn alike.
    case otherJanky

    init(_ cell: SweepCell) {
        switch cell.outcome {
        case let .ran(summary): self = summary.verdict == .smooth ? .smooth(summary.glitches) : .janky(summary.glitches)
        case .invalid: self = .invalid
        }
    }

    var label: String {
        switch self {
        case let .smooth(glitches) where glitches.isEmpty: "smooth"
        case let .smooth(glitches): "smooth, warning: " + Self.names(glitches)
        case let .janky(glitches): Self.names(glitches)
        case .invalid: "invalid scenario"
        case .otherJanky: "janky, other glitch sets"
        }
    }

    private static func names(_ glitches: GlitchSet) -> String {
        glitches.classes.map(\.rawValue).joined(separator: " + ")
    }
}

/// The categories of a map, each with its colour and cell count, in legend order: smooth first,
/// then the janky sets from the most cells to the fewest, then invalid cells.
///
/// Janky sets take the Okabe–Ito colours (distinguishable with the common colour-vision
/// deficiencies); smooth cells are pale greens, so the glitches stand out.
struct SweepColoring {
    struct Entry {
        var category: SweepCategory
        var color: Color
        var count: Int
    }

    private(set) var entries: [Entry] = []
    private var lookup: [SweepCategory: Int] = [:]

    static let smoothColors = [Color(hex: 0xCFEAD8), Color(hex: 0x9FD3B2), Color(hex: 0x74BD91)]
    static let jankyColors = [
        Color(hex: 0xD55E00), Color(hex: 0x0072B2), Color(hex: 0xE69F00), Color(hex: 0xCC79A7),
        Color(hex: 0x56B4E9), Color(hex: 0xF0E442), Color(hex: 0x3C3C3C), Color(hex: 0x8A8A8A),
    ]
    static let otherJanky = Color(hex: 0x7A1F1F)
    static let invalid = Color(hex: 0xEDEDED)

    init(_ sweeps: [SweepResults]) {
        var counts: [SweepCategory: Int] = [:]
        for sweep in sweeps {
            for cell in sweep.cells { counts[SweepCategory(cell), default: 0] += 1 }
        }
        func ordered(_ keep: (SweepCategory) -> Bool) -> [(SweepCategory, Int)] {
            counts.filter { keep($0.key) }.sorted { a, b in
                a.value != b.value ? a.value > b.value : Self.rank(a.key) < Self.rank(b.key)
            }
        }
        let smooth = ordered { if case .smooth = $0 { true } else { false } }
        let janky = ordered { if case .janky = $0 { true } else { false } }
        for (index, (category, count)) in smooth.enumerated() {
            add(category, Self.smoothColors[min(index, Self.smoothColors.count - 1)], count)
        }
        for (index, (category, count)) in janky.enumerated() where index < Self.jankyColors.count {
            add(category, Self.jankyColors[index], count)
        }
        if janky.count > Self.jankyColors.count {
            let rest = janky[Self.jankyColors.count...]
            add(.otherJanky, Self.otherJanky, rest.reduce(0) { $0 + $1.1 })
            for (category, _) in rest { lookup[category] = entries.count - 1 }
        }
        if let invalid = counts[.invalid] { add(.invalid, Self.invalid, invalid) }
    }

    private mutating func add(_ category: SweepCategory, _ color: Color, _ count: Int) {
        lookup[category] = entries.count
        entries.append(Entry(category: category, color: color, count: count))
    }

    func color(of cell: SweepCell) -> Color {
        lookup[SweepCategory(cell)].map { entries[$0].color } ?? Self.invalid
    }

    /// A total order for ties: smooth sets before janky ones, then by their bits.
    private static func rank(_ category: SweepCategory) -> UInt64 {
        switch category {
        case let .smooth(glitches): UInt64(glitches.rawValue)
        case let .janky(glitches): (1 << 33) + UInt64(glitches.rawValue)
        case .otherJanky: 1 << 34
        case .invalid: 1 << 35
        }
    }
}
