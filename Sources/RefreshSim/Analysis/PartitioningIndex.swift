extension RandomAccessCollection {
    /// The first index whose element is not `before` the point sought, by binary search; the
    /// collection must hold every such element after every element that is (as swift-algorithms'
    /// `partitioningIndex(where:)`, negated). `endIndex` if none.
    func firstIndex(notBefore before: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let mid = index(low, offsetBy: half)
            if before(self[mid]) {
                low = index(after: mid)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
