import Foundation
import Testing
import UIKit
import WebKit

/// The delegate protocols are `@MainActor` as the iOS SDK declares them
/// (`@MainActor public protocol UITableViewDelegate : UIScrollViewDelegate`, and
/// `WKNavigationDelegate` since iOS 15): code written against them in the Swift 6 language mode
/// compiles against the stand-in as it does against UIKit. What a protocol extension declares
/// takes the protocol's isolation, so each probe below reports it.
@MainActor struct MainActorDelegateTests {
    final class Adopter: NSObject, UITableViewDelegate, UICollectionViewDelegateFlowLayout, UIApplicationDelegate,
        WKNavigationDelegate
    {}

    @Test func eachDelegateProtocolIsMainActorIsolated() {
        let adopter = Adopter()
        let isolations: [String: (any Actor)?] = [
            "UIScrollViewDelegate": adopter.scrollViewIsolation(), "UITableViewDelegate": adopter.tableIsolation(),
            "UICollectionViewDelegate": adopter.collectionIsolation(),
            "UICollectionViewDelegateFlowLayout": adopter.flowLayoutIsolation(),
            "UIApplicationDelegate": adopter.applicationIsolation(),
            "WKNavigationDelegate": adopter.navigationIsolation(),
        ]
        #expect(isolations.filter { $0.value !== MainActor.shared }.keys.sorted() == [])
    }
}

extension UIScrollViewDelegate { fileprivate func scrollViewIsolation() -> (any Actor)? { #isolation } }
extension UITableViewDelegate { fileprivate func tableIsolation() -> (any Actor)? { #isolation } }
extension UICollectionViewDelegate { fileprivate func collectionIsolation() -> (any Actor)? { #isolation } }
extension UICollectionViewDelegateFlowLayout { fileprivate func flowLayoutIsolation() -> (any Actor)? { #isolation } }
extension UIApplicationDelegate { fileprivate func applicationIsolation() -> (any Actor)? { #isolation } }
extension WKNavigationDelegate { fileprivate func navigationIsolation() -> (any Actor)? { #isolation } }
