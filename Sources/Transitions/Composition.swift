import Basics

/// The two sides of a transition.
package enum TransitionSide: String, Hashable, Sendable {
    case source
    case destination
}

/// The declarative appearance changes the status-bar style in `willShow` with `preferredStatusBarUpdateAnimation =
/// .fade`: over the transition the source's status bar fades out while the destination's fades in, on top of
/// everything. (Glossary: status-bar cross-fade)
///
/// At progress p the source's status bar is drawn with opacity 1 − p, then the destination's with opacity p
/// (two views cross-fading, source-over in that order). Two identical status bars (same style, same band) do not
/// animate: they are drawn once, fully. At p = 0 only the source's is drawn, at p = 1 only the destination's.
package enum StatusBarFade {
    /// The opacity of each side's status bar at `p`: (source 1 − p, destination p).
    public static func opacities(atProgress p: Double) throws -> (source: Double, destination: Double) {
        let p = try TransitionError.validated(progress: p)
        return (1 - p, p)
    }

    /// The side whose status bar is more visible at `p` (the destination from p = 0.5 on): what a reader of the
    /// frame sees as "the" status bar, e.g. for a contrast check.
    public static func dominantSide(atProgress p: Double) throws -> TransitionSide {
        try TransitionError.validated(progress: p) < 0.5 ? .source : .destination
    }
}

/// Direction of a slide.
public enum SlideDirection: String, Hashable, Sendable, CaseIterable {
    /// Destination enters from the right edge; source moves left by 30 % and darkens.
    case push
    /// Source (the top screen) leaves to the right; destination comes from −30 % and brightens.
    case pop
}

/// The bar fade (`animateAlongsideTransition`), exactly, over the standard slide it runs with.
/// Design notes: "The custom bar's fade over the slide".
package enum Fade {
    public static func compose(source: RenderedScreen, destination: RenderedScreen, progress: Double,
                               direction: SlideDirection = .push, drawsStatusBar: Bool = true) throws -> Bitmap {
        let p = try TransitionError.validated(progress: progress)
        let (s, d) = try RenderedScreen.validatePair(source, destination)
        var c = try makeCanvas(source, destination)
        if p == 0 || p == 1 {
            let side = p == 0 ? source : destination
            c.replaceTopRows(side.bitmap.height, from: side.bitmap)
            if drawsStatusBar {
                try drawStatusBar(&c, source, destination, s.statusRows, d.statusRows, progress: p)
            }
            return c.bitmap()
        }
        let overlay = PixelRect(x0: 0, y0: 0, x1: s.bar.x1 - s.bar.x0, y1: s.bar.y1)
        if source.band == nil && destination.band == nil {
            let color = source.background.lerp(to: destination.background, p)
            // An opaque overlay replaces what is under it, so the slide is only drawn where it shows.
            try Slide.drawScreens(&c, source.bitmap, destination.bitmap, progress: p, direction: direction,
                                  hidden: color.alpha >= 1 ? overlay : nil)
            c.fill(overlay, color: color)
            c.draw(source.bitmap, region: s.bar, opacity: 1 - p)
            c.draw(destination.bitmap, region: d.bar, opacity: p)
        } else {
            try Slide.drawScreens(
                &c, source.bitmap, destination.bitmap, progress: p, direction: direction, hidden: overlay)
            c.mixRows(
                overlay.y0, overlay.y1, columns: overlay.x0..<overlay.x1, from: .init(source), to: .init(destination),
                progress: p)
            c.dissolve(source.bitmap, region: s.bar, opacity: 1 - p)
            c.dissolve(destination.bitmap, region: d.bar, opacity: p)
        }
        if drawsStatusBar { try drawStatusBar(&c, source, destination, s.statusRows, d.statusRows, progress: p) }
        return c.bitmap()
    }
}

