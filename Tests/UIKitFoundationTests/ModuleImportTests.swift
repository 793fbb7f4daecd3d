#if os(Linux)
    // This file imports what DGElasticPullToRefresh's extension and constants files import, and not
    // UIKit: `ObjectiveC` and `CoreGraphics` must bring what such files use of them.
    import CoreGraphics
    import Foundation
    import ObjectiveC
    import Testing

    struct ModuleImportTests {
        private static var key = "observers"

        @Test func objectiveCsAssociatedObjectsAndCoreGraphicsTypesResolve() {
            let owner = NSObject()
            objc_setAssociatedObject(owner, &Self.key, ["a": owner], objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect((objc_getAssociatedObject(owner, &Self.key) as? [String: NSObject])?["a"] === owner)
            objc_removeAssociatedObjects(owner)
            let height: CGFloat = 70.0
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: height))
            #expect(!path.isEmpty && CGColor(gray: 0.5, alpha: 1).alpha == 1 && CGAffineTransform(scaleX: 2, y: 2).a == 2)
        }
    }
#endif
