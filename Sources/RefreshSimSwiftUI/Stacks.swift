/// How views line up across a vertical stack.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// How views line up across a horizontal stack.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

/// Views side by side: in a list, one row.
public struct HStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        resolution.leaf("HStack") { $0.resolve(content) }
    }
}

/// Views one above the other: in a list, one row; as a `ScrollView`'s content, every view a row,
/// all made at once (not lazily).
public struct VStack<Content: View>: View, PrimitiveView {
    let content: Content
    let spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.spacing = spacing
    }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        guard resolution.isScrollContent else {
            resolution.leaf("VStack") { $0.resolve(content) }
            return
        }
        resolution.container(.vStack) {
            $0.stackSpacing(Double(spacing ?? 0))
            $0.resolve(content)
        }
    }
}

/// A `ScrollView`'s rows, made as they come within reach of the screen (the realisation window,
/// `ListView.realisationMargin`): each row's `.onAppear` runs then, and again when it comes back.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let content: Content
    let spacing: CGFloat?
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.spacing = spacing
        if !pinnedViews.isEmpty { reportNotSimulated("LazyVStack.init(alignment:spacing:pinnedViews:content:)") }
    }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        resolution.container(.lazyVStack) {
            $0.stackSpacing(Double(spacing ?? 0))
            $0.resolve(content)
        }
    }
}

/// Section headers or footers a lazy stack pins while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The axes a `ScrollView` scrolls along.
public enum Axis: Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
