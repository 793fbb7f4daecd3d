import Foundation
import RefreshSim
import Testing

@testable import UIKit

/// Key-value observing of what the stand-in models, as Foundation delivers it: from any `NSObject`
/// observer, string-keyed and (Linux) key-path forms, nested paths, `.initial`/`.old`/`.new`/
/// `.prior`, in registration order, re-entrant; a path it does not model is reported to the run.
struct KeyValueObservingTests {
    /// Writes down every change it is told of: `frame new … old … prior`.
    final class Log: NSObject {
        var lines: [String] = []
        var onChange: ((String?) -> Void)?

        func record(_ keyPath: String?, _ change: [NSKeyValueChangeKey: Any]?, tag: String) {
            var line = "\(tag) \(keyPath ?? "?")"
            if let new = change?[.newKey] { line += " new \(Self.text(new))" }
            if let old = change?[.oldKey] { line += " old \(Self.text(old))" }
            if change?[.notificationIsPriorKey] as? Bool == true { line += " prior" }
            lines.append(line)
            onChange?(keyPath)
        }

        /// A rect or point as `x y w h`, anything else as Swift prints it.
        static func text(_ value: Any) -> String {
            if let rect = value as? CGRect { return "\(rect.minX) \(rect.minY) \(rect.width) \(rect.height)" }
            if let point = value as? CGPoint { return "\(point.x) \(point.y)" }
            return "\(value)"
        }

        /// Observers are not retained by what they observe (as in Foundation): the log keeps them.
        var observers: [NSObject] = []
        func observer(_ tag: String) -> Observer {
            let made = Observer(tag, self)
            observers.append(made)
            return made
        }
    }

    /// A plain NSObject observer, as Yalantis' `PullToRefresh` is: on Linux it adopts
    /// `KeyValueObserving` (what `refreshsim port` writes for it), on a Mac it overrides NSObject's.
    final class Observer: NSObject {
        let tag: String
        let log: Log
        init(_ tag: String, _ log: Log) {
            self.tag = tag
            self.log = log
        }
        #if canImport(Darwin)
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
            ) {
                log.record(keyPath, change, tag: tag)
            }
        #endif
    }

    @Test @MainActor func aViewsFrameWithEveryOption() {
        let log = Log()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let observer = Observer("a", log)
        view.addObserver(observer, forKeyPath: "frame", options: [.initial, .new, .old, .prior], context: nil)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.center = CGPoint(x: 50, y: 50)  // its own key: the frame's observers are not told
        #expect(
            log.lines == [
                "a frame new 0.0 0.0 10.0 10.0",
                "a frame old 0.0 0.0 10.0 10.0 prior",
                "a frame new 0.0 0.0 20.0 10.0 old 0.0 0.0 10.0 10.0",
            ])
        view.removeObserver(observer, forKeyPath: "frame", context: nil)
        view.frame = .zero
        #expect(log.lines.count == 3)
    }

    /// Two observers hear in the order they registered; one that sets what it observes has the
    /// nested change delivered to both inside its own call, and the second then hears the outer
    /// change with its own values.
    @Test @MainActor func orderAndReentrancyAreFoundations() {
        let log = Log()
        let view = UIView()
        let first = Observer("1", log)
        let second = Observer("2", log)
        view.addObserver(first, forKeyPath: "alpha", options: [.new, .old], context: nil)
        view.addObserver(second, forKeyPath: "alpha", options: [.new, .old], context: nil)
        log.onChange = { _ in if view.alpha == 0.5 { view.alpha = 0.25 } }
        view.alpha = 0.5
        #expect(
            log.lines == [
                "1 alpha new 0.5 old 1.0",
                "1 alpha new 0.25 old 0.5",
                "2 alpha new 0.25 old 0.5",
                "2 alpha new 0.25 old 1.0",
            ])
    }

    /// SwiftPullToRefresh's trigger and PullToRefreshKit's: the pan's `state`, through the scroll
    /// view (`panGestureRecognizer.state`) and on the recognizer itself, in a run.
    @Test func thePansStateIsObservedInARun() throws {
        let log = Log()
        let (scrollView, _, _) = try simulate(duration: 1.5) { () -> UIScrollView in
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            scrollView.addObserver(log.observer("path"), forKeyPath: "panGestureRecognizer.state", options: [.new], context: nil)
            scrollView.panGestureRecognizer.addObserver(log.observer("pan"), forKeyPath: "state", options: [.new, .old], context: nil)
            return scrollView
        }
        let began = UIGestureRecognizer.State.began.rawValue
        let ended = UIGestureRecognizer.State.ended.rawValue
        let possible = UIGestureRecognizer.State.possible.rawValue
        #expect(
            log.lines == [
                "path panGestureRecognizer.state new \(began)", "pan state new \(began) old \(possible)",
                "path panGestureRecognizer.state new \(ended)", "pan state new \(ended) old \(began + 1)",
                "path panGestureRecognizer.state new \(possible)", "pan state new \(possible) old \(ended)",
            ])
        withExtendedLifetime(scrollView) {}
    }

    /// A scroll view's offset moves its bounds: `contentOffset`'s will, `bounds`' will and did,
    /// `contentOffset`'s did, as UIKit's `setContentOffset:` calls `setBounds:`.
    @Test @MainActor func theOffsetMovesTheBounds() {
        let log = Log()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.addObserver(log.observer("o"), forKeyPath: "contentOffset", options: [.prior, .new], context: nil)
        scrollView.addObserver(log.observer("b"), forKeyPath: "bounds", options: [.prior], context: nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(log.lines == ["o contentOffset prior", "b bounds prior", "b bounds", "o contentOffset new 0.0 30.0"])
    }

    @Test func aPathTheStandInDoesNotModelIsReported() throws {
        let log = Log()
        let (_, _, timeline) = try simulate { () -> UILabel in
            let label = UILabel()
            label.addObserver(log.observer("t"), forKeyPath: "text", options: [.new], context: nil)
            label.text = "changed"
            return label
        }
        #expect(log.lines.isEmpty)
        #expect(timeline.notSimulated.map(\.what) == [.observation(keyPath: "text", type: "UILabel")])
    }

    #if !canImport(Darwin)
        /// The key-path form, nested, from the closure-based API KRPullLoader and SwiftPullToRefresh use.
        @Test func theKeyPathFormSeesNestedPathsAndTheirValues() throws {
            var states: [UIGestureRecognizer.State] = []
            var offsets: [CGFloat] = []
            var tokens: [NSKeyValueObservation] = []
            let (scrollView, _, timeline) = try simulate(duration: 1.5) { () -> UITableView in
                let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
                tokens.append(table.observe(\.panGestureRecognizer.state) { table, _ in states.append(table.panGestureRecognizer.state) })
                tokens.append(
                    table.observe(\.contentOffset, options: [.initial, .new]) { _, change in offsets.append(change.newValue?.y ?? .nan) })
                tokens.append(table.observe(\.separatorStyle) { _, _ in })
                return table
            }
            #expect(states == [.began, .ended, .possible])
            #expect(offsets.first == 0 && offsets.min() ?? 0 < -10 && offsets.count > 10)
            #expect(timeline.notSimulated.map(\.what.label) == ["observation UITableView.<SeparatorStyle>"])
            withExtendedLifetime((scrollView, tokens)) {}
        }
    #endif
}

#if !canImport(Darwin)
    extension KeyValueObservingTests.Observer: KeyValueObserving {
        func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {
            log.record(keyPath, change, tag: tag)
        }
    }
#endif
