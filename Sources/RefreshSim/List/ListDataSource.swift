/// Where a list's rows come from: a scenario's `content.rows`, a UIKit data source through the
/// stand-in, or a SwiftUI `ForEach`. The list asks as UIKit asks: counts at a reload or an update,
/// a row's estimate when it enters the bookkeeping, its real height when it is laid out.
public protocol ListDataSource: AnyObject {
    func numberOfSections(in list: ListView) -> Int
    func listView(_ list: ListView, numberOfRowsInSection section: Int) -> Int
    /// The row's real height, asked when the row is laid out (`heightForRowAt`, or what the
    /// self-sizing cell measures).
    func listView(_ list: ListView, heightForRowAt path: RowPath) -> Double
    /// `estimatedHeightForRowAt`: nil means the list's `estimatedRowHeight`.
    func listView(_ list: ListView, estimatedHeightForRowAt path: RowPath) -> Double?
    /// A section header's height; nil: the section has none.
    func listView(_ list: ListView, heightForHeaderInSection section: Int) -> Double?
    func listView(_ list: ListView, heightForFooterInSection section: Int) -> Double?
    /// A header's or footer's estimate: believed until it is laid out, then its height is asked
    /// (nil: no estimate, the height is asked at once).
    func listView(_ list: ListView, estimatedHeightForHeaderInSection section: Int) -> Double?
    func listView(_ list: ListView, estimatedHeightForFooterInSection section: Int) -> Double?
    /// Space kept between successive rows of a section (a flow layout's `minimumLineSpacing`);
    /// none after the last.
    func listView(_ list: ListView, lineSpacingInSection section: Int) -> Double
    /// The item a row shows (a diffable data source's identifier, a scenario row's number), so
    /// that rows are followed across updates; nil: rows are told apart by position.
    func listView(_ list: ListView, identityOfRowAt path: RowPath) -> Int?
}

extension ListDataSource {
    public func numberOfSections(in list: ListView) -> Int { 1 }
    public func listView(_ list: ListView, estimatedHeightForRowAt path: RowPath) -> Double? { nil }
    public func listView(_ list: ListView, heightForHeaderInSection section: Int) -> Double? { nil }
    public func listView(_ list: ListView, heightForFooterInSection section: Int) -> Double? { nil }
    public func listView(_ list: ListView, lineSpacingInSection section: Int) -> Double { 0 }
    public func listView(_ list: ListView, estimatedHeightForHeaderInSection section: Int) -> Double? { nil }
    public func listView(_ list: ListView, estimatedHeightForFooterInSection section: Int) -> Double? { nil }
    public func listView(_ list: ListView, identityOfRowAt path: RowPath) -> Int? { nil }
}

/// What a list tells the code around it, in UIKit's order (`ListView` documents when each comes).
public enum ListCallback: Sendable, Equatable {
    /// `tableView(_:cellForRowAt:)`: a row is about to be laid out and shown.
    case cellForRow(RowPath)
    /// `tableView(_:willDisplay:forRowAt:)` (SwiftUI: the row's `.onAppear`).
    case willDisplay(RowPath)
    /// `tableView(_:didEndDisplaying:forRowAt:)` (SwiftUI: `.onDisappear`). The path is the row's
    /// place when it went, which an update may since have changed.
    case didEndDisplaying(RowPath)
    /// `tableView(_:prefetchRowsAt:)`, nearest first.
    case prefetch([RowPath])
    /// `tableView(_:cancelPrefetchingForRowsAt:)`.
    case cancelPrefetching([RowPath])
}
