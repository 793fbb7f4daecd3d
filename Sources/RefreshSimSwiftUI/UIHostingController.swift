import RefreshSim

/// A SwiftUI root view in a UIKit screen, as apps host one: run it as any UIKit controller is run
/// (`UIKitStrategy(host:indicator:state:phase:make:)` with `make` returning the hosting controller).
///
/// Loading its view evaluates the body (`ViewHost`): the first `List` or `ScrollView` becomes the
/// scenario's scroll view, its rows the engine's list. `viewDidAppear` runs the actions of the
/// views around the list (`.onAppear`, `.task`); the list's layout passes run the rows'.
open class UIHostingController<Content: View>: UIViewController {
    /// The root view; setting it evaluates the body again.
    public var rootView: Content {
        didSet { host.graph.invalidate() }
    }
    let host: ViewHost

    public init(rootView: Content) {
        self.rootView = rootView
        host = ViewHost()
        super.init(nibName: nil, bundle: nil)
        host.resolveRoot = { [unowned self] resolution in resolution.resolve(self.rootView) }
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not available in the stand-in: make a hosting controller with init(rootView:)")
    }

    open override func loadView() {
        view = host.makeView()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        host.update()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        host.appear()
    }

    /// The scroll view the root's `List` or `ScrollView` is (the scenario's), once there is one.
    public var scrollView: UIScrollView? { host.scrollView }
}

/// Runs `body` and animates the list updates the state changes in it cause (SwiftUI's
/// transaction): the rows move over UIKit's 0.3 s row animation (`ListView.rowAnimationDuration`).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    reportNotSimulated("withAnimation(_:_:)")
    ViewHost.animating += animation == nil ? 0 : 1
    defer { ViewHost.animating -= animation == nil ? 0 : 1 }
    return try body()
}
