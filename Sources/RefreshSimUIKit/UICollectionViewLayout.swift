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
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { reportHorizontal(scrollDirection, api: "UICollectionViewFlowLayout.scrollDirection") }
    }
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

    init(configuration: UICollectionViewCompositionalLayoutConfiguration = .init()) {
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
        reportHorizontal(configuration.scrollDirection, api: "UICollectionViewCompositionalLayout.configuration.scrollDirection")
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
