// `import SwiftUI` on iOS brings UIKit, Combine (`ObservableObject`, `@Published`) and
// Observation (`@Observable`) too: the stand-in re-exports the UIKit stand-in, Combine (OpenCombine
// off Apple platforms) and the toolchain's Observation.
@_exported import Observation
@_exported import UIKit

#if canImport(Combine)
    @_exported import Combine
#else
    @_exported import OpenCombine
#endif
