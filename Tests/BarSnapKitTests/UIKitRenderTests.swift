import Testing
import BarSnapCore
import ToolbarLayout
import ToolbarModel
@testable import BarSnapKit

/// UIKit's bar, rendered: white background, the 30 % shadow row below it over whatever is there, the tint.
@Suite struct UIKitRenderTests {
    @Test func shadowRowIsBlackAtThirtyPercentOverWhatIsBelow() throws {
        let bar = try Probe(#"{"device": "iphone-15", "style": "uikit", "item": {"title": "T"}}"#)
        #expect(bar.bitmap.height == 310)
        for x in [0, 600, 1178] {
            let p = bar.bitmap.pixel(x: x, y: 309)
            #expect(p.r == 0 && p.g == 0 && p.b == 0 && p.a == 77, "over nothing on the bar canvas")
            let above = bar.bitmap.pixel(x: x, y: 308)
            #expect(above.r == 255 && above.g == 255 && above.b == 255 && above.a == 255)
        }
        // On the screen canvas the row lies over the content (#F2F2F7): 70 % of it.
        let screen = try Probe(#"{"device": "iphone-15", "style": "uikit", "canvas": "screen", "item": {"title": "T"}}"#)
        let q = screen.bitmap.pixel(x: 600, y: 309)
        #expect(q.a == 255 && abs(Int(q.r) - Int((242.0 * 178 / 255).rounded())) <= 1)
        let below = screen.bitmap.pixel(x: 600, y: 310)
        #expect(below.r == 242 && below.g == 242 && below.b == 247)
    }

    @Test func tintedItemsAndBlackTitle() throws {
        let p = try Probe(#"{"device": "iphone-15", "style": "uikit", "previousTitle": "Settings", "item": {"title": "General"}}"#)
        let back = p.layout.left[0].frame
        #expect(p.count(UIKitMetrics.tint, in: back, tolerance: 0) > 100)
        let title = try #require(p.layout.title).frame
        #expect(p.count(.black, in: title, tolerance: 0) > 100)
        #expect(p.count(UIKitMetrics.tint, in: title, tolerance: 0) == 0)
    }

    @Test func aTransparentBarStillDrawsItsItems() throws {
        let p = try Probe(#"{"device": "iphone-15", "style": "uikit", "appearance": {"backgroundAlpha": 0}, "item": {"title": "Cover", "right": [{"system": "action"}]}}"#)
        #expect(p.bitmap.pixel(x: 5, y: 250).a == 0, "no background")
        #expect(p.bitmap.pixel(x: 600, y: 309).a == 0, "the shadow fades with the background")
        #expect(p.count(UIKitMetrics.tint, in: p.layout.right[0].frame, tolerance: 0) > 50)
        #expect(p.count(.black, in: try #require(p.layout.title).frame, tolerance: 0) > 50)
    }
}
