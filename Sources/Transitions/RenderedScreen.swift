import Basics

/// One side of a transition, already rendered.
///
/// `bitmap` is the full canvas: from the top of the screen down (band + bar, or the whole screen), `width` = the
/// screen width in device pixels. Frames are in points; pixels = points × `scale`, rounded to nearest
/// (halves away from zero, like `Rect.snapped`).
package struct RenderedScreen: Equatable, Sendable {
    public var bitmap: Bitmap
    public var scale: Double
    /// The bar (toolbar) frame in points, inside the canvas.
    public var barFrame: Rect
    /// The bar's (opaque) background colour — the band colour.
    public var background: Color
    /// The bar's tint, for information (interactive pop re-renders with interpolated values).
    public var tint: Color?
    /// Height of the status-bar band in points (the top safe-area inset); 0 = no status bar.
    public var safeTop: Double
    /// Optional status-bar glyph layer: a straight-alpha bitmap, transparent where no glyph is, drawn at (0, 0).
    /// When given, the status bar is composited *over* the frame; when nil, the status-bar band
    /// (rows 0 ..< safeTop) is copied from `bitmap` (replacing what is there).
    public var statusBar: Bitmap?
    /// The fade's overlay for this side: the canvas as drawn without the bar's contents and without the status bar
    /// (band, background image, hairline or shadow). nil: the band is the flat `background` colour (the bar fade's
    /// overlay). Same size as `bitmap`.
    public var band: Bitmap?
    /// False for a screen without a bar (the declarative appearance's `prefersBarHidden`).
    public var showsBar: Bool
    /// For a screen with a bar: the same canvas drawn without it (the content under it), so the interactive pop
    /// between a bar and no bar can slide the content while the bar stays and fades. Same width as `bitmap`.
    public var withoutBar: Bitmap?
    /// The bottom of everything the bar draws, in points (UIKit's shadow line lies below the bar); nil: the bar's
    /// bottom, `barFrame.maxY`.
    public var barBottom: Double?

    public init(bitmap: Bitmap, scale: Double, barFrame: Rect, background: Color, tint: Color? = nil,
                safeTop: Double = 0, statusBar: Bitmap? = nil, band: Bitmap? = nil, showsBar: Bool = true,
                withoutBar: Bitmap? = nil, barBottom: Double? = nil) {
        self.bitmap = bitmap
        self.scale = scale
        self.barFrame = barFrame
        self.background = background
        self.tint = tint
        self.safeTop = safeTop
        self.statusBar = statusBar
        self.band = band
        self.showsBar = showsBar
        self.withoutBar = withoutBar
        self.barBottom = barBottom
    }

    /// Width in points.
    public var width: Double { Double(bitmap.width) / scale }
    /// Height in points.
    public var height: Double { Double(bitmap.height) / scale }

    /// "1179×309 px at scale 3" — used in error messages.
    var sizeDescription: String { "\(bitmap.width)×\(bitmap.height) px at scale \(scale)" }
}

/// A rectangle in device pixels, half-open: `x0 ..< x1`, `y0 ..< y1`.
struct PixelRect: Equatable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    func offsetBy(dx: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0, x1: x1 + dx, y1: y1) }
    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
    func contains(x: Int, y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }
}

/// Points → device pixels, rounded to nearest, halves away from zero.
@inline(__always)
func px(_ points: Double, _ scale: Double) -> Int {
    Int((points * scale).rounded(.toNearestOrAwayFromZero))
}

extension RenderedScreen {
    /// Validates the side and returns its bar frame and status-bar band in pixels.
    func validated(side: String) throws -> (bar: PixelRect, statusRows: Int) {
        func fail(_ reason: String) -> TransitionError { .invalidRenderedScreen(side: side, reason: reason) }
        guard scale.isFinite, scale > 0 else { throw fail("scale \(scale) is not a finite number > 0") }
        guard Bitmap.isValidSize(width: bitmap.width, height: bitmap.height),
              bitmap.pixels.count == bitmap.width * bitmap.height * 4 else {
            throw fail("bitmap \(bitmap.width)×\(bitmap.height) px is empty, too large or inconsistent")
        }
        let f = barFrame
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else {
            throw fail("bar frame \(f) is not a finite rectangle")
        }
        let r = PixelRect(x0: px(f.minX, scale), y0: px(f.minY, scale), x1: px(f.maxX, scale), y1: px(f.maxY, scale))
        guard r.x0 >= 0, r.y0 >= 0, r.x1 <= bitmap.width, r.y1 <= bitmap.height else {
            throw fail(
                """
                    bar frame (x \(f.minX), y \(f.minY), w \(f.width), h \(f.height)) pt lies outside the\
                     \(sizeDescription) canvas
                    """
            )
        }
        guard safeTop.isFinite, safeTop >= 0 else { throw fail("safeTop \(safeTop) is not a finite number ≥ 0") }
        let rows = px(safeTop, scale)
        guard rows <= bitmap.height else {
            throw fail("safeTop \(safeTop) pt is taller than the \(sizeDescription) canvas")
        }
        if let sb = statusBar {
            guard sb.width == bitmap.width, sb.pixels.count == sb.width * sb.height * 4, sb.height <= bitmap.height
            else {
                throw fail(
                    """
                        status-bar bitmap \(sb.width)×\(sb.height) px must be \(bitmap.width) px wide and no taller\
                         than the canvas
                        """
                )
            }
        }
        if let band,
            band.width != bitmap.width || band.height != bitmap.height
                || band.pixels.count != band.width * band.height * 4
        {
            throw fail("band bitmap \(band.width)×\(band.height) px must match the \(sizeDescription) canvas")
        }
        if let wb = withoutBar {
            guard wb.width == bitmap.width, wb.height >= 1, wb.pixels.count == wb.width * wb.height * 4 else {
                throw fail("bar-less bitmap \(wb.width)×\(wb.height) px must be \(bitmap.width) px wide")
            }
        }
        if let barBottom {
            guard barBottom.isFinite, barBottom >= 0, px(barBottom, scale) <= bitmap.height else {
                throw fail("bar bottom \(barBottom) pt is not inside the \(sizeDescription) canvas")
            }
        }
        for c in [background] + (tint.map { [$0] } ?? []) {
            guard c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else {
                throw fail("colour \(c) is not finite")
            }
        }
        return (r, rows)
    }

    /// Both sides must share width (px) and scale; returns both validated geometries.
    static func validatePair(_ source: RenderedScreen, _ destination: RenderedScreen) throws
        -> (source: (bar: PixelRect, statusRows: Int), destination: (bar: PixelRect, statusRows: Int))
    {
        // The pair check comes first: two different devices is the likelier mistake, and its message names both.
        if source.scale.isFinite, destination.scale.isFinite,
            source.bitmap.width != destination.bitmap.width || source.scale != destination.scale
        {
            throw TransitionError.mismatchedCanvases(
                source: source.sizeDescription, destination: destination.sizeDescription)
        }
        return (try source.validated(side: "source"), try destination.validated(side: "destination"))
    }
}
