import Foundation

/// An opaque sRGB colour.
public struct Color: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }

    /// Relative luminance (WCAG), 0 = black, 1 = white.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Black or white, whichever reads better on this colour.
    public var legibleText: Color { luminance > 0.22 ? .ink : .white }

    /// This colour mixed with white; `amount` 0 keeps it, 1 gives white.
    public func tinted(_ amount: Double) -> Color {
        Color(red: red + (1 - red) * amount, green: green + (1 - green) * amount, blue: blue + (1 - blue) * amount)
    }

    public static let white = Color(hex: 0xFFFFFF)
    public static let ink = Color(hex: 0x1A1A1A)
}
