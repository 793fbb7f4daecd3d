import CCairo
import Foundation

/// The palette indices (`GIFPalette`) of one image's successive frames. A row whose pixels are what
/// they were in the frame before keeps its indices: a phone at rest, or turning a spinner, changes
/// few rows, so such a frame costs a `memcmp` a row instead of a table lookup a pixel.
struct FrameIndexer {
    /// The last frame's indices, row after row.
    private(set) var indices: [UInt8] = []
    /// The last frame's pixels, as the image holds them (rows of `stride` bytes).
    private var pixels: [UInt8] = []

    mutating func index(_ image: RasterImage) {
        image.withPixels { rows in
            guard let base = rows.base else { return }
            let byteCount = rows.stride * rows.height
            guard pixels.count == byteCount, indices.count == rows.width * rows.height else {
                GIFPalette.indices(of: image, into: &indices)
                pixels = [UInt8](UnsafeRawBufferPointer(start: base, count: byteCount))
                return
            }
            pixels.withUnsafeMutableBufferPointer { previous in
                indices.withUnsafeMutableBufferPointer { out in
                    refreshsim_palette_indices_of_changed_rows(
                        base.assumingMemoryBound(to: UInt8.self), previous.baseAddress, rows.stride, rows.width, rows.height,
                        GIFPalette.table.shim, out.baseAddress)
                }
            }
        }
    }
}
