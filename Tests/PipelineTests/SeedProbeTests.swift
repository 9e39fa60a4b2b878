import NavigationModel
import Testing
import Basics
import BarLayout
import BarModel
import Transitions
@testable import Pipeline

/// The custom bar's and the declarative appearance's spec keys and transition rules have a visible effect in real
/// renders (Pango + Cairo).
@Suite struct SeedProbeTests {
    @Test func subtitleDrawsASmallerLighterSecondLine() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "appearance": {"background": "#FFFFFF"}, "item": {"title": "Recipes",\##
                 "subtitle": "12 saved recipes"}}
                """##
        )
        let title = try #require(p.layout.title)
        let sub = try #require(title.subtitle)
        let ink = try #require(p.ink(in: title.frame, background: .white))
        let subInk = try #require(p.ink(in: sub.frame, background: .white))
        // Two lines: ink reaches from the upper half of the area into the subtitle's frame.
        #expect(ink.minY < title.frame.midY - 4 && subInk.maxY > title.frame.midY + 4)
        // Lighter: the subtitle's darkest pixels are the title colour at 60 % on white (#666666), never black.
        #expect(p.count(Color(r8: 102, g8: 102, b8: 102), in: sub.frame, tolerance: 6) > 10)
        #expect(p.count(.black, in: sub.frame, tolerance: 20) == 0)
        #expect(
            p.count(
                .black,
                in: Rect(
                    x: title.frame.minX, y: title.frame.minY, width: title.frame.width,
                    height: sub.frame.minY - title.frame.minY), tolerance: 20) > 20)
        // A subtitle colour of its own.
        let red = try Probe(
            ##"""
                {"device": "iphone-15", "appearance": {"subtitleColor": "#FF0000"}, "item": {"title": "T",\##
                 "subtitle": "Red subtitle"}}
                """##
        )
        #expect(red.count(Color(r8: 255, g8: 0, b8: 0), in: try #require(red.layout.title?.subtitle).frame) > 20)
    }

    @Test func toolbarAppearancePaintsTheBottomToolbarOnly() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "canvas": "screen", "appearance": {"background": "#EA2E49", "tint":\##
                 "#FFFFFF"}, "toolbarAppearance": {"background": "#00AA00", "tint": "#0000FF", "hairline":\##
                 "#FF00FF"}, "toolbarItems": [{"title": "Message", "font": {"size": 20, "weight": "bold"}}]}
                """##
        )
        let toolbar = try #require(p.layout.bottomToolbar)
        #expect(p.pixel(200, toolbar.midY) == (0, 170, 0, 255))
        #expect(p.pixel(200, 851) == (0, 170, 0, 255), "down to the bottom edge")
        #expect(p.pixel(200, 1) == (234, 46, 73, 255), "the navigation bar keeps its background")
        #expect(p.bitmap.pixel(x: 600, y: Int(toolbar.minY * 3)) == (255, 0, 255, 255), "its own hairline")
        #expect(p.count(Color(r8: 0, g8: 0, b8: 255), in: p.layout.toolbarItems[0].frame) > 20, "its own tint")
    }

    @Test func hairlineFollowsTheBackgroundAlpha() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "appearance": {"background": "#FFFFFF", "backgroundAlpha": 0.5, "hairline":\##
                 "#FF0000"}}
                """##
        )
        // The last device-pixel row: red at 50 % over white at 50 % (source-over): alpha 0.75, red dominant.
        let h = p.bitmap.pixel(x: 600, y: 308)
        #expect(abs(Int(h.a) - 191) <= 1 && h.r == 255 && abs(Int(h.g) - 85) <= 2)
    }

    @Test func backWordFollowsTheLocale() throws {
        func back(_ extra: String) throws -> (String, Double) {
            let p = try Probe(
                #"""
                    {"device": "iphone-15", "backStyle": "system", "previousTitle": "All my saved recipes from last\#
                     year"\#(extra)}
                    """#
            )
            let b = p.layout.left[0]
            let ink = try #require(p.ink(in: b.frame, background: gray))
            return (b.label, ink.width)
        }
        let (en, enWidth) = try back("")
        let (ja, jaWidth) = try back(#", "locale": "ja""#)
        let (de, deWidth) = try back(#", "locale": "de""#)
        #expect(en == "Back" && ja == "戻る" && de == "Zurück")
        #expect(Set([enWidth, jaWidth, deWidth]).count == 3, "three different words drawn")
    }
}

@Suite struct SeedTransitionRenderTests {
    func scene(_ json: String) throws -> Scene {
        try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
    }

    let grayLandscape = #"{"device": "iphone-15", "orientation": "landscape", "canPop": false, "item": {"title": "A"}}"#
    let redLandscape =
        ##"""
            {"device": "iphone-15", "orientation": "landscape", "appearance": {"background": "#EA2E49"}, "item":\##
             {"title": "B"}}
            """##

    @Test func landscapeOverlayLeavesTheRightInsetToTheSlide() throws {
        let r = try TransitionRenderer(from: scene(grayLandscape), to: scene(redLandscape))
        #expect(r.decidedKind == .fade)
        let frame = try r.frame(progress: 0.5)
        // 852 pt wide, insets 59: the overlay covers x < 734 pt; the right inset (793 … 852) shows the slide,
        // where the red destination band has slid in (from x = 426 pt at p = 0.5).
        let y = 10 * 3
        let mix = Color.lightGray.lerp(to: Color(r8: 234, g8: 46, b8: 73), 0.5).rgba8
        let left = frame.pixel(x: 30 * 3, y: y)
        #expect(
            abs(Int(left.r) - Int(mix.0)) <= 1 && abs(Int(left.g) - Int(mix.1)) <= 1, "left inset: the overlay colour")
        #expect(frame.pixel(x: 820 * 3, y: y) == (234, 46, 73, 255), "right inset: the destination sliding in")
        // The endpoints are the two renders.
        #expect(try r.frame(progress: 0) == TransitionRenderer.rendered(scene(grayLandscape)).bitmap)
        #expect(try r.frame(progress: 1) == TransitionRenderer.rendered(scene(redLandscape)).bitmap)
    }

    @Test func statusBarsCrossFade() throws {
        let light =
            ##"""
                {"device": "iphone-15", "appearance": {"background": "#000000", "statusBar": "light"}, "item":\##
                 {"title": "A"}}
                """##
        let dark =
            ##"""
                {"device": "iphone-15", "appearance": {"background": "#000000", "statusBar": "dark"}, "item":\##
                 {"title": "B"}}
                """##
        let r = try TransitionRenderer(from: scene(light), to: scene(dark))
        // Somewhere inside the "9:41" glyphs (white on black in the source's own render).
        let source = try Pipeline.render(scene(light))
        var spot: (Int, Int)?
        for y in 0..<59 * 3 where spot == nil {
            for x in 0..<source.width / 2 where source.pixel(x: x, y: y) == (255, 255, 255, 255) {
                spot = (x, y)
                break
            }
        }
        guard let (x, y) = spot else {
            Issue.record("no white glyph pixel in the source's status bar")
            return
        }
        let values = try [0, 0.25, 0.5, 0.75, 1].map { Int(try r.frame(progress: $0).pixel(x: x, y: y).r) }
        #expect(values.first == 255 && values.last == 0)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 > $1 }, "monotonic fade: \(values)")
        // The source's white glyph at 1 − p, then the destination's black glyph (same place) at p: 255 (1 − p)².
        for (v, p) in zip(values, [0, 0.25, 0.5, 0.75, 1.0]) {
            #expect(abs(v - Int((255 * (1 - p) * (1 - p)).rounded())) <= 2, "\(values)")
        }
    }

    @Test func hairlineFollowsTheFingerInTheInteractivePop() throws {
        // The bar fade: popping from a see-through bar (alpha 0) back to an opaque one, the shared background
        // alpha follows the finger, and the hairline (the bar's shadow view) with it.
        let clear =
            ##"""
                {"device": "iphone-15", "appearance": {"background": "#FFFFFF", "backgroundAlpha": 0, "hairline":\##
                 "#FF0000"}, "item": {"title": "Photo"}}
                """##
        let solid =
            ##"""
                {"device": "iphone-15", "canPop": false, "appearance": {"background": "#FFFFFF", "hairline":\##
                 "#FF0000"}, "item": {"title": "Home"}}
                """##
        let r = try TransitionRenderer(from: scene(clear), to: scene(solid), direction: .pop)
        func hairline(_ p: Double) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            try r.sides(kind: .interactive, progress: p, layouts: (Pipeline.layout(r.from), Pipeline.layout(r.to))).0
                .bitmap.pixel(x: 600, y: 308)
        }
        #expect(try hairline(0).a == 0, "no hairline on the see-through bar")
        let mid = try hairline(0.5)
        #expect(abs(Int(mid.a) - 191) <= 1 && mid.r == 255, "red at 50 % over white at 50 %")
        #expect(try hairline(1) == (255, 0, 0, 255))
    }
}
