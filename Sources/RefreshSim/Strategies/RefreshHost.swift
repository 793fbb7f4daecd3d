/// The world a strategy lives in: one screen with a scroll view, the main queue, the app's loader
/// and, for web strategies, the web view that owns the scroll view.
public final class RefreshHost {
    public let runtime: Runtime
    public let scrollView: ScrollView
    public let loader: any Loader
    /// Set for web scenarios; it is also the `loader`.
    public let webView: WebView?
    /// `UIScreen.main.bounds`: the seeds use it where they mean the scroll view.
    public let screenBounds: Size
    /// Which component of a composed strategy this host serves (`header`, `footer`); its events
    /// carry it so analysis and charts can tell the components apart.
    public var component: ComponentRole?

    public init(runtime: Runtime, scrollView: ScrollView, loader: any Loader, webView: WebView?, screenBounds: Size) {
        self.runtime = runtime
        self.scrollView = scrollView
        self.loader = loader
        self.webView = webView
        self.screenBounds = screenBounds
    }

    /// `DispatchQueue.main`.
    public var main: MainQueue { runtime.main }

    /// The seeds' `delay(_:_:)` helper: `DispatchQueue.main.asyncAfter(deadline: .now() + s)`.
    public func delay(_ seconds: Double, _ done: @escaping () -> Void) {
        main.asyncAfter(seconds: seconds, execute: done)
    }

    /// The refresh action starts: a reload or a data request is issued.
    public func recordRefreshStart(_ detail: String) {
        record("refreshStart", ["action": detail])
    }

    /// The indicator is told to go away.
    public func recordRefreshEnd(_ detail: String) {
        record("refreshEnd", ["action": detail])
    }

    public func recordStateChange(from old: String, to new: String) {
        guard old != new else { return }
        record("stateChanged", ["from": old, "to": new])
    }

    /// A strategy event, labelled with the component when there are several.
    public func record(_ name: String, _ attributes: [String: String] = [:]) {
        var attributes = attributes
        if let component { attributes["component"] = component.rawValue }
        runtime.record(name, from: .strategy, attributes)
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
