import Foundation

/// An image in a row: not drawn; the row measures the scenario's height (or its frame's).
public struct Image: View, PrimitiveView {
    public init(_ name: String) {}
    public init(systemName: String) {}
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.leaf("Image", drawn: true) }
}

/// An image loaded from a URL: not loaded; the row measures the scenario's height, which is the
/// place to give the height a row has once its image arrives.
public struct AsyncImage: View, PrimitiveView {
    public init(url: URL?, scale: CGFloat = 1) {}
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.leaf("AsyncImage", drawn: true) }
}

/// A title and an icon.
public struct Label: View, PrimitiveView {
    public init(_ title: String, systemImage: String) {}
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.leaf("Label", drawn: true) }
}

/// A button: its label is part of the row; the scenario's finger drags, and a tap on a SwiftUI
/// view is not delivered, so its action never runs (the run reports the button).
public struct Button<ButtonLabel: View>: View, PrimitiveView {
    let label: ButtonLabel

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> ButtonLabel) {
        self.label = label()
        reportNotSimulated("Button.init(action:label:)")
    }

    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        resolution.leaf("Button", drawn: true) { $0.resolve(label) }
    }
}

extension Button where ButtonLabel == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(title) })
    }
}
