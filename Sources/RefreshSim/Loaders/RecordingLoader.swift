/// The loader as the strategy sees it (`host.loader`): every load it asks for is recorded as a
/// refresh action (`refreshStart`), and its result coming back as `refreshEnd`, so a strategy
/// needs no instrumentation. A web view records its own reloads the same way (`requestRecorder`).
final class RecordingLoader: Loader {
    let base: any Loader
    private let runtime: Runtime
    /// The component whose loads these are, when the host serves one of a header and a footer.
    private let component: RefreshComponent?

    init(_ base: any Loader, runtime: Runtime, component: RefreshComponent? = nil) {
        self.base = base
        self.runtime = runtime
        self.component = component
    }

    var phase: LoaderPhase { base.phase }

    func load(completion: @escaping (LoadResult) -> Void) {
        if base.recordsItsOwnRequests {
            base.load(completion: completion)
            return
        }
        let component = runtime.recordLoadRequest(for: self.component)
        base.load { [runtime] result in
            runtime.recordLoadReturn(component)
            completion(result)
        }
    }
}
