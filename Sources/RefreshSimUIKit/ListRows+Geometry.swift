import Foundation
import RefreshSim

extension ListRows {
    // Each reads `list.layout` once: at -Onone (the tests' build) every read of the property copies
    // the whole layout (retaining each of its arrays), and the law checks ask for every row's rect
    // at every frame.

    /// An element's rectangle in the content, as the layout believes it now: a row never laid out
    /// at its estimate, as UIKit's `rectForRow(at:)` answers for a row off screen.
    func rect(ofElement element: Int?) -> CGRect? {
        rect(ofElement: element, in: list.layout)
    }

    func rect(ofRowAt indexPath: IndexPath) -> CGRect? {
        let layout = list.layout
        return rect(ofElement: layout.element(at: indexPath.rowPath), in: layout)
    }

    private func rect(ofElement element: Int?, in layout: ListLayout) -> CGRect? {
        guard let element else { return nil }
        return CGRect(
            x: 0, y: layout.top(ofElement: element), width: list.scrollView.bounds.width, height: layout.height(ofElement: element))
    }

    /// A section's span, header to footer.
    func rect(ofSection section: Int) -> CGRect? {
        let layout = list.layout
        guard let elements = layout.elements(inSection: section) else { return nil }
        let top = elements.isEmpty ? sectionTop(section, in: layout) : layout.top(ofElement: elements.lowerBound)
        let bottom =
            elements.isEmpty ? top : layout.top(ofElement: elements.upperBound - 1) + layout.height(ofElement: elements.upperBound - 1)
        return CGRect(x: 0, y: top, width: list.scrollView.bounds.width, height: bottom - top)
    }

    /// Where an empty section sits: after the last element of the sections before it.
    private func sectionTop(_ section: Int, in layout: ListLayout) -> Double {
        for earlier in stride(from: section - 1, through: 0, by: -1) {
            if let elements = layout.elements(inSection: earlier), let last = elements.last {
                return layout.top(ofElement: last) + layout.height(ofElement: last)
            }
        }
        return layout.leading
    }
}

/// Where the table lays its rows, headers and footers out, in its content's coordinates: the
/// engine's list's believed geometry (a row never laid out sits at its estimate, as in UIKit).
/// With content of one height rows are only counted, and these are reported and answer `.zero`.
extension UITableView {
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        geometry("UITableView.rectForRow(at:)") { $0.rect(ofRowAt: indexPath) }
    }

    public func rect(forSection section: Int) -> CGRect {
        geometry("UITableView.rect(forSection:)") { $0.rect(ofSection: section) }
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        geometry("UITableView.rectForHeader(inSection:)") { $0.rect(ofElement: $0.list.layout.headerElement(inSection: section)) }
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        geometry("UITableView.rectForFooter(inSection:)") { $0.rect(ofElement: $0.list.layout.footerElement(inSection: section)) }
    }

    private func geometry(_ api: String, _ answer: (ListRows) -> CGRect?) -> CGRect {
        guard let rows else {
            reportNoRows(api)
            return .zero
        }
        return answer(rows) ?? .zero
    }
}

/// Geometry asked of a list whose content is one height (`content.height`): no row is laid out.
private func reportNoRows(_ api: String) {
    UIKitEnvironment.current?.notSimulatedOnce(
        .layoutNotSimulated("\(api) with content of one height: rows are counted, not laid out (content.rows lays them out)"))
}

/// UICollectionViewLayoutAttributes: where an item sits (its frame in the content).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect
    open var indexPath: IndexPath
    open var size: CGSize { frame.size }
    open var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        super.init()
    }
}

extension UICollectionView {
    /// The item's frame as the engine's list believes it (estimated until laid out); nil with
    /// content of one height (reported) or for an item that is not there.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let rows else {
            reportNoRows("UICollectionView.layoutAttributesForItem(at:)")
            return nil
        }
        guard let frame = rows.rect(ofRowAt: indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}
