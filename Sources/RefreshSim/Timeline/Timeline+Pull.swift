/// How far the content is past the edge its indicator belongs to, measured at each frame against
/// that frame's edge: the one definition the chart's pull axis, the phone, `run`'s max pull and the
/// CSV's `pull` column share.
extension Timeline {
    /// Where the content rests at its end with no refresh inset, for a content height: the bottom
    /// edge moves down when rows are appended and up when a document is replaced.
    public func restingBottomOffset(contentHeight: Double) -> Double {
        max(-baseInsetTop, contentHeight + baseInsetBottom - viewportHeight)
    }

    /// Points past the resting edge at this frame: past the top for a header (`−(y + I0)`), past
    /// the bottom edge *of this frame's content* for a footer; negative when scrolled back into
    /// the content. A footer's 30 pt held open over rows appended below reads 30 until the rows
    /// arrive, then the distance back from the new end, never the distance from where the end was.
    public func pull(_ sample: FrameSample) -> Double {
        pull(offset: sample.offset, contentHeight: sample.contentHeight)
    }

    /// The pull of a content offset over content of this height.
    public func pull(offset: Double, contentHeight: Double) -> Double {
        switch indicator {
        case .footer: offset - restingBottomOffset(contentHeight: contentHeight)
        case .header, .none: -(offset + baseInsetTop)
        }
    }
}
