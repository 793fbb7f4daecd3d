/// Common iPhones, for `"device": "iPhone 15 Pro"` (or `{"model": …}` with bars and overrides).
///
/// Sources: screen sizes in points and scales from Apple's Human Interface Guidelines, "Layout",
/// device screen table; status bar heights from the resting offsets in
/// `reference/uikit-scroll-model.md` ("Geometry": −64 on iPhone 8/SE, −88 on iPhone X, −91 on
/// iPhone 12–14, −103 on iPhone 14 Pro, each with a 44 pt navigation bar; a large title adds 52);
/// the home indicator's 34 pt and the tab bar's 49 pt from the same HIG page; 120 Hz on the
/// ProMotion models (Apple's technical specifications; the reference's "Frames" section).
/// The scroll view fills the screen, as a table view in a navigation controller does.
public struct DevicePreset: Sendable, Equatable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    /// The status bar: the top safe area with no navigation bar.
    public var statusBar: Double
    /// The home indicator: the bottom safe area with no tab bar.
    public var homeIndicator: Double
    public var refreshRate: Double

    public static let navigationBarHeight = 44.0
    /// A large title's extra height over a standard navigation bar.
    public static let largeTitleExtra = 52.0
    public static let tabBarHeight = 49.0

    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone SE", width: 375, height: 667, scale: 2, statusBar: 20, homeIndicator: 0, refreshRate: 60),
        DevicePreset(name: "iPhone X", width: 375, height: 812, scale: 3, statusBar: 44, homeIndicator: 34, refreshRate: 60),
        DevicePreset(name: "iPhone 14", width: 390, height: 844, scale: 3, statusBar: 47, homeIndicator: 34, refreshRate: 60),
        DevicePreset(name: "iPhone 14 Pro", width: 393, height: 852, scale: 3, statusBar: 59, homeIndicator: 34, refreshRate: 120),
        DevicePreset(name: "iPhone 15", width: 393, height: 852, scale: 3, statusBar: 59, homeIndicator: 34, refreshRate: 60),
        DevicePreset(name: "iPhone 15 Pro", width: 393, height: 852, scale: 3, statusBar: 59, homeIndicator: 34, refreshRate: 120),
        DevicePreset(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, statusBar: 59, homeIndicator: 34, refreshRate: 120),
    ]

    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name }
    }

    /// What sits above the content.
    public enum NavigationBar: String, Sendable, Equatable, CaseIterable {
        case none
        case standard
        case largeTitle
    }

    /// The device with its bars: the top inset is the status bar plus the navigation bar (a large
    /// title is a taller one), the bottom inset the home indicator plus a tab bar.
    public func device(navigationBar: NavigationBar = .standard, tabBar: Bool = false) -> Device {
        let bar =
            switch navigationBar {
            case .none: 0.0
            case .standard: Self.navigationBarHeight
            case .largeTitle: Self.navigationBarHeight + Self.largeTitleExtra
            }
        return Device(
            viewportHeight: height, viewportWidth: width, topInset: statusBar + bar,
            bottomInset: homeIndicator + (tabBar ? Self.tabBarHeight : 0), screenScale: scale,
            model: name)
    }
}
