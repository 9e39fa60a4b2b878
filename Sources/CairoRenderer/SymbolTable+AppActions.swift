import BarModel

extension SymbolOutline {
    static let bell = SymbolOutline(.bell, stroked: { w, _, m in
        let cx = w / 2
        return [
            .move(m, 0.80),
            .curve(0.10, 0.74, 0.15, 0.68, 0.15, 0.58),
            .line(0.15, 0.44),
            .curve(0.15, 0.25, 0.28, 0.13, cx, 0.13),
            .curve(w - 0.28, 0.13, w - 0.15, 0.25, w - 0.15, 0.44),
            .line(w - 0.15, 0.58),
            .curve(w - 0.15, 0.68, w - 0.10, 0.74, w - m, 0.80),
            .close,
            // Knob and clapper.
            .move(cx, m), .line(cx, 0.13),
            .newSubPath, .arc(cx, 0.84, 0.1, degrees: 0, 180),
        ]
    })

    /// A ring with a head and the shoulders' arc inside it.
    static let personCropCircle = SymbolOutline(.personCropCircle, stroked: { w, _, m in
        let c = w / 2
        return PathStep.circle(c, c, c - m) + PathStep.circle(c, 0.40, 0.165)
            + [.newSubPath, .arc(c, 1.02, 0.36, degrees: 215, 325)]
    })

    /// Most of a ring, and a solid arrowhead at its top.
    static let arrowClockwise = SymbolOutline(.arrowClockwise, layers: { w, _, _ in
        let cx = w / 2, cy = 0.56, r = 0.35
        let ty = cy - r
        return [
            SymbolLayer(path: [.newSubPath, .arc(cx, cy, r, degrees: -55, 270)], paint: .regular),
            SymbolLayer(path: [.move(cx + 0.16, ty), .line(cx - 0.02, ty - 0.13), .line(cx - 0.02, ty + 0.13), .close],
                        paint: .strokeAndFill(width: SymbolPaint.regularWidth * 0.6)),
        ]
    })

    /// Two pages meeting at the spine.
    static let book = SymbolOutline(.book, stroked: { w, h, m in
        let sp = w / 2
        return [
            // Left page.
            .move(sp, 0.16),
            .curve(sp - 0.14, 0.08, sp - 0.32, 0.07, m, 0.09),
            .line(m, 0.76),
            .curve(sp - 0.32, 0.74, sp - 0.14, 0.75, sp, h - m - 0.01),
            .close,
            // Right page.
            .move(sp, 0.16),
            .curve(sp + 0.14, 0.08, sp + 0.32, 0.07, w - m, 0.09),
            .line(w - m, 0.76),
            .curve(sp + 0.32, 0.74, sp + 0.14, 0.75, sp, h - m - 0.01),
            .close,
        ]
    })

    static let arrowshapeTurnUpLeft = SymbolOutline(.arrowshapeTurnUpLeft, stroked: { w, h, m in
        let mid = 0.36, head = 0.44
        return [
            .move(m + 0.01, mid),
            .line(head, m + 0.02),
            .line(head, mid - 0.15),
            .line(0.62, mid - 0.15),
            .curve(0.92, mid - 0.15, w - m, 0.42, w - m, h - m),
            .curve(0.98, 0.62, 0.84, mid + 0.16, 0.62, mid + 0.16),
            .line(head, mid + 0.16),
            .line(head, 2 * mid - m - 0.02),
            .close,
        ]
    })

    /// A square open at the top right, and a pencil across the gap.
    static let squareAndPencil = SymbolOutline(.squareAndPencil, stroked: { _, h, m in
        let top = 0.17, right = 0.84, r = 0.14
        return [
            .move(0.50, top),
            .line(m + r, top),
            .arcNegative(m + r, top + r, radius: r, from: -Double.pi / 2, to: -Double.pi),
            .line(m, h - m - r),
            .arcNegative(m + r, h - m - r, radius: r, from: Double.pi, to: Double.pi / 2),
            .line(right - r, h - m),
            .arcNegative(right - r, h - m - r, radius: r, from: Double.pi / 2, to: 0),
            .line(right, 0.52),
            PathStep.pencil(0.66, 0.36, half: 0.36, halfWidth: 0.075),
        ]
    })

    /// A paper plane flying up and to the right: its outline from the tip to the left wing, the fold and the tail,
    /// and the crease from the fold to the tip (the "send" button of chat and mail screens).
    static let paperplane = SymbolOutline(.paperplane, stroked: { w, h, m in
        planeOutline(w, h, m) + [.move(0.44, 0.56), .line(w - m, m)]
    })

    /// The same plane, solid (no crease: a solid shape cannot show the background through a line).
    static let paperplaneFill = SymbolOutline(.paperplaneFill, layers: { w, h, m in
        [SymbolLayer(path: planeOutline(w, h, m), paint: .strokeAndFill(width: SymbolPaint.regularWidth))]
    })

    static func planeOutline(_ w: Double, _ h: Double, _ m: Double) -> [PathStep] {
        [.move(w - m, m), .line(m, 0.44), .line(0.44, 0.56), .line(0.56, h - m), .close]
    }
}
