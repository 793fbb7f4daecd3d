import Foundation

/// Bounds the memory of charts drawn at once: a worker takes its chart's pixels from the budget
/// before drawing and gives them back after, waiting while others hold too much. One chart larger
/// than the whole budget still runs, alone. With `ChartSize.maxPixels` at 64 million the budget of
/// 128 million pixels (512 MB of pixels) holds `plot dir/`'s peak however many cores run.
final class PixelBudget: @unchecked Sendable {
    static let standardPixels = 128_000_000

    private let condition = NSCondition()
    private let capacity: Int
    private var inUse = 0

    init(pixels: Int = PixelBudget.standardPixels) { capacity = pixels }

    func withPixels<T>(_ pixels: Int, _ body: () -> T) -> T {
        let share = min(max(pixels, 0), capacity)
        condition.lock()
        while inUse > 0 && inUse + share > capacity { condition.wait() }
        inUse += share
        condition.unlock()
        defer {
            condition.lock()
            inUse -= share
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }
}
