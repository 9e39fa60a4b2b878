import Testing
import Basics
import BarModel
@testable import BarLayout

/// UIKit's bar against measurements of real iOS renders: the scroll-edge and scrolled states, the 44-pt image
/// slot, the measured `add` glyph, the back chevron and its gap, the dark disabled colour, the calibrated fonts.
/// iphone-15: 393 wide, safe top 59, margin 16. FakeMeasurer: 17-pt text is 8.5 pt per character.
private func uikit(_ item: String, extra: String = "") throws -> BarLayout {
    try layout(#"{"device": "iphone-15", "style": "uikit", "item": "# + item + "\(extra)}")
}

@Suite struct UIKitFidelityLayoutTests {
    @Test func atTheScrollEdgeTheBarIsTransparentWithoutAShadow() throws {
        let l = try uikit(#"{"title": "T"}"#)
        #expect(l.shadow == nil && l.canvas.height == 103)
        // The content shows through the bar: filled under the band, and the bar adds nothing opaque.
        #expect(l.displayList.items.first == .fill(l.band, Color(r8: 242, g8: 242, b8: 247)))
        #expect(l.displayList.items.contains(.fill(l.band, .clear)))
        #expect(!l.displayList.items.contains(.fill(l.band, .white)))
        let dark = try uikit(#"{"title": "T"}"#, extra: #", "colorScheme": "dark""#)
        #expect(dark.shadow == nil && !dark.displayList.items.contains(.fill(dark.band, .black)))
        // An explicit background is still drawn (a scroll-edge appearance of the app's own).
        let own = try uikit(#"{"title": "T"}"#, extra: ##", "appearance": {"background": "#FCFCFC"}"##)
        #expect(own.displayList.items.contains(.fill(own.band, Color(r8: 252, g8: 252, b8: 252))) && own.shadow == nil)
    }

    @Test func scrolledIsTheStandardAppearance() throws {
        let l = try uikit(#"{"title": "T"}"#, extra: #", "barState": "scrolled""#)
        #expect(l.shadow == Rect(x: 0, y: 103, width: 393, height: 1.0 / 3))
        #expect(l.displayList.items.contains(.fill(l.band, .white)))
        let dark = try uikit(#"{"title": "T"}"#, extra: #", "barState": "scrolled", "colorScheme": "dark""#)
        #expect(dark.displayList.items.contains(.fill(dark.band, .black)))
        #expect(dark.displayList.items.contains(.fill(try #require(dark.shadow), Appearance.uikitShadowDark)))
    }

    @Test func theStateNamesTheReferenceOnlyWhenScrolledAndOnlyOnUIKitsBar() throws {
        func scene(_ json: String) throws -> Scene { try SpecParser().parse(Array(json.utf8)) }
        #expect(try scene(#"{"device": "iphone-15", "style": "uikit"}"#).variant == "phone-uikit-44@3x")
        #expect(try scene(#"{"device": "iphone-15", "style": "uikit", "barState": "scrolled"}"#).variant
            == "phone-uikit-scrolled-44@3x")
        #expect(try scene(#"{"device": "iphone-15", "barState": "scrolled"}"#).variant == "phone-44@3x")
        #expect(throws: SpecError.self) { try scene(#"{"device": "iphone-15", "barState": "moving"}"#) }
    }

    @Test func theSeedsToolbarIgnoresTheState() throws {
        let plain = try layout(#"{"device": "iphone-15", "item": {"title": "T"}}"#)
        let scrolled = try layout(#"{"device": "iphone-15", "barState": "scrolled", "item": {"title": "T"}}"#)
        #expect(plain.displayList == scrolled.displayList)
    }

    @Test func imageAndSymbolButtonsAreCentredInA44PointSlot() throws {
        let l = try uikit(
            #"{"right": [{"symbol": "gearshape"}], "left": [{"symbol": "heart"}]}"#, extra: #", "canPop": false"#)
        let right = l.right[0].frame, left = l.left[0].frame
        // Measured on iOS 18.1: a 22-pt image's ink in the middle of a 44-pt slot ending 8 pt from the edge.
        #expect(right.width == 44 && right.maxX == 393 - 8)
        guard case let .symbol(_, box, _) = l.right[0].drawing.first else {
            Issue.record("a symbol")
            return
        }
        #expect(abs(box.midX - right.midX) <= 1.0 / 3 && box.width == 22)
        #expect(left.width >= 44 && left.minX == 8)
        // System symbols keep their measured iOS insets.
        let add = try uikit(#"{"right": [{"system": "action"}]}"#, extra: #", "canPop": false"#)
        #expect(add.right[0].frame.width < 44)
    }

    @Test func theAddGlyphIsTheMeasuredSizeAtItsBoxsTrailingEnd() throws {
        let l = try uikit(#"{"left": [{"system": "add"}]}"#, extra: #", "canPop": false"#)
        guard case let .symbol(symbol, frame, _) = l.left[0].drawing.first else {
            Issue.record("a symbol")
            return
        }
        #expect(symbol == .plus)
        #expect(abs(frame.width - 0.9 * UIKitMetrics.addPointSize) <= 1.0 / 3)
        // The 22-pt glyph's box from 16 (8 + 8): 19.8 wide; the smaller glyph keeps its trailing edge.
        #expect(abs(frame.maxX - (16 + 0.9 * 22)) <= 1.0 / 3)
        #expect(abs(frame.midY - l.mainRow.midY) <= 1.0 / 3)
    }

    @Test func backChevronIsTheMeasuredHeightAndTheTitleFollowsAfterNinePoints() throws {
        let l = try uikit(#"{"title": "T"}"#, extra: #", "previousTitle": "Second""#)
        let drawing = l.left[0].drawing
        guard case let .symbol(.chevronBackward, chevron, _) = drawing.first,
            case let .text(run) = drawing.last
        else {
            Issue.record("chevron and title")
            return
        }
        #expect(abs(chevron.height - 0.96 * UIKitMetrics.backChevronPointSize) <= 1.0 / 3)
        // The slot of the 22-pt chevron starts at 8; the smaller chevron ends where that one ended.
        #expect(abs(chevron.maxX - (8 + UIKitMetrics.backChevronSlotWidth)) <= 1.0 / 3)
        #expect(abs(run.frame.minX - (8 + UIKitMetrics.backChevronSlotWidth + 9)) <= 1.0 / 3)
        #expect(run.font == UIKitMetrics.backTitleFont && run.font.tracking == FontSpec.uikitBodyTracking)
    }

    @Test func disabledItemsInDarkModeTakeTheMeasuredColour() throws {
        let l = try uikit(
            #"{"right": [{"title": "A", "enabled": false}]}"#, extra: #", "canPop": false, "colorScheme": "dark""#)
        guard case let .text(run) = l.right[0].drawing.first else {
            Issue.record("text")
            return
        }
        #expect(run.color == UIKitMetrics.disabledColorDark)
        // Over #070A0D (the measured render's content) it gives the measured #333536 within 12/255.
        let c = run.color.composited(over: Color(r8: 7, g8: 10, b8: 13))
        for (v, want) in [(c.red, 0x33), (c.green, 0x35), (c.blue, 0x36)] { #expect(abs(v * 255 - Double(want)) <= 12) }
    }

    @Test func compactHeightLandscapeNeverShowsALargeTitle() throws {
        let item = #"{"title": "Library", "largeTitle": true}"#
        let landscape = try uikit(item, extra: #", "orientation": "landscape""#)
        #expect(landscape.largeTitle == nil && landscape.title?.text == "Library" && landscape.bar.height == 32)
        let max = try layout(
            #"{"device": "iphone-15-pro-max", "orientation": "landscape", "style": "uikit", "item": "# + item + "}")
        #expect(max.largeTitle == nil && max.bar.height == 44)
        let pad = try layout(
            #"{"device": "ipad-11", "orientation": "landscape", "style": "uikit", "item": "# + item + "}")
        #expect(pad.largeTitle?.text == "Library" && pad.bar.height == 102)
        // The custom bar keeps its large-title row; the reference name says what is drawn.
        let custom = try layout(#"{"device": "iphone-15", "orientation": "landscape", "item": "# + item + "}")
        #expect(custom.largeTitle != nil)
        let scene = try SpecParser().parse(
            Array(
                #"{"device": "iphone-15", "orientation": "landscape", "style": "uikit", "item": {"largeTitle": true}}"#
                    .utf8))
        #expect(scene.variant == "phone-uikit-landscape-32@3x")
        // Scrolled, the large title has collapsed into the inline title.
        let scrolled = try uikit(item, extra: #", "barState": "scrolled""#)
        #expect(scrolled.largeTitle == nil && scrolled.title?.text == "Library" && scrolled.bar.height == 44)
        #expect(try uikit(item).largeTitle?.text == "Library")
    }

    @Test func uikitsOwnFontsAreCalibratedAndSpecFontsAreNot() throws {
        let l = try uikit(
            #"{"title": "T", "right": [{"system": "done"}], "left": [{"title": "Cancel"}]}"#,
            extra: #", "canPop": false"#)
        guard case let .text(done) = l.right[0].drawing.first, case let .text(cancel) = l.left[0].drawing.first else {
            Issue.record("text")
            return
        }
        #expect(
            done.font.tracking == FontSpec.uikitEmphasizedTracking && cancel.font.tracking == FontSpec.uikitBodyTracking
        )
        var scene = Scene(device: .iPhone15)
        scene.style = .uikit
        #expect(Appearance(for: scene).titleFont.tracking == FontSpec.uikitEmphasizedTracking)
        scene.style = .custom
        #expect(Appearance(for: scene).titleFont.tracking == 0)
        let own = try uikit(#"{"left": [{"title": "Cancel", "font": {"size": 17}}]}"#, extra: #", "canPop": false"#)
        guard case let .text(plain) = own.left[0].drawing.first else {
            Issue.record("text")
            return
        }
        #expect(plain.font.tracking == 0)
    }
}
