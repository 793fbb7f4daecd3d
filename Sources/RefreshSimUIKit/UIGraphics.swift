import RefreshSim

// Drawing: a view's `draw(_:)` runs at the end of the main queue's turn after `setNeedsDisplay()`
// (and once after it is first added to a window), with `UIGraphicsGetCurrentContext()` a context
// of its bounds' size; image contexts and `UIGraphicsImageRenderer` run their blocks the same way.
// On Linux the context records what is drawn (`CGContext.operations`); on a Mac it is a Core
// Graphics bitmap context. Nothing drawn reaches the charts: drawing runs so that code that draws
// runs, in the order and at the times UIKit would run it.

/// The contexts pushed on this thread, innermost last.
private final class ContextStack {
    var contexts: [(context: CGContext, size: CGSize, scale: CGFloat)] = []

    static var current: ContextStack {
        let key = "RefreshSimUIKit.graphicsContexts"
        if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// A context to draw `size` points into at `scale`.
func makeGraphicsContext(size: CGSize, scale: CGFloat) -> CGContext? {
    let width = max(1, Int((size.width * scale).rounded(.up)))
    let height = max(1, Int((size.height * scale).rounded(.up)))
    #if canImport(Darwin)
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        // UIKit's contexts have the origin at the top left.
        context?.translateBy(x: 0, y: CGFloat(height))
        context?.scaleBy(x: scale, y: -scale)
        return context
    #else
        let context = CGContext(width: width, height: height)
        if scale != 1 { context.scaleBy(x: scale, y: scale) }
        return context
    #endif
}

public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.contexts.last?.context }

public func UIGraphicsPushContext(_ context: CGContext) {
    ContextStack.current.contexts.append((context, .zero, 1))
}

public func UIGraphicsPopContext() { _ = ContextStack.current.contexts.popLast() }

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale > 0 ? scale : UIScreen.main.scale
    guard let context = makeGraphicsContext(size: size, scale: resolved) else { return }
    ContextStack.current.contexts.append((context, size, resolved))
}

public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// An image of the current image context's size (with its pixels on a Mac; none on Linux).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = ContextStack.current.contexts.last else { return nil }
    #if canImport(Darwin)
        guard let image = top.context.makeImage() else { return nil }
        return UIImage(cgImage: image, scale: top.scale, orientation: .up)
    #else
        return UIImage(name: nil, size: top.size, scale: top.scale)
    #endif
}

public func UIGraphicsEndImageContext() { UIGraphicsPopContext() }

/// UIGraphicsImageRenderer: runs the block with a context of its size and makes an image of it.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
        super.init()
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, format.opaque, format.scale)
        defer { UIGraphicsEndImageContext() }
        if let context = UIGraphicsGetCurrentContext() { actions(UIGraphicsImageRendererContext(cgContext: context, format: format)) }
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage(name: nil, size: size, scale: format.scale)
    }
}

open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

open class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

extension UIKitEnvironment {
    /// After the layout pass, before the frame is drawn: each view that asked draws itself.
    @MainActor func displayPass() {
        guard !displayRequests.isEmpty else { return }
        let requests = displayRequests
        displayRequests = []
        for request in requests {
            guard let view = request.view, view.needsDisplay else { continue }
            view.needsDisplay = false
            guard view.window != nil, view.bounds.width > 0, view.bounds.height > 0,
                let context = makeGraphicsContext(size: view.bounds.size, scale: 1)
            else { continue }
            UIGraphicsPushContext(context)
            view.draw(view.bounds)
            UIGraphicsPopContext()
        }
    }
}

/// A view that asked to be drawn, held weakly until the pass.
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}

extension UIColor {
    /// The current context's fill and stroke colour (both for `set()`).
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
