import RefreshSim

/// A scrolling list: the scenario's scroll view, its rows the engine's list (`content.rows`,
/// style `swiftUIList`): a row's `.onAppear` runs as the list shows it.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        resolution.container(.list) { $0.resolve(content) }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// The scenario's scroll view; its content is a lazy stack's (or a stack's) rows.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        if axes.contains(.horizontal) { reportNotSimulated("ScrollView.init(_:showsIndicators:content:)") }
    }

    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        resolution.container(.scrollView) { $0.resolve(content) }
    }
}

/// One view per element of a collection, each known by its id: in a list, one row each, which
/// keeps its place, its state and its `.onAppear` bookkeeping while its id does.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    public let content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public var body: Never { primitiveBody }
    func resolve(into resolution: inout ViewResolution) {
        var seen: Set<ID> = []
        for element in data {
            let identity = id(element)
            guard seen.insert(identity).inserted else {
                // SwiftUI logs that the ID "occurs multiple times within the collection, this will
                // give undefined results".
                resolution.note(
                    .api(
                        "ForEach",
                        why:
                            "an id occurs more than once in its data: SwiftUI's rows are then undefined; the stand-in keeps the first row of each id"
                    ))
                continue
            }
            resolution.descend(identity) { $0.resolve(content(element)) }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range: its elements are the ids.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
