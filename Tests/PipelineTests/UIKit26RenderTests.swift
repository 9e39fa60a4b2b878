import Foundation
import Testing
import Basics
import BarLayout
import BarModel
import CairoRenderer
@testable import Pipeline

/// iOS 26's bar against a real iOS 26.2 render of the same screen (numbers in `UIKit26Metrics`): a 360-pt screen
/// at 1x, dark, "Cancel", the title "Create Poll" and a disabled 22-pt image.
@Suite struct UIKit26RenderTests {
    static let poll = "Tests/Gallery/ios26/poll-dark.json"

    static func spec(edit: (inout String) -> Void = { _ in }) throws -> String {
        var text = try String(contentsOfFile: Package.root + "/" + poll, encoding: .utf8)
        text = text.replacingOccurrences(of: "../fidelity/", with: "Tests/Gallery/fidelity/")
        edit(&text)
        return text
    }

    static func probe(edit: (inout String) -> Void = { _ in }) throws -> Probe { try Probe(spec(edit: edit)) }

    static func variant(edit: (inout String) -> Void = { _ in }) throws -> String {
        try Pipeline.scene(from: JSON.parse(spec(edit: edit)), baseDirectory: Package.root).variant
    }

    /// The ink of one placed item (points): the pixels that change when its drawing is left out of the display
    /// list, so the glass under it does not count.
    static func ink(of item: PlacedItem, in layout: BarLayout) throws -> Rect? {
        var bare = layout.displayList
        func strip(_ items: [DisplayItem]) -> [DisplayItem] {
            items.filter { !item.drawing.contains($0) }.map {
                if case let .group(clip, alpha, children) = $0 {
                    return .group(clip: clip, alpha: alpha, items: strip(children))
                }
                if case let .text(run) = $0, case let .text(mine)? = item.drawing.first, run.text == mine.text {
                    return .group(clip: nil, alpha: 0, items: [])
                }
                return $0
            }
        }
        for (layer, items) in bare.layers { bare.layers[layer] = strip(items) }
        let full = try BarRenderer().render(layout.displayList), without = try BarRenderer().render(bare)
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<full.height {
            for x in 0..<full.width {
                let p = full.pixel(x: x, y: y), q = without.pixel(x: x, y: y)
                if abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b)) > 24 {
                    x0 = min(x0, x)
                    y0 = min(y0, y)
                    x1 = max(x1, x)
                    y1 = max(y1, y)
                }
            }
        }
        guard x1 >= 0 else { return nil }
        let s = layout.scale
        return Rect(
            x: Double(x0) / s, y: Double(y0) / s, width: Double(x1 - x0 + 1) / s, height: Double(y1 - y0 + 1) / s)
    }

    @Test func pollItemsSitWhereTheRealRenderPutsThem() throws {
        let p = try Self.probe()
        #expect(try Self.variant() == "phone-uikit26-dark-54@1x")
        // The 54-pt band and the 14 pt below it where the capsules' shadows fall.
        #expect(p.bitmap.height == 54 + 14 && p.layout.band.maxY == 54)
        // Cancel: ink from x = 33, baseline 37 (the last row of ink: "Cancel" has no descender).
        let cancel = try #require(try Self.ink(of: p.layout.left[0], in: p.layout))
        #expect(abs(cancel.minX - 33) <= 1, "Cancel starts at \(cancel.minX)")
        #expect(abs(cancel.maxY - 1 - 37) <= 1, "Cancel's baseline is \(cancel.maxY - 1)")
        // The title: centred frame, baseline 38.
        let title = try #require(
            p.ink(in: Rect(x: 110, y: 10, width: 140, height: 44), background: Color(r8: 7, g8: 10, b8: 13)))
        #expect(abs(title.maxY - 1 - 38) <= 1, "the title's baseline is \(title.maxY - 1)")
        #expect(abs(title.midX - 180) <= 1, "the title's middle is \(title.midX)")
        // The image: x 310–332, y 22–43.
        let plane = try #require(try Self.ink(of: p.layout.right[0], in: p.layout))
        #expect(
            abs(plane.minX - 310) <= 1 && abs(plane.maxX - 332) <= 1, "the image spans x \(plane.minX)–\(plane.maxX)")
        #expect(abs(plane.minY - 22) <= 1 && abs(plane.maxY - 43) <= 1, "the image spans y \(plane.minY)–\(plane.maxY)")
    }

    /// Glass blurs and tints what lies beneath: a capsule over a striped background is not the stripes, not a
    /// flat colour; the same scene gives the same bytes every time.
    @Test func glassBlursWhatLiesBeneathAndIsDeterministic() throws {
        let spec =
            #"""
                {"device": {"width": 360, "height": 700, "scale": 2}, "style": "uikit", "ios": 26, "canPop": false,\#
                 "appearance": {"backgroundImage": "Tests/Gallery/fidelity/paperplane@3x.png"}, "item": {"title": "T",\#
                 "left": [{"title": "Edit"}]}}
                """#
        let a = try Probe(spec), b = try Probe(spec)
        #expect(a.bitmap == b.bitmap)
        let plain = try Probe(
            #"""
                {"device": {"width": 360, "height": 700, "scale": 2}, "style": "uikit", "ios": 26, "canPop": false,\#
                 "item": {"title": "T", "left": [{"title": "Edit"}]}}
                """#
        )
        let capsule = try #require(a.layout.left.first).frame
        // Inside the capsule, away from the text: the glass differs from no glass (the bare background).
        let bare = try BarRenderer().render(a.layout.backgroundDisplayList)
        var differs = 0
        for y in Int(capsule.minY * 2) + 8..<Int(capsule.maxY * 2) - 8 {
            let p = a.bitmap.pixel(x: Int(capsule.minX * 2) + 12, y: y),
                q = bare.pixel(x: Int(capsule.minX * 2) + 12, y: y)
            if p != q { differs += 1 }
        }
        #expect(differs > 20)
        #expect(a.bitmap != plain.bitmap)
    }

    @Test func defaultDesignIsUnchangedAndNamesStay() throws {
        let old = try Self.probe { $0 = $0.replacingOccurrences(of: "\"ios\": 26,", with: "") }
        #expect(
            try Self.variant { $0 = $0.replacingOccurrences(of: "\"ios\": 26,", with: "") } == "phone-uikit-dark-44@1x")
        let explicit18 = try Self.probe { $0 = $0.replacingOccurrences(of: "\"ios\": 26,", with: "\"ios\": 18,") }
        #expect(explicit18.bitmap == old.bitmap)
    }

    @Test func itemsShareOneCapsuleAndTheBackButtonIsACircle() throws {
        let p = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "previousTitle": "Settings", "item": {"title":\#
                 "Mail", "right": [{"symbol": "plus"}, {"symbol": "trash"}]}}
                """#
        )
        let back = try #require(p.layout.left.first)
        #expect(back.kind == .back && back.frame.width == 44)
        #expect(p.layout.left.count == 1)
        let right = p.layout.right
        #expect(right.count == 2)
        // Adjacent: one capsule, the two slots 10 pt apart in it (measured on a device).
        let gap = max(right[1].frame.minX - right[0].frame.maxX, right[0].frame.minX - right[1].frame.maxX)
        #expect(abs(gap - 10) < 0.5, "\(gap)")
    }

    /// Measured on a device (NetNewsWire 7's iOS 26 screenshots, 390 × 844, a 47-pt status bar): the glass
    /// circles span y = 47–91, right under the status bar; without a status bar the 10 pt lie above the row.
    @Test func theItemRowSitsUnderTheStatusBarElseTenPointsDown() throws {
        func spec(_ top: Int) -> String {
            #"{"device": {"width": 390, "height": 844, "scale": 3, "safeArea": {"top": \#(top)}}, "style": "uikit", "#
                + #""ios": 26, "previousTitle": "Feeds", "item": {"title": "Today"}}"#
        }
        let device = try Probe(spec(47)), none = try Probe(spec(0))
        let back = try #require(device.layout.left.first).frame
        #expect(back.minY == 47 && back.maxY == 91, "\(back)")
        #expect(try #require(none.layout.left.first).frame.minY == 10)
        #expect(device.layout.band.maxY == 47 + 54 && none.layout.band.maxY == 54)
    }

    /// Measured on a 390-pt iOS 26 device screenshot (NetNewsWire 7): a symbol alone is a 44-pt circle at
    /// x = 330–374, plain or prominent, two symbols share a 100-pt capsule, the back chevron's ink is x = 31–42.
    @Test func aLoneSymbolIsACircleAndTheBackChevronSitsAsOnTheDevice() throws {
        func spec(_ right: String) -> String {
            #"{"device": {"width": 390, "height": 844, "scale": 3, "safeArea": {"top": 47}}, "style": "uikit", "#
                + #""ios": 26, "previousTitle": "Feeds", "item": {"title": "Today", "right": [\#(right)]}}"#
        }
        let filter = #"{"symbol": "line.3.horizontal.decrease"}"#
        let lone = try Probe(spec(filter)).layout
        #expect(lone.right.map(\.frame.minX) == [330] && lone.right.map(\.frame.maxX) == [374], "\(lone.right)")
        let prominent = try Probe(spec(#"{"symbol": "line.3.horizontal.decrease", "prominent": true}"#)).layout
        #expect(prominent.right.map(\.frame.width) == [44], "\(prominent.right)")
        let pair = try Probe(spec(#"{"symbol": "chevron.down"}, {"symbol": "chevron.up"}"#)).layout
        let lo = try #require(pair.right.map(\.frame.minX).min()), hi = try #require(pair.right.map(\.frame.maxX).max())
        #expect(abs(hi - lo - 100) < 0.5 && hi == 374, "\(lo)–\(hi)")
        let back = try #require(lone.left.first)
        let chevron = try #require(try Self.ink(of: back, in: lone))
        #expect(abs(chevron.minX - 31) < 0.34 && abs(chevron.maxX - 42) < 0.7, "the chevron spans \(chevron)")
    }

    /// The large title's baseline 10/3 pt lower than on iOS 15–18 (measured: "Feeds" at y = 140.3 on the device).
    @Test func theLargeTitleSitsLowerThanOnIOS18() throws {
        func large(_ ios: Int) throws -> Double {
            let l = try Probe(#"{"device": "iphone-15", "style": "uikit", "ios": \#(ios), "item": {"title": "Feeds", "#
                              + #""largeTitle": true}}"#).layout
            return try #require(l.largeTitle).frame.minY - l.mainRow.maxY
        }
        let drop = try large(26) - large(18)
        #expect(abs(drop - 10.0 / 3) < 0.01, "\(drop)")
    }

    @Test func sharesBackgroundFalseSeparatesTheCapsules() throws {
        let p = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "item": {"title": "Mail",\#
                 "right": [{"symbol": "plus"}, {"symbol": "trash", "sharesBackground": false}]}}
                """#
        )
        let r = p.layout.right
        #expect(r.count == 2)
        #expect(abs(r[1].frame.minX - r[0].frame.maxX - 8) < 0.5)
    }

    @Test func prominentItemIsATintedCapsuleAndBadgeIsRed() throws {
        let p = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "item": {"title": "Mail",\#
                 "left": [{"symbol": "trash", "badge": "3"}], "right": [{"system": "done", "prominent": true}]}}
                """#
        )
        let done = try #require(p.layout.right.first)
        // iOS 26's own system blue (#0088FF, measured), not iOS 15–18's #007AFF.
        let fill = Rect(x: done.frame.minX + 2, y: done.frame.midY - 4, width: 4, height: 8)
        #expect(p.count(Color(r8: 0, g8: 136, b8: 255), in: fill) > 0)
        #expect(p.count(Color(r8: 0, g8: 122, b8: 255), in: fill) == 0)
        let dark = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "colorScheme": "dark", "canPop": false, "item":\#
                 {"title": "Mail", "right": [{"system": "done", "prominent": true}]}}
                """#
        )
        #expect(dark.count(Color(r8: 0, g8: 145, b8: 255), in: fill) > 0)
        let trash = try #require(p.layout.left.first)
        let corner = Rect(x: trash.frame.maxX - 14, y: trash.frame.midY - 22, width: 20, height: 12)
        #expect(p.count(Color(r8: 255, g8: 59, b8: 48), in: corner) > 10)
        let plain = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "item": {"title": "Mail",\#
                 "left": [{"symbol": "trash"}], "right": [{"system": "done"}]}}
                """#
        )
        #expect(plain.count(Color(r8: 255, g8: 59, b8: 48), in: corner) == 0)
        #expect(plain.count(Color(r8: 0, g8: 136, b8: 255), in: fill) == 0)
    }

    /// iOS 26's `close` is the cross alone, in the item colour, on its glass circle; iOS 15–18 keep iOS 13's gray
    /// circle with a gray cross.
    @Test func closeIsAPlainCrossOnItsGlass() throws {
        let p = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "item": {"title": "Add", "left":\#
                 [{"system": "close"}]}}
                """#
        )
        let close = try #require(p.layout.left.first)
        #expect(close.label == "close" && close.frame.width == 44)
        let symbols = close.drawing.compactMap { item -> (Symbol, Color)? in
            if case let .symbol(symbol, _, color) = item { return (symbol, color) }
            return nil
        }
        #expect(symbols.count == 1 && symbols.first?.0 == .xmark && symbols.first?.1 == Color(r8: 0, g8: 0, b8: 0))
        #expect(!close.drawing.contains { if case .roundedRect = $0 { true } else { false } })
        let old = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "canPop": false, "item": {"title": "Add", "left":\#
                 [{"system": "close"}]}}
                """#
        )
        #expect(
            try #require(old.layout.left.first).drawing.contains { if case .roundedRect = $0 { true } else { false } })
    }

    @Test func badIOSVersionIsRejected() throws {
        #expect(throws: (any Error).self) { try Probe(#"{"style": "uikit", "ios": 27}"#) }
        #expect(throws: (any Error).self) { try Probe(#"{"style": "uikit", "ios": 26.5}"#) }
    }

    /// The capsules' shadows fall below the band onto the content, as on a device, instead of being cut off at the
    /// band's edge: the canvas reaches 14 pt further, the content shows there, and under a capsule it is darker.
    /// (In landscape, with no status bar, the capsules end on the band's bottom edge.)
    @Test func capsuleShadowsFallBelowTheBand() throws {
        let p = try Probe(
            #"""
                {"device": "iphone-15", "orientation": "landscape", "style": "uikit", "ios": 26, "previousTitle":\#
                 "Settings", "item": {"title": "Mail"}}
                """#
        )
        let band = p.layout.band, back = p.layout.left[0].frame
        #expect(Double(p.bitmap.height) == (band.maxY + 14) * 3)
        let under = p.pixel(back.midX, band.maxY + 2), clear = p.pixel(band.maxX - 2, band.maxY + 2)
        #expect(clear == (242, 242, 247, 255))
        #expect(under.0 < clear.0 && under.0 > 200, "\(under)")
        #expect(p.pixel(back.midX, band.maxY + 13.9) == clear)
    }
}
