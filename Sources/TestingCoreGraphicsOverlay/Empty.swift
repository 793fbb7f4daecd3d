// Swift Testing declares a cross-import overlay for CoreGraphics
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names `_Testing_CoreGraphics`). A file that
// imports Testing and this package's Linux `CoreGraphics` would fail to find it, so the package
// brings an empty one, as it does for UIKit.
