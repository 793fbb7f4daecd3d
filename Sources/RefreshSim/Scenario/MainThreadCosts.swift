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
    /// A batch of row updates (`insertRows`, `performBatchUpdates`, a snapshot applied): its fixed
    /// part (content as rows).
    public var updateMs: Double = 0
    /// A batch's part per row it inserts, deletes, reloads or moves.
    public var updateRowMs: Double = 0
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
    public var isFree: Bool { [frameMs, cellMs, loadMs, reloadDataMs, reloadDataRowMs, updateMs, updateRowMs].allSatisfy { $0 == 0 } }

    /// The block's keys, declared once for the decoder, the schema, `list` and sweeps.
    public static let fields = FieldGroup(
        "mainThread", defaults: MainThreadCosts(),
        [
            .number("frameMs", \.frameMs, in: cost, "Main-thread work every committed frame does (layout, drawing), in ms."),
            .number("cellMs", \.cellMs, in: cost, "Configuring one cell that scrolls into view (cellForRowAt), in ms."),
            .number("loadMs", \.loadMs, in: cost, "A load's completion handler on the main thread (parsing), in ms."),
            .number("reloadDataMs", \.reloadDataMs, in: cost, "reloadData's fixed part, for the app call and after each load, in ms."),
            .number("reloadDataRowMs", \.reloadDataRowMs, in: cost, "reloadData's part per row it lays out, in ms."),
            .number("updateMs", \.updateMs, in: cost, "A batch of row updates' fixed part (content as rows), in ms."),
            .number("updateRowMs", \.updateRowMs, in: cost, "A batch of row updates' part per row it changes, in ms."),
            .choice("reload", \.reload, "Which rows the reload after a load lays out: allRows (reloadData) or newRows (insertRows)."),
        ])

    private static let cost = ScenarioLimits.mainThreadCost
}
