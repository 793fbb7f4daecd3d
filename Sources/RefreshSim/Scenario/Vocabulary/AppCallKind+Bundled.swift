extension AppCallKind {
    /// Every call, in the order `list` and the schema show them.
    public static let all: [AppCallKind] =
        [
            beginRefreshing, endRefreshing, endLoadingMore, endRefreshingWithNoMoreData, resetNoMoreData, reloadData,
            setContentOffset, appendContent, setContentInset, scrollToRow,
        ] + rowUpdates

    public static let beginRefreshing = AppCallKind(
        "beginRefreshing", "start a refresh from code (target: header or footer)", receiver: .component(defaultRole: nil),
        perform: { context, _ in context.callable?.beginRefreshing() })

    /// With `ifRefreshing` the app checks `isRefreshing` first (the fix in "Jerky scrolling with
    /// UIRefreshControl", benscheirman.com 2017).
    public static let endRefreshing = AppCallKind(
        "endRefreshing", "end it (ifRefreshing: only when one is showing)",
        options: [.key(.ifRefreshing)],
        receiver: .component(defaultRole: nil),
        perform: { context, options in
            if options[.ifRefreshing], context.strategy?.currentState.isRefreshing != true { return }
            context.callable?.endRefreshing()
        })

    /// The footer's end: MJ `endRefreshing`, ES `stopLoadingMore`, SV `stopAnimating`.
    public static let endLoadingMore = AppCallKind(
        "endLoadingMore", "end the footer's load-more", receiver: .component(defaultRole: .footer),
        perform: { context, _ in context.callable?.endRefreshing() })

    public static let endRefreshingWithNoMoreData = AppCallKind(
        "endRefreshingWithNoMoreData", "end the footer with no more data", receiver: .component(defaultRole: .footer),
        perform: { context, _ in context.callable?.endRefreshingWithNoMoreData() })

    public static let resetNoMoreData = AppCallKind(
        "resetNoMoreData", "let the footer load again", receiver: .component(defaultRole: .footer),
        perform: { context, _ in context.callable?.resetNoMoreData() })

    /// `reloadData()`: the content height the data source now gives; `noMoreData` also tells the
    /// footer there is no more (`endRefreshingWithNoMoreData`). With content as rows, `rows` more
    /// items at the end, every height forgotten (`ListView.reloadData`).
    public static let reloadData = AppCallKind(
        "reloadData",
        "new content height (contentHeight or heightChange; with content.rows: `rows` added at the end); noMoreData: true ends the footer too",
        options: [
            .key(.newContentHeight), .key(.heightChange), .key(.noMoreData), .key(.reloadAddedRows),
        ],
        receiver: .scrollView,
        checkContent: { options, rows in
            if options[.newContentHeight] != nil, options[.heightChange] != nil {
                return (["heightChange"], "give contentHeight or heightChange, not both")
            }
            if rows, options[.newContentHeight] != nil || options[.heightChange] != nil {
                return (
                    ["contentHeight", "heightChange"], "with content.rows the rows make the height: give `rows`, the rows added at the end"
                )
            }
            if !rows, options[.reloadAddedRows] > 0 {
                return (["rows"], "adds rows to content.rows; this content is one height: give contentHeight or heightChange")
            }
            return nil
        },
        perform: { context, options in
            if let rows = context.rows {
                rows.addItems(options[.reloadAddedRows], at: .end)
                rows.reload(keepsPosition: false)
            } else {
                let scrollView = context.scrollView
                let height = ContentHeightChange(options).applied(to: scrollView.contentSize.height)
                scrollView.contentSize = Size(width: scrollView.contentSize.width, height: height)
            }
            if options[.noMoreData] { (context.footer as? AppCallable)?.endRefreshingWithNoMoreData() }
        })

    public static let setContentOffset = AppCallKind(
        "setContentOffset", "scroll to y, animated or not",
        options: [
            .key(.y), .key(.animated),
        ],
        receiver: .scrollView,
        perform: { context, options in
            context.scrollView.setContentOffset(Point(x: 0, y: options[.y]), animated: options[.animated])
        })
}

extension OptionKey where Value == Bool {
    public static var ifRefreshing: Self { .bool("ifRefreshing", default: false, "Only when a refresh is showing.") }
    public static var noMoreData: Self { .bool("noMoreData", default: false, "Also end the footer with no more data.") }
    public static var animated: Self { .bool("animated", default: false, "Animated (0.3 s) or at once.") }
}

extension OptionKey where Value == Int {
    static var reloadAddedRows: Self {
        .integer("rows", in: ScenarioLimits.rowCount, default: 0, "With content.rows: rows the data source gained at the end.")
    }
}

extension OptionKey where Value == Double? {
    public static var newContentHeight: Self {
        .optionalNumber("contentHeight", in: ScenarioLimits.contentHeight, "The new content height (pt).")
    }
    public static var heightChange: Self {
        .optionalNumber("heightChange", in: ScenarioLimits.heightChange, "Points of rows added (or removed).")
    }
}

extension OptionKey where Value == Double {
    public static var y: Self { .number("y", in: ScenarioLimits.actionOffset, default: 0, required: true, "contentOffset.y to set.") }
}
