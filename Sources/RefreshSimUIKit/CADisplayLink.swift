import RefreshSim

/// CADisplayLink on the simulated display: once added to a run loop, its action runs at the start
/// of every frame (every `frameRate / preferredFramesPerSecond` frames when that is set), before
/// the frame's physics, with `timestamp` that frame's time. Like UIKit's, it holds its target
/// strongly until `invalidate()`; `refreshsim port` turns `CADisplayLink(target:selector:)` into
/// `CADisplayLink(target:action:)` with a closure that holds it weakly.
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private var action: ((CADisplayLink) -> Void)?
    private var scheduled = false
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 0

    public init(target: Any, action: @escaping (CADisplayLink) -> Void) {
        self.target = target as AnyObject
        self.action = action
        super.init()
    }

    public convenience init(action: @escaping (CADisplayLink) -> Void) {
        self.init(target: NSNull(), action: action)
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !scheduled, action != nil, let environment = UIKitEnvironment.current else { return }
        scheduled = true
        scheduleNext(after: environment.host.runtime)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    open func invalidate() {
        action = nil
        target = nil
    }

    private func scheduleNext(after runtime: Runtime) {
        let step = preferredFramesPerSecond > 0 ? max(1, Int((runtime.frameRate / Double(preferredFramesPerSecond)).rounded())) : 1
        let frame = runtime.frame + step
        // The block holds the link, as the run loop it was added to does until `invalidate()`.
        runtime.main.asyncAfter(deadline: Double(frame) / runtime.frameRate) { [self] in
            guard let action = self.action else { return }
            self.duration = 1 / runtime.frameRate
            self.timestamp = runtime.now
            self.targetTimestamp = runtime.now + self.duration
            if !self.isPaused { action(self) }
            self.scheduleNext(after: runtime)
        }
    }
}
