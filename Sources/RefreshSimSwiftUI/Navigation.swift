/// A navigation container around the list: its bar is the scenario's (`device.navigationBar`:
/// the insets the list's content starts under), so its content is resolved as if it were the root.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.resolve(root) }
}

/// The same before iOS 16.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) { resolution.resolve(content) }
}

/// A list's section: its rows are laid out in the list's one run of rows, and its header and
/// footer are not laid out (the run reports it).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let content: Content
    let hasHeaderOrFooter: Bool

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        hasHeaderOrFooter = true
    }

    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        if hasHeaderOrFooter {
            resolution.note("a List's Section: its rows join the list's one section; its header and footer are not laid out")
        }
        resolution.descend("Section") { $0.resolve(content) }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        hasHeaderOrFooter = false
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}
