import BarSnapCore
import Testing
@testable import Transitions

@Suite("Status bar on top")
struct StatusBarTests {
    @Test func switchesAtExactlyHalf() throws {
        #expect(try StatusBarSwitch.side(atProgress: 0) == .source)
        #expect(try StatusBarSwitch.side(atProgress: 0.4999999999) == .source)
        #expect(try StatusBarSwitch.side(atProgress: 0.5.nextDown) == .source)
        #expect(try StatusBarSwitch.side(atProgress: 0.5) == .destination)
        #expect(try StatusBarSwitch.side(atProgress: 1) == .destination)
        #expect(try StatusBarSwitch.style(source: .light, destination: .dark, progress: 0.49) == .light)
        #expect(try StatusBarSwitch.style(source: .light, destination: .dark, progress: 0.5) == .dark)
    }

    /// 12 px wide at scale 2, status band 2 pt = 4 px; each side's band carries a marker colour.
    func sides() -> (RenderedScreen, RenderedScreen) {
        var s = renderScreen(heightPx: 20, barFrame: Rect(x: 0, y: 2, width: 6, height: 5), background: Color(r8: 234, g8: 46, b8: 73), seed: 1, safeTop: 2)
        var d = renderScreen(heightPx: 20, barFrame: Rect(x: 0, y: 2, width: 6, height: 5), background: Color(r8: 20, g8: 120, b8: 230), seed: 2, safeTop: 2)
        for y in 0 ..< 4 { s.bitmap.setPixel(x: 5, y: y, (1, 2, 3, 255)); d.bitmap.setPixel(x: 6, y: y, (4, 5, 6, 255)) }
        return (s, d)
    }

    @Test func bandCopiedFromTheMoreVisibleSide() throws {
        let (s, d) = sides()
        for kind in [TransitionKind.fade, .slide, .interactive] {
            let before = try Transition.frame(kind: kind, source: s, destination: d, progress: 0.49)
            let after = try Transition.frame(kind: kind, source: s, destination: d, progress: 0.5)
            #expect(rows(before, 0 ..< 4) == rows(s.bitmap, 0 ..< 4), "\(kind)")
            #expect(rows(after, 0 ..< 4) == rows(d.bitmap, 0 ..< 4), "\(kind)")
            // Below the band the composition is untouched by the status bar.
            let plain = try Transition.frame(kind: kind, source: s, destination: d, progress: 0.5, drawsStatusBar: false)
            #expect(rows(after, 4 ..< 20) == rows(plain, 4 ..< 20))
            #expect(rows(plain, 0 ..< 4) != rows(d.bitmap, 0 ..< 4) || kind == .fade)
        }
    }

    @Test func glyphLayerIsCompositedOver() throws {
        var (s, d) = sides()
        var glyphs = Bitmap(width: 12, height: 4)
        glyphs.setPixel(x: 2, y: 1, (255, 255, 255, 255))
        glyphs.setPixel(x: 3, y: 1, (255, 255, 255, 128))
        d.statusBar = glyphs
        s.statusBar = Bitmap(width: 12, height: 4, fill: (0, 0, 0, 255))
        let plain = try Fade.compose(source: s, destination: d, progress: 0.6, drawsStatusBar: false)
        let out = try Fade.compose(source: s, destination: d, progress: 0.6)
        #expect(same(column(out, 2, row: 1), (255, 255, 255, 255)))
        // Transparent glyph pixels leave the fading band visible; half-alpha ones mix.
        #expect(same(column(out, 0, row: 0), column(plain, 0, row: 0)))
        let under = column(plain, 3, row: 1), mixed = column(out, 3, row: 1)
        let a = 128.0 / 255
        #expect(mixed.0 == UInt8((255 * a + Double(under.0) * (1 - a)).rounded()))
        // Before the midpoint, the source's (opaque black) layer is on top.
        let early = try Fade.compose(source: s, destination: d, progress: 0.2)
        #expect(rows(early, 0 ..< 4).enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 0 })
    }

    @Test func badStatusBarLayerIsAnError() {
        var (s, d) = sides()
        d.statusBar = Bitmap(width: 11, height: 4)
        #expect(throws: TransitionError.self) { try Fade.compose(source: s, destination: d, progress: 0.6) }
        s.safeTop = 100
        #expect(throws: TransitionError.self) { try Slide.compose(source: s, destination: s, progress: 0.6, direction: .push) }
    }
}
