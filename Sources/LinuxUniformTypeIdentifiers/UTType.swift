// `import UniformTypeIdentifiers` on Linux: the system-declared types refresh code meets (images,
// data, text), with the conformances, filename extensions and MIME types Apple declares for them
// (Apple's documentation of each `UTType` property; "System-Declared Uniform Type Identifiers").
// An identifier, extension or MIME type not in this table makes no type.
@_exported import Foundation

public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    /// A declared type by its identifier.
    public init?(_ identifier: String) {
        guard UTType.declarations[identifier] != nil else { return nil }
        self.identifier = identifier
    }

    public init?(filenameExtension: String) {
        let wanted = filenameExtension.lowercased()
        guard let found = UTType.declarations.first(where: { $0.value.extensions.contains(wanted) })?.key else { return nil }
        identifier = found
    }

    public init?(mimeType: String) {
        let wanted = mimeType.lowercased()
        guard let found = UTType.declarations.first(where: { $0.value.mimeTypes.contains(wanted) })?.key else { return nil }
        identifier = found
    }

    private init(declared identifier: String) { self.identifier = identifier }

    public var description: String { identifier }
    public var preferredFilenameExtension: String? { declaration.extensions.first }
    public var preferredMIMEType: String? { declaration.mimeTypes.first }
    public var isDeclared: Bool { true }
    public var isDynamic: Bool { false }

    /// Every type this one conforms to, directly or through its parents (itself excluded).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = declaration.conformsTo
        while let next = pending.popLast() {
            guard found.insert(UTType(declared: next)).inserted else { continue }
            pending += UTType.declarations[next]?.conformsTo ?? []
        }
        return found
    }

    public func conforms(to type: UTType) -> Bool { type == self || supertypes.contains(type) }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public static let item = UTType(declared: "public.item")
    public static let content = UTType(declared: "public.content")
    public static let data = UTType(declared: "public.data")
    public static let image = UTType(declared: "public.image")
    public static let png = UTType(declared: "public.png")
    public static let jpeg = UTType(declared: "public.jpeg")
    public static let gif = UTType(declared: "com.compuserve.gif")
    public static let tiff = UTType(declared: "public.tiff")
    public static let heic = UTType(declared: "public.heic")
    public static let webP = UTType(declared: "org.webmproject.webp")
    public static let text = UTType(declared: "public.text")
    public static let plainText = UTType(declared: "public.plain-text")
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
    public static let json = UTType(declared: "public.json")

    struct Declaration {
        let conformsTo: [String]
        var extensions: [String] = []
        var mimeTypes: [String] = []
    }

    private var declaration: Declaration { UTType.declarations[identifier] ?? Declaration(conformsTo: []) }

    static let declarations: [String: Declaration] = [
        "public.item": Declaration(conformsTo: []),
        "public.content": Declaration(conformsTo: []),
        "public.data": Declaration(conformsTo: ["public.item"]),
        "public.image": Declaration(conformsTo: ["public.data", "public.content"]),
        "public.png": Declaration(conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"]),
        "public.jpeg": Declaration(conformsTo: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"]),
        "com.compuserve.gif": Declaration(conformsTo: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"]),
        "public.tiff": Declaration(conformsTo: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"]),
        "public.heic": Declaration(conformsTo: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"]),
        "org.webmproject.webp": Declaration(conformsTo: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"]),
        "public.text": Declaration(conformsTo: ["public.data", "public.content"]),
        "public.plain-text": Declaration(conformsTo: ["public.text"], extensions: ["txt"], mimeTypes: ["text/plain"]),
        "public.utf8-plain-text": Declaration(conformsTo: ["public.plain-text"]),
        "public.json": Declaration(conformsTo: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"]),
    ]
}
