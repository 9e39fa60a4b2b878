#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BarModel

/// The symbols SwiftUI toolbars name most (counted in real apps' code), drawn as BarSnap's own outlines: the same
/// ideas as SF Symbols, not their artwork.
extension SymbolOutline {
    static let swiftUITable: [Symbol: SymbolOutline] = [
        .checkmark: checkmark, .ellipsisCircle: ellipsisCircle,
        .chevronDown: chevronDown, .chevronUp: chevronUp, .star: star, .starFill: starFill, .heartFill: heartFill,
        .bookmarkFill: bookmarkFill, .infoCircle: infoCircle, .questionmarkCircle: questionmarkCircle,
        .plusCircle: plusCircle, .plusCircleFill: plusCircleFill, .xmarkCircle: xmarkCircle,
        .xmarkCircleFill: xmarkCircleFill, .checkmarkCircle: checkmarkCircle,
        .checkmarkCircleFill: checkmarkCircleFill, .line3HorizontalDecrease: line3HorizontalDecrease,
        .line3HorizontalDecreaseCircle: line3HorizontalDecreaseCircle, .sliderHorizontal3: sliderHorizontal3,
        .listBullet: listBullet, .playFill: playFill, .sidebarLeft: sidebarLeft, .folder: folder,
        .docOnDoc: docOnDoc, .link: link, .gearshapeFill: gearshapeFill, .arrowUpArrowDown: arrowUpArrowDown,
        .photo: photo, .eye: eye,
    ]

