import Testing
import Basics
import BarLayout
import BarModel
@testable import Pipeline

/// UIKit's bar, rendered: white background, the 30 % shadow row below it over whatever is there, the tint.
@Suite struct UIKitRenderTests {
    @Test func shadowRowIsBlackAtThirtyPercentOverWhatIsBelow() throws {
        let bar = try Probe(
            #"{"device": "iphone-15", "style": "uikit", "barState": "scrolled", "item": {"title": "T"}}"#)
        #expect(bar.bitmap.height == 310)
        for x in [0, 600, 1178] {
            let p = bar.bitmap.pixel(x: x, y: 309)
            #expect(p.r == 0 && p.g == 0 && p.b == 0 && p.a == 77, "over nothing on the bar canvas")
            let above = bar.bitmap.pixel(x: x, y: 308)
            #expect(above.r == 255 && above.g == 255 && above.b == 255 && above.a == 255)
        }
        // On the screen canvas the row lies over the content (#F2F2F7): 70 % of it.
        let screen = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "barState": "scrolled", "canvas": "screen", "item":\#
                 {"title": "T"}}
                """#
        )
        let q = screen.bitmap.pixel(x: 600, y: 309)
        #expect(q.a == 255 && abs(Int(q.r) - Int((242.0 * 178 / 255).rounded())) <= 1)
        let below = screen.bitmap.pixel(x: 600, y: 310)
        #expect(below.r == 242 && below.g == 242 && below.b == 247)
    }

    /// At the scroll edge (the default) nothing of the bar but its contents: the content colour everywhere else, no
    /// shadow row.
    @Test func theScrollEdgeShowsTheContentAndNoShadow() throws {
        let p = try Probe(#"{"device": "iphone-15", "style": "uikit", "item": {"title": "T"}}"#)
        #expect(p.bitmap.height == 309)
        for (x, y) in [(0, 308), (600, 308), (1178, 200), (5, 250)] {
            let q = p.bitmap.pixel(x: x, y: y)
            #expect(q.r == 242 && q.g == 242 && q.b == 247 && q.a == 255)
        }
    }

    /// The measured quantities of real iOS renders (iOS 15–18, a 390-pt phone at 3x), within the required limits:
    /// widths within 1.5 % of San Francisco's, the chevron 18.67 pt tall, 10.3 pt from the back title.
    @Test func textWidthsAndTheBackButtonMatchTheMeasuredRenders() throws {
        let p = try Probe(
            #"""
                {"device": {"width": 390, "height": 700, "scale": 3}, "style": "uikit", "barState": "scrolled",\#
                 "previousTitle": "Second", "item": {"title": "Second", "right": [{"system": "cancel"}]}}
                """#
        )
        let titleFrame = try #require(p.layout.title).frame
        let title = try #require(p.ink(in: titleFrame, background: .white))
        #expect(abs(title.width / 58.37 - 1) <= 0.015, "\(title.width)")
        #expect(abs(title.midX - 195) <= 1, "still centred")
        let cancel = try #require(p.ink(in: p.layout.right[0].frame, background: .white))
        #expect(abs(cancel.width / 50.33 - 1) <= 0.015, "\(cancel.width)")
        let back = p.layout.left[0].frame
        let chevron = try #require(
            p.ink(in: Rect(x: back.minX, y: back.minY, width: 22, height: back.height), background: .white))
        #expect(abs(chevron.height - 18.67) <= 0.34)
        let backTitle = try #require(
            p.ink(
                in: Rect(
                    x: chevron.maxX + 0.5, y: back.minY, width: back.maxX - chevron.maxX - 0.5,
                    height: back.height), background: .white))
        #expect(abs(backTitle.minX - chevron.maxX - 10.3) <= 1)
        let large = try Probe(
            #"""
                {"device": {"width": 390, "height": 700, "scale": 3}, "style": "uikit", "canPop": false, "item":\#
                 {"title": "Fifteen Letters", "largeTitle": true}}
                """#
        )
        let row = try #require(large.layout.largeTitle).frame
        let ink = try #require(
            large.ink(
                in: Rect(x: 0, y: row.minY, width: 390, height: row.height),
                background: Color(r8: 242, g8: 242, b8: 247)))
        #expect(abs(ink.width / 226 - 1) <= 0.015, "\(ink.width)")
    }

    @Test func tintedItemsAndBlackTitle() throws {
        let p = try Probe(
            #"{"device": "iphone-15", "style": "uikit", "previousTitle": "Settings", "item": {"title": "General"}}"#)
        let back = p.layout.left[0].frame
        #expect(p.count(UIKitMetrics.tint, in: back, tolerance: 0) > 100)
        let title = try #require(p.layout.title).frame
        #expect(p.count(.black, in: title, tolerance: 0) > 100)
        #expect(p.count(UIKitMetrics.tint, in: title, tolerance: 0) == 0)
    }

    @Test func aTransparentBarStillDrawsItsItems() throws {
        let p = try Probe(
            #"""
                {"device": "iphone-15", "style": "uikit", "barState": "scrolled", "appearance": {"backgroundAlpha":\#
                 0}, "item": {"title": "Cover", "right": [{"system": "action"}]}}
                """#
        )
        let under = p.bitmap.pixel(x: 5, y: 250)
        #expect(
            under.r == 242 && under.g == 242 && under.b == 247 && under.a == 255, "no background: the content shows")
        #expect(p.bitmap.pixel(x: 600, y: 309).a == 0, "the shadow fades with the background")
        #expect(p.count(UIKitMetrics.tint, in: p.layout.right[0].frame, tolerance: 0) > 50)
        #expect(p.count(.black, in: try #require(p.layout.title).frame, tolerance: 0) > 50)
    }
}
