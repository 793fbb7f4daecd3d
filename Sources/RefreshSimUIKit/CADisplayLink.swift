import RefreshSim

/// CADisplayLink on the simulated display: once added to a run loop, its action runs at the vsync
/// that begins every frame (every `frameRate / preferredFramesPerSecond` frames when that is set),
/// before the main queue's blocks and the frame's physics. As Apple documents them, `timestamp` is
/// when the last frame reached the screen and `targetTimestamp` when the frame being prepared is
/// due; while the main thread is too busy to begin frames the link does not fire, and the next
/// tick's `timestamp` is the last frame that did reach the screen. Like UIKit's, it holds its
/// target strongly until `invalidate()`; `refreshsim port` turns
/// `CADisplayLink(target:selector:)` into `CADisplayLink(target:action:)` with a closure that holds
/// it weakly.
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
        let runtime = environment.host.runtime
        let first = runtime.frame + 1
        // The run loop holds the link until `invalidate()`, as the handler holds it here.
        runtime.onFrameStart { [self] in
            guard let action = self.action else { return false }
            let step = preferredFramesPerSecond > 0 ? max(1, Int((runtime.frameRate / Double(preferredFramesPerSecond)).rounded())) : 1
            guard runtime.frame >= first, (runtime.frame - first) % step == 0 else { return true }
            self.duration = 1 / runtime.frameRate
            self.timestamp = Double(max(runtime.lastCommittedFrame, 0)) / runtime.frameRate
            self.targetTimestamp = Double(runtime.frame) / runtime.frameRate
            if !self.isPaused { action(self) }
            return true
        }
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    open func invalidate() {
        action = nil
        target = nil
    }
}
