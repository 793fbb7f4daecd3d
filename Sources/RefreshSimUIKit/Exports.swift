// `import UIKit` brings Foundation, as Apple's does, so a file may import either or both. The
// stand-in reuses Foundation's CGFloat, CGPoint, CGSize, CGRect, NSObject, NSError, IndexPath and
// URL, and adds only what the platform's Foundation lacks (see Geometry.swift, KeyValueObserving.swift).
@_exported import Foundation
#if canImport(FoundationNetworking)
    // URLRequest lives here on Linux.
    @_exported import FoundationNetworking
#endif
