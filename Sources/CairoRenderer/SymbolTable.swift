#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BarModel

/// The built-in SF-Symbols look-alikes, one outline per `Symbol`.
///
/// Each is designed in point-size units inside its box (`w` × `h`, `Symbol.aspect`); `m` is the regular inset. Every
/// stroke stays at least half its width (plus a small margin) inside the box, so no ink leaves the frame.
extension SymbolOutline {
    static let table: [Symbol: SymbolOutline] = [
        .chevronBackward: chevronBackward, .chevronForward: chevronForward, .xmark: xmark, .plus: plus,
        .magnifyingglass: magnifyingglass, .squareAndArrowUp: squareAndArrowUp, .ellipsis: ellipsis,
        .gearshape: gearshape, .heart: heart, .bookmark: bookmark, .trash: trash, .pencil: pencil,
        .line3Horizontal: line3Horizontal, .bell: bell, .personCropCircle: personCropCircle,
        .arrowClockwise: arrowClockwise, .book: book, .arrowshapeTurnUpLeft: arrowshapeTurnUpLeft,
        .squareAndPencil: squareAndPencil, .paperplane: paperplane, .paperplaneFill: paperplaneFill,
    ].merging(swiftUITable) { first, _ in first }

    /// The chevrons: two strokes meeting at the middle of one side, at the chevron weight.
    static let chevronBackward = SymbolOutline(.chevronBackward, layers: { w, h, _ in
        let cm = SymbolPaint.chevronWidth / 2 + 0.015
        return [SymbolLayer(path: [.move(w - cm, cm), .line(cm + 0.02, h / 2), .line(w - cm, h - cm)],
                            paint: .stroke(width: SymbolPaint.chevronWidth))]
    })

    static let chevronForward = SymbolOutline(.chevronForward, layers: { w, h, _ in
        let cm = SymbolPaint.chevronWidth / 2 + 0.015
        return [SymbolLayer(path: [.move(cm, cm), .line(w - cm - 0.02, h / 2), .line(cm, h - cm)],
                            paint: .stroke(width: SymbolPaint.chevronWidth))]
    })

    static let xmark = SymbolOutline(.xmark, stroked: { w, h, m in
        [.move(m, m), .line(w - m, h - m), .move(w - m, m), .line(m, h - m)]
    })

    static let plus = SymbolOutline(.plus, stroked: { w, h, m in
        [.move(w / 2, m), .line(w / 2, h - m), .move(m, h / 2), .line(w - m, h / 2)]
    })

    /// A ring and a handle, the handle stroked again slightly heavier.
    static let magnifyingglass = SymbolOutline(.magnifyingglass, layers: { w, h, m in
        let r = 0.31, c = m + r
        let d = r * 0.7071, d2 = r * 0.7071 + 0.06
        return [
            SymbolLayer(path: PathStep.circle(c, c, r) + [.move(c + d, c + d), .line(w - m - 0.02, h - m - 0.02)],
                        paint: .regular),
            SymbolLayer(path: [.move(c + d2, c + d2), .line(w - m - 0.03, h - m - 0.03)],
                        paint: .stroke(width: SymbolPaint.regularWidth * 1.35)),
        ]
    })

    /// An open tray with rounded corners and an arrow up out of it.
    static let squareAndArrowUp = SymbolOutline(.squareAndArrowUp, stroked: { w, h, m in
        let top = 0.40, r = 0.10
        return [
            .move(w * 0.33, top), .line(m + r, top),
            .arcNegative(m + r, top + r, radius: r, from: -Double.pi / 2, to: -Double.pi),
            .line(m, h - m - r),
            .arcNegative(m + r, h - m - r, radius: r, from: Double.pi, to: Double.pi / 2),
            .line(w - m - r, h - m),
            .arcNegative(w - m - r, h - m - r, radius: r, from: Double.pi / 2, to: 0),
            .line(w - m, top + r),
            .arcNegative(w - m - r, top + r, radius: r, from: 0, to: -Double.pi / 2),
            .line(w * 0.67, top),
            // Arrow.
            .move(w / 2, 0.70), .line(w / 2, m),
            .move(w / 2 - 0.19, m + 0.19), .line(w / 2, m), .line(w / 2 + 0.19, m + 0.19),
        ]
    })

