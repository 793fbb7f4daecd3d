import RefreshSim

extension UICollectionView {
    /// `UICollectionView.ScrollDirection`, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

/// The layout a collection view was made with. Items are not laid out here: the content's height
/// is the scenario's, as a table view's is.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
}

/// A flow layout. `scrollDirection` is what refresh code reads to pick the axis it watches
/// (`.vertical` by default, as in UIKit); the simulated scroll view moves vertically only, so
/// setting `.horizontal` during a run is reported (`NotSimulated.horizontalScrolling`).
///
/// With content as rows it lays one item per row (a list): `itemSize` (UIKit's default 50 × 50)
/// or the delegate's `sizeForItemAt` gives each height, unless `estimatedItemSize` is set (self-
/// sizing items, measured as the scenario's rows say). Each section is UIKit's one-column flow:
/// its header (`headerReferenceSize`), `sectionInset.top`, the rows with `minimumLineSpacing`
/// (UIKit's default 10) between successive rows and none after the last, `sectionInset.bottom`,
/// its footer (`footerReferenceSize`); the delegate's per-section forms win. Apple: line spacing
/// "is not applied to the space between the header and the first line or between the last line
/// and the footer" (`minimumLineSpacing`); section insets set "the distance from the last line to
/// the footer view" (`sectionInset`). Whether an empty section keeps its insets is not
/// documented: here it does. Several items to a row are laid out one per row, and reported.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize` for `estimatedItemSize`: estimated at 44 pt here
    /// (UIKit's figure is not documented).
    public static let automaticSize = CGSize(width: CGFloat(automaticDimensionValue), height: CGFloat(automaticDimensionValue))

    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { reportHorizontal(scrollDirection, api: "UICollectionViewFlowLayout.scrollDirection") }
    }
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
}

/// A compositional layout's `configuration`. Its section initialisers belong with the list layout
/// (issue 37); a library reads the configuration through a cast of `collectionViewLayout`.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Copied on the way in and out, as UIKit's is: changing a configuration read from a layout
    /// does not change the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            reportHorizontal(newValue.scrollDirection, api: "UICollectionViewCompositionalLayout.configuration.scrollDirection")
        }
    }
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    var listConfiguration: UICollectionLayoutListConfiguration?

    init(configuration: UICollectionViewCompositionalLayoutConfiguration = .init()) {
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
        reportHorizontal(configuration.scrollDirection, api: "UICollectionViewCompositionalLayout.configuration.scrollDirection")
    }
}

extension UICollectionViewCompositionalLayout {
    /// A list layout (iOS 14): self-sizing rows, one per row, estimated at 44 pt (the list cell's
    /// default height; Apple documents no estimate), no spacing.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout()
        layout.listConfiguration = configuration
        return layout
    }

    /// The estimate of a list layout's rows; nil for another layout.
    var listEstimate: Double? { listConfiguration == nil ? nil : automaticEstimate }
}

/// UICollectionLayoutListConfiguration: a list layout's appearance (nothing is drawn).
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public var appearance: Appearance
    public var showsSeparators = true

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var interSectionSpacing: CGFloat = 0

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        (copy.scrollDirection, copy.interSectionSpacing) = (scrollDirection, interSectionSpacing)
        return copy
    }
}

private func reportHorizontal(_ direction: UICollectionView.ScrollDirection, api: String) {
    guard direction == .horizontal else { return }
    UIKitEnvironment.current?.notSimulated(.horizontalScrolling(api: api))
}
