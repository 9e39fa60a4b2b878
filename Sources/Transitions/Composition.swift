import BarSnapCore

/// Which side's status bar is drawn: the screen that is more than half visible.
public enum TransitionSide: String, Hashable, Sendable {
    case source
    case destination
}

/// The status bar is drawn on top, in the style of the screen that is more than half visible.
public enum StatusBarSwitch {
    /// p < 0.5 → source; p ≥ 0.5 → destination. At exactly 0.5 both are half visible; the destination wins
    /// (the change is then past its midpoint in time, and an animation is committed toward it).
    public static func side(atProgress p: Double) throws -> TransitionSide {
        try TransitionError.validated(progress: p) < 0.5 ? .source : .destination
    }

    /// The status-bar style that applies at `p`, given each side's style.
    public static func style(source: StackAppearance.StatusBarStyle, destination: StackAppearance.StatusBarStyle,
                             progress p: Double) throws -> StackAppearance.StatusBarStyle {
        try side(atProgress: p) == .source ? source : destination
    }
}

/// Direction of a slide.
public enum SlideDirection: String, Hashable, Sendable {
    /// Destination enters from the right edge; source moves left by 30 % and darkens.
    case push
    /// Source (the top screen) leaves to the right; destination comes from −30 % and brightens.
    case pop
}

/// Seed 001's toolbar cross-fade, exactly.
///
/// At progress p, for every output pixel (straight alpha, source-over, sRGB components, one rounding at the end):
/// 1. base: the two canvases as the push (or pop) slide places them at p (see `Slide`) — the fade runs alongside
///    the standard transition (seed 001's `animateAlongsideTransition`), so content below the overlay slides;
/// 2. overlay: rows 0 ..< source bar maxY (full width) get `lerp(source.background, destination.background, p)`
///    (opaque backgrounds simply replace the base);
/// 3. the source bar region (source pixels inside `source.barFrame`) at its frame with opacity 1 − p;
/// 4. the destination bar region (destination pixels inside `destination.barFrame`) at its frame with opacity p;
/// 5. the status bar of the side that is more than half visible, on top (see `StatusBarSwitch`), unless
///    `drawsStatusBar` is false.
/// When either side gives a `band` image (a background image, a translucent band, a hairline), the overlay is
/// that image instead of the flat colour: each pixel moves linearly from the source band to the destination band
/// (straight components when both are opaque, so flat colours give the formula above; premultiplied otherwise),
/// replacing the base, and the bar regions dissolve (premultiplied linear mix) instead of being drawn over — the
/// same result for opaque bars, and exactly each side's own render at p = 0 and p = 1.
/// Output: the width of both canvases, the larger height.
public enum Fade {
    public static func compose(source: RenderedScreen, destination: RenderedScreen, progress: Double,
                               direction: SlideDirection = .push, drawsStatusBar: Bool = true) throws -> Bitmap {
        let p = try TransitionError.validated(progress: progress)
        let (s, d) = try RenderedScreen.validatePair(source, destination)
        var c = try makeCanvas(source, destination)
        try Slide.drawScreens(&c, source.bitmap, destination.bitmap, progress: p, direction: direction)
        if source.band == nil && destination.band == nil {
            c.fillRows(0, s.bar.y1, color: source.background.lerp(to: destination.background, p))
            c.draw(source.bitmap, region: s.bar, opacity: 1 - p)
            c.draw(destination.bitmap, region: d.bar, opacity: p)
        } else {
            c.mixRows(0, s.bar.y1, from: .init(source), to: .init(destination), progress: p)
            c.dissolve(source.bitmap, region: s.bar, opacity: 1 - p)
            c.dissolve(destination.bitmap, region: d.bar, opacity: p)
        }
        if drawsStatusBar { try drawStatusBar(&c, source, destination, s.statusRows, d.statusRows, progress: p) }
        return c.bitmap()
    }
}

/// The standard push / pop slide of whole canvases (band + bar).
///
/// Geometry at progress p for a canvas W device pixels wide (offsets snapped to whole device pixels by
/// rounding to nearest, halves away from zero, so a frame never blurs columns):
/// - push: destination x = round(W·(1 − p)); source x = −round(0.3·W·p); a black dim of alpha 0.1·p over the source.
///   Drawn: source, dim, destination on top (copied: it hides what it covers).
/// - pop: source (top screen) x = round(W·p); destination x = −round(0.3·W·(1 − p)); a black dim of alpha
///   0.1·(1 − p) over the destination. Drawn: destination, dim, source on top (copied).
/// The dim covers the lower screen's canvas rectangle (where it is drawn), not the whole frame.
/// Pixels covered by neither canvas (below the shorter one when heights differ) are transparent (0, 0, 0, 0).
/// Output: the common width, the larger height; the status bar of the more visible side is drawn on top.
public enum Slide {
    /// The fraction of the width the lower screen moves (UIKit ~30 %).
    public static let parallax = 0.3
    /// The maximum black dim over the lower screen (UIKit ~10 %).
    public static let maxDim = 0.1

    /// Pixel offsets (x of each canvas's left edge) at progress p for a canvas `width` px wide.
    public static func offsets(width: Int, progress: Double, direction: SlideDirection) throws -> (source: Int, destination: Int) {
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
    static func drawScreens(_ c: inout Canvas, _ source: Bitmap, _ destination: Bitmap, progress p: Double,
                            direction: SlideDirection) throws {
        let (sx, dx) = try offsets(width: c.width, progress: p, direction: direction)
        let dim = Color.black.withAlpha(try dimAlpha(progress: p, direction: direction))
        let (lower, lowerX, upper, upperX) = direction == .push
            ? (source, sx, destination, dx)
            : (destination, dx, source, sx)
        c.draw(lower, dx: lowerX)
        c.fill(PixelRect(x0: lowerX, y0: 0, x1: lowerX + lower.width, y1: lower.height), color: dim)
        c.copy(upper, dx: upperX)
    }
}

/// Seed 003 方案2: the interactive pop — the pop slide at the finger's progress, with the bar's background alpha
/// and tint following the swipe.
public enum InteractivePop {
    /// The bar values that follow the finger.
    public struct BarAppearance: Hashable, Sendable {
        /// The bar background colour (its own alpha included).
        public var backgroundColor: Color
        /// Seed 003's `backgroundAlpha`: the opacity of the bar background view (multiplies the colour's alpha).
        public var backgroundAlpha: Double
        public var tintColor: Color

