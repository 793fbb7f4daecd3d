// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay
// names `_Testing_UIKit`). Apple ships that module with UIKit; a file importing Testing and this
// package's UIKit would fail to find it, so the stand-in brings an empty one.
