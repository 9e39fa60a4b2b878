/// Font weights BarSnap can draw; each maps to one pinned font file (a user's family gets its nearest face).
public enum FontWeight: String, CaseIterable, Sendable {
    case regular, medium, semibold, bold
}

public struct FontSpec: Hashable, Sendable {
    /// A family from the scene's font set (a user's font file, or `Inter`, `VL PGothic`, `DejaVu Sans`); nil is
    /// the system face (Inter, then VL PGothic, then DejaVu Sans). Glyphs the family lacks come from those three.
    public var family: String?
    public var size: Double
    public var weight: FontWeight
    /// Extra space between characters, as a fraction of the point size (negative: tighter); 0 draws the face as
    /// designed. UIKit's bar uses the calibrated `uikit…Tracking` values below for the fonts it chooses itself.
    public var tracking: Double = 0
    public init(size: Double, weight: FontWeight = .regular, tracking: Double = 0) {
        self.size = size
        self.weight = weight
        self.tracking = tracking
    }
    public init(family: String?, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The same family, weight and tracking at another size (title shrinking).
    public func withSize(_ size: Double) -> FontSpec {
        var f = FontSpec(family: family, size: size, weight: weight)
        f.tracking = tracking
        return f
    }

    // UIKit's bar draws San Francisco; BarSnap draws Inter in its place, which is 4–6 % wider. These trackings
    // bring Inter to San Francisco's widths for the fonts UIKit's bar chooses itself (a fraction of the point size;
    // Pango letter spacing between characters). Calibrated on real iOS renders (ink widths, Inter before → San
    // Francisco): "Cancel" 17 pt regular 53.3 → 50.3 (iOS 15–17) and 52.7 → 49.5 at 1x (iOS 18.1); "Second" 17 pt
    // semibold 60.7 → 58.4 and "Create Poll" 87.3 → 83.8 (iOS 18.1, 1x); a 15-letter large title at 34 pt bold
    // 241 → 226. Each value leaves those widths within 1 %. San Francisco's own per-size tracking, which Apple
    // publishes in its typography guidelines, is already in the measured widths: these values are the difference
    // between the two faces at those sizes and weights, not Apple's table.

    /// 17-pt regular (bar button titles, the back title): −3.65 % (−0.62 pt between characters).
    public static let uikitBodyTracking = -0.0365
    /// 17-pt semibold (the title, `done`): −2.4 % (−0.41 pt).
    public static let uikitEmphasizedTracking = -0.024
    /// 34-pt bold (the large title): −3.15 % (−1.07 pt).
    public static let uikitLargeTitleTracking = -0.0315

    /// UIKit's `systemFont(ofSize: 16)`, the custom bar's default button font.
    public static let button = FontSpec(size: 16)
    /// iOS navigation title: 17 semibold.
    public static let title = FontSpec(size: 17, weight: .semibold)
}

/// The result of laying out a piece of text.
package struct TextMetrics: Hashable, Sendable {
    /// Ink-independent logical size of the laid-out text, in points.
    public var width: Double
    public var height: Double
    /// Number of lines after wrapping (≥ 1 for non-empty text).
    public var lineCount: Int
    /// True when the text did not fit and was ellipsized.
    public var truncated: Bool
    /// Distance from the top of the layout to the first line's baseline, in points.
    public var baseline: Double

    public init(width: Double, height: Double, lineCount: Int, truncated: Bool, baseline: Double) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.truncated = truncated
        self.baseline = baseline
    }
}

/// A text that cannot be drawn with the pinned fonts (it would show "tofu" boxes).
public struct MissingGlyphsError: Error, CustomStringConvertible, Equatable, Sendable {
    public var text: String
    public var count: Int
    public init(text: String, count: Int) {
        self.text = text
        self.count = count
    }
    public var description: String { "\(count) character(s) of \"\(text)\" have no glyph in the pinned fonts" }
}

/// A font object names a family that no font of the scene's font set has.
public struct UnknownFontFamilyError: Error, CustomStringConvertible, Equatable, Sendable {
    public var family: String
    /// The families the font set has, sorted.
    public var available: [String]
    public init(family: String, available: [String]) {
        self.family = family
        self.available = available
    }
    public var description: String {
        "unknown font family \"\(family)\" (available: \(available.joined(separator: ", "))); a family of your own "
            + "needs its font files registered: \"fonts\" in barsnap.json or in the scene spec, --font, or "
            + "Scene.registerFonts in Swift"
    }
}

/// The seam between layout and the text engine: layout stays pure and testable with a fake measurer,
/// and the renderer's Pango measurer is used for real output.
package protocol TextMeasurer: Sendable {
    /// Lays out `text` in `font`. With `maxWidth` nil the text stays on one line. Otherwise it wraps at
    /// `maxWidth` (at word boundaries, then anywhere) into at most `maxLines` lines and ellipsizes the end
    /// of the last line when it still does not fit. Throws `MissingGlyphsError` for undrawable text.
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) throws -> TextMetrics
}