        public init(backgroundColor: Color, backgroundAlpha: Double = 1, tintColor: Color) {
            self.backgroundColor = backgroundColor
            self.backgroundAlpha = backgroundAlpha
            self.tintColor = tintColor
        }

        /// The colour to paint the background with: `backgroundColor` with alpha × `backgroundAlpha`.
        public var effectiveBackground: Color { backgroundColor.withAlpha(backgroundColor.alpha * backgroundAlpha) }

        /// From a stack appearance's navigation bar.
        public init(_ bar: StackAppearance.Bar, backgroundAlpha: Double = 1) {
            self.init(backgroundColor: bar.backgroundColor, backgroundAlpha: backgroundAlpha, tintColor: bar.tintColor)
        }
    }

    /// `from` = the top screen being popped, `to` = the screen it reveals, p = finger progress (0 = not moved,
    /// 1 = fully popped). Each value interpolates linearly per sRGB component with straight alpha
    /// (`Color.lerp`), the background alpha linearly. Re-render both bars with the result and hand the bitmaps
    /// to `compose`.
    public static func interpolatedAppearance(from: BarAppearance, to: BarAppearance, progress: Double) throws -> BarAppearance {
        let p = try TransitionError.validated(progress: progress)
        for (name, v) in [("from", from.backgroundAlpha), ("to", to.backgroundAlpha)] where !(v.isFinite && v >= 0 && v <= 1) {
            throw TransitionError.invalidRenderedScreen(side: name, reason: "background alpha \(v) is not a number in 0…1")
        }
        return BarAppearance(backgroundColor: from.backgroundColor.lerp(to: to.backgroundColor, p),
                             backgroundAlpha: from.backgroundAlpha + (to.backgroundAlpha - from.backgroundAlpha) * p,
                             tintColor: from.tintColor.lerp(to: to.tintColor, p))
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
public enum Transition {
    /// A frame of `kind` at `progress`:
    /// - `.none`: the change is instant: the source at p = 0, the destination (its own status bar included) at any
    ///   p > 0, padded with transparent rows to the larger height;
    /// - `.fade`: `Fade.compose` (alongside a slide in `direction`); `.slide`: `Slide.compose(direction:)`;
    /// - `.interactive`: always the pop geometry (`direction` is ignored): `InteractivePop.compose` between two
    ///   screens with bars, `BarFade.compose` between a screen with a bar and one without.
    public static func frame(kind: TransitionKind, source: RenderedScreen, destination: RenderedScreen,
                             progress: Double, direction: SlideDirection = .push, drawsStatusBar: Bool = true) throws -> Bitmap {
        switch kind {
        case .none:
            let p = try TransitionError.validated(progress: progress)
            let (s, d) = try RenderedScreen.validatePair(source, destination)
            var c = try makeCanvas(source, destination)
            let shown = p == 0 ? source : destination
            c.replaceTopRows(shown.bitmap.height, from: shown.bitmap)
            // The status bar of the screen shown (p = 0: the source; else the destination).
            if drawsStatusBar { try drawStatusBar(&c, source, destination, s.statusRows, d.statusRows, progress: p == 0 ? 0 : 1) }
            return c.bitmap()
        case .fade:
            return try Fade.compose(source: source, destination: destination, progress: progress, direction: direction,
                                    drawsStatusBar: drawsStatusBar)
        case .slide:
            return try Slide.compose(source: source, destination: destination, progress: progress, direction: direction,
                                     drawsStatusBar: drawsStatusBar)
        case .interactive:
            if source.showsBar != destination.showsBar {
                return try BarFade.compose(source: source, destination: destination, progress: progress,
                                           drawsStatusBar: drawsStatusBar)
            }
            return try InteractivePop.compose(source: source, destination: destination, progress: progress,
                                              drawsStatusBar: drawsStatusBar)
        }
    }
}

// MARK: - Shared

@inline(__always)
func roundPx(_ v: Double) -> Int { Int(v.rounded(.toNearestOrAwayFromZero)) }

func makeCanvas(_ a: RenderedScreen, _ b: RenderedScreen) throws -> Canvas {
    let w = a.bitmap.width, h = max(a.bitmap.height, b.bitmap.height)
    guard Bitmap.isValidSize(width: w, height: h) else { throw TransitionError.outputTooLarge(width: w, height: h) }
    return Canvas(width: w, height: h)
}

/// Draws the status bar of the side chosen by `StatusBarSwitch` on top: its glyph layer composited over the
/// frame when the side provides one, else its band rows 0 ..< safeTop copied from its render.
func drawStatusBar(_ c: inout Canvas, _ source: RenderedScreen, _ destination: RenderedScreen,
                   _ sourceRows: Int, _ destinationRows: Int, progress p: Double) throws {
    let chosen = try StatusBarSwitch.side(atProgress: p) == .source ? (source, sourceRows) : (destination, destinationRows)
    if let glyphs = chosen.0.statusBar {
        c.draw(glyphs)
    } else if chosen.1 > 0 {
        c.replaceTopRows(chosen.1, from: chosen.0.bitmap)
    }
}
