import UIKit

/// The much-copied load-more table: self-sizing rows estimated at 80 pt, the next page asked for
/// when the last row is about to show, and the page inserted below the rows with `insertRows` in
/// the load's completion. `guardsInFlightLoad` is the one line that separates the janky version
/// from the fixed one: without it, the last row showing again while its page loads starts the
/// same page twice.
public final class FeedViewController: UITableViewController {
    public private(set) var items: [String] = (0..<20).map { "Post \($0)" }
    public private(set) var isLoading = false
    public private(set) var pagesRequested = 0
    private let api: FeedAPI
    private let guardsInFlightLoad: Bool

    public init(api: FeedAPI, guardsInFlightLoad: Bool) {
        self.api = api
        self.guardsInFlightLoad = guardsInFlightLoad
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("not used")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.textLabel?.numberOfLines = 0
        return cell
    }

    public override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard indexPath.row == items.count - 1 else { return }
        if guardsInFlightLoad, isLoading { return }
        loadNextPage()
    }

    private func loadNextPage() {
        isLoading = true
        pagesRequested += 1
        api.loadPage(after: items.count) { [weak self] page in
            guard let self else { return }
            isLoading = false
            let first = items.count
            items += page
            let paths = (first..<items.count).map { IndexPath(row: $0, section: 0) }
            tableView.insertRows(at: paths, with: .automatic)
        }
    }
}
