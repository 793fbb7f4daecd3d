import Foundation
import Testing
import UIKit

private var headerKey: UInt8 = 0
private var weakKey: UInt8 = 0

/// Associated objects, as a library hangs its header on a scroll view from an extension.
struct AssociatedObjectTests {
    final class Header: UIView {}

    @Test func anExtensionPropertyStoresAndReplacesItsValue() {
        let scrollView = UIScrollView(frame: .zero)
        #expect(objc_getAssociatedObject(scrollView, &headerKey) == nil)
        let first = Header()
        objc_setAssociatedObject(scrollView, &headerKey, first, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(scrollView, &headerKey) as? Header === first)
        let second = Header()
        objc_setAssociatedObject(scrollView, &headerKey, second, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(scrollView, &headerKey) as? Header === second)
        objc_setAssociatedObject(scrollView, &headerKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(scrollView, &headerKey) == nil)
    }

    @Test func aRetainedValueLivesAsLongAsItsOwner() {
        weak var header: Header?
        let scrollView = UIScrollView(frame: .zero)
        do {
            let made = Header()
            header = made
            objc_setAssociatedObject(scrollView, &headerKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(header != nil)
        objc_removeAssociatedObjects(scrollView)
        #expect(header == nil)
    }

    #if !canImport(Darwin)
        @Test func anAssignedValueIsNotRetained() {
            let scrollView = UIScrollView(frame: .zero)
            do {
                let made = Header()
                objc_setAssociatedObject(scrollView, &weakKey, made, .OBJC_ASSOCIATION_ASSIGN)
                #expect(objc_getAssociatedObject(scrollView, &weakKey) != nil)
            }
            #expect(objc_getAssociatedObject(scrollView, &weakKey) == nil)
        }
    #endif

    @Test func valuesAreKeptApartPerObjectAcrossThreads() {
        let count = 400
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let view = UIView()
            let value = "header \(index)"
            objc_setAssociatedObject(view, &headerKey, value, .OBJC_ASSOCIATION_COPY_NONATOMIC)
            for _ in 0..<20 { _ = objc_getAssociatedObject(view, &weakKey) }
            results[index] = objc_getAssociatedObject(view, &headerKey) as? String == value
        }
        #expect(results.allSatisfy { $0 })
    }

    /// A value whose deinit comes back to the table (PullToRefreshKit's and RefreshableKit's
    /// `AttachObject`, hung on a view controller, removes the header's views when it goes) is
    /// released outside the table's lock when a new object reuses its dead owner's identity: it
    /// deadlocked there.
    @Test func aDeadOwnersValueIsReleasedOutsideTheLockWhenItsIdentityIsReused() async {
        final class Owner {}
        final class ComesBack {
            deinit { objc_removeAssociatedObjects(UIView()) }
        }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var reused = 0
            for _ in 0..<200 {
                let id: ObjectIdentifier
                do {
                    let owner = Owner()
                    id = ObjectIdentifier(owner)
                    objc_setAssociatedObject(owner, &headerKey, ComesBack(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }
                let next = Owner()
                if ObjectIdentifier(next) == id { reused += 1 }
                objc_setAssociatedObject(next, &headerKey, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            if reused > 0 { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 20) == .success, "deadlocked, or no identity was reused")
    }

    @Test func aNewObjectNeverSeesADeadOnesValues() {
        for _ in 0..<50 {
            do {
                let view = UIView()
                objc_setAssociatedObject(view, &headerKey, Header(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            let fresh = UIView()
            #expect(objc_getAssociatedObject(fresh, &headerKey) == nil)
        }
    }
}
