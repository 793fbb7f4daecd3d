import RefreshSim

/// `Timer` on the simulated clock. Foundation's `Timer` fires on the wall clock through a run loop
/// the simulator never turns, and a type of the same name here would be ambiguous, so
/// `refreshsim port` renames `Timer` to `SimulatedTimer`, with the same initializers (a selector
/// becomes a closure that holds the target weakly; the timer itself holds `target` strongly until
/// it is invalidated, as Foundation's does). Fires on the simulated main queue.
open class SimulatedTimer: NSObject {
    public let timeInterval: TimeInterval
    public let repeats: Bool
    public let userInfo: Any?
    open var tolerance: TimeInterval = 0
    public private(set) var fireDate: Date
    private var target: AnyObject?
    private var block: ((SimulatedTimer) -> Void)?
    private var scheduled = false

    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (SimulatedTimer) -> Void) {
        timeInterval = interval
        self.repeats = repeats
        userInfo = nil
        self.block = block
        fireDate = Date(timeIntervalSinceReferenceDate: SimulatedTime.now().seconds + interval)
        super.init()
    }

    public init(
        timeInterval interval: TimeInterval, target: Any, action: @escaping (SimulatedTimer) -> Void,
        userInfo: Any?, repeats: Bool
    ) {
        timeInterval = interval
        self.repeats = repeats
        self.userInfo = userInfo
        self.target = target as AnyObject
        block = action
        fireDate = Date(timeIntervalSinceReferenceDate: SimulatedTime.now().seconds + interval)
        super.init()
    }

    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (SimulatedTimer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        fireDate = date
    }

    @discardableResult
    open class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping (SimulatedTimer) -> Void
    ) -> SimulatedTimer {
        let timer = SimulatedTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    @discardableResult
    open class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, action: @escaping (SimulatedTimer) -> Void,
        userInfo: Any?, repeats: Bool
    ) -> SimulatedTimer {
        let timer = SimulatedTimer(timeInterval: interval, target: target, action: action, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }

    open var isValid: Bool { block != nil }

    open func invalidate() {
        block = nil
        target = nil
    }

    /// Fires now; a one-shot timer is then invalidated, as Foundation's is.
    open func fire() {
        guard let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    func schedule() {
        guard !scheduled, let queue = UIKitEnvironment.current?.host.main else { return }
        scheduled = true
        arm(on: queue)
    }

    private func arm(on queue: MainQueue) {
        // The block holds the timer, as a run loop holds a scheduled timer until it is invalidated.
        queue.asyncAfter(deadline: fireDate.timeIntervalSinceReferenceDate) { [self] in
            guard self.isValid else { return }
            if self.repeats {
                // Foundation clamps a repeating interval to at least 0.1 ms.
                self.fireDate = self.fireDate.addingTimeInterval(max(self.timeInterval, 0.0001))
                self.block?(self)
                if self.isValid { self.arm(on: queue) }
            } else {
                self.fire()
            }
        }
    }
}

extension RunLoop {
    /// Schedules a simulated timer (made with an initializer rather than `scheduledTimer`).
    public func add(_ timer: SimulatedTimer, forMode mode: RunLoop.Mode) {
        timer.schedule()
    }
}

extension DispatchSource {
    /// `DispatchSource.makeTimerSource(flags:queue:)` on the simulated clock (`refreshsim port`
    /// writes this, and `SimulatedTimerSource` for `DispatchSourceTimer`).
    public static func makeSimulatedTimerSource(flags: DispatchSource.TimerFlags = [], queue: SimulatedQueue? = nil) -> SimulatedTimerSource
    {
        SimulatedTimerSource()
    }

    public static func makeSimulatedTimerSource(flags: DispatchSource.TimerFlags = [], queue: DispatchQueue?) -> SimulatedTimerSource {
        SimulatedTimerSource()
    }
}

/// A Dispatch timer source on the simulated main queue: `schedule(deadline:repeating:)`,
/// `setEventHandler`, `resume`, `suspend`, `cancel`. Like Dispatch's, it starts suspended.
public final class SimulatedTimerSource {
    private var deadline = SimulatedTime.distantFuture
    private var interval: Double = .infinity
    private var handler: (() -> Void)?
    private var cancelHandler: (() -> Void)?
    private var suspensions = 1
    private var generation = 0
    public private(set) var isCancelled = false

    init() {}

    public func schedule(deadline: SimulatedTime, repeating interval: Double = .infinity, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.deadline = deadline
        self.interval = interval
        rearm()
    }

    public func schedule(deadline: SimulatedTime, repeating interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .nanoseconds(0))
    {
        schedule(deadline: deadline, repeating: interval.simulatedSeconds, leeway: leeway)
    }

    public func setEventHandler(handler: (() -> Void)?) { self.handler = handler }
    public func setEventHandler(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?) {
        self.handler = handler
    }
    public func setCancelHandler(handler: (() -> Void)?) { cancelHandler = handler }

    public func resume() {
        suspensions = max(suspensions - 1, 0)
        rearm()
    }

    public func suspend() {
        suspensions += 1
        generation += 1
    }

    public func activate() { resume() }

    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        generation += 1
        handler = nil
        let done = cancelHandler
        cancelHandler = nil
        done.map { UIKitEnvironment.current?.host.main.async(execute: $0) }
    }

    private func rearm() {
        generation += 1
        guard suspensions == 0, !isCancelled, deadline.seconds.isFinite, let queue = UIKitEnvironment.current?.host.main else { return }
        let armed = generation
        // A resumed source stays alive until cancelled, as Dispatch keeps it.
        queue.asyncAfter(deadline: deadline.seconds) { [self] in
            guard self.generation == armed, !self.isCancelled else { return }
            self.handler?()
            if self.interval.isFinite, self.interval > 0, !self.isCancelled, self.generation == armed {
                self.deadline = self.deadline + self.interval
                self.rearm()
            } else {
                self.deadline = .distantFuture
            }
        }
    }
}