/// The standard push / pop slide of whole canvases (band + bar). (Glossary: slide) Design notes: "The slide".
package enum Slide {
    /// The fraction of the width the lower screen moves (UIKit ~30 %).
    public static let parallax = 0.3
    /// The maximum black dim over the lower screen (UIKit ~10 %).
    public static let maxDim = 0.1

    /// Pixel offsets (x of each canvas's left edge) at progress p for a canvas `width` px wide.
    public static func offsets(width: Int, progress: Double, direction: SlideDirection) throws -> (
        source: Int, destination: Int
    ) {
        let p = try TransitionError.validated(progress: progress)
        let w = Double(width)
        switch direction {
        case .push:
            return (-roundPx(parallax * w * p), roundPx(w * (1 - p)))
        case .pop:
            return (roundPx(w * p), -roundPx(parallax * w * (1 - p)))
        }
    }

    /// The alpha of the black dim over the lower screen at p.
    public static func dimAlpha(progress: Double, direction: SlideDirection) throws -> Double {
        let p = try TransitionError.validated(progress: progress)
        return direction == .push ? maxDim * p : maxDim * (1 - p)
    }

    public static func compose(source: RenderedScreen, destination: RenderedScreen, progress: Double,
                               direction: SlideDirection, drawsStatusBar: Bool = true) throws -> Bitmap {
        let p = try TransitionError.validated(progress: progress)
        let (s, d) = try RenderedScreen.validatePair(source, destination)
        var c = try makeCanvas(source, destination)
        try drawScreens(&c, source.bitmap, destination.bitmap, progress: p, direction: direction)
        if drawsStatusBar { try drawStatusBar(&c, source, destination, s.statusRows, d.statusRows, progress: p) }
        return c.bitmap()
    }

    /// The two canvases at p: the lower screen (push: source; pop: destination) drawn, dimmed over its own
    /// rectangle, then the upper screen copied over it — the upper screen hides what it covers even where it is
    /// transparent (a translucent bar shows its own screen's content, never the other screen's bar).
    /// `hidden`, a rectangle at the canvas origin that the caller then replaces, is skipped (same bytes, less work).
    static func drawScreens(_ c: inout Canvas, _ source: Bitmap, _ destination: Bitmap, progress p: Double,
                            direction: SlideDirection, hidden: PixelRect? = nil) throws {
        let (sx, dx) = try offsets(width: c.width, progress: p, direction: direction)
        let dim = Color.black.withAlpha(try dimAlpha(progress: p, direction: direction))
        let (lower, lowerX, upper, upperX) = direction == .push
            ? (source, sx, destination, dx)
            : (destination, dx, source, sx)
        let dimRect = PixelRect(x0: lowerX, y0: 0, x1: lowerX + lower.width, y1: lower.height)
        guard let h = hidden else {
            c.draw(lower, dx: lowerX)
            c.fill(dimRect, color: dim)
            c.copy(upper, dx: upperX)
            return
        }
        // What shows around the hidden rectangle: the rows below it, and its right side.
        let visible = [PixelRect(x0: 0, y0: max(0, h.y1), x1: c.width, y1: c.height),
                       PixelRect(x0: max(0, h.x1), y0: 0, x1: c.width, y1: max(0, h.y1))]
        for r in visible where !r.isEmpty {
            c.draw(lower, region: r.offsetBy(dx: -lowerX), dx: lowerX)
            c.fill(dimRect.intersection(r), color: dim)
            c.copy(upper, dx: upperX, clip: r)
        }
    }
}

