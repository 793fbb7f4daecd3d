/// The feedback generators: no haptics here, but each one fired is recorded in the run's
/// `UIKitEnvironment.effects` (`.haptic`), with its time.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    open func prepare() {}

    func fire(_ name: String) {
        UIKitEnvironment.current?.record(.haptic(name))
    }
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { fire("impact(\(style))") }
    open func impactOccurred(intensity: CGFloat) { fire("impact(\(style), \(intensity))") }
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { fire("selection") }
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ type: FeedbackType) { fire("notification(\(type))") }
}
