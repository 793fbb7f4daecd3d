import RefreshSim
@_exported import RefreshSimCombine
import UIKit

// Its own module, not UIKit's: swift-snapshot-testing imports any module named UIKit it can find,
// and OpenCombine's C helper module is not on its search path.

/// `DispatchQueue.main` as a Combine scheduler, on the simulated clock: `.debounce(for:
/// .milliseconds(300), scheduler: DispatchQueue.simulatedMain)` and `.receive(on:
/// DispatchQueue.simulatedMain)` run on the run's main queue (`SimulatedScheduler`).
extension SimulatedQueue: Scheduler {
    public typealias SchedulerTimeType = SimulatedSchedulerTime
    public typealias SchedulerOptions = Never

    private var scheduler: SimulatedScheduler? {
        UIKitEnvironment.current.map { SimulatedScheduler(queue: $0.host.main) }
    }

    public var now: SimulatedSchedulerTime { SimulatedSchedulerTime(seconds: SimulatedTime.now().seconds) }

    public var minimumTolerance: SimulatedSchedulerTime.Stride { .zero }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        scheduler?.schedule(options: nil, action)
    }

    public func schedule(
        after date: SimulatedSchedulerTime, tolerance: SimulatedSchedulerTime.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) {
        scheduler?.schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    public func schedule(
        after date: SimulatedSchedulerTime, interval: SimulatedSchedulerTime.Stride,
        tolerance: SimulatedSchedulerTime.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        scheduler?.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
            ?? AnyCancellable {}
    }
}