    /// Three filled dots.
    static let ellipsis = SymbolOutline(.ellipsis, layers: { w, h, _ in
        let r = 0.095
        let dots = PathStep.circle(r + 0.02, h / 2, r) + PathStep.circle(w / 2, h / 2, r)
            + PathStep.circle(w - r - 0.02, h / 2, r)
        return [SymbolLayer(path: dots, paint: .fill)]
    })

    /// Eight teeth around a ring, and the hole.
    static let gearshape = SymbolOutline(.gearshape, stroked: { _, _, m in
        let c = 0.5, outer = 0.5 - m - 0.005, inner = outer - 0.095
        let teeth = 8
        var steps: [PathStep] = []
        for i in 0..<teeth {
            let a = Double(i) * 360 / Double(teeth)
            func pt(_ r: Double, _ deg: Double) -> (Double, Double) {
                (c + r * cos(deg * .pi / 180), c + r * sin(deg * .pi / 180))
            }
            let p0 = pt(inner, a - 13), p1 = pt(outer, a - 8), p2 = pt(outer, a + 8), p3 = pt(inner, a + 13)
            steps.append(i == 0 ? .move(p0.0, p0.1) : .line(p0.0, p0.1))
            steps += [.line(p1.0, p1.1), .line(p2.0, p2.1), .line(p3.0, p3.1)]
            steps.append(.arc(c, c, inner, degrees: a + 13, a + 360 / Double(teeth) - 13))
        }
        return steps + [.close] + PathStep.circle(c, c, 0.15)
    })

    /// Two arcs meeting in a point at the bottom.
    static let heart = SymbolOutline(.heart, stroked: { w, h, m in
        let r = 0.225, cy = 0.31, lx = w / 2 - r, rx = w / 2 + r
        return [
            .move(w / 2, h - m - 0.03),
            .line(lx + r * cos(140 * .pi / 180), cy + r * sin(140 * .pi / 180)),
            .arc(lx, cy, r, degrees: 140, 360),
            .arc(rx, cy, r, degrees: 180, 400),
            .close,
        ]
    })

    static let bookmark = SymbolOutline(.bookmark, stroked: { w, h, m in
        let r = 0.08
        return [
            .move(m, h - m), .line(m, m + r),
            .arc(m + r, m + r, r, degrees: 180, 270),
            .arc(w - m - r, m + r, r, degrees: 270, 360),
            .line(w - m, h - m), .line(w / 2, h * 0.72), .close,
        ]
    })

    static let trash = SymbolOutline(.trash, stroked: { w, h, m in
        [
            // Lid and handle.
            .move(m, 0.20), .line(w - m, 0.20),
            .move(w * 0.34, 0.20), .line(w * 0.36, m + 0.01), .line(w * 0.64, m + 0.01), .line(w * 0.66, 0.20),
            // Can.
            .move(w * 0.14, 0.20), .line(w * 0.19, h - m - 0.06),
            .curve(w * 0.195, h - m, w * 0.24, h - m, w * 0.28, h - m),
            .line(w * 0.72, h - m),
            .curve(w * 0.76, h - m, w * 0.805, h - m, w * 0.81, h - m - 0.06),
            .line(w * 0.86, 0.20),
            // Ribs.
            .move(w * 0.38, 0.36), .line(w * 0.39, 0.80),
            .move(w * 0.62, 0.36), .line(w * 0.61, 0.80),
        ]
    })

    static let pencil = SymbolOutline(.pencil, stroked: { w, h, _ in
        [PathStep.pencil(w / 2, h / 2, half: 0.47, halfWidth: 0.105)]
    })

    static let line3Horizontal = SymbolOutline(.line3Horizontal, stroked: { w, h, m in
        [
            .move(m, m), .line(w - m, m),
            .move(m, h / 2), .line(w - m, h / 2),
            .move(m, h - m), .line(w - m, h - m),
        ]
    })
}
