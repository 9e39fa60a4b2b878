import Basics

/// The bar fade (Glossary: bar fade): the bar stays and fades with the finger while the content slides under it.
/// Design notes: "The bar fade".
package enum BarFade {
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
