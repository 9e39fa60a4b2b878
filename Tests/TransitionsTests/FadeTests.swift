import NavigationModel
import Basics
import Testing
@testable import Transitions

@Suite("Fade composition (the bar fade, exact)")
struct FadeTests {
    let src = renderScreen(background: Color(r8: 234, g8: 46, b8: 73), seed: 1)
    let dst = renderScreen(background: Color(r8: 20, g8: 120, b8: 230), seed: 2, content: (10, 200, 30, 255))

    /// The bar fade's formula, computed independently in straight sRGB components (all inputs opaque): the push (or
    /// pop) slide as the base, the overlay from x = 0 as wide as the source bar and as tall as its bottom, then the
    /// two bar regions at 1 − p and p. At p = 0 and p = 1: the plain source / destination.
    func expected(
        _ s: RenderedScreen, _ d: RenderedScreen, _ p: Double, x: Int, y: Int,
        direction: SlideDirection = .push
    ) -> [Double] {
        func comps(_ b: Bitmap, _ x: Int) -> [Double] {
            let q = b.pixel(x: x, y: y)
            return [Double(q.r), Double(q.g), Double(q.b)].map { $0 / 255 }
        }
        if p == 0 { return comps(s.bitmap, x) }
        if p == 1 { return comps(d.bitmap, x) }
        let scale = s.scale
        let w = Double(s.bitmap.width)
        // The slide, from its definition (offsets rounded half away from zero; lower screen dimmed).
        let push = direction == .push
        let sx = push ? -Int((0.3 * w * p).rounded()) : Int((w * p).rounded())
        let dx = push ? Int((w * (1 - p)).rounded()) : -Int((0.3 * w * (1 - p)).rounded())
        let dim = push ? 0.1 * p : 0.1 * (1 - p)
        let (upper, upperX, lower, lowerX) = push ? (d, dx, s, sx) : (s, sx, d, dx)
        var c: [Double]
        if x - upperX >= 0 && x - upperX < upper.bitmap.width { c = comps(upper.bitmap, x - upperX) }
        else { c = comps(lower.bitmap, x - lowerX).map { $0 * (1 - dim) } }
        func inBar(_ r: RenderedScreen) -> Bool {
            Double(x) >= r.barFrame.minX * scale && Double(x) < r.barFrame.maxX * scale &&
                Double(y) >= r.barFrame.minY * scale && Double(y) < r.barFrame.maxY * scale
        }
        let overlayBottom = Int((s.barFrame.maxY * scale).rounded())
        let overlayWidth = Int((s.barFrame.maxX * scale).rounded()) - Int((s.barFrame.minX * scale).rounded())
        if y < overlayBottom && x < overlayWidth {
            let sb = [s.background.red, s.background.green, s.background.blue]
            let db = [d.background.red, d.background.green, d.background.blue]
            c = (0..<3).map { sb[$0] + (db[$0] - sb[$0]) * p }
        }
        if inBar(s) {
            let v = comps(s.bitmap, x)
            c = (0..<3).map { v[$0] * (1 - p) + c[$0] * p }
        }
        if inBar(d) {
            let v = comps(d.bitmap, x)
            c = (0..<3).map { v[$0] * p + c[$0] * (1 - p) }
        }
        return c
    }

