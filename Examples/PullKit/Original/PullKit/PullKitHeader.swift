//
//  PullKitHeader.swift
//  PullKit
//

import UIKit

/// The pull-to-refresh header: an arrow that turns when a release would refresh, a spinner and a
/// label while refreshing, held in view by the scroll view's top inset.
open class PullKitHeader: PullKitComponent {
    public let arrow = UIImageView(image: UIImage(named: "pullkit_arrow", in: Bundle(for: PullKitHeader.self), compatibleWith: nil))
    public let indicator = UIActivityIndicatorView(style: .medium)
    public let titleLabel = UILabel()
    private var pulse: CADisplayLink?
    private var pulseStarted: CFTimeInterval = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = UIFont.systemFont(ofSize: 14)
        titleLabel.textColor = UIColor(white: 0.4, alpha: 1)
        titleLabel.textAlignment = .center
        addSubview(arrow)
        addSubview(indicator)
        addSubview(titleLabel)
        updateTitle()
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.sizeToFit()
        titleLabel.center = CGPoint(x: bounds.midX, y: bounds.midY)
        arrow.center = CGPoint(x: titleLabel.frame.minX - 20, y: bounds.midY)
        indicator.center = arrow.center
    }

    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        frame.origin.y = -frame.height
    }

    // MARK: Following the finger

    open override func contentOffsetDidChange(_ scrollView: UIScrollView) {
        guard state != .refreshing else { return }
        let pulled = -(scrollView.contentOffset.y + insetBeforeRefreshing.top)
        if scrollView.isDragging {
            state = pulled >= trigger ? .pulling : .idle
        } else if state == .pulling {
            beginRefreshing()
        }
    }

    open override func didChangeState(from old: PullKitState, to new: PullKitState) {
        updateTitle()
        switch new {
        case .idle:
            stopPulse()
            indicator.stopAnimating()
            arrow.isHidden = false
            UIView.animate(withDuration: 0.2) {
                self.arrow.transform = .identity
            }
            if old == .refreshing { collapse() }
        case .pulling:
            UIView.animate(withDuration: 0.2) {
                self.arrow.transform = CGAffineTransform(rotationAngle: .pi)
            }
        case .refreshing:
            arrow.isHidden = true
            indicator.startAnimating()
            startPulse()
            expand()
        case .noMoreData:
            break
        }
    }

    private func updateTitle() {
        switch state {
        case .idle: titleLabel.text = "Pull to refresh"
        case .pulling: titleLabel.text = "Release to refresh"
        case .refreshing: titleLabel.text = "Loading..."
        case .noMoreData: titleLabel.text = nil
        }
        accessibilityLabel = titleLabel.text
    }

    // MARK: Holding the header in view

    private func expand() {
        guard let scrollView = scrollView else { return }
        var inset = insetBeforeRefreshing
        inset.top += frame.height
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            scrollView.contentInset = inset
            scrollView.contentOffset.y = -inset.top
        }, completion: { _ in
            self.handler?()
        })
    }

    private func collapse() {
        guard let scrollView = scrollView else { return }
        UIView.animate(withDuration: 0.3) {
            scrollView.contentInset = self.insetBeforeRefreshing
        }
    }

    /// Shows "Done" for a beat, so the user sees the refresh finish, then collapses.
    open override func endRefreshing() {
        guard state == .refreshing else { return }
        titleLabel.text = "Done"
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            super.endRefreshing()
        }
    }

    // MARK: The spinner's pulse, frame by frame

    private func startPulse() {
        pulseStarted = CACurrentMediaTime()
        pulse = CADisplayLink(target: self, selector: #selector(pulseTick(_:)))
        pulse?.add(to: .main, forMode: .common)
    }

    private func stopPulse() {
        pulse?.invalidate()
        pulse = nil
        indicator.alpha = 1
    }

    @objc private func pulseTick(_ link: CADisplayLink) {
        let phase = (link.timestamp - pulseStarted) * 2 * .pi
        indicator.alpha = CGFloat(0.65 + 0.35 * cos(phase))
    }
}
