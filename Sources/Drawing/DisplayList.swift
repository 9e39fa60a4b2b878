import Basics
import BarModel

/// What the renderer draws: ordered primitives in points (y down, origin at the top-left of the canvas), in named
/// layers. Layout produces it; the Cairo renderer draws `items` and knows nothing of toolbars; transitions take
/// layers away (`without`) instead of counting indices.
package struct DisplayList: Equatable, Sendable {
    /// The layers of a screen, drawn in this order.
    public enum Layer: String, CaseIterable, Sendable {
        /// The screen's content placeholder: under the bar where it shows, and the whole screen on the `screen` canvas.
        case content
        /// The bar's band: its background colour and image.
        case background
        /// The bar's contents, clipped to the bar: buttons, title, prompt, large title.
        case bar
        /// The hairline, or UIKit's shadow line below the bar.
        case hairline
        /// The status bar's glyphs.
        case statusBar
        /// The bottom toolbar.
        case toolbar
        /// The home indicator: a system overlay over everything, which stays where it is while screens slide
        /// (transitions draw it over the frame, as the status bar).
        case homeIndicator
    }

    /// Canvas size in points; the bitmap is `(width × scale) × (height × scale)` pixels, rounded.
    public var canvasSize: Size
    public var scale: Double
    /// Each layer's items.
    package var layers: [Layer: [DisplayItem]]

    public init(canvasSize: Size, scale: Double, layers: [Layer: [DisplayItem]]) {
        self.canvasSize = canvasSize
        self.scale = scale
        self.layers = layers.filter { !$0.value.isEmpty }
    }

    /// A list of primitives that are not a screen (a test card, a diagram): all in the `content` layer.
    public init(canvasSize: Size, scale: Double, items: [DisplayItem]) {
        self.init(canvasSize: canvasSize, scale: scale, layers: [.content: items])
    }

    /// Everything, in drawing order.
    public var items: [DisplayItem] { Layer.allCases.flatMap { layers[$0] ?? [] } }

    /// One layer's items.
    package subscript(layer: Layer) -> [DisplayItem] { layers[layer] ?? [] }

    /// The list without some layers (a transition's side without its status bar; the bar's band alone).
    package func without(_ removed: Layer...) -> DisplayList {
        DisplayList(canvasSize: canvasSize, scale: scale, layers: layers.filter { !removed.contains($0.key) })
    }

    public var pixelWidth: Int { Int((canvasSize.width * scale).rounded()) }
    public var pixelHeight: Int { Int((canvasSize.height * scale).rounded()) }
}

/// Where each line of a text run sits across its frame.
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
    package var alignment: TextAlignment
    /// The most lines drawn; text beyond them ends in an ellipsis.
    public var maxLines: Int
    /// Whether the text wraps at the frame's width (up to `maxLines`); false: one line, truncated.
    public var wraps: Bool
    /// Shaped as a right-to-left paragraph (a bar laid out right to left): bidi runs ordered from the right, an
    /// ellipsis on the left. False: Pango's default (the direction of the text's first strong character).
    public var rightToLeft: Bool

    public init(
        text: String, font: FontSpec, color: Color, frame: Rect,
        alignment: TextAlignment = .center, maxLines: Int = 1, wraps: Bool = false,
        rightToLeft: Bool = false
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
        self.maxLines = maxLines
        self.wraps = wraps
        self.rightToLeft = rightToLeft
    }
}

/// The status bar's glyph colour.
public enum StatusBarStyle: String, Sendable {
    /// Dark content (black glyphs) for light backgrounds.
    case dark
    /// Light content (white glyphs) for dark backgrounds.
    case light
}

/// One primitive of a display list, in canvas points; the renderer draws them in order.
public indirect enum DisplayItem: Equatable, Sendable {
    /// A solid rectangle (source-over with the colour's alpha).
    case fill(Rect, Color)
    /// A solid rounded rectangle.
    case roundedRect(Rect, radius: Double, Color)
    /// A piece of text (see `TextRun`).
    case text(TextRun)
    /// A built-in symbol drawn to fill `frame` (whose size is `symbol.size(pointSize:)`), in `color`.
    case symbol(Symbol, frame: Rect, color: Color)
    /// The pinned icon font's glyph standing in for an SF Symbol BarSnap has no drawing of, filling the square
    /// `frame` (the font's 24-unit design grid scaled to it), in `color`.
    case iconGlyph(IconGlyph, frame: Rect, color: Color)
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
    /// A glass shape over what is already drawn: see `Glass`.
    case glass(Glass)
}

/// A rounded rectangle of glass (iOS 26's Liquid Glass, approximated): the pixels already drawn under it are
/// blurred (a box blur of `blur` points, twice in each direction, in integer arithmetic) and tinted with `tint`; a
/// ring 1 pt inside its edge is lit with `highlight` (fully at the top, less towards the bottom); outside it a
/// soft `shadow` falls `shadowOffset` points down, softened over `shadowBlur` points. The renderer computes every
/// pixel itself, so the result does not depend on Cairo's or pixman's code paths.
public struct Glass: Equatable, Sendable {
    public var frame: Rect
    /// The corner radius, in points.
    public var radius: Double
    /// The box blur's radius over what is under the glass, in points.
    public var blur: Double
    public var tint: Color
    /// The colour of the lit ring inside the edge.
    public var highlight: Color
    public var shadow: Color
    /// How far the shadow softens, in points.
    public var shadowBlur: Double
    /// How far down the shadow falls, in points.
    public var shadowOffset: Double

    public init(
        frame: Rect, radius: Double, blur: Double, tint: Color, highlight: Color, shadow: Color,
        shadowBlur: Double, shadowOffset: Double
    ) {
        self.frame = frame
        self.radius = radius
        self.blur = blur
        self.tint = tint
        self.highlight = highlight
        self.shadow = shadow
        self.shadowBlur = shadowBlur
        self.shadowOffset = shadowOffset
    }
}
