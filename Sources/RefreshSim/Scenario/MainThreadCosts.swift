/// The app's own main-thread work (`mainThread` in a scenario file), in milliseconds: what a
/// profile of the app (Instruments' Time Profiler, or `os_signpost` intervals) says each piece
/// costs. All zero by default: every frame is then free, and a run is what it was without costs.
public struct MainThreadCosts: Sendable, Equatable {
    /// Layout and drawing every committed frame does, whatever moves.
    public var frameMs: Double = 0
    /// `tableView(_:cellForRowAt:)` for one row that scrolls into view.
    public var cellMs: Double = 0
    /// A load's completion handler before it hands the rows over (decoding JSON, say).
    public var loadMs: Double = 0
    /// `reloadData`'s fixed part: the app call, and the reload after each load completes.
    public var reloadDataMs: Double = 0
    /// `reloadData`'s part per row it lays out (`reload` says which rows).
    public var reloadDataRowMs: Double = 0
    /// Which rows a reload after a load lays out.
    public var reload: ReloadScope = .allRows

    public enum ReloadScope: String, Sendable, Equatable, CaseIterable {
        /// `reloadData()`: every row of the table.
        case allRows
        /// `insertRows(at:with:)`: only the rows the load added.
        case newRows
    }

    public init() {}

    /// Whether nothing costs anything: the simulator then presents every frame on time.
    public var isFree: Bool { Self.fields.allSatisfy { self[keyPath: $0.keyPath] == 0 } }

    /// The block's numeric keys, declared once for the decoder, the schema and `list`.
    public static let fields: [CostField] = [
        CostField("frameMs", \.frameMs, "Main-thread work every committed frame does (layout, drawing), in ms."),
        CostField("cellMs", \.cellMs, "Configuring one cell that scrolls into view (cellForRowAt), in ms."),
        CostField("loadMs", \.loadMs, "A load's completion handler on the main thread (parsing), in ms."),
        CostField("reloadDataMs", \.reloadDataMs, "reloadData's fixed part, for the app call and after each load, in ms."),
        CostField("reloadDataRowMs", \.reloadDataRowMs, "reloadData's part per row it lays out, in ms."),
    ]

    /// Every key of the block, in order.
    public static var keys: [String] { fields.map(\.key) + ["reload"] }
}

/// One millisecond cost a scenario can set in `mainThread`.
public struct CostField: Sendable {
    public let key: String
    public let keyPath: WritableKeyPath<MainThreadCosts, Double> & Sendable
    public let summary: String

    init(_ key: String, _ keyPath: WritableKeyPath<MainThreadCosts, Double> & Sendable, _ summary: String) {
        self.key = key
        self.keyPath = keyPath
        self.summary = summary
    }
}
