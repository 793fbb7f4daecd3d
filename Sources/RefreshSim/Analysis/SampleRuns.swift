/// Maximal runs of consecutive samples that satisfy a condition, as index ranges.
extension Timeline {
    /// The samples are read in place (no copy of each sample, which would retain its state name).
    func runs(where condition: (borrowing FrameSample) -> Bool) -> [Range<Int>] {
        samples.withUnsafeBufferPointer { $0.runs(where: condition) }
    }

    /// How long a run of frames lasts on screen: from its first frame to the end of its last.
    func duration(of run: Range<Int>) -> Double {
        guard let first = run.first, let last = run.last else { return 0 }
        return samples[last].time - samples[first].time + frameInterval
    }
}

extension UnsafeBufferPointer {
    /// Maximal runs of consecutive elements that satisfy `condition`, as index ranges; each element
    /// is read in place.
    func runs(where condition: (borrowing Element) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for index in indices {
            if condition(self[index]) {
                if start == nil { start = index }
            } else if let first = start {
                result.append(first..<index)
                start = nil
            }
        }
        if let first = start { result.append(first..<count) }
        return result
    }
}
