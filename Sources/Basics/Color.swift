/// A straight-alpha sRGB colour with components in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// 8-bit components, as in `rgb(234, 46, 73)`.
    public init(r8: Int, g8: Int, b8: Int, a8: Int = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive). Returns nil for anything else.
    public init?(hex: String) {
        // The digits go into one integer, four bits each, straight from the UTF-8 bytes (no array): a configuration
        // parses a colour for every colour key of every case.
        var digits: UInt64 = 0
        var count = 0
        for (i, c) in hex.utf8.enumerated() {
            if i == 0 {
                guard c == UInt8(ascii: "#") else { return nil }
                continue
            }
            let v: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = c - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard count < 8 else { return nil }
            digits = digits << 4 | UInt64(v)
            count += 1
        }
        /// The digit at `i` (0 = first) of the `count` read.
        func d(_ i: Int) -> Int { Int((digits >> UInt64(4 * (count - 1 - i))) & 0xF) }
        switch count {
        case 3: self.init(r8: d(0) * 17, g8: d(1) * 17, b8: d(2) * 17)
        case 6: self.init(r8: d(0) * 16 + d(1), g8: d(2) * 16 + d(3), b8: d(4) * 16 + d(5))
        case 8: self.init(r8: d(0) * 16 + d(1), g8: d(2) * 16 + d(3), b8: d(4) * 16 + d(5), a8: d(6) * 16 + d(7))
        default: return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let base = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? base : base + byte(alpha)
    }

    public var description: String { hex }

    /// 8-bit straight RGBA, rounded to nearest.
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        func b(_ v: Double) -> UInt8 { v.isNaN ? 0 : UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return (b(red), b(green), b(blue), b(alpha))
    }

    /// The same colour at opacity `alpha` (0…1).
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Per-component interpolation in sRGB, straight alpha: `self` at t = 0, `other` at t = 1.
    public func lerp(to other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t,
              green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t,
              alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The custom bar's "heavily highlighted" colour: R, G, B × 0.85, alpha kept.
    public var highlighted: Color { Color(red: red * 0.85, green: green * 0.85, blue: blue * 0.85, alpha: alpha) }

    /// WCAG 2.x relative luminance of the colour (alpha ignored).
    public var relativeLuminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// Source-over composition of `self` onto an opaque or translucent `background`.
    public func composited(over background: Color) -> Color {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func c(_ f: Double, _ b: Double) -> Double { (f * alpha + b * background.alpha * (1 - alpha)) / a }
        return Color(
            red: c(red, background.red), green: c(green, background.green), blue: c(blue, background.blue), alpha: a)
    }

    /// WCAG 2.x contrast ratio between two colours, 1…21.
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Opaque black.
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    /// Fully transparent (black at opacity 0).
    public static let clear = Color(white: 0, alpha: 0)
    /// UIColor.lightGray: white 2/3 (#AAAAAA).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// UIColor.gray: white 0.5.
    public static let gray = Color(white: 0.5)
    /// UIColor.orange: rgb(1.0, 0.5, 0.0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
