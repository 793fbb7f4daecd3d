import UIKit

class BadExampleViewController: UIViewController {

    let webview = WKWebView()
    let refreshControl = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()

        webview.frame = view.frame
        view.addSubview(webview)

        webview.scrollView.refreshControl = refreshControl
        refreshControl.addTarget(self, action: self.didPullToRefresh(sender:), for: .valueChanged)

        webview.load(URLRequest(url: URL(string: "https://www.apple.com/")!))
    }

    func didPullToRefresh(sender: UIRefreshControl) {
        refreshControl.endRefreshing()
        webview.reload()
    }
}