/// The bar fade: the interactive pop — the pop slide at the finger's progress, with the bar's background alpha
/// and tint following the swipe.
package enum InteractivePop {
    /// The bar values that follow the finger.
    public struct BarAppearance: Hashable, Sendable {
        /// The bar background colour (its own alpha included).
        public var backgroundColor: Color
        /// The bar fade's `backgroundAlpha`: the opacity of the bar background view (multiplies the colour's alpha).
        public var backgroundAlpha: Double
        public var tintColor: Color

        public init(backgroundColor: Color, backgroundAlpha: Double = 1, tintColor: Color) {
            self.backgroundColor = backgroundColor
            self.backgroundAlpha = backgroundAlpha
            self.tintColor = tintColor
        }

        /// The colour to paint the background with: `backgroundColor` with alpha × `backgroundAlpha`.
        public var effectiveBackground: Color { backgroundColor.withAlpha(backgroundColor.alpha * backgroundAlpha) }

    }

    /// `from` = the top screen being popped, `to` = the screen it reveals, p = finger progress (0 = not moved,
    /// 1 = fully popped). Each value interpolates linearly per sRGB component with straight alpha
    /// (`Color.lerp`), the background alpha linearly. Re-render both bars with the result and hand the bitmaps
    /// to `compose`.
    public static func interpolatedAppearance(from: BarAppearance, to: BarAppearance, progress: Double) throws
        -> BarAppearance
    {
        let p = try TransitionError.validated(progress: progress)
        for (name, v) in [("from", from.backgroundAlpha), ("to", to.backgroundAlpha)]
        where !(v.isFinite && v >= 0 && v <= 1) {
            throw TransitionError.invalidRenderedScreen(
                side: name, reason: "background alpha \(v) is not a number in 0…1")
        }
        return BarAppearance(
            backgroundColor: Self.blend(from.backgroundColor, to.backgroundColor, p),
            backgroundAlpha: from.backgroundAlpha + (to.backgroundAlpha - from.backgroundAlpha) * p,
            tintColor: from.tintColor.lerp(to: to.tintColor, p))
    }

    /// Two background colours mixed as a compositor would cross-fade them: straight interpolation when their
    /// alphas are equal (opaque bars, as always), else premultiplied, so a transparent side (UIKit's bar at the scroll
    /// edge, `#00000000`) fades the other colour in and out instead of mixing in its meaningless black.
    static func blend(_ a: Color, _ b: Color, _ p: Double) -> Color {
        if a.alpha == b.alpha { return a.lerp(to: b, p) }
        let alpha = a.alpha + (b.alpha - a.alpha) * p
        guard alpha > 0 else { return .clear }
        func mix(_ x: Double, _ y: Double) -> Double { (x * a.alpha + (y * b.alpha - x * a.alpha) * p) / alpha }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: alpha)
    }

    /// The pop geometry of `Slide` at the finger's progress over the re-rendered bitmaps
    /// (source = the top screen leaving to the right).
    public static func compose(source: RenderedScreen, destination: RenderedScreen, progress: Double,
                               drawsStatusBar: Bool = true) throws -> Bitmap {
        try Slide.compose(source: source, destination: destination, progress: progress, direction: .pop,
                          drawsStatusBar: drawsStatusBar)
    }
}

/// One entry point for the integrator.
///
/// Every kind starts on the source screen's own render and ends on the destination's: the frame at p = 0 is the
/// source canvas (with its status bar) and the frame at p = 1 the destination canvas, pixel for pixel (padded with
/// transparent rows to the larger height).
package enum Transition {
    /// A frame of `kind` at `progress`:
    /// - `.none`: the change is instant: the source at p = 0, the destination (its own status bar included) at any
    ///   p > 0, padded with transparent rows to the larger height;
    /// - `.fade`: `Fade.compose(direction:)` (the overlay over the slide in `direction`); `.slide`:
    ///   `Slide.compose(direction:)`;
    /// - `.interactive`: always the pop geometry (`direction` is ignored): `InteractivePop.compose` between two
    ///   screens with bars, `BarFade.compose` between a screen with a bar and one without.
    public static func frame(
        kind: TransitionKind, source: RenderedScreen, destination: RenderedScreen,
        progress: Double, direction: SlideDirection = .push, drawsStatusBar: Bool = true
    ) throws -> Bitmap {
        switch kind {
        case .none:
            let p = try TransitionError.validated(progress: progress)
            let (s, d) = try RenderedScreen.validatePair(source, destination)
            var c = try makeCanvas(source, destination)
            let shown = p == 0 ? source : destination
            c.replaceTopRows(shown.bitmap.height, from: shown.bitmap)
            // The status bar of the screen shown (p = 0: the source; else the destination).
            if drawsStatusBar {
                try drawStatusBar(&c, source, destination, s.statusRows, d.statusRows, progress: p == 0 ? 0 : 1)
            }
            return c.bitmap()
        case .fade:
            return try Fade.compose(
                source: source, destination: destination, progress: progress, direction: direction,
                drawsStatusBar: drawsStatusBar)
        case .slide:
            return try Slide.compose(
                source: source, destination: destination, progress: progress, direction: direction,
                drawsStatusBar: drawsStatusBar)
        case .interactive:
            if source.showsBar != destination.showsBar {
                return try BarFade.compose(
                    source: source, destination: destination, progress: progress,
                    drawsStatusBar: drawsStatusBar)
            }
            return try InteractivePop.compose(
                source: source, destination: destination, progress: progress,
                drawsStatusBar: drawsStatusBar)
        }
    }
}

