/// Which of UIKit's (or SwiftUI's) lists lays the rows out. They keep the same bookkeeping
/// (believed heights, corrections as rows are laid out) and differ in what they do with the offset
/// when a row above the viewport turns out taller or shorter than believed, in cell prefetching,
/// and in SwiftUI's case in when a row's `.onAppear` runs.
public enum ListStyle: String, Sendable, Equatable, CaseIterable {
    /// `UITableView` with `estimatedRowHeight` (the default since iOS 11).
    case table
    /// `UICollectionView` with a `UICollectionViewFlowLayout` whose `estimatedItemSize` is set.
    case flow
    /// `UICollectionView` with a compositional list layout (`UICollectionLayoutListConfiguration`,
    /// iOS 14), `.estimated` heights.
    case compositionalList
    /// SwiftUI `List`: a collection view underneath (iOS 16); rows appear as they are realised.
    case swiftUIList
    /// SwiftUI `ScrollView { LazyVStack { … } }`: rows are realised a little ahead of the screen.
    case lazyVStack

    /// UIKit's rule for a correction above the viewport, where the scenario names none.
    public var defaultCorrection: OffsetCorrection {
        switch self {
        case .table: .keepVisibleRows
        // A SwiftUI List is a compositional-list collection view underneath (iOS 16).
        case .flow, .compositionalList, .swiftUIList, .lazyVStack: .none
        }
    }

    /// Whether a `UICollectionView` lays the rows out (a SwiftUI `List` is one from iOS 16).
    public var isCollectionView: Bool { self == .flow || self == .compositionalList || self == .swiftUIList }

    /// Whether the style is SwiftUI's: rows appear (`.onAppear`) as the realisation window
    /// reaches them instead of UIKit's `willDisplay`.
    public var isSwiftUI: Bool { self == .swiftUIList || self == .lazyVStack }
}

/// What happens to the content offset when a row laid out above the viewport's top turns out
/// taller or shorter than the height the layout believed (its estimate).
///
/// - `keepVisibleRows`: the offset moves by the difference in the same layout pass, so the rows
///   on screen stay still; only the scroll indicator (and anything reading `contentOffset`) sees
///   it. UITableView does this: "every time a new cell comes onto the screen with a new known
///   height, UITableView silently incrementally fixes its contentOffset and the positions of all
///   its subviews" (telly/TLYShyNavBar #126, 2016). Apple documents no rule for UITableView.
/// - `none`: the offset stays; every row below the corrected one moves on screen by the
///   difference. A collection view layout does this unless it returns a
///   `UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment` (Apple: "The delta value
///   to be applied to the collection view's content offset … default CGPointZero"); Airbnb
///   reproduced the jumps with `UICollectionViewFlowLayout` (airbnb/MagazineLayout #9, 2018), and
///   iOS 8's table view jumped this way (rdar://21302418). What the compositional list layout and
///   SwiftUI's lazy stack do is not documented: their defaults here are a choice (`ListStyle`).
public enum OffsetCorrection: String, Sendable, Equatable, CaseIterable {
    case keepVisibleRows
    case none
}
