import CCairo

/// The one fixed 256-colour palette every GIF frame is mapped to, so the same drawing always
/// gives the same bytes (an adaptive palette would change with the content). It holds the
/// screen's own colours exactly (they win their table entry), three tints of each saturated one (antialiased edges on white),
/// a grey ramp (text), and a 5×6×5 colour cube for everything else. Pixels map to the nearest
/// entry through a table of 2¹⁵ colours (5 bits per channel), filled as colours are met; no
/// dithering, which keeps flat areas flat for LZW.
enum GIFPalette {
    /// The screen's own colours, first in the palette; where two share a table entry the earlier wins.
    static let exact: [UInt32] = [
        0xFFFFFF, 0x000000, 0x1A1A1A, 0x3C3C3C, 0x6C6C70, 0x8E8E93, 0x5A5A5A, 0x7A7A7A, 0x9A9A9A,
        0xF1F4F9, 0xD5D8DE, 0xDADCE2, 0xEEF0F4, 0xF2F2F7, 0xE4E4E4, 0xEFEFEF, 0xDCE9F5,
    ]
    static let saturated: [UInt32] = [
        0xC8102E, 0x007AFF, 0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0x56B4E9, 0xE69F00, 0xF0E442,
        0x1B7A4A,
    ]

    static let colors: [UInt32] = {
        var colors = exact + saturated
        for colour in saturated {
            for amount in [0.3, 0.55, 0.8] { colors.append(tint(colour, amount)) }
        }
        for level in 0..<32 {
            let v = UInt32((Double(level) * 255 / 31).rounded())
            colors.append(v << 16 | v << 8 | v)
        }
        for r in 0..<5 {
            for g in 0..<6 {
                for b in 0..<5 {
                    let red = UInt32(r * 255 / 4)
                    let green = UInt32(g * 255 / 5)
                    let blue = UInt32(b * 255 / 4)
                    colors.append(red << 16 | green << 8 | blue)
                }
            }
        }
        var unique: [UInt32] = []
        for colour in colors where !unique.contains(colour) { unique.append(colour) }
        return Array(unique.prefix(256)) + Array(repeating: 0xFFFFFF, count: max(0, 256 - unique.count))
    }()

    /// The entry GIF frames use for "unchanged": a padding entry (white again), which the nearest
    /// colour never is, since white's first entry wins the tie.
    static let transparent: UInt8 = 255

    /// Palette index for each 15-bit colour (`r>>3 << 10 | g>>3 << 5 | b>>3`), found the first
    /// time a pixel of that colour is mapped (`refreshsim_palette_index`); green weighs most and
    /// blue least, as the eye does.
    static let table: PaletteTable = {
        let table = PaletteTable(colors)
        // The screen's own colours map to themselves, whatever lies nearer their entry's centre.
        for colour in (exact + saturated).reversed() {
            if let index = colors.firstIndex(of: colour) { table.entries[key(colour)] = UInt16(index) + 1 }
        }
        return table
    }()

    /// The table's key for 0x??RRGGBB.
    @inline(__always)
    static func key(_ rgb: UInt32) -> Int {
        let red: UInt32 = (rgb >> 9) & 0x7C00
        let green: UInt32 = (rgb >> 6) & 0x3E0
        let blue: UInt32 = (rgb >> 3) & 0x1F
        return Int(red | green | blue)
    }

    static func index(rgb: UInt32) -> UInt8 { refreshsim_palette_index(table.shim, rgb) }

    /// The image's pixels as palette indices, row after row.
    static func indices(of image: RasterImage, into buffer: inout [UInt8]) {
        let count = image.width * image.height
        if buffer.count != count { buffer = [UInt8](repeating: 0, count: count) }
        let table = self.table
        image.withPixels { rows in
            guard let base = rows.base else { return }
            buffer.withUnsafeMutableBufferPointer { out in
                refreshsim_palette_indices(
                    base.assumingMemoryBound(to: UInt8.self), rows.stride, image.width, image.height, table.shim,
                    out.baseAddress)
            }
        }
    }

    private static func tint(_ colour: UInt32, _ amount: Double) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            let c = Double(colour >> shift & 0xFF)
            return UInt32((c + (255 - c) * amount).rounded()) << shift
        }
        return channel(16) | channel(8) | channel(0)
    }
}

/// The 2¹⁵ entries of the palette's lookup table and the colours they index, for the C loops.
/// Made once per process and never freed; entries are only ever written with the value the colours
/// give (relaxed atomics in the shim), so threads share it.
final class PaletteTable: @unchecked Sendable {
    let entries: UnsafeMutablePointer<UInt16>
    private let colours: UnsafeMutablePointer<UInt32>
    let shim: refreshsim_palette_table

    init(_ colors: [UInt32]) {
        entries = .allocate(capacity: 1 << 15)
        entries.initialize(repeating: 0, count: 1 << 15)
        colours = .allocate(capacity: colors.count)
        colours.initialize(from: colors, count: colors.count)
        shim = refreshsim_palette_table(entries: entries, colours: colours, count: colors.count)
    }
}