    func checkFormula(_ s: RenderedScreen, _ d: RenderedScreen, _ p: Double, direction: SlideDirection = .push) throws {
        let out = try Fade.compose(source: s, destination: d, progress: p, direction: direction)
        #expect(out.width == s.bitmap.width && out.height == max(s.bitmap.height, d.bitmap.height))
        var worst = 0.0
        for y in 0 ..< out.height {
            for x in 0 ..< out.width {
                let e = expected(s, d, p, x: x, y: y, direction: direction)
                let g = out.pixel(x: x, y: y)
                let got = [Double(g.r), Double(g.g), Double(g.b)].map { $0 / 255 }
                #expect(g.a == 255)
                for k in 0 ..< 3 { worst = max(worst, abs(got[k] - e[k])) }
            }
        }
        #expect(worst <= 1.0 / 255 + 1e-12, "worst error \(worst * 255)/255 at p = \(p)")
        #expect(worst <= 0.5 / 255 + 1e-9, "rounded once: worst \(worst * 255)/255 at p = \(p)")
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0, 0.1, 0.9])
    func everyPixelMatchesTheFormula(_ p: Double) throws {
        try checkFormula(src, dst, p)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func formulaHoldsWithDifferentBarFramesAndInsets(_ p: Double) throws {
        // Bars between side insets (x 1…5 pt) and a different destination frame.
        let s = renderScreen(
            barFrame: Rect(x: 1, y: 3, width: 4, height: 4), background: Color(r8: 170, g8: 170, b8: 170), seed: 5)
        let d = renderScreen(
            barFrame: Rect(x: 0.5, y: 2, width: 5, height: 4.5), background: Color(r8: 0, g8: 0, b8: 0), seed: 9)
        try checkFormula(s, d, p)
    }

    @Test func midpointIsTheHalfwayMix() throws {
        let out = try Fade.compose(source: src, destination: dst, progress: 0.5)
        // Row 0 is band (no bar): overlay = lerp(bg, bg, 0.5) = ((234+20)/2, (46+120)/2, (73+230)/2) = (127, 83, 151.5)
        let q = out.pixel(x: 0, y: 0)
        #expect(q.r == 127 && q.g == 83 && (q.b == 151 || q.b == 152) && q.a == 255)
    }

    @Test(arguments: [0.25, 0.5, 0.9])
    func formulaHoldsForAPopOverThePopSlide(_ p: Double) throws {
        try checkFormula(src, dst, p, direction: .pop)
    }

    @Test(arguments: [0.2, 0.5, 0.8])
    func overlayStopsAtTheSourceBarsWidthFromTheLeftEdge(_ p: Double) throws {
        // A landscape notched phone: the bar sits between 1 pt side insets of a 6 pt canvas (2 … 10 px), so the
        // overlay covers columns 0 ..< 8 and the last 2 px of the bar rows and the right inset show the slide.
        let s = renderScreen(
            barFrame: Rect(x: 1, y: 0, width: 4, height: 5), background: Color(r8: 170, g8: 170, b8: 170), seed: 5)
        let d = renderScreen(
            barFrame: Rect(x: 1, y: 0, width: 4, height: 5), background: Color(r8: 234, g8: 46, b8: 73), seed: 9)
        try checkFormula(s, d, p)
        let out = try Fade.compose(source: s, destination: d, progress: p)
        let plainSlide = try Slide.compose(source: s, destination: d, progress: p, direction: .push)
        // Right inset (columns 10, 11), bar rows: nothing but the slide.
        for y in 0 ..< 10 { for x in 10 ..< 12 { #expect(same(out.pixel(x: x, y: y), plainSlide.pixel(x: x, y: y))) } }
        // Left inset (columns 0, 1), bar rows: the overlay colour only.
        let mix = s.background.lerp(to: d.background, p).rgba8
        for y in 0 ..< 10 { for x in 0 ..< 2 { #expect(same(out.pixel(x: x, y: y), mix)) } }
    }

    @Test func contentBelowTheOverlaySlides() throws {
        // Rows below the source bar are not covered by the overlay: they show the push slide, not the destination.
        let p = 0.5
        let out = try Fade.compose(source: src, destination: dst, progress: p)
        let plainSlide = try Slide.compose(source: src, destination: dst, progress: p, direction: .push)
        let below = Int(src.barFrame.maxY * src.scale) ..< out.height
        #expect(rows(out, below) == rows(plainSlide, below))
        #expect(rows(out, below) != rows(dst.bitmap, below))
    }

    @Test func endpointsAreThePlainRenders() throws {
        let start = try Fade.compose(source: src, destination: dst, progress: 0)
        let end = try Fade.compose(source: src, destination: dst, progress: 1)
        #expect(start == src.bitmap)
        #expect(end == dst.bitmap)
        // Also when the band is not a flat colour outside the bar (a background image, a hairline in an inset):
        // no overlay is drawn at the endpoints.
        var s = src
        s.bitmap.setPixel(x: 11, y: 0, (1, 2, 3, 255))
        #expect(try Fade.compose(source: s, destination: dst, progress: 0) == s.bitmap)
        #expect(try Fade.compose(source: s, destination: dst, progress: 0.5) != s.bitmap)
    }

    @Test func deterministic() throws {
        let a = try Fade.compose(source: src, destination: dst, progress: 0.37)
        let b = try Fade.compose(source: src, destination: dst, progress: 0.37)
        #expect(a == b)
    }

    @Test(arguments: [-0.01, 1.0001, Double.nan, Double.infinity, -Double.infinity])
    func progressOutsideRangeIsAnError(_ p: Double) {
        #expect(throws: TransitionError.self) { try Fade.compose(source: src, destination: dst, progress: p) }
        #expect(throws: TransitionError.self) {
            try Slide.compose(source: src, destination: dst, progress: p, direction: .push)
        }
        #expect(throws: TransitionError.self) { try StatusBarFade.opacities(atProgress: p) }
    }

    @Test func mismatchedCanvasesNameBothSides() throws {
        let narrow = renderScreen(widthPx: 10, background: .white, seed: 3)
        do {
            _ = try Fade.compose(source: src, destination: narrow, progress: 0.5)
            Issue.record("expected an error")
        } catch let e as TransitionError {
            #expect(e == .mismatchedCanvases(source: "12×20 px at scale 2.0", destination: "10×20 px at scale 2.0"))
            #expect(e.description.contains("source is 12×20 px") && e.description.contains("destination is 10×20 px"))
        }
        var otherScale = renderScreen(background: .white, seed: 3)
        otherScale.scale = 3
        otherScale.barFrame = Rect(x: 0, y: 0, width: 4, height: 4)
        #expect(throws: TransitionError.self) { try Fade.compose(source: src, destination: otherScale, progress: 0.5) }
    }

    @Test func badRenderedScreensAreErrors() {
        var outside = dst
        outside.barFrame = Rect(x: 0, y: 8, width: 6, height: 5)   // to 13 pt = 26 px > 20 px
        #expect(throws: TransitionError.self) { try Fade.compose(source: src, destination: outside, progress: 0.5) }
        var badScale = dst
        badScale.scale = .nan
        #expect(throws: TransitionError.self) { try Fade.compose(source: src, destination: badScale, progress: 0.5) }
        var badTop = dst
        badTop.safeTop = -1
        #expect(throws: TransitionError.self) { try Fade.compose(source: src, destination: badTop, progress: 0.5) }
    }
}
