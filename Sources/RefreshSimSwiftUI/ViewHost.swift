import RefreshSim

/// What a hosting controller does with its root view: evaluates it (`ViewResolution`) when loaded
/// and at each layout pass after its state changed, keeps the list's rows in step
/// (`HostedList`), runs the appearance actions of the views around the list, and installs the
/// refresh control `.refreshable` asks for.
@MainActor
final class ViewHost {
    let graph = ViewGraph()
    var resolveRoot: (inout ViewResolution) -> Void = { _ in }
    private(set) var scrollView: UIScrollView?
    private(set) var list: HostedList?
    private weak var view: HostingView?
    private var containerPath: ViewPath?
    private var outside: [ViewPath: ViewActions] = [:]
    private var outsideTasks = RunningTasks<ViewPath>()
    private var hasAppeared = false
    private var refresh: RefreshBridge?
    /// `withAnimation` blocks running.
    static var animating = 0

    init() {
        graph.onInvalidate = { [weak self] in
            guard let self else { return }
            if Self.animating > 0 { list?.animatesNextUpdate = true }
            view?.setNeedsLayout()
        }
    }

    func makeView() -> UIView {
        let view = HostingView(frame: UIScreen.main.bounds)
        view.host = self
        self.view = view
        return view
    }

    /// Evaluates the body if its state changed since the last evaluation (the layout pass).
    func updateIfNeeded() {
        if graph.isInvalid { update() }
    }

    /// Evaluates the body and brings the list, the refresh control and the actions around the
    /// list in step with it.
    func update() {
        // `@Observable` models: the properties the body reads are tracked, and the first change to
        // one marks the graph, as a `@Published` property's does.
        let weakGraph = UncheckedBox(WeakGraph(graph: graph))
        let resolution = graph.evaluate {
            withObservationTracking {
                var resolution = ViewResolution(graph: graph)
                resolveRoot(&resolution)
                return resolution
            } onChange: {
                MainActor.assumeIsolatedOnRunThread { weakGraph.value.graph?.invalidate() }
            }
        }
        for note in resolution.notes { UIKitEnvironment.current?.notSimulatedOnce(note) }
        updateContainer(resolution.container, outsideViews: resolution.outsideViews)
        updateOutside(resolution.outsideActions)
    }

    private func updateContainer(_ container: ResolvedContainer?, outsideViews: [String]) {
        guard let container else {
            if containerPath != nil { leaveContainer() }
            reportLayout("the body shows no List or ScrollView: the scenario's scroll view stands empty")
            return
        }
        if let path = containerPath, path != container.path { leaveContainer() }
        if !outsideViews.isEmpty {
            reportLayout(
                "views beside the \(container.kind.name) (\(outsideViews.joined(separator: ", "))) are not laid out: the list has the whole screen"
            )
        }
        if scrollView == nil {
            let scrollView = UIScrollView(frame: UIScreen.main.bounds)
            view?.addSubview(scrollView)
            self.scrollView = scrollView
        }
        guard let scrollView else { return }
        if containerPath == nil {
            list = HostedList(scrollView: scrollView.simulated, kind: container.kind)
            containerPath = container.path
        }
        if let list {
            list.update(to: container)
        } else if container.rows.contains(where: { !$0.actions.isEmpty }) {
            reportLayout(
                "content is one height (content.height): the \(container.kind.name)'s rows are not laid out and their .onAppear, .onDisappear and .task never run; give content.rows"
            )
        }
        if let action = container.refresh {
            if refresh == nil { refresh = RefreshBridge(scrollView: scrollView) }
            refresh?.action = action
        }
    }

    /// The container left the tree (another took its place): its rows disappear, and a refresh
    /// running from it is cancelled, as SwiftUI cancels the action's task.
    private func leaveContainer() {
        list?.tearDown()
        list = nil
        containerPath = nil
        refresh?.cancel()
    }

    /// The screen appeared: the views around the list appear.
    func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        for (path, actions) in outside.sorted(by: { $0.key.order < $1.key.order }) { start(actions, at: path) }
    }

    private func updateOutside(_ actions: [ViewPath: ViewActions]) {
        let before = outside
        outside = actions
        guard hasAppeared else { return }
        for (path, old) in before where actions[path] == nil {
            outsideTasks.cancel(path)
            for action in old.disappear { action() }
        }
        for (path, new) in actions.sorted(by: { $0.key.order < $1.key.order }) {
            if before[path] == nil { start(new, at: path) } else { outsideTasks.update(new.tasks, for: path) }
        }
    }

    private func start(_ actions: ViewActions, at path: ViewPath) {
        for action in actions.appear { action() }
        outsideTasks.start(actions.tasks, for: path)
    }
}

extension ViewPath {
    /// Top to bottom, as the views are written: a stable order for actions of views outside the list.
    var order: String { components.map { "\($0)" }.joined(separator: "/") }
}

/// The hosting controller's view: its layout pass evaluates the body again after a state change.
final class HostingView: UIView {
    weak var host: ViewHost?

    override func layoutSubviews() {
        super.layoutSubviews()
        MainActor.assumeIsolatedOnRunThread { host?.updateIfNeeded() }
    }
}

/// `.refreshable`'s UIRefreshControl: its firing starts the action as a task; it ends refreshing
/// when the action returns, or when the list leaves the tree (the task is cancelled).
@MainActor
final class RefreshBridge {
    let control = UIRefreshControl()
    var action: (@Sendable () async -> Void)?
    private var running: Task<Void, Never>?
    private var number = 0

    init(scrollView: UIScrollView) {
        scrollView.refreshControl = control
        control.addAction(UIAction { [unowned self] _ in start() }, for: .valueChanged)
    }

    private func start() {
        guard let action else { return }
        number += 1
        let current = number
        let bridge = UncheckedBox(self)
        running = Task {
            await action()
            MainActor.assumeIsolatedOnRunThread { bridge.value.finished(current) }
        }
    }

    private func finished(_ task: Int) {
        guard task == number, running != nil else { return }
        running = nil
        control.endRefreshing()
    }

    func cancel() {
        guard let running else { return }
        running.cancel()
        self.running = nil
        control.endRefreshing()
    }
}

/// The graph, for an observation that may outlive it.
struct WeakGraph {
    weak var graph: ViewGraph?
}

/// A main-actor object carried into a task that runs on the run's thread.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
