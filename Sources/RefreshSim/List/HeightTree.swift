/// The heights of a list's elements with their running sums: a Fenwick (binary indexed) tree.
///
/// A list laid out while it scrolls changes one height at a time (a row measured as it comes on
/// screen) and asks where a point falls (which row is at the viewport's top) every frame. Both
/// take O(log n) here; with a plain array of tops, measuring the rows of a 10,000-row list one by
/// one re-summed up to 10,000 tops each time. Inserting or removing elements rebuilds it (O(n)),
/// as an update does once.
///
/// Heights are kept in pixels (whole numbers, `scale` to a point), so every sum is exact and a
/// row's top is the same whichever way it was summed: at 3 pixels a point, a third of a point has
/// no exact `Double`, and sums of points drifted in their last bits with the order of updates.
struct HeightTree: Equatable {
    let scale: Double
    /// In pixels.
    private var pixels: [Double]
    /// `sums[i]` holds the sum of `pixels[(i - lowbit(i))..<i]` (1-based, Fenwick's layout).
    private var sums: [Double]
    private var totalPixels: Double

    init(_ heights: [Double] = [], scale: Double = 2) {
        self.scale = scale
        pixels = []
        sums = []
        totalPixels = 0
        replaceAll(heights)
    }

    var count: Int { pixels.count }
    var total: Double { totalPixels / scale }
    var heights: [Double] { pixels.map { $0 / scale } }

    subscript(index: Int) -> Double { pixels[index] / scale }

    private func toPixels(_ height: Double) -> Double { (height * scale).rounded() }

    /// Sets one height.
    mutating func set(_ index: Int, _ height: Double) {
        let new = toPixels(height)
        let delta = new - pixels[index]
        guard delta != 0 else { return }
        pixels[index] = new
        totalPixels += delta
        var i = index + 1
        while i < sums.count {
            sums[i] += delta
            i += i & -i
        }
    }

    /// The sum of the heights before `index`: that element's top.
    func top(of index: Int) -> Double {
        // Over the buffer: a debug build (the tests') retains and releases the array at each
        // `sums[i]`, and the list's tests ask every row's top at every frame.
        let start = min(index, pixels.count)
        let sum = sums.withUnsafeBufferPointer { sums in
            var sum = 0.0
            var i = start
            while i > 0 {
                sum += sums[i]
                i -= i & -i
            }
            return sum
        }
        return sum / scale
    }

    /// The element whose span `[top, top + height)` holds `y`: 0 above the first, the last below
    /// the end, nil when empty. Zero-height elements are skipped past.
    func index(containing y: Double) -> Int? {
        guard !pixels.isEmpty else { return nil }
        guard y > 0 else { return 0 }
        // The largest prefix whose sum is <= y: its length is the element holding y.
        let position = sums.withUnsafeBufferPointer { sums in
            var position = 0
            var remaining = y * scale
            var step = 1
            while step * 2 < sums.count { step *= 2 }
            while step > 0 {
                let next = position + step
                if next < sums.count, sums[next] <= remaining {
                    position = next
                    remaining -= sums[next]
                }
                step /= 2
            }
            return position
        }
        return min(position, pixels.count - 1)
    }

    mutating func insert(contentsOf new: [Double], at index: Int) {
        pixels.insert(contentsOf: new.map(toPixels), at: index)
        rebuild()
    }

    mutating func removeSubrange(_ range: Range<Int>) {
        pixels.removeSubrange(range)
        rebuild()
    }

    mutating func replaceAll(_ new: [Double]) {
        pixels = new.map(toPixels)
        rebuild()
    }

    /// O(n) construction: each node adds itself to its parent once.
    private mutating func rebuild() {
        sums = [0] + pixels
        var sum = 0.0
        for i in 1..<max(sums.count, 1) {
            sum += pixels[i - 1]
            let parent = i + (i & -i)
            if parent < sums.count { sums[parent] += sums[i] }
        }
        totalPixels = sum
    }

    static func == (lhs: HeightTree, rhs: HeightTree) -> Bool { lhs.pixels == rhs.pixels }
}
