#if !canImport(Darwin)
    // Core Foundation's toll-free bridged types as Image I/O and Mobile Core Services take them
    // (`data as CFData`, `kUTTypeGIF`, `properties as? [String: Any]`). Linux's Foundation neither
    // exports Core Foundation nor bridges to it, so each is the Swift type it bridges to on a Mac.
    public typealias CFString = String
    public typealias CFData = Data
    public typealias CFURL = URL
    public typealias CFDictionary = [String: Any]
    public typealias CFArray = [Any]
    public typealias CFNumber = NSNumber
#endif
