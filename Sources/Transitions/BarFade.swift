import Basics

/// The bar fade (Glossary: bar fade) between a screen with a bar and one without: the interactive pop where the bar
/// does not travel with a screen but stays in place and fades with the finger, while the content of both screens
/// slides under it.
///
/// At progress p (0 = not moved, 1 = popped; `source` is the top screen leaving to the right):
/// 1. the pop slide (see `Slide`) of the two screens' content: each side's `withoutBar` canvas, or its own
///    canvas when it has no bar (or gives no `withoutBar`);
/// 2. the bar side's canvas, fixed at x = 0, rows 0 ..< its `barBottom` (band, bar, shadow line), dissolved over
///    the content with opacity `1 − p` when the bar leaves with the popped screen, `p` when it arrives with the
///    revealed one — the bar fade's background alpha (and its items' alpha) following the gesture;
/// 3. the status bars cross-faded on top (see `StatusBarFade`), unless `drawsStatusBar` is false.
/// At p = 0 the frame is the source's own render and at p = 1 the destination's. Output: the width of both
/// canvases, the larger height.
public enum BarFade {
    public static func compose(source: RenderedScreen, destination: RenderedScreen, progress: Double,
                               drawsStatusBar: Bool = true) throws -> Bitmap {
        let p = try TransitionError.validated(progress: progress)
        let (s, d) = try RenderedScreen.validatePair(source, destination)
        guard source.showsBar != destination.showsBar else {
            throw TransitionError.invalidRenderedScreen(
                side: "destination", reason: "the bar fade needs one screen with a bar and one without")
        }
        var c = try makeCanvas(source, destination)
        try Slide.drawScreens(&c, source.withoutBar ?? source.bitmap, destination.withoutBar ?? destination.bitmap,
                              progress: p, direction: .pop)
        let (bar, opacity) = source.showsBar ? (source, 1 - p) : (destination, p)
        let rows = px(bar.barBottom ?? bar.barFrame.maxY, bar.scale)
        c.dissolve(bar.bitmap, region: PixelRect(x0: 0, y0: 0, x1: bar.bitmap.width, y1: rows), opacity: opacity)
        if drawsStatusBar { try drawStatusBar(&c, source, destination, s.statusRows, d.statusRows, progress: p) }
        return c.bitmap()
    }
}
