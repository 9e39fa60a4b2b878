import Testing
import Basics
import BarLayout
import BarModel
@testable import Pipeline

/// Every field of the scene spec has a visible effect: render a scene and probe pixels at positions the layout
/// computed.
struct Probe {
    let layout: BarLayout
    let bitmap: Bitmap
    let scale: Double

    init(_ json: String) throws {
        let scene = try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
        layout = try Pipeline.layout(scene)
        bitmap = try Pipeline.render(scene)
        scale = layout.scale
    }

    func pixel(_ x: Double, _ y: Double) -> (UInt8, UInt8, UInt8, UInt8) {
        let p = bitmap.pixel(x: min(bitmap.width - 1, Int(x * scale)), y: min(bitmap.height - 1, Int(y * scale)))
        return (p.r, p.g, p.b, p.a)
    }

    /// Pixels inside `rect` (points) whose RGB is within `tolerance` of `color`.
    func count(_ color: Color, in rect: Rect, tolerance: Int = 2) -> Int {
        let (r, g, b, _) = color.rgba8
        var n = 0
        for y in Int(rect.minY * scale)..<min(bitmap.height, Int((rect.maxY * scale).rounded(.up))) {
            for x in Int(rect.minX * scale)..<min(bitmap.width, Int((rect.maxX * scale).rounded(.up))) {
                let p = bitmap.pixel(x: x, y: y)
                if abs(Int(p.r) - Int(r)) <= tolerance && abs(Int(p.g) - Int(g)) <= tolerance
                    && abs(Int(p.b) - Int(b)) <= tolerance && p.a > 0
                {
                    n += 1
                }
            }
        }
        return n
    }

    /// The bounding box (points) of pixels in `rect` that differ from `background` by more than 24 per channel.
    func ink(in rect: Rect, background: Color) -> Rect? {
        let (r, g, b, _) = background.rgba8
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in max(0, Int(rect.minY * scale))..<min(bitmap.height, Int((rect.maxY * scale).rounded(.up))) {
            for x in max(0, Int(rect.minX * scale))..<min(bitmap.width, Int((rect.maxX * scale).rounded(.up))) {
                let p = bitmap.pixel(x: x, y: y)
                if abs(Int(p.r) - Int(r)) + abs(Int(p.g) - Int(g)) + abs(Int(p.b) - Int(b)) > 24 {
                    x0 = min(x0, x)
                    y0 = min(y0, y)
                    x1 = max(x1, x)
                    y1 = max(y1, y)
                }
            }
        }
        guard x1 >= 0 else { return nil }
        return Rect(
            x: Double(x0) / scale, y: Double(y0) / scale, width: Double(x1 - x0 + 1) / scale,
            height: Double(y1 - y0 + 1) / scale)
    }
}

let gray = Color.lightGray
let orange = Color.orange

