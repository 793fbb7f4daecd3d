// `import QuartzCore` on Linux: CALayer, CADisplayLink and the rest are in the stand-in's UIKit
// module, which re-exports them as Apple's UIKit re-exports QuartzCore.
@_exported import UIKit
