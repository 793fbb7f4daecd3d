/// The legend under every run on the review page: what the names on the pictures mean for
/// someone who does not write UIKit. Event names are UIKit's (and WebKit's); state words are each
/// strategy's own, from the seeds and the libraries, shown as they are in the code.
enum ReviewWords {
    static let legend: [(word: String, meaning: String)] = [
        ("touchDown / touchUp", "finger on the screen / finger lifted"),
        ("willBeginDragging", "the list starts following the finger"),
        ("willEndDragging · didEndDragging", "finger lifted: the list is let go (UIKit's scrollViewDidEndDragging)"),
        ("willBeginDecelerating · didEndDecelerating", "the list glides on after the flick / the glide stops"),
        ("decelerationCaught · decelerationStopped", "a finger caught the gliding list / the glide was stopped"),
        ("didEndScrollingAnimation", "an animated scroll (started by the app) finished"),
        ("contentOffsetSet · contentOffsetAdjusted", "the app moved the list / UIKit moved it to keep it in bounds"),
        ("contentInsetSet", "the app changed the space kept above or below the list (where a spinner sits)"),
        ("contentSizeChanged", "the list got longer or shorter (rows added or removed)"),
        ("valueChanged", "the pull-to-refresh control fired: a refresh was asked for"),
        ("beginRefreshing · endRefreshing", "spinner shown / spinner hidden"),
        ("refreshStart · refreshEnd", "a refresh (or load-more) began / its result came back"),
        ("loadStart · loadEnd", "a page load began / finished"),
        ("didFailProvisionalNavigation · didFail", "a web page load failed before / after it started arriving"),
        ("stateChanged", "the refresh control switched to another of its own state words"),
        ("appCall", "the app's own code ran (a call the scenario scripts)"),
        ("idle", "a strategy's word for its resting state: it says the control is not refreshing, even while the list is pulled"),
        ("pulling · triggered · releaseToRefresh", "being pulled / pulled far enough: letting go now refreshes"),
        ("refreshing · loading", "the spinner is shown and a load is under way"),
        ("noMoreData", "a footer's word: nothing more to load"),
        ("pull distance (pt)", "how far the list is pulled past its resting place, down for a header and up for a footer; the chart's second axis is UIKit's own number for the same position (contentOffset.y)"),
    ]
}
