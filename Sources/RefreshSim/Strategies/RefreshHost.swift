/// The world a strategy lives in: one screen with a scroll view, the main queue, the app's loader
/// and, for web strategies, the web view that owns the scroll view.
public final class RefreshHost {
    public let runtime: Runtime
    public let scrollView: ScrollView
    /// The app's loader. Loads asked of it are recorded as the strategy's refresh actions
    /// (`refreshStart` when asked, `refreshEnd` when the result comes back).
    public let loader: any Loader
    /// Set for web scenarios; it is also behind `loader`. Its reloads are recorded the same way.
    public let webView: WebView?
    /// `UIScreen.main.bounds`: the seeds use it where they mean the scroll view.
    public let screenBounds: Size

    /// - Parameter component: with a header and a footer each on a host of its own, the component
    ///   whose loads this host's loader records.
    public init(
        runtime: Runtime, scrollView: ScrollView, loader: any Loader, webView: WebView?, screenBounds: Size,
        component: RefreshComponent? = nil
    ) {
        self.runtime = runtime
        self.scrollView = scrollView
        self.loader = RecordingLoader(loader, runtime: runtime, component: component)
        self.webView = webView
        self.screenBounds = screenBounds
        webView?.requestRecorder = runtime
    }

    /// `DispatchQueue.main`.
    public var main: MainQueue { runtime.main }

    /// The seeds' `delay(_:_:)` helper: `DispatchQueue.main.asyncAfter(deadline: .now() + s)`.
    public func delay(_ seconds: Double, _ done: @escaping () -> Void) {
        main.asyncAfter(seconds: seconds, execute: done)
    }

    /// The visible part of a header of `height` sitting just above the content.
    public func headerVisibleHeight(height: Double) -> Double {
        let pull = -scrollView.presentedOffset - scrollView.safeAreaInsets.top
        return min(max(pull, 0), height)
    }

    /// The visible part of a footer of `height` whose top is at `top` in content coordinates.
    public func footerVisibleHeight(top: Double, height: Double) -> Double {
        let screenBottom = scrollView.presentedOffset + scrollView.bounds.height
        return min(max(screenBottom - top, 0), height)
    }
}
