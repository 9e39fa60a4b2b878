import Testing
import Basics
import BarModel
import Transitions
@testable import Pipeline

/// Transitions with iOS 26's bar: between two iOS 26 bars and between iOS 26's bar and the iOS 15–18 one, every
/// kind and direction, left to right and right to left, starts on the source's own render (its glass over its own
/// content) and ends on the destination's; the middle of a slide is neither, and both sides' capsules are in it.
@Suite struct UIKit26TransitionTests {
    static let inbox =
        #"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "ios": 26, "previousTitle": "Mailboxes", "item":\#
             {"title": "Inbox", "subtitle": "Updated Just Now", "right": [{"system": "compose"}]}}
            """#
    static let general =
        #"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "ios": 26, "previousTitle": "Settings", "item":\#
             {"title": "General", "right": [{"system": "add"}]}}
            """#
    static let old =
        #"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "previousTitle": "Settings", "item": {"title":\#
             "General", "right": [{"system": "add"}]}}
            """#
    static let scrolled =
        #"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "ios": 26, "barState": "scrolled", "item": {"title":\#
             "Mail"}}
            """#

    static let pairs: [(String, String)] = [(general, inbox), (old, general), (general, old), (scrolled, inbox)]

    static func scene(_ json: String, rtl: Bool) throws -> Scene {
        var text = json
        if rtl { text = text.replacingOccurrences(of: #""style""#, with: #""layoutDirection": "rtl", "style""#) }
        return try Pipeline.scene(from: JSON.parse(text), baseDirectory: Package.root)
    }

    static func padded(_ bitmap: Bitmap, to height: Int) -> Bitmap {
        guard bitmap.height < height else { return bitmap }
        var out = Bitmap(width: bitmap.width, height: height)
        out.copyRows(from: bitmap, sourceRow: 0, destinationRow: 0, rows: bitmap.height)
        return out
    }

    @Test(arguments: [false, true])
    func everyKindStartsAndEndsOnTheScreens(rtl: Bool) throws {
        for (a, b) in Self.pairs {
            let from = try Self.scene(a, rtl: rtl), to = try Self.scene(b, rtl: rtl)
            let source = try Pipeline.render(from), destination = try Pipeline.render(to)
            let height = max(source.height, destination.height)
            for direction in [SlideDirection.push, .pop] {
                let renderer = try TransitionRenderer(from: from, to: to, direction: direction)
                for kind in [TransitionKind.slide, .interactive] {
                    #expect(try renderer.frame(kind: kind, progress: 0) == Self.padded(source, to: height))
                    #expect(try renderer.frame(kind: kind, progress: 1) == Self.padded(destination, to: height))
                    let mid = try renderer.frame(kind: kind, progress: 0.5)
                    #expect(mid != Self.padded(source, to: height) && mid != Self.padded(destination, to: height))
                }
            }
        }
    }

    /// Half way through a push between two iOS 26 bars, the entering screen's glass circle is drawn where its
    /// back circle has slid to, as on its own render (glass is part of each screen's render, never re-blurred).
    @Test func theEnteringBackCircleSlidesWithItsScreen() throws {
        let from = try Self.scene(Self.general, rtl: false), to = try Self.scene(Self.inbox, rtl: false)
        let destination = try Pipeline.render(to)
        let frame = try TransitionRenderer(from: from, to: to, direction: .push).frame(kind: .slide, progress: 0.5)
        let back = try Pipeline.layout(to).left[0].frame
        let shift = (frame.width + 1) / 2
        let y = Int(back.midY), x = Int(back.midX) + 10
        #expect(frame.pixel(x: x + shift, y: y) == destination.pixel(x: x, y: y))
    }
}
