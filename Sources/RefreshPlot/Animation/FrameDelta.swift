import CCairo
import Foundation

/// The pixel work behind `PhoneFilm`: comparing frames of palette indices and writing a patch's
/// error bytes. It touches every pixel of every frame, so it works on raw buffers and compares
/// whole rows with `memcmp` first, and finds where rows differ in C (`CCairo`).
enum FrameDelta {
    typealias Pixels = UnsafeBufferPointer<UInt8>

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedRect(_ old: Pixels, _ new: Pixels, width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let a = old.baseAddress, let b = new.baseAddress else { return nil }
        var top = height
        var bottom = -1
        var left = width
        var right = -1
        for y in 0..<height {
            let base = y * width
            guard memcmp(a + base, b + base, width) != 0 else { continue }
            if top == height { top = y }
            bottom = y
            left = min(left, refreshsim_first_difference(a + base, b + base, width))
            right = max(right, refreshsim_last_difference(a + base, b + base, width))
        }
        guard bottom >= 0 else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// The row a patch with `shift` predicts row `row` from: moved by the shift when that row is on
    /// the screen, else the same row.
    @inline(__always)
    static func source(of row: Int, shift: Int, height: Int) -> Int {
        (0..<height).contains(row + shift) ? row + shift : row
    }

    /// How many pixels of `rows` the prediction with `shift` gets wrong, counting up to `limit`.
    static func wrongPixels(_ old: Pixels, _ new: Pixels, rows: Range<Int>, width: Int, height: Int, shift: Int, limit: Int) -> Int {
        guard let a = old.baseAddress, let b = new.baseAddress else { return 0 }
        var wrong = 0
        for row in rows {
            let from = source(of: row, shift: shift, height: height) * width
            let to = row * width
            guard memcmp(a + from, b + to, width) != 0 else { continue }
            wrong += refreshsim_count_differences(a + from, b + to, width)
            if wrong >= limit { return wrong }
        }
        return wrong
    }

    /// Appends the patch's bytes, each pixel of the frame XOR its prediction, to `runs`: a row
    /// the prediction gets right as zeros without making them.
    static func appendError(
        _ old: Pixels, _ new: Pixels, x: Int, y: Int, patchWidth: Int, patchHeight: Int, shift: Int,
        width: Int, height: Int, into runs: inout ZeroRunWriter
    ) {
        guard let a = old.baseAddress, let b = new.baseAddress else { return }
        var error = [UInt8](repeating: 0, count: patchWidth)
        error.withUnsafeMutableBufferPointer { out in
            guard let start = out.baseAddress else { return }
            for row in y..<(y + patchHeight) {
                let from = source(of: row, shift: shift, height: height) * width + x
                let to = row * width + x
                if memcmp(a + from, b + to, patchWidth) == 0 {
                    runs.appendZeros(patchWidth)
                } else {
                    refreshsim_xor(b + to, a + from, start, patchWidth)
                    runs.append(UnsafeBufferPointer(out))
                }
            }
        }
    }
}
