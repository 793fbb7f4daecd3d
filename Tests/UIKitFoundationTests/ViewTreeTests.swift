import Foundation
import Testing
import UIKit

/// The view tree's callbacks, in UIKit's order, as a header that installs itself uses them.
struct ViewTreeTests {
    final class Logged: UIView {
        var log: [String] = []
        let name: String

        init(_ name: String, log: [String] = []) {
            self.name = name
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { fatalError() }

        override func willMove(toSuperview newSuperview: UIView?) {
            super.willMove(toSuperview: newSuperview)
            log.append("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
        }

        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            log.append("\(name).didMoveToSuperview \(superview == nil ? "nil" : "view")")
        }

        override func willMove(toWindow newWindow: UIWindow?) {
            log.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }

        override func didMoveToWindow() {
            log.append("\(name).didMoveToWindow \(window == nil ? "nil" : "window")")
        }

        override func didAddSubview(_ subview: UIView) {
            log.append("\(name).didAddSubview")
        }

        override func willRemoveSubview(_ subview: UIView) {
            log.append("\(name).willRemoveSubview")
        }
    }

    @Test func addingAndRemovingCallInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let parent = Logged("parent")
        window.addSubview(parent)
        let child = Logged("child")
        let grandchild = Logged("grandchild")
        child.addSubview(grandchild)
        #expect(grandchild.window == nil)

        parent.log = []
        child.log = []
        parent.addSubview(child)
        #expect(
            child.log == [
                "child.willMove(toSuperview: view)", "child.willMove(toWindow: window)",
                "child.didMoveToWindow window", "child.didMoveToSuperview view",
            ])
        #expect(grandchild.log.suffix(2) == ["grandchild.willMove(toWindow: window)", "grandchild.didMoveToWindow window"])
        #expect(parent.log == ["parent.didAddSubview"])
        #expect(grandchild.window === window)

        child.log = []
        parent.log = []
        child.removeFromSuperview()
        #expect(parent.log == ["parent.willRemoveSubview"])
        #expect(
            child.log == [
                "child.willMove(toSuperview: nil)", "child.willMove(toWindow: nil)",
                "child.didMoveToWindow nil", "child.didMoveToSuperview nil",
            ])
        #expect(child.superview == nil && grandchild.window == nil)
    }

    @Test func aViewOutsideAWindowGetsNoWindowCallbacks() {
        let parent = UIView()
        let child = Logged("child")
        parent.addSubview(child)
        #expect(child.log == ["child.willMove(toSuperview: view)", "child.didMoveToSuperview view"])
    }

    @Test func pointsConvertThroughFramesAndScrollOffsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let box = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
        root.addSubview(box)
        #expect(box.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 105))
        #expect(root.convert(CGPoint(x: 15, y: 105), to: box) == CGPoint(x: 5, y: 5))
        #expect(box.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: root).origin == CGPoint(x: 10, y: 100))
    }

    @Test func aScreensViewIsInAWindowDuringARun() throws {
        let (controller, _, _) = try simulate { UITableViewController(style: .plain) }
        #expect(controller.view.window != nil)
        #expect(controller.tableView.window != nil)
    }

    @Test func viewPropertiesAreKept() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.isHidden = true
        view.alpha = 0.5
        view.transform = CGAffineTransform(rotationAngle: .pi)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Pull to refresh"
        view.accessibilityTraits = [.updatesFrequently]
        #expect(view.autoresizingMask.contains(.flexibleWidth))
        #expect(view.isHidden && view.alpha == 0.5 && !view.transform.isIdentity)
        #expect(view.accessibilityLabel == "Pull to refresh" && view.accessibilityTraits.contains(.updatesFrequently))
        view.tag = 7
        let parent = UIView()
        parent.addSubview(view)
        #expect(parent.viewWithTag(7) === view)
    }
}
