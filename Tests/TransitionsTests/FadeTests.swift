import BarSnapCore
import Testing
@testable import Transitions

@Suite("Fade composition (seed 001, exact)")
struct FadeTests {
    let src = renderScreen(background: Color(r8: 234, g8: 46, b8: 73), seed: 1)
    let dst = renderScreen(background: Color(r8: 20, g8: 120, b8: 230), seed: 2, content: (10, 200, 30, 255))

    /// The seed's formula, computed independently in straight sRGB components (all inputs opaque). Below the
    /// overlay the screens slide as in the push the fade runs alongside (`base`: the slide at the same p).
    func expected(_ s: RenderedScreen, _ d: RenderedScreen, _ p: Double, base: Bitmap, x: Int, y: Int) -> [Double] {
        func comps(_ b: Bitmap) -> [Double] { let q = b.pixel(x: x, y: y); return [Double(q.r), Double(q.g), Double(q.b)].map { $0 / 255 } }
        let scale = s.scale
        let overlayBottom = Int((s.barFrame.maxY * scale).rounded())
        func inBar(_ r: RenderedScreen) -> Bool {
            Double(x) >= r.barFrame.minX * scale && Double(x) < r.barFrame.maxX * scale &&
                Double(y) >= r.barFrame.minY * scale && Double(y) < r.barFrame.maxY * scale
        }
        guard y < overlayBottom else { return comps(base) }
        let sb = [s.background.red, s.background.green, s.background.blue]
        let db = [d.background.red, d.background.green, d.background.blue]
        var c = (0 ..< 3).map { sb[$0] + (db[$0] - sb[$0]) * p }
        if inBar(s) { let v = comps(s.bitmap); c = (0 ..< 3).map { v[$0] * (1 - p) + c[$0] * p } }
        if inBar(d) { let v = comps(d.bitmap); c = (0 ..< 3).map { v[$0] * p + c[$0] * (1 - p) } }
        return c
    }

    func checkFormula(_ s: RenderedScreen, _ d: RenderedScreen, _ p: Double) throws {
        let out = try Fade.compose(source: s, destination: d, progress: p)
        let base = try Slide.compose(source: s, destination: d, progress: p, direction: .push, drawsStatusBar: false)
        #expect(out.width == s.bitmap.width && out.height == max(s.bitmap.height, d.bitmap.height))
        var worst = 0.0
        for y in 0 ..< out.height {
            for x in 0 ..< out.width {
                let e = expected(s, d, p, base: base, x: x, y: y)
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
        let s = renderScreen(barFrame: Rect(x: 1, y: 3, width: 4, height: 4), background: Color(r8: 170, g8: 170, b8: 170), seed: 5)
        let d = renderScreen(barFrame: Rect(x: 0.5, y: 2, width: 5, height: 4.5), background: Color(r8: 0, g8: 0, b8: 0), seed: 9)
        try checkFormula(s, d, p)
    }

    @Test func midpointIsTheHalfwayMix() throws {
        let out = try Fade.compose(source: src, destination: dst, progress: 0.5)
        // Row 0 is band (no bar): overlay = lerp(bg, bg, 0.5) = ((234+20)/2, (46+120)/2, (73+230)/2) = (127, 83, 151.5)
        let q = out.pixel(x: 0, y: 0)
        #expect(q.r == 127 && q.g == 83 && (q.b == 151 || q.b == 152) && q.a == 255)
    }

    @Test func endpointsEqualThePlainRendersInTheOverlay() throws {
        let rowsInOverlay = 0 ..< Int(src.barFrame.maxY * src.scale)
        let start = try Fade.compose(source: src, destination: dst, progress: 0)
        let end = try Fade.compose(source: src, destination: dst, progress: 1)
        #expect(rows(start, rowsInOverlay) == rows(src.bitmap, rowsInOverlay))
        #expect(rows(end, rowsInOverlay) == rows(dst.bitmap, rowsInOverlay))
        #expect(end == dst.bitmap)
        // Outside the overlay the screens slide (the fade runs alongside the push): p = 0 is the source there too,
        // so the whole frame is the source's render.
        let below = rowsInOverlay.upperBound ..< dst.bitmap.height
        #expect(rows(start, below) == rows(src.bitmap, below))
        #expect(start == src.bitmap)
        let mid = try Fade.compose(source: src, destination: dst, progress: 0.5)
        let slid = try Slide.compose(source: src, destination: dst, progress: 0.5, direction: .push)
        #expect(rows(mid, below) == rows(slid, below))
        // And p = 0 is not simply the destination (the test can fail).
        #expect(rows(start, rowsInOverlay) != rows(dst.bitmap, rowsInOverlay))
    }

    @Test func deterministic() throws {
        let a = try Fade.compose(source: src, destination: dst, progress: 0.37)
        let b = try Fade.compose(source: src, destination: dst, progress: 0.37)
        #expect(a == b)
    }

    @Test(arguments: [-0.01, 1.0001, Double.nan, Double.infinity, -Double.infinity])
    func progressOutsideRangeIsAnError(_ p: Double) {
        #expect(throws: TransitionError.self) { try Fade.compose(source: src, destination: dst, progress: p) }
        #expect(throws: TransitionError.self) { try Slide.compose(source: src, destination: dst, progress: p, direction: .push) }
        #expect(throws: TransitionError.self) { try StatusBarSwitch.side(atProgress: p) }
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
