import Foundation

/// NSDiffableDataSourceSnapshot: sections of items, each identified by a hashable value, as a
/// diffable data source applies them. Items are unique across the snapshot, as UIKit requires.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    struct Section: Sendable {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    private(set) var sections: [Section] = []
    /// Items marked by `reloadItems`/`reconfigureItems` since the snapshot was taken.
    private(set) var reloadedItems: Set<ItemIdentifierType> = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { Section(identifier: $0, items: []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType) {
        guard let index = indexOfSection(before) else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType) {
        guard let index = indexOfSection(after) else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    /// Into `section`, or the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        insert(identifiers, at: before, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        insert(identifiers, at: after, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at item: ItemIdentifierType, offset: Int) {
        for section in sections.indices {
            if let index = sections[section].items.firstIndex(of: item) {
                sections[section].items.insert(contentsOf: identifiers, at: index + offset)
                return
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for section in sections.indices { sections[section].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers)
    }

    /// iOS 15: the cell is configured again in place; here, as `reloadItems` (the row is measured again).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in sections where identifiers.contains(section.identifier) { reloadedItems.formUnion(section.items) }
    }

    /// The same snapshot without its reload marks (what `snapshot()` hands back after an apply).
    var applied: Self {
        var copy = self
        copy.reloadedItems = []
        return copy
    }
}
