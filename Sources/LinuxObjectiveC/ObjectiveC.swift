// `import ObjectiveC` on Linux: what refresh code takes from the runtime, associated objects
// (`objc_setAssociatedObject`, `objc_getAssociatedObject`, `objc_AssociationPolicy`), is in the
// stand-in's UIKit module, re-exported here. Swizzling has no counterpart: `refreshsim port` lists it.
@_exported import UIKit
