/// `content.rows`: the content as a list of rows, laid out as UIKit lays them out (`ListView`).
///
/// ```json
/// "content": {"rows": {"count": 40, "height": {"min": 60, "max": 180, "seed": 7}, "estimate": 80}}
/// ```
public struct ListContent: Sendable, Equatable {
    /// Rows at the start (more come from the app's updates).
    public var count: Int = 20
    /// Each row's real height: what it measures when laid out.
    public var heights: RowHeights = .fixed(44)
    /// What the layout believes of a row before laying it out.
    public var estimate: RowEstimate = .height(44)
    /// The app's cache of heights it saw, returned from `estimatedHeightForRowAt` (the fix for
    /// rows that jump after a reload).
    public var heightCache: HeightCache = .none
    public var style: ListStyle = .table
    /// UIKit's rule for a correction above the viewport; `automatic` is the style's.
    public var correction: CorrectionSetting = .automatic
    /// The rows are split evenly into this many sections.
    public var sections: Int = 1
    /// Each section's header and footer height; 0: none.
    public var sectionHeaderHeight: Double = 0
    public var sectionFooterHeight: Double = 0
    /// Prefetching's look-ahead, in screens (`ListView+Prefetch`).
    public var prefetchScreens: Double = 1

    public init() {}

    public enum CorrectionSetting: String, Sendable, Equatable, CaseIterable {
        case automatic
        case keepVisibleRows
        case none

        func resolved(for style: ListStyle) -> OffsetCorrection {
            switch self {
            case .automatic: style.defaultCorrection
            case .keepVisibleRows: .keepVisibleRows
            case .none: .none
            }
        }
    }

    /// The rule in effect.
    public var offsetCorrection: OffsetCorrection { correction.resolved(for: style) }

    /// The keys of `content.rows` besides `height` and `estimate` (each of which also takes other forms).
    public static let fields = FieldGroup(
        "rows", defaults: ListContent(),
        [
            .integer("count", \.count, in: ScenarioLimits.rowCount, "Rows at the start."),
            .choice(
                "heightCache", \.heightCache,
                "The app caches each row's height in willDisplay and returns it from estimatedHeightForRowAt: by \"indexPath\" (as the much-copied answer does) or by \"item\"; \"none\": it does not."
            ),
            .choice("style", \.style, "The list: UITableView, a collection view (flow or compositional list), SwiftUI List or LazyVStack."),
            .choice(
                "correction", \.correction,
                "What the offset does when a row above the viewport is laid out at another height than believed: keep the rows on screen still, or not (automatic: the style's rule)."
            ),
            .integer("sections", \.sections, in: ScenarioLimits.sectionCount, "Sections the rows are split into, evenly."),
            .number(
                "sectionHeaderHeight", \.sectionHeaderHeight, in: ScenarioLimits.listRowHeight,
                "Each section header's height (pt); 0: none."),
            .number(
                "sectionFooterHeight", \.sectionFooterHeight, in: ScenarioLimits.listRowHeight,
                "Each section footer's height (pt); 0: none."),
            .number(
                "prefetchScreens", \.prefetchScreens, in: ScenarioLimits.prefetchScreens,
                "How far prefetchRowsAt looks ahead of the viewport, in screens (not documented by Apple)."),
        ])

    /// `height`'s and `estimate`'s number forms, for sweeps, limits and `list`.
    public static let heightField = OptionField.number(
        "height", in: ScenarioLimits.listRowHeight, default: 44,
        "Each row's real height (pt); or {\"min\", \"max\", \"seed\"} drawn per row; or a list of heights, repeated.")
    public static let estimateField = OptionField.number(
        "estimate", in: ScenarioLimits.listRowHeight, default: 44,
        "estimatedRowHeight (pt); 0: estimates off (every height asked at a reload); \"exact\": estimatedHeightForRowAt returns each row's real height."
    )
}

/// Each row's real height, by the row's item number (0, 1, 2… from the first row; appended items
/// go on counting, prepended ones count down from −1), so the same item always measures the same.
public enum RowHeights: Sendable, Equatable {
    case fixed(Double)
    /// Given per row, repeated for rows past the end.
    case list([Double])
    /// Drawn per item, uniformly in `min…max`, from `seed`.
    case random(min: Double, max: Double, seed: Int)

    public func height(ofItem item: Int) -> Double {
        switch self {
        case let .fixed(height): return height
        case let .list(heights):
            guard !heights.isEmpty else { return 0 }
            let count = heights.count
            return heights[((item % count) + count) % count]
        case let .random(low, high, seed):
            return low + (high - low) * SplitMix64.unitInterval(seed: UInt64(seed), item: Int64(item))
        }
    }
}

/// What a row is believed to be before it is laid out.
public enum RowEstimate: Sendable, Equatable {
    /// `estimatedRowHeight`; 0 turns estimates off.
    case height(Double)
    /// `estimatedHeightForRowAt` returns each row's real height.
    case exact
}

/// The app's height cache, filled in `willDisplay`, read in `estimatedHeightForRowAt`.
public enum HeightCache: String, Sendable, Equatable, CaseIterable {
    case none
    /// `cellHeights[indexPath]`: right until rows are inserted above (the cache then answers for
    /// the row that used to be there).
    case indexPath
    /// By the item shown (a diffable identifier, a model's id).
    case item
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a row's height drawn from the seed and its item number alone, so it does not depend on the
/// order rows are measured in.
enum SplitMix64 {
    static func unitInterval(seed: UInt64, item: Int64) -> Double {
        var z = seed &+ UInt64(bitPattern: item) &* 0x9E37_79B9_7F4A_7C15 &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

extension ListContent {
    /// The height the rows add up to before any is laid out: each row at what is first believed
    /// of it, with the sections' headers and footers.
    public var initialHeight: Double {
        let rows = (0..<count).reduce(0.0) { sum, item in
            switch estimate {
            case .exact: sum + heights.height(ofItem: item)
            case let .height(estimate): sum + (estimate > 0 ? estimate : heights.height(ofItem: item))
            }
        }
        return rows + Double(sections) * (sectionHeaderHeight + sectionFooterHeight)
    }

    /// What one row is worth when something counts rows of one height (`rowHeight`).
    public var typicalHeight: Double {
        switch heights {
        case let .fixed(height): max(height, 1)
        case let .list(heights): max(heights.reduce(0, +) / Double(max(heights.count, 1)), 1)
        case let .random(low, high, _): max((low + high) / 2, 1)
        }
    }
}
