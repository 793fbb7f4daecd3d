import Foundation

/// The app's network: one call per page, its completion on the main queue.
public protocol FeedAPI: AnyObject {
    func loadPage(after count: Int, completion: @escaping ([String]) -> Void)
}
