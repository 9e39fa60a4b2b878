import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel

extension CairoRendererTests {
    @Suite struct StatusBar {
        static let cases: [(width: Double, height: Double, scale: Double)] = [
            (393, 59, 3), (375, 20, 2), (820, 24, 2), (430, 59, 3), (320, 20, 1),
        ]

        @Test(arguments: 0..<cases.count)
        func inkColourFollowsStyleAndStaysInFrame(_ index: Int) throws {
            let c = Self.cases[index]
            for style in [StatusBarStyle.dark, .light] {
                let frame = Rect(x: 0, y: 0, width: c.width, height: c.height)
                let b = try Fixtures.renderer.render(
                    DisplayList(
                        canvasSize: Size(width: c.width, height: c.height + 10),
                        scale: c.scale, items: [.statusBar(frame: frame, style: style, homeButton: false)]))
                save(b, "statusbar-\(Int(c.width))x\(Int(c.height))-\(style)")
                let expected: UInt8 = style == .dark ? 0 : 255
                var solid = 0
                for y in 0..<b.height {
                    for x in 0..<b.width {
                        let p = b.pixel(x: x, y: y)
                        guard p.a > 0 else { continue }
                        if p.r != expected || p.g != expected || p.b != expected {
                            Issue.record("\(style) pixel \(x),\(y) is \(p)")
                            return
                        }
                        if p.a == 255 { solid += 1 }
                    }
                }
                #expect(solid > 100)
                let all = try #require(inkBounds(b))
                #expect(all.y1 <= Int(c.height * c.scale), "ink below the status band: \(all)")
                // Time on the left third, icons on the right third, nothing in the middle (the notch).
                let w = b.width, h = Int(c.height * c.scale)
                let left = try #require(inkBounds(b, in: (0, 0, w / 3, h)))
                let right = try #require(inkBounds(b, in: (2 * w / 3, 0, w, h)))
                #expect(inkBounds(b, in: (w / 3 + 1, 0, 2 * w / 3, h)) == nil)
                // Vertical placement: centred in the top (height - 10) pt on tall bars, in the height otherwise.
                let band = c.height >= 40 ? (c.height - 10) : c.height
                for box in [left, right] {
                    let mid = Double(box.y0 + box.y1) / 2 / c.scale
                    #expect(abs(mid - band / 2) <= 1.5, "\(c) element centre \(mid) vs \(band / 2)")
                }
                #expect(right.x1 < w - Int(4 * c.scale), "icons keep a right margin")
            }
        }

        @Test func darkAndLightDiffer() throws {
            let dark = try Fixtures.renderer.render(Fixtures.phoneBar(style: .dark))
            let light = try Fixtures.renderer.render(Fixtures.phoneBar(style: .light))
            #expect(dark != light)
            // The right-hand icons: solid black on the dark style, solid white on the light one.
            func count(_ b: Bitmap, _ v: UInt8) -> Int {
                var n = 0
                for y in 0..<150 { for x in 786..<1179 where b.pixel(x: x, y: y) == (v, v, v, 255) { n += 1 } }
                return n
            }
            #expect(count(dark, 0) > 500 && count(dark, 255) == 0)
            #expect(count(light, 255) > 500 && count(light, 0) == 0)
        }
    }
}

extension CairoRendererTests.StatusBar {
    @Test func sheetForLooking() throws {
        var items: [DisplayItem] = []
        var y = 0.0
        for (w, h) in [(393.0, 59.0), (375.0, 20.0), (820.0, 24.0)] {
            for style in [StatusBarStyle.dark, .light] {
                items.append(
                    .fill(
                        Rect(x: 0, y: y, width: 820, height: h),
                        style == .dark ? Color(white: 0.95) : Color(white: 0.15)))
                items.append(.statusBar(frame: Rect(x: 0, y: y, width: w, height: h), style: style, homeButton: false))
                y += h + 4
            }
        }
        let b = try Fixtures.renderer.render(
            DisplayList(canvasSize: Size(width: 820, height: y), scale: 2, items: items))
        save(b, "statusbars")
        #expect(b.height == Int(y * 2))
    }
}

extension CairoRendererTests.StatusBar {
    /// Home-button iPhones: the time in the middle third, signal and Wi-Fi at the left edge, the battery at the
    /// right edge, nothing in between.
    @Test(arguments: [(375.0, 2.0), (414.0, 3.0)])
    func homeButtonLayout(_ width: Double, _ scale: Double) throws {
        let frame = Rect(x: 0, y: 0, width: width, height: 20)
        let b = try Fixtures.renderer.render(
            DisplayList(
                canvasSize: Size(width: width, height: 20), scale: scale,
                items: [.statusBar(frame: frame, style: .dark, homeButton: true)]))
        save(b, "statusbar-home-\(Int(width))")
        let w = b.width, h = b.height
        let time = try #require(inkBounds(b, in: (w / 3, 0, 2 * w / 3, h)))
        #expect(abs(Double(time.x0 + time.x1) / 2 - Double(w) / 2) <= 2 * scale, "time centred: \(time)")
        let left = try #require(inkBounds(b, in: (0, 0, w / 4, h)))
        let right = try #require(inkBounds(b, in: (3 * w / 4, 0, w, h)))
        #expect(Double(left.x0) / scale >= 5 && Double(left.x0) / scale <= 7, "signal at the left margin: \(left)")
        #expect(
            Double(w - right.x1) / scale >= 5 && Double(w - right.x1) / scale <= 7,
            "battery at the right margin: \(right)")
        #expect(Double(left.x1 - left.x0) / scale > 30, "signal and Wi-Fi: \(left)")
        #expect(
            inkBounds(b, in: (w / 4, 0, time.x0 - 1, h)) == nil
                && inkBounds(b, in: (time.x1 + 1, 0, 3 * w / 4, h)) == nil)
        // Not the notched / iPad layout: there the time is on the left.
        let pad = try Fixtures.renderer.render(
            DisplayList(
                canvasSize: Size(width: width, height: 20), scale: scale,
                items: [.statusBar(frame: frame, style: .dark, homeButton: false)]))
        #expect(pad != b && inkBounds(pad, in: (w / 3, 0, 2 * w / 3, h)) == nil)
    }
}