// MARK: - Shared

@inline(__always)
func roundPx(_ v: Double) -> Int { Int(v.rounded(.toNearestOrAwayFromZero)) }

func makeCanvas(_ a: RenderedScreen, _ b: RenderedScreen) throws -> Canvas {
    let w = a.bitmap.width, h = max(a.bitmap.height, b.bitmap.height)
    guard Bitmap.isDrawableSize(width: w, height: h) else { throw TransitionError.outputTooLarge(width: w, height: h) }
    return Canvas(width: w, height: h)
}

/// Draws the status bars on top, cross-faded (`StatusBarFade`). A side's status bar is its glyph layer when it
/// provides one (composited over the frame), else its band rows 0 ..< safeTop copied from its render: the source's
/// replace what is there, the destination's are drawn over them with opacity p.
func drawStatusBar(_ c: inout Canvas, _ source: RenderedScreen, _ destination: RenderedScreen,
                   _ sourceRows: Int, _ destinationRows: Int, progress p: Double) throws {
    let (a, b) = try StatusBarFade.opacities(atProgress: p)
    // Identical status bars do not change, so nothing fades: draw the one once.
    if let glyphs = source.statusBar, let other = destination.statusBar, sameLayer(glyphs, other) {
        c.draw(glyphs)
        return
    }
    if source.statusBar == nil, destination.statusBar == nil, sourceRows == destinationRows, sourceRows > 0,
       source.bitmap.pixels[0 ..< sourceRows * source.bitmap.width * 4]
        == destination.bitmap.pixels[0 ..< destinationRows * destination.bitmap.width * 4] {
        c.replaceTopRows(sourceRows, from: source.bitmap)
        return
    }
    if a > 0 {
        if let glyphs = source.statusBar {
            c.draw(glyphs, opacity: a)
        } else if sourceRows > 0 {
            c.replaceTopRows(sourceRows, from: source.bitmap)
        }
    }
    if b > 0 {
        if let glyphs = destination.statusBar {
            c.draw(glyphs, opacity: b)
        } else if destinationRows > 0 {
            if b == 1 {
                c.replaceTopRows(destinationRows, from: destination.bitmap)
            } else {
                c.draw(
                    destination.bitmap,
                    region: PixelRect(x0: 0, y0: 0, x1: destination.bitmap.width, y1: destinationRows),
                    opacity: b)
            }
        }
    }
}

/// Two glyph layers draw the same thing: equal over their common rows, and the taller one's extra rows transparent.
func sameLayer(_ a: Bitmap, _ b: Bitmap) -> Bool {
    guard a.width == b.width else { return false }
    let common = min(a.height, b.height) * a.width * 4
    guard a.pixels[0 ..< common] == b.pixels[0 ..< common] else { return false }
    let taller = a.height >= b.height ? a : b
    var k = common + 3
    while k < taller.pixels.count {
        if taller.pixels[k] != 0 { return false }
        k += 4
    }
    return true
}
