/// Runs the stand-in's main-actor code from the simulator's callbacks (a strategy read, a scroll
/// view change, a main-queue block), handing it `value`. The simulator calls back on the run's one
/// thread, which stands for the main thread: the run's tasks run there too (RefreshSim's
/// `SimulatedExecutor`), so the code is on the main actor as far as the run can tell. The compiler
/// cannot see that, and outside a run (a unit test building a view) there is no main actor to
/// check against, so nothing is checked, as in `MainActor.assumeIsolated` without its check.
func onMainActor<Value, Result>(_ value: Value, _ body: @MainActor (Value) throws -> Result) rethrows -> Result {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: ((Value) throws -> Result).self)(value)
    }
}
