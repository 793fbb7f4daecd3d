/// The phone screen's colours and metrics: iOS's light appearance, a plain table of rows. Every
/// colour is one of `GIFPalette.exact`, so animations keep them exactly.
enum PhoneStyle {
    /// UITableView's default row height.
    static let rowHeight = 44.0
    /// UINavigationBar's height in portrait; the rest of the top safe area is the status bar.
    static let navigationBarHeight = 44.0
    static let bezel = 10.0
    static let bezelRadius = 36.0
    /// A fingertip's contact patch is about 44 pt across (Apple's minimum touch target).
    static let fingerRadius = 20.0

    static let bezelColor = Color.ink
    /// What a scroll view shows where there is no content.
    static let emptyBackground = Color(hex: 0xDADCE2)
    /// The strip above the content that a pull reveals.
    static let headerBackground = Color(hex: 0xEEF0F4)
    static let rowEven = Color.white
    static let rowOdd = Color(hex: 0xF1F4F9)
    static let separator = Color(hex: 0xD5D8DE)
    static let rowText = Color.ink
    static let secondaryText = Color(hex: 0x6C6C70)
    static let placeholder = Color(hex: 0xD5D8DE)
    static let bar = Color(hex: 0xF2F2F7)
    /// A bar the app draws itself in the room its `contentInset` leaves.
    static let appBar = Color(hex: 0xE5E5EA)
    static let tint = Color(hex: 0x007AFF)
    static let finger = Color(hex: 0x3C3C3C)
    static let alert = Color(hex: 0xC8102E)
    static let trigger = Color(hex: 0x8E8E93)
}
