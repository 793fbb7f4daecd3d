// `import CoreGraphics` on Linux: CGFloat, CGPoint, CGSize and CGRect are Foundation's; CGColor,
// CGPath, CGAffineTransform, CGImage and CGContext are in the stand-in's UIKit module, which
// re-exports them as Apple's UIKit re-exports Core Graphics.
@_exported import UIKit
