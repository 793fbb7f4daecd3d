import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing
import UIKit

/// Foundation and the stand-in together, as real iOS files import them: Foundation's types are the
/// ones UIKit uses, so nothing is ambiguous.
struct FoundationSideBySideTests {
    /// Observes a scroll view by name, with a context of its own, as refresh libraries do.
    final class Header: UIView {
        static var context = 0
        var offsets: [CGFloat] = []
        var foreign = 0

        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {
            guard context == &Header.context else {
                foreign += 1
                return
            }
            if keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint { offsets.append(offset.y) }
        }
    }

    @Test func foundationTypesAreTheOnesUIKitUses() throws {
        let width: CGFloat = 320
        let frame = CGRect(x: 0, y: -54, width: width, height: 54)
        let view = UIView(frame: frame)
        #expect(view.frame.maxY == 0)
        let object: NSObject = view
        #expect(object is UIResponder)
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path == IndexPath(indexes: [1, 3]))
        #expect(IndexPath(item: 2, section: 0).item == 2)
        let url = try #require(URL(string: "https://example.com/feed"))
        #expect(URLRequest(url: url).url == url)
        let error: Error = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        #expect((error as NSError).code == -999)
        // Dispatch's own main queue is there too; ported code uses the simulated one.
        let queue: DispatchQueue = DispatchQueue.main
        #expect(queue.label == DispatchQueue.main.label)
        let double: Double = width
        #expect(double == 320)
    }

    @Test func aTransformRotatesAndComposes() {
        let half = CGAffineTransform(rotationAngle: .pi)
        let point = CGPoint(x: 1, y: 0).applying(half)
        #expect(abs(point.x + 1) < 1e-12 && abs(point.y) < 1e-12)
        #expect(CGAffineTransform.identity.isIdentity)
        let moved = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 7, y: 2))
    }

    @Test func stringKeyedObservationCarriesItsContext() throws {
        let scenario = try ScenarioDecoder.decode(
            #"{"name": "s", "duration": 1, "content": {"height": 2000}, "gestures": [{"at": 0.1, "distance": 80, "duration": 0.3}]}"#,
            fileName: "s.json")
        var header: Header?
        var other = 0
        _ = Simulator(scenario: scenario) { host in
            UIKitStrategy(host: host, indicator: .header(height: 54), state: { _ in "idle" }, phase: { _ in .idle }) { () -> UIScrollView in
                let scrollView = UIScrollView(frame: UIScreen.main.bounds)
                let made = Header(frame: .zero)
                scrollView.addObserver(made, forKeyPath: "contentOffset", options: .new, context: &Header.context)
                scrollView.addObserver(made, forKeyPath: "contentOffset", options: .new, context: &other)
                scrollView.removeObserver(made, forKeyPath: "contentOffset", context: &other)
                header = made
                return scrollView
            }
        }.run()
        let seen = try #require(header)
        #expect(seen.offsets.contains { $0 < -20 }, "\(seen.offsets.prefix(5)) \(seen.offsets.count)")
        #expect(seen.foreign == 0, "the observation removed by its context still delivered")
    }
}
