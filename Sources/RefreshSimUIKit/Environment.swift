import Foundation
import RefreshSim

/// The simulated screen that UIKit's singletons stand for while pasted code runs: `UIScreen.main`,
/// `DispatchQueue.main`, `UIView.animate` and the first `UIScrollView`/`WKWebView` created all
/// refer to the host of the run in progress.
///
/// UIKit's singletons are static, so this is ambient: `UIKitStrategy` installs its host for the
/// current thread when it builds the controller, and it stays until the next run on that thread
/// installs another. A run is built and simulated on one thread (the CLI runs several scenarios
/// at once, each on its own thread), so concurrent runs never see each other's host.
public final class UIKitEnvironment {
    public let host: RefreshHost
    /// Lines the pasted code `print`ed, in order, kept out of the tool's own output.
    public private(set) var console: [String] = []
    /// Whether the host's scroll view (or web view) has been handed to a `UIScrollView` yet.
    var claimedScrollView = false
    var claimedWebView = false

    init(host: RefreshHost) {
        self.host = host
    }

    func log(_ line: String) { console.append(line) }

    private static let key = "RefreshSimUIKit.environment"

    /// The environment of the run on this thread, if one has been installed.
    public static var current: UIKitEnvironment? {
        Thread.current.threadDictionary[key] as? UIKitEnvironment
    }

    static func install(_ environment: UIKitEnvironment) {
        Thread.current.threadDictionary[key] = environment
    }

    /// A scroll view for code that runs with no simulation at all (a unit test building a view).
    static func detachedScrollView(height: Double) -> ScrollView {
        ScrollView(runtime: current?.host.runtime ?? Runtime(frameRate: 60),
                   bounds: Size(width: 320, height: height), safeAreaInsets: .zero,
                   contentSize: Size(width: 320, height: 0))
    }
}

/// `print` from pasted code goes to the run's console (`UIKitEnvironment.console`), not to the
/// tool's standard output, which carries reports and CSV. Outside a run it prints as usual.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator)
    if let environment = UIKitEnvironment.current {
        environment.log(line)
    } else {
        Swift.print(line, terminator: terminator)
    }
}
