import RefreshSim

/// A `Canvas` that keeps every call as a value, exactly as made, and measures text on the canvas
/// it will be replayed on (so a layout that depends on a width comes out as it would there).
/// Replayed, the calls draw what drawing directly would have; two drawings with equal operations
/// are the same picture, so a film's frame equal to the frame before is not drawn again
/// (`PhoneFilm`: 61 % of the bundled scenarios' frames look like the one before).
final class CommandCanvas: OperationRecorder {
    private(set) var operations: [DrawingOperation] = []
    private let measuring: Canvas
    var size: (width: Double, height: Double) { measuring.size }

    init(measuringOn canvas: Canvas) {
        measuring = canvas
    }

    func record(_ operation: DrawingOperation) { operations.append(operation) }

    /// Makes every call again, in order, on `canvas`.
    func replay(on canvas: CairoCanvas) {
        for operation in operations { operation.replay(on: canvas) }
    }

    func textWidth(_ string: String, size: Double, weight: FontWeight) -> Double {
        measuring.textWidth(string, size: size, weight: weight)
    }

    func wrappedLines(_ string: String, width: Double, size: Double, weight: FontWeight) -> [String] {
        measuring.wrappedLines(string, width: width, size: size, weight: weight)
    }
}
