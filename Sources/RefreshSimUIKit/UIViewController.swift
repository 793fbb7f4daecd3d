/// UIViewController: `view` loads on first use and `viewDidLoad` runs then, as in UIKit.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    public internal(set) weak var navigationController: UINavigationController?

    public override init() {
        super.init()
    }

    public init(nibName: String?, bundle: Any?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Its view's superview, as UIKit's responder chain runs.
    open override var next: UIResponder? { loadedView?.superview }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        loadedView?.viewController = self
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
}

/// UITableViewController: its view is a table whose data source and delegate it is. It declares
/// the scroll view callbacks so that subclasses `override` them, as seed 003 does.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    open var tableView: UITableView!
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    public init(style: UITableView.Style) {
        super.init()
        tableView = UITableView(frame: UIScreen.main.bounds, style: style)
        tableView.dataSource = self
        tableView.delegate = self
    }

    public convenience override init() {
        self.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
        tableView.dataSource = self
        tableView.delegate = self
    }

    open override func loadView() {
        view = tableView
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// UINavigationController: a stack of controllers under a 44 pt bar. The scenario's `topInset`
/// is where the bar sits on screen (the safe area); the bar here only answers its frame.
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
    public private(set) var viewControllers: [UIViewController] = []

    public override init() {
        super.init()
    }

    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes and, once this controller's view is loaded, loads the pushed controller's view.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        if isViewLoaded { viewController.loadViewIfNeeded() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        topViewController?.loadViewIfNeeded()
    }
}

/// The scenario's navigation bar is in its safe area; its height is the device's. UIKit's bars
/// are translucent unless told not to be, and the simulated one always covers the content.
open class UINavigationBar: UIView {
    open var isTranslucent = true {
        didSet { if !isTranslucent { reportNotSimulated("UINavigationBar.isTranslucent") } }
    }
    open var prefersLargeTitles = false
}

/// A tab bar controller, for code that reads `tabBarController?.tabBar`: the scenario's tab bar is
/// in its safe area, and no controller of the stand-in is in one, so `tabBarController` is nil.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 49))
    open var viewControllers: [UIViewController]?
}

open class UITabBar: UIView {}

extension UIViewController {
    /// Nil: no controller of the stand-in is in a tab bar controller (the scenario's tab bar is its
    /// safe area), which the run is told when code asks.
    public var tabBarController: UITabBarController? {
        reportNotSimulated("UIViewController.tabBarController")
        return nil
    }
}

/// The app's objects as seed 003 sets them up in `application(_:didFinishLaunchingWithOptions:)`.
open class UIWindow: UIView {
    open var rootViewController: UIViewController?

    open private(set) var isKeyWindow = false

    /// Loads the root controller's view (running its `viewDidLoad`) and puts it in the window.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        guard let view = rootViewController?.view, view.superview == nil else { return }
        addSubview(view)
    }
}

public final class UIApplication: Sendable {
    public static let shared = UIApplication()
    private init() {}

    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

public extension UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}
