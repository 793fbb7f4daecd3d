// `import SwiftUI` on iOS brings UIKit and Combine too (`ObservableObject`, `@Published`,
// `UIHostingController`'s superclass): the stand-in re-exports the UIKit stand-in and Combine
// (OpenCombine off Apple platforms).
@_exported import UIKit

#if canImport(Combine)
    @_exported import Combine
#else
    @_exported import OpenCombine
#endif