    /// A closed rounded rectangle from (x0, y0) to (x1, y1).
    static func roundedRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, r: Double) -> [PathStep] {
        [
            .newSubPath, .arc(x0 + r, y0 + r, r, degrees: 180, 270), .arc(x1 - r, y0 + r, r, degrees: 270, 360),
            .arc(x1 - r, y1 - r, r, degrees: 0, 90), .arc(x0 + r, y1 - r, r, degrees: 90, 180), .close,
        ]
    }

    /// A ring (or a filled disc) with a glyph inside, drawn in the unit box (the glyph knocked out of a disc).
    static func circled(_ symbol: Symbol, filled: Bool, _ glyph: [PathStep]) -> SymbolOutline {
        SymbolOutline(
            symbol,
            layers: { w, _, m in
                let c = w / 2
                guard filled else {
                    return [SymbolLayer(path: PathStep.circle(c, c, c - m) + glyph, paint: .regular)]
                }
                let disc = SymbolLayer(
                    path: PathStep.circle(c, c, c - m), paint: .strokeAndFill(width: SymbolPaint.regularWidth))
                return [disc, SymbolLayer(path: glyph, paint: .knockOut(width: SymbolPaint.regularWidth * 1.2))]
            })
    }

    static let plusGlyph: [PathStep] = [.move(0.5, 0.29), .line(0.5, 0.71), .move(0.29, 0.5), .line(0.71, 0.5)]
    static let xmarkGlyph: [PathStep] = [.move(0.35, 0.35), .line(0.65, 0.65), .move(0.65, 0.35), .line(0.35, 0.65)]
    static let checkGlyph: [PathStep] = [.move(0.30, 0.52), .line(0.44, 0.67), .line(0.70, 0.35)]

    /// A short stroke down to the corner and a long one up to the right.
    static let checkmark = SymbolOutline(.checkmark, stroked: { w, h, m in
        [.move(m, h * 0.55), .line(w * 0.36, h - m), .line(w - m, m)]
    })

    /// A ring with three dots inside.
    static let ellipsisCircle = SymbolOutline(.ellipsisCircle, layers: { w, _, m in
        let c = w / 2, r = 0.055
        return [
            SymbolLayer(path: PathStep.circle(c, c, c - m), paint: .regular),
            SymbolLayer(path: PathStep.circle(c - 0.22, c, r) + PathStep.circle(c, c, r)
                            + PathStep.circle(c + 0.22, c, r), paint: .fill),
        ]
    })

    static let chevronWeight = SymbolPaint.regularWidth * 1.2

    static let chevronDown = SymbolOutline(.chevronDown, layers: { w, h, _ in
        let cm = chevronWeight / 2 + 0.015
        return [SymbolLayer(path: [.move(cm, cm), .line(w / 2, h - cm), .line(w - cm, cm)],
                            paint: .stroke(width: chevronWeight))]
    })

    static let chevronUp = SymbolOutline(.chevronUp, layers: { w, h, _ in
        let cm = chevronWeight / 2 + 0.015
        return [SymbolLayer(path: [.move(cm, h - cm), .line(w / 2, cm), .line(w - cm, h - cm)],
                            paint: .stroke(width: chevronWeight))]
    })

    /// Five points about (w/2, 0.53), the inner radius 0.45 of the outer.
    static func starPath(_ w: Double) -> [PathStep] {
        let cx = w / 2, cy = 0.53, outer = 0.46, inner = outer * 0.45
        var steps: [PathStep] = []
        for i in 0..<10 {
            let r = i % 2 == 0 ? outer : inner
            let a = (-90 + Double(i) * 36) * .pi / 180
            let p = (cx + r * cos(a), cy + r * sin(a))
            steps.append(i == 0 ? .move(p.0, p.1) : .line(p.0, p.1))
        }
        return steps + [.close]
    }

    static let star = SymbolOutline(.star, stroked: { w, _, _ in starPath(w) })
    static let starFill = SymbolOutline(.starFill, layers: { w, _, _ in
        [SymbolLayer(path: starPath(w), paint: .strokeAndFill(width: SymbolPaint.regularWidth))]
    })

    static let heartFill = SymbolOutline(.heartFill, layers: { _, _, _ in
        [SymbolLayer(path: heart.layers[0].path, paint: .strokeAndFill(width: SymbolPaint.regularWidth))]
    })

    static let bookmarkFill = SymbolOutline(.bookmarkFill, layers: { _, _, _ in
        [SymbolLayer(path: bookmark.layers[0].path, paint: .strokeAndFill(width: SymbolPaint.regularWidth))]
    })

    static let infoCircle = circled(.infoCircle, filled: false,
                                    PathStep.circle(0.5, 0.3, 0.012) + [.move(0.5, 0.45), .line(0.5, 0.72)])
    static let questionmarkCircle = circled(.questionmarkCircle, filled: false, [
        .newSubPath, .arc(0.5, 0.37, 0.13, degrees: 190, 420), .line(0.5, 0.57),
    ] + PathStep.circle(0.5, 0.72, 0.012))
    static let plusCircle = circled(.plusCircle, filled: false, plusGlyph)
    static let plusCircleFill = circled(.plusCircleFill, filled: true, plusGlyph)
    static let xmarkCircle = circled(.xmarkCircle, filled: false, xmarkGlyph)
    static let xmarkCircleFill = circled(.xmarkCircleFill, filled: true, xmarkGlyph)
    static let checkmarkCircle = circled(.checkmarkCircle, filled: false, checkGlyph)
    static let checkmarkCircleFill = circled(.checkmarkCircleFill, filled: true, checkGlyph)

    /// Three lines, each shorter, centred (a filter).
    static let line3HorizontalDecrease = SymbolOutline(.line3HorizontalDecrease, stroked: { w, h, m in
        [.move(m, m), .line(w - m, m), .move(0.2, h / 2), .line(w - 0.2, h / 2),
         .move(0.36, h - m), .line(w - 0.36, h - m)]
    })
    static let line3HorizontalDecreaseCircle = circled(.line3HorizontalDecreaseCircle, filled: false, [
        .move(0.28, 0.37), .line(0.72, 0.37), .move(0.35, 0.5), .line(0.65, 0.5), .move(0.42, 0.63), .line(0.58, 0.63),
    ])

    /// Three lines, each with a knob.
    static let sliderHorizontal3 = SymbolOutline(.sliderHorizontal3, layers: { w, h, m in
        let ys = [0.12, h / 2, h - 0.12], xs = [0.66, 0.32, 0.56]
        return [
            SymbolLayer(path: ys.flatMap { [PathStep.move(m, $0), .line(w - m, $0)] }, paint: .regular),
            SymbolLayer(path: zip(xs, ys).flatMap { PathStep.circle($0, $1, 0.085) }, paint: .fill),
        ]
    })

    /// Three dots and three lines.
    static let listBullet = SymbolOutline(.listBullet, layers: { w, h, m in
        let ys = [0.12, h / 2, h - 0.12]
        return [
            SymbolLayer(path: ys.flatMap { PathStep.circle(0.08, $0, 0.065) }, paint: .fill),
            SymbolLayer(path: ys.flatMap { [PathStep.move(0.3, $0), .line(w - m, $0)] }, paint: .regular),
        ]
    })

    static let playFill = SymbolOutline(.playFill, layers: { w, h, m in
        [SymbolLayer(path: [.move(m + 0.02, m + 0.02), .line(w - m, h / 2), .line(m + 0.02, h - m - 0.02), .close],
                     paint: .strokeAndFill(width: SymbolPaint.regularWidth))]
    })

    /// A window with a sidebar on the left and two lines in it.
    static let sidebarLeft = SymbolOutline(.sidebarLeft, stroked: { w, h, m in
        roundedRect(m, m + 0.04, w - m, h - m - 0.04, r: 0.14)
            + [.move(0.42, m + 0.04), .line(0.42, h - m - 0.04),
               .move(0.16, 0.3), .line(0.28, 0.3), .move(0.16, 0.44), .line(0.28, 0.44)]
    })

    /// A folder: the tab on its top left, and the line across under it.
    static let folder = SymbolOutline(.folder, stroked: { w, h, m in
        let r = 0.1
        return [
            .move(m, h - m - r), .line(m, m + r), .arc(m + r, m + r, r, degrees: 180, 270), .line(0.36, m),
            .line(0.46, 0.17), .line(w - m - r, 0.17), .arc(w - m - r, 0.17 + r, r, degrees: 270, 360),
            .line(w - m, h - m - r), .arc(w - m - r, h - m - r, r, degrees: 0, 90), .line(m + r, h - m),
            .arc(m + r, h - m - r, r, degrees: 90, 180), .close,
            .move(m, 0.32), .line(w - m, 0.32),
        ]
    })

    /// Two pages, the front one hiding the back one's corner.
    static let docOnDoc = SymbolOutline(.docOnDoc, stroked: { w, h, m in
        let r = 0.1
        return [
            .move(0.28, 0.28), .line(0.28, m + r), .arc(0.28 + r, m + r, r, degrees: 180, 270), .line(w - m - r, m),
            .arc(w - m - r, m + r, r, degrees: 270, 360), .line(w - m, 0.72 - r),
            .arc(w - m - r, 0.72 - r, r, degrees: 0, 90),
            .line(0.64, 0.72),
        ] + roundedRect(m, 0.3, 0.62, h - m, r: r)
    })

    /// Two chain links across the diagonal.
    static let link = SymbolOutline(.link, stroked: { _, _, _ in
        [.rotated(0.5, 0.5, angle: -Double.pi / 4,
                  roundedRect(-0.5, -0.12, 0.08, 0.12, r: 0.12) + roundedRect(-0.08, -0.12, 0.5, 0.12, r: 0.12))]
    })

    /// The gear, solid, its hole cut out.
    static let gearshapeFill = SymbolOutline(.gearshapeFill, layers: { _, _, _ in
        let outline = gearshape.layers[0].path
        let rim = Array(outline.prefix { $0 != .close }) + [.close]
        return [SymbolLayer(path: rim, paint: .strokeAndFill(width: SymbolPaint.regularWidth)),
                SymbolLayer(path: PathStep.circle(0.5, 0.5, 0.075), paint: .knockOut(width: 0.15))]
    })

    /// An arrow up on the left, an arrow down on the right (sort).
    static let arrowUpArrowDown = SymbolOutline(.arrowUpArrowDown, stroked: { _, h, m in
        let d = 0.16
        return [
            .move(0.3, h - m), .line(0.3, m), .move(0.3 - d, m + d), .line(0.3, m), .line(0.3 + d, m + d),
            .move(0.7, m), .line(0.7, h - m), .move(0.7 - d, h - m - d), .line(0.7, h - m), .line(0.7 + d, h - m - d),
        ]
    })

    /// A frame, a mountain and the sun.
    static let photo = SymbolOutline(.photo, stroked: { w, h, m in
        roundedRect(m, m, w - m, h - m, r: 0.12)
            + [.move(m + 0.05, h - m - 0.12), .line(0.38, 0.44), .line(0.6, 0.64), .line(0.74, 0.52),
               .line(w - m - 0.05, h - m - 0.14)]
            + PathStep.circle(0.76, 0.28, 0.07)
    })

    /// An almond and its pupil.
    static let eye = SymbolOutline(.eye, stroked: { w, h, m in
        [.move(m, h / 2), .curve(0.24, m - 0.02, w - 0.24, m - 0.02, w - m, h / 2),
         .curve(w - 0.24, h - m + 0.02, 0.24, h - m + 0.02, m, h / 2), .close] + PathStep.circle(w / 2, h / 2, 0.13)
    })
}
