import RefreshSim

/// The chart's colours. Built on the Okabe–Ito palette, which stays distinguishable with the
/// common colour-vision deficiencies; within a lane the colours also differ in lightness (by at
/// least 0.05 in relative luminance for the scroll phases) so states stay apart in greyscale.
enum Palette {
    static let background = Color.white
    static let panelBackground = Color(hex: 0xFCFCFC)
    static let grid = Color(hex: 0xE4E4E4)
    static let axis = Color(hex: 0x7A7A7A)
    static let mutedText = Color(hex: 0x5A5A5A)
    static let restBand = Color(hex: 0xEFEFEF)

    static let offset = Color(hex: 0x0072B2)
    static let minEdge = Color(hex: 0xD55E00)
    static let maxEdge = Color(hex: 0xCC79A7)
    static let trigger = Color(hex: 0x6E6E6E)
    /// Where a footer's resting edge moved (rows appended): the bluish green of the palette.
    static let edgeMove = Color(hex: 0x009E73)
    /// Over a comparison's time axis after a shorter run has ended.
    static let afterEnd = Color(hex: 0xE6E6E6)
    static let fingerShade = Color(hex: 0xDCE9F5)

    static let insetTop = Color(hex: 0xD55E00)
    static let insetBottom = Color(hex: 0xCC79A7)
    static let indicator = Color(hex: 0x009E73)

    static let finding = Color(hex: 0xC8102E)
    /// The frames lane: a vsync that showed the last frame again, and a late frame's tick.
    static let heldFrame = Color(hex: 0xC9C9C9)
    static let lateFrame = Color(hex: 0xC8102E)
    static let smooth = Color(hex: 0x1B7A4A)
    static let janky = Color(hex: 0xC8102E)

    /// Darker than the line colours so event labels stay legible as text.
    static func event(_ source: EventSource) -> Color {
        switch source {
        case .finger: Color(hex: 0x333333)
        case .scrollView: Color(hex: 0x005F94)
        case .refreshControl: Color(hex: 0x9E4A78)
        case .strategy: Color(hex: 0x00775A)
        case .loader: Color(hex: 0x9A5800)
        // List updates are the app's calls.
        case .app, .list: Color(hex: 0x6A3D9A)
        }
    }

    // Lane colours with their relative luminance.
    static let blue = Color(hex: 0x0072B2)  // luminance 0.15
    static let vermillion = Color(hex: 0xD55E00)  // luminance 0.22
    static let green = Color(hex: 0x009E73)  // luminance 0.26
    static let purple = Color(hex: 0xCC79A7)  // luminance 0.29
    static let sky = Color(hex: 0x56B4E9)  // luminance 0.41
    static let orange = Color(hex: 0xE69F00)  // luminance 0.42
    static let yellow = Color(hex: 0xF0E442)  // luminance 0.74
    static let dark = Color(hex: 0x3C3C3C)  // luminance 0.05
    static let grey = Color(hex: 0x9A9A9A)

    /// Colours handed to state names the chart does not know, in order of first appearance.
    static let fallback = [blue, orange, green, purple, sky, vermillion, yellow, grey]
}

/// Which colour a lane gives each of its labels: known names get fixed colours (so the same state
/// looks the same on every chart), unknown ones the next unused fallback colour.
struct LaneColoring {
    private var assigned: [String: Color]

    init(known: [String: Color], labelsInOrder: [String]) {
        assigned = known
        var unused = Palette.fallback.filter { colour in !known.values.contains(colour) }
        for label in labelsInOrder where assigned[label] == nil {
            assigned[label] = unused.isEmpty ? Palette.grey : unused.removeFirst()
        }
    }

    func color(for label: String) -> Color { assigned[label] ?? Palette.grey }

    static let finger: [String: Color] = ["up": Palette.restBand, "down": Palette.dark]
    static let phase: [String: Color] = [
        ScrollPhase.rest.rawValue: Palette.restBand,
        ScrollPhase.drag.rawValue: Palette.blue,
        ScrollPhase.decelerate.rawValue: Palette.sky,
        ScrollPhase.bounce.rawValue: Palette.yellow,
        ScrollPhase.animation.rawValue: Palette.purple,
    ]
    // State names as the seeds spell them; the threshold seed names its background colours.
    static let strategy: [String: Color] = [
        "idle": Palette.restBand, "normal": Palette.restBand,
        "pulling": Palette.sky,
        "triggered": Palette.vermillion,
        "refreshing": Palette.blue, "loading": Palette.blue,
        "ending": Palette.purple,
        "noMoreData": Palette.grey,
        "purple": Palette.purple, "red": Palette.vermillion,
    ]
    // A navigation runs request → (redirect) → response → committed → finished: each step differs
    // from the next in lightness.
    static let loader: [String: Color] = [
        "idle": Palette.restBand,
        "request": Palette.yellow,
        "redirect": Palette.orange,
        "response": Palette.purple,
        "committed": Palette.sky,
        "finished": Palette.green,
        "failed": Palette.vermillion,
        "cancelled": Palette.grey,
        "loading": Palette.blue,
    ]
}
