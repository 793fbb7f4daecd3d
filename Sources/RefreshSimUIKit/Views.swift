import RefreshSim

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UILabel. Text is not laid out; `sizeThatFits` estimates one line of the font's average glyph
/// width (0.55 em) so code that sizes a label and places an arrow beside it gets stable numbers.
open class UILabel: UIView {
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var textColor: UIColor! = .black
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        reportNotSimulated("UILabel.sizeThatFits(_:)")
        return estimatedSize
    }

    /// An empty label has no size, as UIKit's; otherwise the estimate.
    open override var intrinsicContentSize: CGSize {
        if (text ?? "").isEmpty { return .zero }
        reportNotSimulated("UILabel.intrinsicContentSize")
        return estimatedSize
    }

    private var estimatedSize: CGSize {
        let width = CGFloat((text ?? "").count) * font.pointSize * 0.55
        return CGSize(width: width.rounded(.up), height: font.lineHeight)
    }

    /// A label takes no touches unless told (UIKit's default).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}

/// UIImage: a name and a size. Image files are not read, so a named image (an app's asset or a
/// library's bundled PNG) is an empty image of that name rather than nil. An image made from a
/// `CGImage` (a GIF's frame, decoded by `ImageIO`) has its bitmap and its size in points.
open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public let name: String?
    /// Its size in points; 0 × 0 for an image read from a name, file or data, which is not
    /// decoded (reported when read).
    public var size: CGSize {
        if isUndecoded { reportNotSimulated("UIImage.size") }
        return storedSize
    }
    private let storedSize: CGSize
    /// Made from a name, a file or data, none of which is read.
    private let isUndecoded: Bool
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    public let images: [UIImage]?
    public let duration: TimeInterval
    public let cgImage: CGImage?
    public let imageOrientation: Orientation

    init(
        name: String?, size: CGSize = .zero, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
        images: [UIImage]? = nil, duration: TimeInterval = 0, cgImage: CGImage? = nil, orientation: Orientation = .up,
        undecoded: Bool = false
    ) {
        (self.name, storedSize, self.scale, self.renderingMode, isUndecoded) = (name, size, scale, renderingMode, undecoded)
        (self.images, self.duration, self.cgImage, imageOrientation) = (images, duration, cgImage, orientation)
        super.init()
    }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// Its size in points: the bitmap's over `scale`, width and height swapped for a quarter turn.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let pixels = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        self.init(
            name: nil, size: turned ? CGSize(width: pixels.height, height: pixels.width) : pixels, scale: scale,
            cgImage: cgImage, orientation: orientation)
    }

    public convenience override init() { self.init(name: nil) }
    public convenience init?(named name: String) { self.init(name: name, undecoded: true) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name, undecoded: true)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) { self.init(name: name, undecoded: true) }
    public convenience init?(systemName name: String) { self.init(name: name, undecoded: true) }
    public convenience init?(contentsOfFile path: String) {
        self.init(name: (path as NSString).lastPathComponent, undecoded: true)
    }
    public convenience init?(data: Data) { self.init(name: nil, undecoded: true) }
    public convenience init?(data: Data, scale: CGFloat) { self.init(name: nil, scale: scale, undecoded: true) }

    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(
            name: name, size: storedSize, scale: scale, renderingMode: mode, images: images, duration: duration, cgImage: cgImage,
            orientation: imageOrientation, undecoded: isUndecoded)
    }

    open func withTintColor(_ color: UIColor) -> UIImage { self }

    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        UIImage(
            name: nil, size: images.first?.storedSize ?? .zero, images: images, duration: duration,
            undecoded: images.first?.isUndecoded ?? false)
    }

    open override var description: String { "UIImage(\(name ?? "unnamed"))" }
}

open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    public private(set) var isAnimating = false

    /// An image view takes no touches unless told (UIKit's default).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// UIActivityIndicatorView: `isAnimating`, and hidden while stopped when `hidesWhenStopped`
/// (the default), as UIKit does.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    open var style: Style
    open var color: UIColor! = .gray
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isHidden = true
    }

    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    open var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Its style's side: 20 points, 37 for the large styles (UIKit's).
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

/// `UIScreen.main`: the scenario's device. `bounds` is its viewport (the seeds use it for the
/// scroll view's size), `scale` the pixel grid the simulator rounds offsets to.
public final class UIScreen: NSObject {
    public static var main: UIScreen { UIScreen() }

    public var bounds: CGRect {
        let size = UIKitEnvironment.current?.host.screenBounds ?? Size(width: 320, height: 568)
        return CGRect(origin: .zero, size: CGSize(size))
    }

    public var scale: CGFloat { CGFloat(UIKitEnvironment.current?.host.scrollView.screenScale ?? 2) }
    public var nativeScale: CGFloat { scale }
    public var maximumFramesPerSecond: Int { Int(UIKitEnvironment.current?.host.runtime.frameRate ?? 60) }
}
