import Foundation
import Testing
import UIKit

private var headerKey: UInt8 = 0
private var weakKey: UInt8 = 0

/// Associated objects, as a library hangs its header on a scroll view from an extension.
@Suite struct AssociatedObjectTests {
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
