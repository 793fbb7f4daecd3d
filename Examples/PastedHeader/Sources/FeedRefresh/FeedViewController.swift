import UIKit

// Pasted from the app (Feed/FeedViewController.swift); only `refreshsim port`'s edit differs
// (`DispatchQueue.main` → `DispatchQueue.simulatedMain`).

class FeedViewController: UITableViewController {
    var items: [String] = []
    /// The network call; the app injects its API client here.
    var fetchLatest: ((@escaping ([String]) -> Void) -> Void)?
    private(set) var header: FeedHeader!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        header = FeedHeader(scrollView: tableView)
        header.refreshingBlock = { [weak self] in self?.refresh() }
    }

    private func refresh() {
        fetchLatest? { [weak self] items in
            self?.items = items
            self?.tableView.reloadData()
            self?.header.endRefreshing()
        }
        // A safety net added after a hung request: never spin for more than 2 s.
        DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + 2) { [weak self] in
            guard let self, self.header.state == .refreshing else { return }
            self.header.endRefreshing()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
