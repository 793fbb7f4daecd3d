import UIKit

class GoodExampleViewController: UIViewController {

    let webview = WKWebView()
    let refreshControl = UIRefreshControl()

    var isRefreshingByPull = false

    override func viewDidLoad() {
        super.viewDidLoad()

        webview.frame = view.frame
        view.addSubview(webview)

        webview.scrollView.delegate = self
        webview.navigationDelegate = self

        webview.scrollView.refreshControl = refreshControl
        refreshControl.addTarget(self, action: self.didStartPullRefresh(sender:), for: .valueChanged)

        webview.load(URLRequest(url: URL(string: "https://www.apple.com/")!))
   }

    func didStartPullRefresh(sender: UIRefreshControl) {
        isRefreshingByPull = true
        refreshControl.beginRefreshing()// UIRefreshControlのアニメーションを開始
    }

    func didEndDraggingToPullRefresh() {
        webview.reload()// ユーザーが指を離したらリロード
    }

    func didEndLoadToPullRefresh() {
        refreshControl.endRefreshing()// UIRefreshControlのアニメーションを終了
        isRefreshingByPull = false
    }
}

extension GoodExampleViewController: WKNavigationDelegate {

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        if isRefreshingByPull {
            didEndLoadToPullRefresh()
        }
    }
}

extension GoodExampleViewController: UIScrollViewDelegate {

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if isRefreshingByPull {
            didEndDraggingToPullRefresh()
        }
    }
}
