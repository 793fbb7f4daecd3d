import Foundation

/// A strategy's state name as a frame sample holds it: a number standing for the text, so that a
/// sample is plain data that copies without reference counting (the analysis reads tens of
/// thousands of samples many times; copying a `String` in each was a third of its time).
///
/// Names are interned for the life of the process; equal texts get equal names. Only the text
/// ever leaves the program, so output does not depend on the order names were first seen.
public struct StateName: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    let id: Int32

    public init(_ text: String) {
        id = StateNameTable.shared.id(for: text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The name as the seed spells it.
    public var text: String { StateNameTable.shared.text(for: id) }

    public var description: String { text }
}

/// The process-wide table behind `StateName`.
private final class StateNameTable: @unchecked Sendable {
    static let shared = StateNameTable()

    private let lock = NSLock()
    private var texts: [String] = []
    private var ids: [String: Int32] = [:]

    func id(for text: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[text] { return id }
        let id = Int32(truncatingIfNeeded: texts.count)
        texts.append(text)
        ids[text] = id
        return id
    }

    func text(for id: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return texts.indices.contains(Int(id)) ? texts[Int(id)] : ""
    }
}
