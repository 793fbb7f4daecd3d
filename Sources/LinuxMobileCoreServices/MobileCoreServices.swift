// `import MobileCoreServices` on Linux: the `kUTType…` constants and `UTTypeConformsTo`, over the
// declarations of the `UniformTypeIdentifiers` module. A type it does not declare conforms only to itself.
@_exported import UIKit
import UniformTypeIdentifiers

public let kUTTypeItem: CFString = UTType.item.identifier
public let kUTTypeContent: CFString = UTType.content.identifier
public let kUTTypeData: CFString = UTType.data.identifier
public let kUTTypeImage: CFString = UTType.image.identifier
public let kUTTypePNG: CFString = UTType.png.identifier
public let kUTTypeJPEG: CFString = UTType.jpeg.identifier
public let kUTTypeGIF: CFString = UTType.gif.identifier
public let kUTTypeTIFF: CFString = UTType.tiff.identifier
public let kUTTypeText: CFString = UTType.text.identifier
public let kUTTypePlainText: CFString = UTType.plainText.identifier
public let kUTTypeUTF8PlainText: CFString = UTType.utf8PlainText.identifier
public let kUTTypeJSON: CFString = UTType.json.identifier

public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard inUTI != inConformsToUTI else { return true }
    guard let type = UTType(inUTI), let other = UTType(inConformsToUTI) else { return false }
    return type.conforms(to: other)
}

public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { inUTI1 == inUTI2 }
