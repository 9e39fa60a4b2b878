import NavigationModel
import Basics
import Testing
@testable import Transitions

@Suite("Status bar on top")
struct StatusBarTests {
    @Test func opacitiesFollowTheProgress() throws {
        #expect(try StatusBarFade.opacities(atProgress: 0) == (1, 0))
        #expect(try StatusBarFade.opacities(atProgress: 1) == (0, 1))
        #expect(try StatusBarFade.opacities(atProgress: 0.25) == (0.75, 0.25))
        #expect(try StatusBarFade.dominantSide(atProgress: 0.5.nextDown) == .source)
        #expect(try StatusBarFade.dominantSide(atProgress: 0.5) == .destination)
    }

    /// 12 px wide at scale 2, status band 2 pt = 4 px; each side's band carries a marker colour.
    func sides() -> (RenderedScreen, RenderedScreen) {
        var s = renderScreen(
            heightPx: 20, barFrame: Rect(x: 0, y: 2, width: 6, height: 5), background: Color(r8: 234, g8: 46, b8: 73),
            seed: 1, safeTop: 2)
        var d = renderScreen(
            heightPx: 20, barFrame: Rect(x: 0, y: 2, width: 6, height: 5), background: Color(r8: 20, g8: 120, b8: 230),
            seed: 2, safeTop: 2)
        for y in 0..<4 {
            s.bitmap.setPixel(x: 5, y: y, (1, 2, 3, 255))
            d.bitmap.setPixel(x: 6, y: y, (4, 5, 6, 255))
        }
        return (s, d)
    }

    @Test func bandsCrossFade() throws {
        let (s, d) = sides()
        for kind in [TransitionKind.fade, .slide, .interactive] {
            // The endpoints are each side's own band; in between, the source's band with the destination's over it.
            let start = try Transition.frame(kind: kind, source: s, destination: d, progress: 0)
            let end = try Transition.frame(kind: kind, source: s, destination: d, progress: 1)
            #expect(rows(start, 0..<4) == rows(s.bitmap, 0..<4), "\(kind)")
            #expect(rows(end, 0..<4) == rows(d.bitmap, 0..<4), "\(kind)")
            let mid = try Transition.frame(kind: kind, source: s, destination: d, progress: 0.25)
            for x in 0..<12 {
                for y in 0..<4 {
                    let a = s.bitmap.pixel(x: x, y: y), b = d.bitmap.pixel(x: x, y: y), got = mid.pixel(x: x, y: y)
                    #expect(
                        got.r == UInt8((Double(a.r) * 0.75 + Double(b.r) * 0.25).rounded()), "\(kind) x \(x) y \(y)")
                    #expect(
                        got.b == UInt8((Double(a.b) * 0.75 + Double(b.b) * 0.25).rounded()), "\(kind) x \(x) y \(y)")
                }
            }
            // Below the band the composition is untouched by the status bar.
            let plain = try Transition.frame(
                kind: kind, source: s, destination: d, progress: 0.25, drawsStatusBar: false)
            #expect(rows(mid, 4..<20) == rows(plain, 4..<20))
        }
    }

    @Test func identicalBandsDoNotFade() throws {
        var (s, d) = sides()
        for y in 0 ..< 4 { for x in 0 ..< 12 { d.bitmap.setPixel(x: x, y: y, s.bitmap.pixel(x: x, y: y)) } }
        let mid = try Transition.frame(kind: .slide, source: s, destination: d, progress: 0.5)
        #expect(rows(mid, 0 ..< 4) == rows(s.bitmap, 0 ..< 4))
    }

    @Test func glyphLayersCrossFade() throws {
        var (s, d) = sides()
        var glyphs = Bitmap(width: 12, height: 4)
        glyphs.setPixel(x: 2, y: 1, (255, 255, 255, 255))
        glyphs.setPixel(x: 3, y: 1, (255, 255, 255, 128))
        d.statusBar = glyphs
        s.statusBar = Bitmap(width: 12, height: 4, fill: (0, 0, 0, 255))
        let p = 0.6
        let plain = try Fade.compose(source: s, destination: d, progress: p, drawsStatusBar: false)
        let out = try Fade.compose(source: s, destination: d, progress: p)
        // Source layer (opaque black) at 1 − p over the frame, then the destination's white glyph at p.
        func expect(_ x: Int, _ y: Int, glyph: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            let under = Double(plain.pixel(x: x, y: y).r)
            let afterSource = under * p // black at 1 − p
            let value = 255 * glyph * p + afterSource * (1 - glyph * p)
            // ±1: `plain` is itself rounded to 8 bits, the composition is not.
            #expect(
                abs(Int(out.pixel(x: x, y: y).r) - Int(value.rounded())) <= 1, "x \(x) y \(y)",
                sourceLocation: sourceLocation)
        }
        expect(2, 1, glyph: 1)
        expect(3, 1, glyph: 128.0 / 255)
        expect(0, 0, glyph: 0)
        // Equal layers (the same style on both sides) are drawn once, fully: no dip in the glyphs mid-way.
        d.statusBar = s.statusBar
        let same = try Fade.compose(source: s, destination: d, progress: 0.5)
        #expect(rows(same, 0..<4).enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 0 })
        // A taller but otherwise equal layer (a canvas of another height) counts as equal too.
        var taller = Bitmap(width: 12, height: 8)
        taller.copyRows(from: s.statusBar!, sourceRow: 0, destinationRow: 0, rows: 4)
        d.statusBar = taller
        #expect(try Fade.compose(source: s, destination: d, progress: 0.5) == same)
    }

    @Test func badStatusBarLayerIsAnError() {
        var (s, d) = sides()
        d.statusBar = Bitmap(width: 11, height: 4)
        #expect(throws: TransitionError.self) { try Fade.compose(source: s, destination: d, progress: 0.6) }
        s.safeTop = 100
        #expect(throws: TransitionError.self) {
            try Slide.compose(source: s, destination: s, progress: 0.6, direction: .push)
        }
    }
}
