// The stand-in's module was called RefreshSimUIKit before it became `UIKit`; this keeps
// `import RefreshSimUIKit` and the `RefreshSimUIKit` product working.
@_exported import UIKit