@Suite struct SceneProbeTests {
    @Test func canvasIsPointsTimesScale() throws {
        for scale in [1, 2, 3] {
            let p = try Probe(#"{"device": "iphone-15", "scale": \#(scale)}"#)
            #expect(p.bitmap.width == 393 * scale && p.bitmap.height == 103 * scale)
        }
        let land = try Probe(#"{"device": "iphone-15", "orientation": "landscape"}"#)
        #expect(land.bitmap.width == 852 * 3 && land.bitmap.height == 32 * 3)
        let screen = try Probe(#"{"device": "ipad-mini", "canvas": "screen"}"#)
        #expect(screen.bitmap.width == 744 * 2 && screen.bitmap.height == 1133 * 2)
    }

    @Test func backgroundAndAlphaFillTheBand() throws {
        let p = try Probe(##"{"device": "iphone-15", "appearance": {"background": "#EA2E49"}}"##)
        #expect(p.pixel(200, 1) == (234, 46, 73, 255))
        #expect(p.pixel(200, 102.9) == (234, 46, 73, 255))
        let half = try Probe(
            ##"{"device": "iphone-15", "appearance": {"background": "#EA2E49", "backgroundAlpha": 0.5}}"##)
        // Cairo stores premultiplied 8-bit colour: at alpha 128 a channel can come back 1 lower (234 → 233).
        let h = half.pixel(200, 1)
        #expect(h.3 == 128 && abs(Int(h.0) - 234) <= 1 && abs(Int(h.1) - 46) <= 1 && abs(Int(h.2) - 73) <= 1)
        let seed = try Probe(#"{"device": "iphone-15"}"#)
        #expect(seed.pixel(200, 80) == (170, 170, 170, 255), "the custom bar's lightGray")
    }

    @Test func hairlineIsTheLastDevicePixelRow() throws {
        let p = try Probe(##"{"device": "iphone-15", "appearance": {"hairline": "#FF0000"}}"##)
        #expect(p.bitmap.pixel(x: 600, y: 308) == (255, 0, 0, 255))
        #expect(p.bitmap.pixel(x: 600, y: 307) == (170, 170, 170, 255))
        let none = try Probe(#"{"device": "iphone-15"}"#)
        #expect(none.bitmap.pixel(x: 600, y: 308) == (170, 170, 170, 255))
    }

    @Test func backChevronIsOrangeOnlyWhenTheRuleShowsIt() throws {
        let p = try Probe(#"{"device": "iphone-15"}"#)
        #expect(p.count(orange, in: p.layout.left[0].frame) > 40)
        for hidden in [
            #"{"device": "iphone-15", "canPop": false}"#,
            #"{"device": "iphone-15", "item": {"hidesBackButton": true}}"#,
            #"{"device": "iphone-15", "item": {"left": [{"title": "A"}]}}"#
        ] {
            let q = try Probe(hidden)
            #expect(q.count(orange, in: q.layout.bar) == 0, "\(hidden)")
        }
    }

    @Test func itemColoursTintHighlightDisabled() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "canPop": false, "appearance": {"background": "#FFFFFF", "tint": "#00AA00"},\##
                 "item": {"left": [{"title": "WWW", "font": {"size": 20, "weight": "bold"}}, {"title": "MMM", "tint":\##
                 "#0000FF", "font": {"size": 20, "weight": "bold"}}, {"title": "HHH", "tint": "#0000FF",\##
                 "highlighted": true, "font": {"size": 20, "weight": "bold"}}, {"title": "DDD", "enabled": false,\##
                 "font": {"size": 20, "weight": "bold"}}], "right": [{"symbol": "plus", "tint": "#FF00FF"}]}}
                """##
        )
        let f = p.layout.left.map(\.frame)
        #expect(p.count(Color(hex: "#00AA00")!, in: f[0]) > 20, "appearance tint")
        #expect(p.count(Color(hex: "#0000FF")!, in: f[1]) > 20, "item tint")
        #expect(p.count(Color(r8: 0, g8: 0, b8: 217), in: f[2]) > 20, "highlighted: ×0.85")
        #expect(p.count(Color(hex: "#0000FF")!, in: f[2]) == 0)
        #expect(p.count(Color.gray, in: f[3]) > 20, "disabled: #808080")
        #expect(p.count(Color(hex: "#FF00FF")!, in: p.layout.right[0].frame) > 20, "symbol tint")
    }

    @Test func statusBarStyleAndHidden() throws {
        let dark = try Probe(#"{"device": "iphone-15", "appearance": {"statusBar": "dark"}}"#)
        let frame = try #require(dark.layout.statusBar)
        #expect(dark.count(.black, in: frame) > 100 && dark.count(.white, in: frame) == 0)
        let light = try Probe(#"{"device": "iphone-15", "appearance": {"statusBar": "light"}}"#)
        #expect(light.count(.white, in: frame) > 100 && light.count(.black, in: frame) == 0)
        let hidden = try Probe(#"{"device": "iphone-15", "appearance": {"statusBar": "hidden"}}"#)
        #expect(hidden.ink(in: frame, background: gray) == nil)
    }

    @Test func titleColourFontAndModes() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "appearance": {"titleColor": "#0000FF", "titleFont": {"size": 17, "weight":\##
                 "bold"}}, "item": {"title": "Title"}}
                """##
        )
        let title = try #require(p.layout.title)
        #expect(p.count(Color(hex: "#0000FF")!, in: title.frame) > 20)
        let small = try #require(p.ink(in: title.frame, background: gray))
        let big = try Probe(
            ##"{"device": "iphone-15", "appearance": {"titleFont": {"size": 28}}, "item": {"title": "Title"}}"##)
        let bigInk = try #require(big.ink(in: big.layout.title!.frame, background: gray))
        #expect(bigInk.height > small.height * 1.3)
        // centred in fill mode: the ink's centre is the frame's centre (± 1 pt)
        #expect(abs(small.midX - title.frame.midX) < 1)
        #expect(abs(small.midY - title.frame.midY) < 1.5)
        let center = try Probe(
            #"""
                {"device": "iphone-15", "item": {"title": "Title", "titleMode": "center", "right": [{"title": "Long\#
                 right button"}]}}
                """#
        )
        let ci = try #require(center.ink(in: center.layout.title!.frame, background: gray))
        #expect(abs(ci.midX - center.layout.bar.midX) < 1)
    }

    @Test func twoLineTitleHasTwoLinesOfInk() throws {
        // Two 17-pt lines need about 41 pt: a 64-pt bar leaves 50 between the 7-pt margins.
        let p = try Probe(
            #"""
                {"device": "iphone-15", "barHeight": 64, "item": {"title": "Grandmother's slow-cooked winter vegetable\#
                 soup", "right": [{"symbol": "heart"}]}}
                """#
        )
        let t = try #require(p.layout.title)
        #expect(t.lines == 2 && t.fontSize == 17)
        let ink = try #require(p.ink(in: t.frame, background: gray))
        #expect(ink.height > 20, "two lines of about 12 pt")
    }

    @Test func promptLargeTitleAndSearchField() throws {
        let p = try Probe(
            #"{"device": "iphone-15", "item": {"title": "Large", "largeTitle": true, "prompt": "Prompt"}}"#)
        let prompt = try #require(p.layout.prompt)
        #expect(p.ink(in: prompt.frame, background: gray) != nil)
        let largeTitle = try #require(p.layout.largeTitle)
        let large = try #require(p.ink(in: largeTitle.frame, background: gray))
        #expect(large.height > 20 && large.minX < p.layout.bar.minX + 20, "34 pt bold, left-aligned at 16")
        let s = try Probe(#"{"device": "iphone-15", "item": {"titleView": {"searchField": {"placeholder": "料理名"}}}}"#)
        let f = try #require(s.layout.title).frame
        #expect(s.count(.white, in: f) > Int(f.width * f.height * 9 * 0.5))
        #expect(s.count(Color(r8: 142, g8: 142, b8: 147), in: f, tolerance: 3) > 30, "magnifier and placeholder")
    }

    @Test func imagesBackgroundImageAndTemplates() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "canPop": false, "item": {"right": [{"image":\##
                 "Tests/Gallery/icons/star@2x.png"}, {"image": "Tests/Gallery/icons/star@2x.png", "template": true,\##
                 "tint": "#0000FF"}]}}
                """##
        )
        let amber = Color(r8: 255, g8: 179, b8: 0)
        #expect(p.count(amber, in: p.layout.right[1].frame) > 50, "first right item (rightmost) as-is")
        #expect(p.count(Color(hex: "#0000FF")!, in: p.layout.right[0].frame) > 50, "template tinted")
        #expect(p.count(amber, in: p.layout.right[0].frame) == 0)
        let bg = try Probe(
            #"{"device": "iphone-15", "appearance": {"backgroundImage": "Tests/Gallery/icons/star@2x.png"}}"#)
        #expect(bg.count(amber, in: bg.layout.band) > 1000)
    }

    @Test func systemBackStyleDrawsChevronAndTitleInTint() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "backStyle": "system", "previousTitle": "Home", "appearance": {"tint":\##
                 "#0000FF"}}
                """##
        )
        let back = p.layout.left[0]
        #expect(back.label == "Home")
        #expect(p.count(Color(hex: "#0000FF")!, in: back.frame) > 60)
        #expect(p.count(orange, in: back.frame) == 0)
    }

    @Test func screenCanvasHasContentAndBottomToolbar() throws {
        let p = try Probe(
            ##"""
                {"device": "iphone-15", "canvas": "screen", "appearance": {"background": "#EA2E49"}, "toolbarItems":\##
                 [{"system": "trash"}, {"space": "flexible"}, {"title": "Done"}]}
                """##
        )
        #expect(p.pixel(200, 400) == (242, 242, 247, 255), "content placeholder")
        let toolbar = try #require(p.layout.bottomToolbar)
        #expect(p.pixel(200, toolbar.midY) == (234, 46, 73, 255))
        #expect(p.pixel(200, 851) == (234, 46, 73, 255), "toolbar background runs to the bottom edge")
        #expect(p.ink(in: p.layout.toolbarItems[0].frame, background: Color(r8: 234, g8: 46, b8: 73)) != nil)
    }
}
