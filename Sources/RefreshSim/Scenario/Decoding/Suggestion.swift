/// "Did you mean …?" for mistyped keys and names.
enum Suggestion {
    /// The candidate closest to `word`, if close enough to be a plausible typo: same letters
    /// ignoring case, or a few edits away (a swap of neighbours counts as one edit).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard typed.count <= 64 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased())
            let distance = editDistance(typed, target)
            let allowed = max(1, min(3, target.count / 3))
            guard distance <= allowed else { continue }
            if let found = best, found.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
