//
//  PullKitComponent.swift
//  PullKit: a small pull-to-refresh library, written for refreshsim's suite in the style of the
//  published Swift libraries (a header and a footer hung on any scroll view from an extension).
//

import UIKit
import Foundation

@objc public enum PullKitState: Int {
    case idle
    case pulling
    case refreshing
    case noMoreData

    public var name: String {
        switch self {
        case .idle: return "idle"
        case .pulling: return "pulling"
        case .refreshing: return "refreshing"
        case .noMoreData: return "noMoreData"
        }
    }
}

/// What a header and a footer share: watching the scroll view they are added to (KVO with a
/// context of its own), a state, haptics when a pull arms, and the handler to call.
open class PullKitComponent: UIView {
    public static var observingContext = 0

    open weak var scrollView: UIScrollView?
    open var handler: (() -> Void)?
    /// How far past its edge the user must pull for a release to refresh.
    open var trigger: CGFloat = 60
    open var insetBeforeRefreshing = UIEdgeInsets.zero
    open var lastRefreshed: Date?
    private let feedback = UIImpactFeedbackGenerator(style: .medium)

    open var state: PullKitState = .idle {
        didSet {
            guard state != oldValue else { return }
            if state == .pulling { feedback.impactOccurred() }
            accessibilityValue = state.name
            didChangeState(from: oldValue, to: state)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth]
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityTraits = [.updatesFrequently]
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        stopObserving(scrollView)
    }

    // MARK: Joining a scroll view

    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        stopObserving(scrollView)
        guard let scrollView = newSuperview as? UIScrollView else {
            self.scrollView = nil
            return
        }
        self.scrollView = scrollView
        scrollView.alwaysBounceVertical = true
        insetBeforeRefreshing = scrollView.contentInset
        frame.size.width = scrollView.bounds.width
        startObserving(scrollView)
        feedback.prepare()
    }

    private func startObserving(_ scrollView: UIScrollView) {
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new, .old], context: &PullKitComponent.observingContext)
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentSize), options: [.new], context: &PullKitComponent.observingContext)
    }

    private func stopObserving(_ scrollView: UIScrollView?) {
        scrollView?.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), context: &PullKitComponent.observingContext)
        scrollView?.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentSize), context: &PullKitComponent.observingContext)
    }

    open override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                    change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &PullKitComponent.observingContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        guard let scrollView = scrollView, isUserInteractionEnabled, !isHidden else { return }
        if keyPath == #keyPath(UIScrollView.contentSize) {
            contentSizeDidChange(scrollView)
        } else if keyPath == #keyPath(UIScrollView.contentOffset) {
            contentOffsetDidChange(scrollView)
        }
    }

    // MARK: For subclasses

    open func contentOffsetDidChange(_ scrollView: UIScrollView) {}
    open func contentSizeDidChange(_ scrollView: UIScrollView) {}

    /// Starts a refresh from code, as a pull would.
    @objc open func beginRefreshing() {
        guard state != .refreshing else { return }
        state = .refreshing
    }

    @objc open func endRefreshing() {
        guard state == .refreshing else { return }
        lastRefreshed = Date()
        state = .idle
    }
}

extension PullKitComponent {
    /// Called on every change of state; subclasses override it to animate.
    @objc open func didChangeState(from old: PullKitState, to new: PullKitState) {}
}
