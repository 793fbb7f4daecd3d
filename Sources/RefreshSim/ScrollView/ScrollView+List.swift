/// The scroll view's side of a list (`ListView`).
extension ScrollView {
    /// The list laid out on it, if the content is rows.
    public var list: ListView? {
        get { attachedList }
        set { attachedList = newValue }
    }

    /// The content moved by `delta` in content coordinates (a row above the viewport was laid out
    /// taller or shorter than believed) and the list keeps what the screen shows still: the offset
    /// moves by the same amount, and so does whatever is moving it — the finger's grip, a
    /// deceleration, a scroll animation. `scrollViewDidScroll` and KVO fire, as UIKit's bounds
    /// change fires them. The list records the correction (`estimatesCorrected`).
    func shiftContent(by delta: Double) {
        let from = offsetY
        setOffset(offsetY + delta)
        offsetWritten += offsetY - from
        momentum?.position += delta
        scrollAnimation?.from += delta
        scrollAnimation?.to += delta
        reanchorPan()
    }
}
