import Foundation

/// An `@objc optional` protocol requirement without Objective-C, as `refreshsim port` writes it:
/// the requirement gets a default in an extension of its protocol, which returns a placeholder
/// through `notImplemented(_:)`, and a call site that read the requirement's value through `?(`
/// calls `call { … }`, which answers nil when that default ran — what the optional call answered
/// when no conforming type implemented the method.
public enum OptionalRequirement {
    /// Marks, on this thread, that a default ran, and returns its placeholder.
    public static func notImplemented<Value>(_ placeholder: Value) -> Value {
        Thread.current.threadDictionary[key] = true
        return placeholder
    }

    /// The call's value, or nil when it reached a default rather than an implementation.
    public static func call<Value>(_ body: () -> Value?) -> Value? {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[key]
        dictionary[key] = false
        let value = body()
        let missing = dictionary[key] as? Bool ?? false
        dictionary[key] = outer
        return missing ? nil : value
    }

    private static let key = "RefreshSimUIKit.OptionalRequirement.missing"
}
