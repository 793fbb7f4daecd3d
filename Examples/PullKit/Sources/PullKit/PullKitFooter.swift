//
//  PullKitFooter.swift
//  PullKit
//

import UIKit

/// The load-more footer: it sits under the content, starts loading once it comes into view, holds
/// itself in view with the bottom inset while loading, and offers a tap to retry.
open class PullKitFooter: PullKitComponent {
    public let indicator = UIActivityIndicatorView(style: .medium)
    public let button = UIButton(type: .system)
    private var loadingSince: Date?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        button.setTitle("Load more", for: .normal)
        button.addTarget(self, action: { [weak self] (sender: Any) in guard let self else { return }; targetAction(self.buttonTapped(_:), sender) }, for: .touchUpInside)
        addSubview(indicator)
        addSubview(button)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func contentSizeDidChange(_ scrollView: UIScrollView) {
        frame.origin.y = scrollView.contentSize.height
    }

    open override func contentOffsetDidChange(_ scrollView: UIScrollView) {
        guard state == .idle, scrollView.contentSize.height > scrollView.bounds.height else { return }
        let visibleBottom = scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
        if visibleBottom > scrollView.contentSize.height + frame.height / 2 {
            beginRefreshing()
        }
    }

    open override func didChangeState(from old: PullKitState, to new: PullKitState) {
        button.isHidden = new != .idle
        switch new {
        case .refreshing:
            loadingSince = Date.simulatedNow()
            indicator.startAnimating()
            if let scrollView = scrollView {
                scrollView.contentInset.bottom = insetBeforeRefreshing.bottom + frame.height
            }
            handler?()
        case .idle, .noMoreData:
            indicator.stopAnimating()
            scrollView?.contentInset.bottom = insetBeforeRefreshing.bottom
        case .pulling:
            break
        }
    }

    /// Ends loading and says there is nothing more: the footer stays, without a spinner.
    open func endRefreshingWithNoMoreData() {
        guard state == .refreshing else { return }
        state = .noMoreData
    }

    func buttonTapped(_ sender: UIButton) {
        beginRefreshing()
    }

    /// How long the current load has taken, for logs.
    open var loadingTime: TimeInterval {
        loadingSince.map { Date.simulatedNow().timeIntervalSince($0) } ?? 0
    }
}
