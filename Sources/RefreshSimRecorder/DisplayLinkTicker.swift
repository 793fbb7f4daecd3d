import Foundation
import UIKit

#if os(iOS)
    import QuartzCore
#endif

/// A display link that calls a closure, holding the recorder weakly, at the screen's maximum
/// rate (on ProMotion screens the system would otherwise lower the rate when little moves, and a
/// slower tick reads as dropped frames).
enum DisplayLinkTicker {
    #if os(iOS)
        static func link(_ tick: @escaping (CADisplayLink) -> Void) -> CADisplayLink {
            let target = Target(tick)
            let link = CADisplayLink(target: target, selector: #selector(Target.tick(_:)))
            let maximum = Float(UIScreen.main.maximumFramesPerSecond)
            if #available(iOS 15.0, *) {
                link.preferredFrameRateRange = CAFrameRateRange(minimum: maximum, maximum: maximum, preferred: maximum)
            } else {
                link.preferredFramesPerSecond = Int(maximum)
            }
            return link
        }

        /// The link's target: UIKit's display link calls a selector.
        private final class Target: NSObject {
            let body: (CADisplayLink) -> Void
            init(_ body: @escaping (CADisplayLink) -> Void) { self.body = body }
            @objc func tick(_ link: CADisplayLink) { body(link) }
        }
    #else
        /// The stand-in's display link takes a closure (what `refreshsim port` turns selectors into).
        static func link(_ tick: @escaping (CADisplayLink) -> Void) -> CADisplayLink {
            CADisplayLink(action: tick)
        }
    #endif
}
