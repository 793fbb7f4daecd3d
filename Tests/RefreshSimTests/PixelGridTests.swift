import Testing

@testable import RefreshSim

/// `PixelGrid.round` rounds without libm's `round`: the same doubles, bit for bit, as
/// `(value × scale).rounded() / scale + 0` on every kind of value an offset can take.
struct PixelGridTests {
    private func byRounded(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded() / scale + 0
    }

    @Test func theSameDoublesAsRounded() {
        var values: [Double] = [
            0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.25, -0.25, 0.75, -0.75,
            1e-300, -1e-300, .leastNonzeroMagnitude, 4503599627370495.5, -4503599627370495.5, 0x1p52, -0x1p52,
            0x1p52 + 1, 0x1p53, -0x1p60, 1e300, -1e300, .greatestFiniteMagnitude, .infinity, -.infinity,
            -136.49999999999997, 107.5, -64.25, 0.3333333333333333, 9.223372036854776e18, -9.223372036854776e18,
        ]
        // Ties and near-ties over the range offsets take, and a deterministic spread of others.
        for k in -2000...2000 {
            let base = Double(k) / 2
            values += [base, base.nextUp, base.nextDown, base + 0.25, base - 1e-9]
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append((unit - 0.5) * 20000)
        }
        for scale in [1.0, 2, 3, 0.5] {
            let grid = PixelGrid(scale: scale)
            for value in values {
                #expect(grid.round(value).bitPattern == byRounded(value, scale).bitPattern, "\(value) at scale \(scale)")
            }
        }
        #expect(PixelGrid(scale: 2).round(.nan).isNaN)
    }
}
