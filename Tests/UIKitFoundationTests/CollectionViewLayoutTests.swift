import Foundation
import RefreshSim
import Testing
@testable import UIKit

/// What refresh code reads of a collection view's layout to pick its axis, and the report when a
/// run asks for the horizontal one.
struct CollectionViewLayoutTests {
    /// KRPullLoader's own expression for the axis it watches.
    @MainActor static func direction(of view: UIView?) -> UICollectionView.ScrollDirection {
        ((view as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection ?? .vertical
    }

    @Test @MainActor func aFlowLayoutScrollsVerticallyUnlessTold() {
        #expect(UICollectionView.ScrollDirection.vertical.rawValue == 0 && UICollectionViewScrollDirection.horizontal.rawValue == 1)
        let layout = UICollectionViewFlowLayout()
        #expect(layout.scrollDirection == .vertical)
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
        #expect(Self.direction(of: list) == .vertical)
        layout.scrollDirection = .horizontal
        #expect(Self.direction(of: list) == .horizontal)
        #expect(Self.direction(of: UIScrollView()) == .vertical)
    }

    @Test @MainActor func aCompositionalConfigurationIsCopiedInAndOut() {
        let layout = UICollectionViewCompositionalLayout(configuration: .init())
        let read = layout.configuration
        read.scrollDirection = .horizontal
        #expect(layout.configuration.scrollDirection == .vertical)
        layout.configuration = read
        read.interSectionSpacing = 8
        #expect(layout.configuration.scrollDirection == .horizontal && layout.configuration.interSectionSpacing == 0)
    }

    @Test func aHorizontalLayoutInARunIsReportedAsNotSimulated() throws {
        let (_, _, timeline) = try simulate { () -> UICollectionView in
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = .vertical
            flow.scrollDirection = .horizontal
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            _ = UICollectionViewCompositionalLayout(configuration: configuration)
            return UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: flow)
        }
        #expect(
            timeline.notSimulated.map(\.what) == [
                .horizontalScrolling(api: "UICollectionViewFlowLayout.scrollDirection"),
                .horizontalScrolling(api: "UICollectionViewCompositionalLayout.configuration.scrollDirection"),
            ])
    }
}
