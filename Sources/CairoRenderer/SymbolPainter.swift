import BarSnapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import ToolbarModel

/// Draws the built-in SF-Symbols look-alikes as vector paths in the current source colour.
///
/// Each symbol is designed in "point-size units": its box is `symbol.aspect` (width × height), 1 unit is
/// the point size. Paths are built under a transform that maps that box onto the frame, then stroked under
/// the points transform, so stroke widths stay round and uniform. Every stroke stays at least half its
/// width (plus a small margin) inside the box, so no ink leaves the frame.
struct SymbolPainter {
    let cr: OpaquePointer

    /// Regular-weight stroke: about 1/12 of the point size.
    static let regularStroke = 1.0 / 12.0
    /// The navigation chevrons are drawn heavier, as UIKit's back button (semibold).
    static let chevronStroke = 1.0 / 8.5

    func draw(_ symbol: Symbol, in frame: Rect) {
        let aspect = symbol.aspect
        let pointSize = frame.height / aspect.height
        let sx = frame.width / aspect.width, sy = frame.height / aspect.height
        let w = aspect.width, h = aspect.height
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)

        /// Builds a path in unit space (the path survives the restore; only the transform is popped).
        func path(_ build: () -> Void) {
            cairo_save(cr)
            cairo_translate(cr, frame.x, frame.y)
            cairo_scale(cr, sx, sy)
            build()
            cairo_restore(cr)
        }
        func stroke(_ width: Double = SymbolPainter.regularStroke) {
            cairo_set_line_width(cr, width * pointSize)
            cairo_stroke(cr)
        }
        func fill() { cairo_fill(cr) }
        func move(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
        func line(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
        func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
            cairo_curve_to(cr, x1, y1, x2, y2, x, y)
        }
        func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
            cairo_arc(cr, cx, cy, r, a0 * .pi / 180, a1 * .pi / 180)
        }
        func circle(_ cx: Double, _ cy: Double, _ r: Double) {
            cairo_new_sub_path(cr)
            arc(cx, cy, r, 0, 360)
            cairo_close_path(cr)
        }
        func close() { cairo_close_path(cr) }
        /// A rounded rectangle sub-path in unit space.
        func roundRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r: Double) {
            cairo_new_sub_path(cr)
            arc(x1 - r, y0 + r, r, -90, 0)
            arc(x1 - r, y1 - r, r, 0, 90)
            arc(x0 + r, y1 - r, r, 90, 180)
            arc(x0 + r, y0 + r, r, 180, 270)
            close()
        }
        /// A pencil along the x axis of a rotated frame centred at (cx, cy): tip at -half, eraser at +half.
        func pencil(_ cx: Double, _ cy: Double, half: Double, halfWidth hw: Double) {
            cairo_save(cr)
            cairo_translate(cr, cx, cy)
            cairo_rotate(cr, -Double.pi / 4)
            let tipLength = hw * 2.2
            move(-half, 0)
            line(-half + tipLength, -hw)
            line(half, -hw)
            line(half, hw)
            line(-half + tipLength, hw)
            close()
            move(half - hw * 1.6, -hw)
            line(half - hw * 1.6, hw)
            cairo_restore(cr)
        }

        let m = SymbolPainter.regularStroke / 2 + 0.015
        switch symbol {
        case .chevronBackward, .chevronForward:
            let cm = SymbolPainter.chevronStroke / 2 + 0.015
            path {
                if symbol == .chevronBackward {
                    move(w - cm, cm); line(cm + 0.02, h / 2); line(w - cm, h - cm)
                } else {
                    move(cm, cm); line(w - cm - 0.02, h / 2); line(cm, h - cm)
                }
            }
            stroke(SymbolPainter.chevronStroke)

        case .xmark:
            path { move(m, m); line(w - m, h - m); move(w - m, m); line(m, h - m) }
            stroke()

        case .plus:
            path { move(w / 2, m); line(w / 2, h - m); move(m, h / 2); line(w - m, h / 2) }
            stroke()

        case .magnifyingglass:
            let r = 0.31, c = m + r
            path {
                circle(c, c, r)
                let d = r * 0.7071
                move(c + d, c + d); line(w - m - 0.02, h - m - 0.02)
            }
            stroke()
            // A slightly heavier handle.
            path { let d = r * 0.7071 + 0.06; move(c + d, c + d); line(w - m - 0.03, h - m - 0.03) }
            stroke(SymbolPainter.regularStroke * 1.35)

        case .squareAndArrowUp:
            let top = 0.40, r = 0.10
            path {
                move(w * 0.33, top)
                line(m + r, top)
                cairo_arc_negative(cr, m + r, top + r, r, -Double.pi / 2, -Double.pi)
                line(m, h - m - r)
                cairo_arc_negative(cr, m + r, h - m - r, r, Double.pi, Double.pi / 2)
                line(w - m - r, h - m)
                cairo_arc_negative(cr, w - m - r, h - m - r, r, Double.pi / 2, 0)
                line(w - m, top + r)
                cairo_arc_negative(cr, w - m - r, top + r, r, 0, -Double.pi / 2)
                line(w * 0.67, top)
                // Arrow.
                move(w / 2, 0.70); line(w / 2, m)
                move(w / 2 - 0.19, m + 0.19); line(w / 2, m); line(w / 2 + 0.19, m + 0.19)
            }
            stroke()

        case .ellipsis:
            let r = 0.095
            path {
                circle(r + 0.02, h / 2, r)
                circle(w / 2, h / 2, r)
                circle(w - r - 0.02, h / 2, r)
            }
            fill()

        case .gearshape:
            let c = 0.5, outer = 0.5 - m - 0.005, inner = outer - 0.095
            path {
                let teeth = 8
                for i in 0..<teeth {
                    let a = Double(i) * 360 / Double(teeth)
                    func pt(_ r: Double, _ deg: Double) -> (Double, Double) {
                        (c + r * cos(deg * .pi / 180), c + r * sin(deg * .pi / 180))
                    }
                    let p0 = pt(inner, a - 13), p1 = pt(outer, a - 8), p2 = pt(outer, a + 8), p3 = pt(inner, a + 13)
                    if i == 0 { move(p0.0, p0.1) } else { line(p0.0, p0.1) }
                    line(p1.0, p1.1); line(p2.0, p2.1); line(p3.0, p3.1)
                    arc(c, c, inner, a + 13, a + 360 / Double(teeth) - 13)
                }
                close()
                circle(c, c, 0.15)
            }
            stroke()

        case .heart:
            let r = 0.225, cy = 0.31, lx = w / 2 - r, rx = w / 2 + r
            path {
                move(w / 2, h - m - 0.03)
                line(lx + r * cos(140 * .pi / 180), cy + r * sin(140 * .pi / 180))
                arc(lx, cy, r, 140, 360)
                arc(rx, cy, r, 180, 400)
                close()
            }
            stroke()

        case .bookmark:
            let r = 0.08
            path {
                move(m, h - m)
                line(m, m + r)
                arc(m + r, m + r, r, 180, 270)
                arc(w - m - r, m + r, r, 270, 360)
                line(w - m, h - m)
                line(w / 2, h * 0.72)
                close()
            }
            stroke()

        case .trash:
            path {
                // Lid and handle.
                move(m, 0.20); line(w - m, 0.20)
                move(w * 0.34, 0.20); line(w * 0.36, m + 0.01); line(w * 0.64, m + 0.01); line(w * 0.66, 0.20)
                // Can.
                move(w * 0.14, 0.20); line(w * 0.19, h - m - 0.06)
                curve(w * 0.195, h - m, w * 0.24, h - m, w * 0.28, h - m)
                line(w * 0.72, h - m)
                curve(w * 0.76, h - m, w * 0.805, h - m, w * 0.81, h - m - 0.06)
                line(w * 0.86, 0.20)
                // Ribs.
                move(w * 0.38, 0.36); line(w * 0.39, 0.80)
                move(w * 0.62, 0.36); line(w * 0.61, 0.80)
            }
            stroke()

        case .pencil:
            path { pencil(w / 2, h / 2, half: 0.47, halfWidth: 0.105) }
            stroke()

        case .line3Horizontal:
            path {
                move(m, m); line(w - m, m)
                move(m, h / 2); line(w - m, h / 2)
                move(m, h - m); line(w - m, h - m)
            }
            stroke()

        case .bell:
            let cx = w / 2
            path {
                move(m, 0.80)
                curve(0.10, 0.74, 0.15, 0.68, 0.15, 0.58)
                line(0.15, 0.44)
                curve(0.15, 0.25, 0.28, 0.13, cx, 0.13)
                curve(w - 0.28, 0.13, w - 0.15, 0.25, w - 0.15, 0.44)
                line(w - 0.15, 0.58)
                curve(w - 0.15, 0.68, w - 0.10, 0.74, w - m, 0.80)
                close()
                // Knob and clapper.
                move(cx, m); line(cx, 0.13)
                cairo_new_sub_path(cr)
                arc(cx, 0.84, 0.1, 0, 180)
            }
            stroke()

        case .personCropCircle:
            let c = w / 2
            path {
                circle(c, c, c - m)
                circle(c, 0.40, 0.165)
                cairo_new_sub_path(cr)
                arc(c, 1.02, 0.36, 215, 325)
            }
            stroke()

        case .arrowClockwise:
            let cx = w / 2, cy = 0.56, r = 0.35
            path {
                cairo_new_sub_path(cr)
                arc(cx, cy, r, -55, 270)
            }
            stroke()
            path {
                let ty = cy - r
                move(cx + 0.16, ty); line(cx - 0.02, ty - 0.13); line(cx - 0.02, ty + 0.13); close()
            }
            cairo_set_line_width(cr, SymbolPainter.regularStroke * 0.6 * pointSize)
            cairo_stroke_preserve(cr)
            fill()

        case .book:
            let sp = w / 2
            path {
                // Left page.
                move(sp, 0.16)
                curve(sp - 0.14, 0.08, sp - 0.32, 0.07, m, 0.09)
                line(m, 0.76)
                curve(sp - 0.32, 0.74, sp - 0.14, 0.75, sp, h - m - 0.01)
                close()
                // Right page.
                move(sp, 0.16)
                curve(sp + 0.14, 0.08, sp + 0.32, 0.07, w - m, 0.09)
                line(w - m, 0.76)
                curve(sp + 0.32, 0.74, sp + 0.14, 0.75, sp, h - m - 0.01)
                close()
            }
            stroke()

        case .arrowshapeTurnUpLeft:
            let mid = 0.36, head = 0.44
            path {
                move(m + 0.01, mid)
                line(head, m + 0.02)
                line(head, mid - 0.15)
                line(0.62, mid - 0.15)
                curve(0.92, mid - 0.15, w - m, 0.42, w - m, h - m)
                curve(0.98, 0.62, 0.84, mid + 0.16, 0.62, mid + 0.16)
                line(head, mid + 0.16)
                line(head, 2 * mid - m - 0.02)
                close()
            }
            stroke()

        case .squareAndPencil:
            let top = 0.17, right = 0.84, r = 0.14
            path {
                move(0.50, top)
                line(m + r, top)
                cairo_arc_negative(cr, m + r, top + r, r, -Double.pi / 2, -Double.pi)
                line(m, h - m - r)
                cairo_arc_negative(cr, m + r, h - m - r, r, Double.pi, Double.pi / 2)
                line(right - r, h - m)
                cairo_arc_negative(cr, right - r, h - m - r, r, Double.pi / 2, 0)
                line(right, 0.52)
                pencil(0.66, 0.36, half: 0.36, halfWidth: 0.075)
            }
            stroke()
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }
}
