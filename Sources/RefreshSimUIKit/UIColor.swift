/// UIColor: RGBA components (nothing is drawn; code compares and passes colors around).
open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// HSB to RGB as UIKit converts it.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h)
        let f = h - CGFloat(sector)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector % 6]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
        }
    }

    /// A named asset color: not loadable here, so a mid grey (never nil, as an app's catalog is).
    public convenience init?(named name: String) {
        self.init(white: 0.5, alpha: 1)
    }

    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let color = dynamicProvider(UITraitCollection())
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    open var cgColor: CGColor {
        CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [red, green, blue, alpha])!
    }

    open func getRed(
        _ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
        blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        r?.pointee = red
        g?.pointee = green
        b?.pointee = blue
        a?.pointee = alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    open override var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    // System colors in their light-mode values (Apple's Human Interface Guidelines, "Color").
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let systemBackground = UIColor.white
    public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
    public static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
    public static let systemTeal = UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1)
    public static let systemIndigo = UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1)
    public static let systemGray2 = UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1)
    public static let systemGray3 = UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1)
    public static let systemGray4 = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    public static let systemGray5 = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)
    public static let systemGray6 = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let secondarySystemBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
}

/// UITraitCollection: always light mode, regular size classes unspecified.
open class UITraitCollection: NSObject {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    open var userInterfaceStyle: UserInterfaceStyle { .light }
    open var displayScale: CGFloat { UIScreen.main.scale }
    public override init() { super.init() }
}

/// UIFont: a name and a size (text is not laid out; `lineHeight` is Apple's usual 1.19 × size
/// for the system font, close enough for code that sizes a label from it).
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    }

    public let fontName: String
    public let pointSize: CGFloat

    public init?(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
        super.init()
    }

    init(system name: String, size: CGFloat) {
        fontName = name
        pointSize = size
        super.init()
    }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Regular", size: size) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Semibold", size: size) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Italic", size: size) }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: ".SFUI-\(weight.rawValue)", size: size)
    }
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: ".SFUI-Monospaced-\(weight.rawValue)", size: size)
    }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(system: ".SFUI-\(style.rawValue)", size: style == .headline ? 17 : style == .body ? 17 : 12)
    }

    open func withSize(_ size: CGFloat) -> UIFont { UIFont(system: fontName, size: size) }
    open var lineHeight: CGFloat { (pointSize * 1.19).rounded(.up) }
    open override var description: String { "UIFont(\(fontName), \(pointSize))" }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
}
