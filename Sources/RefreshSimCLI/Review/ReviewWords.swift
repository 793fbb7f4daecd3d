import RefreshPlot

/// The legend under every run on the review page: the charts there are in plain words
/// (`ChartWords.plain`); this says which UIKit name each stands for and, where a word is not
/// obvious, what it means. State words are each strategy's own, from the seeds and libraries, and
/// stay as the code has them, so they are explained here.
enum ReviewWords {
    /// More than the plain word says, by UIKit name.
    private static let notes: [String: String] = [
        "didEndDragging": "the finger is off the screen and the list moves on its own (UIKit's scrollViewDidEndDragging)",
        "contentInsetSet": "the app changed the space kept above or below the rows, where a spinner sits",
        "contentOffsetAdjusted": "UIKit moved the list to keep it in bounds",
        "valueChanged": "the pull-to-refresh control fired: the app is asked to refresh",
        "stateChanged": "the control switched to another of its own state words (below)",
        "refreshStart": "a refresh or load-more began",
        "refreshEnd": "its result came back",
        "appCall": "a call of the app's own code that the scenario scripts",
        "rowUpdates": "insertRows, deleteRows, reloadRows or moveRow, alone or in performBatchUpdates",
        "estimatesCorrected": "not a UIKit call: rows were laid out at another height than their estimate",
    ]

    static var legend: [(word: String, meaning: String)] {
        // Events one word stands for (the three calls of a lift are "finger lifted") share a row.
        Dictionary(grouping: ChartWords.plainEvents, by: \.value).sorted { $0.key < $1.key }.map { plain, events in
            let names = events.map(\.key).sorted()
            let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            let note = names.compactMap { notes[$0] }.first
            return (plain, "UIKit's \(listed)" + (note.map { ": " + $0 } ?? ""))
        } + [
            ("idle", "a strategy's word for its resting state: it says the control is not refreshing, even while the list is pulled"),
            ("pulling · triggered · releaseToRefresh", "being pulled / pulled far enough: letting go now refreshes"),
            ("refreshing · loading", "the spinner is shown and a load is under way"),
            ("noMoreData", "a footer's word: nothing more to load"),
            (
                "pulled down (pt)",
                "the chart's axis: how far the list is pulled past its resting place; the line moves as the list does on the screen, so lower is further"
            ),
            (
                "pushed up (pt) · rows added",
                "a footer chart's axis: how far the list is pushed past its end, measured from where the end is at that moment; when rows are added the end moves down, so the line steps down at the dashed green mark (and ▲ under the phone)"
            ),
        ]
    }
}
