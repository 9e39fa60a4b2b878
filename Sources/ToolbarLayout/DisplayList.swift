import BarSnapCore
import ToolbarModel

/// What the renderer draws: a flat, ordered list of primitives in points (y down, origin at the top-left of
/// the canvas). Layout produces it; the Cairo renderer consumes it and knows nothing of toolbars.
public struct DisplayList: Equatable, Sendable {
    /// Canvas size in points; the bitmap is `(width × scale) × (height × scale)` pixels, rounded.
    public var canvasSize: Size
    public var scale: Double
    public var items: [DisplayItem]

    public init(canvasSize: Size, scale: Double, items: [DisplayItem]) {
        self.canvasSize = canvasSize; self.scale = scale; self.items = items
    }

    public var pixelWidth: Int { Int((canvasSize.width * scale).rounded()) }
    public var pixelHeight: Int { Int((canvasSize.height * scale).rounded()) }
}

public enum TextAlignment: String, Sendable {
    case left, center, right
}

/// One piece of text. The renderer lays it out with Pango exactly as `TextMeasurer.measure(text, font:
/// maxWidth: frame.width (nil when `wraps` is false), maxLines:)` would, aligns each line horizontally
/// inside `frame` by `alignment`, and centres the whole block vertically in `frame` (as UILabel does).
public struct TextRun: Equatable, Sendable {
    public var text: String
    public var font: FontSpec
    public var color: Color
    public var frame: Rect
    public var alignment: TextAlignment
    public var maxLines: Int
    public var wraps: Bool
    /// Shaped as a right-to-left paragraph (a bar laid out right to left): bidi runs ordered from the right, an
    /// ellipsis on the left. False: Pango's default (the direction of the text's first strong character).
    public var rightToLeft: Bool

    public init(text: String, font: FontSpec, color: Color, frame: Rect,
                alignment: TextAlignment = .center, maxLines: Int = 1, wraps: Bool = false,
                rightToLeft: Bool = false) {
        self.text = text; self.font = font; self.color = color; self.frame = frame
        self.alignment = alignment; self.maxLines = maxLines; self.wraps = wraps
        self.rightToLeft = rightToLeft
    }
}

public enum StatusBarStyle: String, Sendable {
    /// Dark content (black glyphs) for light backgrounds.
    case dark
    /// Light content (white glyphs) for dark backgrounds.
    case light
}

public indirect enum DisplayItem: Equatable, Sendable {
    /// A solid rectangle (source-over with the colour's alpha).
    case fill(Rect, Color)
    /// A solid rounded rectangle.
    case roundedRect(Rect, radius: Double, Color)
    case text(TextRun)
    /// A built-in symbol drawn to fill `frame` (whose size is `symbol.size(pointSize:)`), in `color`.
    case symbol(Symbol, frame: Rect, color: Color)
    /// An image scaled to `frame`; with `tint`, drawn as a template (its alpha as a mask filled with the tint).
    case image(Bitmap, frame: Rect, tint: Color?)
    /// The iOS status bar (time "9:41", signal, Wi-Fi, battery) laid out inside `frame`. `homeButton`: the
    /// layout of home-button iPhones (time centred, signal and Wi-Fi left, battery right); else the time is on
    /// the left (notched phones, iPads).
    case statusBar(frame: Rect, style: StatusBarStyle, homeButton: Bool)
    /// Children reflected about the vertical centre line of the rect (right to left: a flipped symbol, a mirrored
    /// status bar). Text inside is never drawn mirror-written: only its place moves.
    case mirrored(Rect, [DisplayItem])
    /// Children drawn clipped to `clip` (when given) and composited with `alpha`.
    case group(clip: Rect?, alpha: Double, items: [DisplayItem])
}
