/// cjrefresh's `enum RefreshState` (seed 003).
enum CJRefreshState: String {
    case idle
    case pulling
    case refreshing
}
