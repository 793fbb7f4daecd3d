/// Maximal runs of consecutive samples that satisfy a condition, as index ranges.
extension Timeline {
    func runs(where condition: (FrameSample) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (index, sample) in samples.enumerated() {
            if condition(sample) {
                if start == nil { start = index }
            } else if let first = start {
                result.append(first..<index)
                start = nil
            }
        }
        if let first = start { result.append(first..<samples.count) }
        return result
    }

    /// How long a run of frames lasts on screen: from its first frame to the end of its last.
    func duration(of run: Range<Int>) -> Double {
        guard let first = run.first, let last = run.last else { return 0 }
        return samples[last].time - samples[first].time + frameInterval
    }
}
