/// NSObject's string-keyed KVO, as seed 003's footers use it
/// (`addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)` and an override of
/// `observeValue(forKeyPath:of:change:context:)`). Only `UIScrollView` posts changes: for
/// `contentOffset`, `contentSize` and `contentInset`, the properties the simulator models.
open class NSObject {
    public init() {}

    open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    open func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                          options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {}

    open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
}

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
}

/// What a key-path observation hands its handler (`NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
    public let isPrior = false
}

/// The token `observe(_:options:changeHandler:)` returns; observing stops at `invalidate()` or
/// when the token is released, as in Foundation.
public final class NSKeyValueObservation {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) { self.stop = stop }

    public func invalidate() {
        stop?()
        stop = nil
    }

    deinit { stop?() }
}

/// Only here so `required init?(coder:)` in pasted views compiles; nothing ever decodes a view.
open class NSCoder {}

/// `IndexPath` for table and collection views: a section and a row (or item).
public struct IndexPath: Hashable, Sendable, Comparable {
    public var section: Int
    public var row: Int
    public var item: Int { row }

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
