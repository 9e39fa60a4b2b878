import Basics
import CCairo
import BarModel

/// One step of a symbol's outline, in the symbol's unit box (1 unit = the point size; the box is
/// `symbol.aspect`). Each step is one Cairo path call.
indirect enum PathStep: Equatable, Sendable {
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double, Double, Double, Double, Double)
    /// A clockwise arc (y down) about (x, y), angles in radians: `cairo_arc`.
    case arc(Double, Double, radius: Double, from: Double, to: Double)
    /// A counter-clockwise arc: `cairo_arc_negative`.
    case arcNegative(Double, Double, radius: Double, from: Double, to: Double)
    case newSubPath
    case close
    /// Steps built in a frame turned by `angle` radians about (x, y).
    case rotated(Double, Double, angle: Double, [PathStep])

    /// A clockwise arc with its angles in degrees.
    static func arc(_ x: Double, _ y: Double, _ r: Double, degrees a0: Double, _ a1: Double) -> PathStep {
        .arc(x, y, radius: r, from: a0 * .pi / 180, to: a1 * .pi / 180)
    }

    /// A whole circle as its own closed sub-path.
    static func circle(_ x: Double, _ y: Double, _ r: Double) -> [PathStep] {
        [.newSubPath, .arc(x, y, r, degrees: 0, 360), .close]
    }

    /// A pencil along the x axis of a frame turned −45° about (x, y): tip at −half, eraser at +half, with the
    /// line between the body and the eraser.
    static func pencil(_ x: Double, _ y: Double, half: Double, halfWidth hw: Double) -> PathStep {
        let tipLength = hw * 2.2
        return .rotated(x, y, angle: -Double.pi / 4, [
            .move(-half, 0), .line(-half + tipLength, -hw), .line(half, -hw), .line(half, hw),
            .line(-half + tipLength, hw), .close,
            .move(half - hw * 1.6, -hw), .line(half - hw * 1.6, hw),
        ])
    }
}

/// How a symbol layer's path is painted. Widths are in units of the point size.
enum SymbolPaint: Equatable, Sendable {
    case stroke(width: Double)
    case fill
    /// Stroked, then filled (a solid shape with round corners).
    case strokeAndFill(width: Double)
    /// Stroked as a cut through what the layers before it painted (a glyph knocked out of a filled disc).
    case knockOut(width: Double)

    /// Regular weight: about 1/12 of the point size.
    static let regularWidth = 1.0 / 12.0
    /// The navigation chevrons are drawn heavier, as UIKit's back button (semibold).
    static let chevronWidth = 1.0 / 8.5
    static let regular = SymbolPaint.stroke(width: regularWidth)
}

/// One path and how it is painted.
struct SymbolLayer: Equatable, Sendable {
    var path: [PathStep]
    var paint: SymbolPaint
}

/// A built-in symbol as data: its layers, drawn in order. Built from the symbol's box (`w` × `h` units, see
/// `Symbol.aspect`) and the regular inset `m` — half the regular stroke plus a small margin, so no ink leaves the
/// box.
struct SymbolOutline: Equatable, Sendable {
    var layers: [SymbolLayer]

    /// Half the regular stroke plus a margin: how far strokes stay inside the box.
    static let inset = SymbolPaint.regularWidth / 2 + 0.015

    init(_ layers: [SymbolLayer]) { self.layers = layers }

    /// The outline of `symbol`, built by `make(w, h, m)`.
    init(_ symbol: Symbol, layers make: (_ w: Double, _ h: Double, _ m: Double) -> [SymbolLayer]) {
        let aspect = symbol.aspect
        self.layers = make(aspect.width, aspect.height, Self.inset)
    }

    /// A single path stroked at regular weight.
    init(_ symbol: Symbol, stroked make: (_ w: Double, _ h: Double, _ m: Double) -> [PathStep]) {
        self.init(symbol, layers: { w, h, m in [SymbolLayer(path: make(w, h, m), paint: .regular)] })
    }
}

/// Plays a `SymbolOutline` with Cairo, in the current source colour.
///
/// Paths are built under a transform that maps the symbol's unit box onto the frame, then painted under the points
/// transform, so stroke widths stay round and uniform.
struct SymbolPainter {
    let cr: OpaquePointer

    func draw(_ symbol: Symbol, in frame: Rect) {
        guard let outline = SymbolOutline.table[symbol] else { return }
        draw(outline, aspect: symbol.aspect, in: frame)
    }

    /// `outline`, designed in a box of `aspect` units, scaled to `frame` (an icon glyph: the 1 × 1 em).
    func draw(_ outline: SymbolOutline, aspect: (width: Double, height: Double) = (1, 1), in frame: Rect) {
        let pointSize = frame.height / aspect.height
        let sx = frame.width / aspect.width, sy = frame.height / aspect.height
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        // A knocked-out layer cuts through the layers under it only: they are painted in a group of their own.
        let cuts = outline.layers.contains { if case .knockOut = $0.paint { true } else { false } }
        if cuts { cairo_push_group(cr) }
        for layer in outline.layers {
            // The path survives the restore; only the unit-box transform is popped.
            cairo_save(cr)
            cairo_translate(cr, frame.x, frame.y)
            cairo_scale(cr, sx, sy)
            play(layer.path)
            cairo_restore(cr)
            switch layer.paint {
            case .stroke(let width):
                cairo_set_line_width(cr, width * pointSize)
                cairo_stroke(cr)
            case .fill:
                cairo_fill(cr)
            case .strokeAndFill(let width):
                cairo_set_line_width(cr, width * pointSize)
                cairo_stroke_preserve(cr)
                cairo_fill(cr)
            case .knockOut(let width):
                cairo_set_line_width(cr, width * pointSize)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_stroke(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
        }
        if cuts {
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    private func play(_ steps: [PathStep]) {
        for step in steps {
            switch step {
            case let .move(x, y): cairo_move_to(cr, x, y)
            case let .line(x, y): cairo_line_to(cr, x, y)
            case let .curve(x1, y1, x2, y2, x, y): cairo_curve_to(cr, x1, y1, x2, y2, x, y)
            case let .arc(x, y, r, a0, a1): cairo_arc(cr, x, y, r, a0, a1)
            case let .arcNegative(x, y, r, a0, a1): cairo_arc_negative(cr, x, y, r, a0, a1)
            case .newSubPath: cairo_new_sub_path(cr)
            case .close: cairo_close_path(cr)
            case let .rotated(x, y, angle, inner):
                cairo_save(cr)
                cairo_translate(cr, x, y)
                cairo_rotate(cr, angle)
                play(inner)
                cairo_restore(cr)
            }
        }
    }
}
