#if canImport(Combine)
    @_exported import Combine
#else
    @_exported import OpenCombine
#endif
import RefreshSim

/// A Combine `Scheduler` on a run's simulated main queue: `now` is the scenario's time and every
/// action runs on the queue at its simulated deadline, so `.debounce`, `.throttle`, `.delay` and
/// `.receive(on:)` in refresh code take simulated time and run the same way every run. Apple's
/// Combine on a Mac, OpenCombine elsewhere (both re-exported). The stand-in's
/// `DispatchQueue.simulatedMain` is one too.
public struct SimulatedScheduler: Scheduler {
    public typealias SchedulerOptions = Never

    private let queue: MainQueue

    public init(queue: MainQueue) {
        self.queue = queue
    }

    public var now: SimulatedSchedulerTime { SimulatedSchedulerTime(seconds: queue.now()) }

    public var minimumTolerance: SimulatedSchedulerTime.Stride { .zero }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        queue.async(execute: action)
    }

    public func schedule(
        after date: SimulatedSchedulerTime, tolerance: SimulatedSchedulerTime.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) {
        queue.asyncAfter(deadline: date.seconds, execute: action)
    }

    public func schedule(
        after date: SimulatedSchedulerTime, interval: SimulatedSchedulerTime.Stride,
        tolerance: SimulatedSchedulerTime.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let repetition = Repetition()
        func arm(_ deadline: Double) {
            queue.asyncAfter(deadline: deadline) {
                guard !repetition.cancelled else { return }
                action()
                arm(deadline + max(interval.seconds, 0.0001))
            }
        }
        arm(date.seconds)
        return AnyCancellable { repetition.cancelled = true }
    }

    private final class Repetition {
        var cancelled = false
    }
}
