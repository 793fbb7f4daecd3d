/// `UIAction` (iOS 14): a closure-based action, added to a control with `addAction(_:for:)`. Its
/// handler runs on the main actor with the action, whose `sender` is the control that sent it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    open var title: String
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public enum State: Int, Sendable { case off, on, mixed }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        // UIKit makes a unique identifier when none is given.
        self.identifier = identifier ?? Identifier(rawValue: "action-\(UIAction.nextNumber)")
        UIAction.nextNumber += 1
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    private static var nextNumber = 1

    func perform(sender: Any) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension UIControl {
    /// Adds `action` for `events`; an action with the same identifier is replaced, as in UIKit.
    public func addAction(_ action: UIAction, for events: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: events)
        actions.append((Weak(nil), events, { [action] sender in action.perform(sender: sender) }, action))
    }

    public func removeAction(_ action: UIAction, for events: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        actions.removeAll { $0.uiAction?.identifier == identifier && !$0.events.isDisjoint(with: events) }
    }

    /// A control whose primary action (`.primaryActionTriggered`) is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        primaryAction.map { addAction($0, for: .primaryActionTriggered) }
    }
}
