import UIKit

// Pasted from the app (Feed/FeedHeader.swift); only `refreshsim port`'s edit differs
// (`DispatchQueue.main` → `DispatchQueue.simulatedMain`).

enum FeedHeaderState {
    case idle
    case pulling
    case refreshing
}

/// A 54 pt header above the feed, MJRefresh style: it watches the scroll view by KVO, refreshes
/// when released past its height, and holds itself in view with an animated top inset.
class FeedHeader: UIView {
    static let height: CGFloat = 54

    weak var scrollView: UIScrollView?
    var refreshingBlock: (() -> Void)?
    private(set) var state = FeedHeaderState.idle
    private var offsetObservation: NSKeyValueObservation?
    private let label = UILabel()

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(frame: CGRect(x: 0, y: -FeedHeader.height, width: scrollView.frame.width, height: FeedHeader.height))
        addSubview(label)
        scrollView.addSubview(self)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new, .old]) { [weak self] scrollView, change in
            guard let self, let offset = change.newValue else { return }
            self.scrollViewDidChange(offset: offset, scrollView: scrollView)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func scrollViewDidChange(offset: CGPoint, scrollView: UIScrollView) {
        guard state != .refreshing else { return }
        let pulled = -offset.y - scrollView.adjustedContentInset.top
        if scrollView.isDragging {
            state = pulled >= FeedHeader.height ? .pulling : .idle
            label.text = state == .pulling ? "Release to refresh" : "Pull to refresh"
        } else if state == .pulling {
            beginRefreshing()
        }
    }

    func beginRefreshing() {
        state = .refreshing
        label.text = "Loading…"
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveEaseOut],
            animations: {
                self.scrollView?.contentInset.top += FeedHeader.height
            }, completion: nil)
        refreshingBlock?()
    }

    func endRefreshing() {
        DispatchQueue.simulatedMain.async {
            UIView.animate(
                withDuration: 0.4,
                animations: {
                    self.scrollView?.contentInset.top -= FeedHeader.height
                },
                completion: { _ in
                    self.state = .idle
                    self.label.text = "Pull to refresh"
                })
        }
    }
}
