//
//  UIScrollView+PullKit.swift
//  PullKit
//

import UIKit

private var headerKey: UInt8 = 0
private var footerKey: UInt8 = 0

public extension UIScrollView {
    /// The header added by `pk_addPullToRefresh`, kept on the scroll view itself.
    var pk_header: PullKitHeader? {
        get { objc_getAssociatedObject(self, &headerKey) as? PullKitHeader }
        set {
            pk_header?.removeFromSuperview()
            objc_setAssociatedObject(self, &headerKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if let header = newValue { insertSubview(header, at: 0) }
        }
    }

    var pk_footer: PullKitFooter? {
        get { objc_getAssociatedObject(self, &footerKey) as? PullKitFooter }
        set {
            pk_footer?.removeFromSuperview()
            objc_setAssociatedObject(self, &footerKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if let footer = newValue { addSubview(footer) }
        }
    }

    @discardableResult
    func pk_addPullToRefresh(height: CGFloat = 60, handler: @escaping () -> Void) -> PullKitHeader {
        let header = PullKitHeader(frame: CGRect(x: 0, y: -height, width: bounds.width, height: height))
        header.trigger = height
        header.handler = handler
        pk_header = header
        return header
    }

    @discardableResult
    func pk_addInfiniteScrolling(height: CGFloat = 50, handler: @escaping () -> Void) -> PullKitFooter {
        let footer = PullKitFooter(frame: CGRect(x: 0, y: contentSize.height, width: bounds.width, height: height))
        footer.handler = handler
        pk_footer = footer
        return footer
    }

    func pk_stopPullToRefresh() {
        pk_header?.endRefreshing()
    }

    func pk_stopLoadingMore(noMoreData: Bool = false) {
        if noMoreData {
            pk_footer?.endRefreshingWithNoMoreData()
        } else {
            pk_footer?.endRefreshing()
        }
    }
}
