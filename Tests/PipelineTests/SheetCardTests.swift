import Testing
import Basics
import BarLayout
import BarModel
@testable import Pipeline

/// UIKit's sheets drawn as cards: where the card goes on each device, no status bar inside it, the card's pixels
/// are the card's own render, rounded corners, and the custom bar's sheets unchanged.
@Suite struct SheetCardTests {
    static func scene(_ json: String) throws -> Scene {
        try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
    }

    @Test func cardFramesPerDeviceAndOrientation() throws {
        let phone = try Self.scene(
            #"{"device": "iphone-15", "style": "uikit", "presentation": "sheet", "item": {"title": "T"}}"#)
        let card = try #require(phone.sheetCard)
        #expect(card.frame == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(card.presentingFrame == Rect(x: 16, y: 59, width: 361, height: 793))
        #expect(!card.roundsBottomCorners)
        // A form sheet on a phone is a page sheet (UIKit adapts it in compact width).
        let phoneForm = try Self.scene(
            #"{"device": "iphone-15", "style": "uikit", "presentation": "formSheet", "item": {"title": "T"}}"#)
        #expect(phoneForm.sheetCard?.frame == card.frame)
        // Landscape: full screen, no card.
        let landscape = try Self.scene(
            #"""
                {"device": "iphone-15", "orientation": "landscape", "style": "uikit", "presentation": "sheet", "item":\#
                 {"title": "T"}}
                """#
        )
        #expect(landscape.sheetCard == nil)
        // iPad: a 540 × 620 form sheet centred; a page sheet 704 wide from 10 pt below the status bar.
        let form = try Self.scene(
            #"{"device": "ipad-pro-12.9", "style": "uikit", "presentation": "formSheet", "item": {"title": "T"}}"#)
        #expect(form.sheetCard?.frame == Rect(x: 242, y: 373, width: 540, height: 620))
        #expect(form.sheetCard?.roundsBottomCorners == true)
        let page = try Self.scene(
            #"{"device": "ipad-pro-12.9", "style": "uikit", "presentation": "sheet", "item": {"title": "T"}}"#)
        #expect(page.sheetCard?.frame == Rect(x: 160, y: 34, width: 704, height: 1332))
        // The custom bar and a pushed screen: no card.
        #expect(
            try Self.scene(#"{"device": "iphone-15", "presentation": "sheet", "item": {"title": "T"}}"#).sheetCard
                == nil)
        #expect(try Self.scene(#"{"device": "iphone-15", "style": "uikit", "item": {"title": "T"}}"#).sheetCard == nil)
    }

    /// The card's pixels, away from its rounded corners, are exactly the render of the card's own scene; above it
    /// the status bar sits on black, and no status bar is drawn inside the card.
    @Test func theCardIsItsOwnRenderBelowTheStatusBar() throws {
        for canvas in ["bar", "screen"] {
            let scene = try Self.scene(
                #"""
                    {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "barState": "scrolled",\#
                     "canvas": "\#(canvas)", "item": {"title": "New Event", "left": [{"system": "cancel"}]}}
                    """#
            )
            let card = try #require(scene.sheetCard)
            let whole = try Pipeline.render(scene)
            let inner = try Pipeline.render(scene.cardContentScene(card)) // a card scene's own render: no card again
            let top = Int(card.frame.minY * 3)
            #expect(whole.height == top + inner.height)
            // The height known before layout (the filmstrip and configuration checks use it) is the card's too.
            #expect(
                abs(scene.canvasPixelHeight - whole.height) <= 1,
                "\(canvas): \(scene.canvasPixelHeight) vs \(whole.height)")
            let radius = 30
            var differing = 0
            for y in 0..<inner.height {
                for x in 0..<inner.width where y >= radius || (x >= radius && x < inner.width - radius) {
                    if whole.pixel(x: x, y: top + y) != inner.pixel(x: x, y: y) { differing += 1 }
                }
            }
            #expect(differing == 0, "\(canvas): \(differing) card pixels differ from the card's own render")
            // The corner's outermost pixel shows what lies behind (dark), not the white bar.
            let corner = whole.pixel(x: 0, y: top)
            #expect(corner.r < 60 && corner.a == 255)
            // Behind the status bar: black, with white glyphs somewhere in it.
            #expect(whole.pixel(x: 5, y: 5) == (0, 0, 0, 255))
            var white = 0
            for y in 0..<(59 * 3) { for x in 0..<whole.width where whole.pixel(x: x, y: y).r > 200 { white += 1 } }
            #expect(white > 500)
            // The card's scene has no status bar: its top safe area is 0.
            #expect(scene.cardContentScene(card).screen.safeArea.top == 0)
        }
    }

    @Test func cardsAreDeterministicAndTheCustomBarKeepsItsSheet() throws {
        let form = try Self.scene(
            #"""
                {"device": "ipad-pro-12.9", "style": "uikit", "presentation": "formSheet", "colorScheme": "dark",\#
                 "canvas": "screen", "item": {"title": "T"}}
                """#
        )
        #expect(try Pipeline.render(form) == (try Pipeline.render(form)))
        // The card sits inside the dimmed screen: at its centre the card's elevated dark colour, outside it the dimmed
        // content.
        let bitmap = try Pipeline.render(form)
        #expect(bitmap.pixel(x: 1024, y: 1800).r != bitmap.pixel(x: 100, y: 1800).r)
        // The custom bar's sheet: the status bar and its 56-pt bar, full width, as before.
        let custom = try Self.scene(#"{"device": "iphone-15", "presentation": "sheet", "item": {"title": "T"}}"#)
        #expect(try Pipeline.render(custom).height == (59 + 56) * 3)
    }

    /// iOS 26's sheets are the same cards with iOS 26's corners (`UIKit26Metrics.sheet`), drawn the same way: the
    /// card's pixels away from its corners are the card's own render, its glass bar inside.
    @Test func iOS26SheetsAreCardsWithRounderCorners() throws {
        for (device, presentation) in [("iphone-15", "sheet"), ("ipad-pro-12.9", "formSheet")] {
            let classic = try Self.scene(
                #"""
                    {"device": "\#(device)", "style": "uikit", "presentation": "\#(presentation)", "item": {"title":\#
                     "T"}}
                    """#
            )
            let scene = try Self.scene(
                #"""
                    {"device": "\#(device)", "style": "uikit", "ios": 26, "presentation": "\#(presentation)",\#
                     "canvas": "screen", "item": {"title": "Add", "left": [{"system": "close"}], "right": [{"system":\#
                     "done", "prominent": true}]}}
                    """#
            )
            let card = try #require(scene.sheetCard)
            let old = try #require(classic.sheetCard)
            #expect(card.frame == old.frame && card.presentingFrame == old.presentingFrame, "\(device)")
            #expect(card.cornerRadius == 26 && old.cornerRadius == 10)
            #expect(scene.variant.contains("uikit26"))
            let whole = try Pipeline.render(scene)
            let inner = try Pipeline.render(scene.cardContentScene(card))
            let scale = Int(scene.screen.scale), top = Int(card.frame.minY) * scale, left = Int(card.frame.minX) * scale
            let radius = 26 * scale
            var differing = 0
            for y in stride(from: 0, to: inner.height, by: 3) {
                for x in stride(from: 0, to: inner.width, by: 3)
                where (y >= radius && y < inner.height - radius) || (x >= radius && x < inner.width - radius) {
                    if whole.pixel(x: left + x, y: top + y) != inner.pixel(x: x, y: y) { differing += 1 }
                }
            }
            #expect(differing == 0, "\(device): \(differing) card pixels differ from the card's own render")
            // 12 pt in along the card's top edge the 10-pt iOS 15–18 corner is already full card; iOS 26's 26-pt
            // corner still shows what lies behind.
            let edge = whole.pixel(x: left + 12 * scale, y: top + scale), inside = inner.pixel(x: 12 * scale, y: scale)
            #expect(edge != inside, "\(device): the corner is not rounder than 10 pt")
            #expect(try Pipeline.render(scene) == whole)
        }
        // A push inside an iOS 26 sheet starts and ends on each sheet; to an iOS 15–18 sheet it is refused, naming
        // both.
        let root = try Self.scene(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "presentation": "sheet", "canvas": "screen",\#
                 "canPop": false, "item": {"title": "Add Account"}}
                """#
        )
        let detail = try Self.scene(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "presentation": "sheet", "canvas": "screen",\#
                 "previousTitle": "Add Account", "item": {"title": "Mail"}}
                """#
        )
        let renderer = try TransitionRenderer(from: root, to: detail)
        #expect(try renderer.frame(progress: 0) == (try Pipeline.render(root)))
        #expect(try renderer.frame(progress: 1) == (try Pipeline.render(detail)))
        let classic = try Self.scene(
            #"""
                {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "canvas": "screen",\#
                 "previousTitle": "Add Account", "item": {"title": "Mail"}}
                """#
        )
        do {
            _ = try TransitionRenderer(from: root, to: classic)
            Issue.record("an iOS 26 sheet pushed an iOS 15–18 sheet")
        } catch let error as MismatchedScenes {
            #expect(error.description.contains("ios 26"))
        }
    }

    /// A `presenting` screen is drawn behind the card: scaled back on a phone (its bar's colour in the strip above
    /// the card), full size and dimmed on an iPad; the card itself does not change, and where there is no card
    /// nothing of it shows.
    @Test func aPresentingScreenShowsBehindTheCard() throws {
        let presenting =
            ##"""
                "presenting": {"canPop": false, "item": {"title": "Calendar", "largeTitle": true}, "appearance":\##
                 {"background": "#EA2E49", "titleColor": "#FFFFFF"}}
                """##
        let plain = try Self.scene(
            #"""
                {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "canvas": "screen", "item":\#
                 {"title": "New Event"}}
                """#
        )
        let over = try Self.scene(
            #"""
                {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "canvas": "screen", "item":\#
                 {"title": "New Event"}, \#(presenting)}
                """#
        )
        #expect(over.presentingScene?.item.title == "Calendar" && over.presentingScene?.presentation == .push)
        let card = try #require(over.sheetCard)
        let a = try Pipeline.render(plain), b = try Pipeline.render(over)
        #expect(try Pipeline.render(over) == b, "not deterministic")
        // The card's rows are the same; the strip above it (between the status bar and the card) shows the red bar,
        // dimmed: #EA2E49 under black at 28.6 %.
        let top = Int(card.frame.minY * 3)
        #expect(Array(a.pixels[(top * a.width * 4)...]) == Array(b.pixels[(top * b.width * 4)...]))
        let strip = b.pixel(x: b.width / 2, y: top - 6)
        #expect(abs(Int(strip.r) - 167) <= 2 && abs(Int(strip.g) - 33) <= 2 && abs(Int(strip.b) - 52) <= 2, "\(strip)")
        #expect(a.pixel(x: a.width / 2, y: top - 6) != strip)
        // iPad: the presenting screen's large title shows, dimmed, left of the form sheet.
        let pad =
            #"""
                {"device": "ipad-pro-12.9", "style": "uikit", "presentation": "formSheet", "canvas": "screen", "item":\#
                 {"title": "Filters"}
                """#
        let padPlain = try Pipeline.render(try Self.scene(pad + "}")),
            padOver = try Pipeline.render(try Self.scene(pad + ", " + presenting + "}"))
        var differing = 0
        for y in 60..<300 {
            for x in 0..<400 where padPlain.pixel(x: x, y: y) != padOver.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing > 10_000, "the presenting screen's bar does not show on the iPad: \(differing) pixels")
        // A phone in landscape shows the sheet full screen: nothing of the presenting screen.
        let landscape =
            #"""
                {"device": "iphone-15", "orientation": "landscape", "style": "uikit", "presentation": "sheet",\#
                 "canvas": "screen", "item": {"title": "New Event"}
                """#
        #expect(
            try Pipeline.render(try Self.scene(landscape + "}"))
                == (try Pipeline.render(try Self.scene(landscape + ", " + presenting + "}"))))
        // Errors name the path inside `presenting`; it takes only a screen's own keys.
        #expect(throws: SpecError.self) {
            try Self.scene(
                #"""
                    {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "presenting": {"device":\#
                     "ipad-11"}}
                    """#
            )
        }
        do {
            _ = try Self.scene(
                #"""
                    {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "presenting": {"item":\#
                     {"title": 3}}}
                    """#
            )
            Issue.record("a number title was accepted")
        } catch let e as SpecError {
            #expect(e.path == "presenting.item.title", "\(e.path)")
        }
        // A push inside the sheet keeps the presenting screen; two sides presenting over different screens are refused.
        let detail = try Self.scene(
            #"""
                {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "canvas": "screen",\#
                 "previousTitle": "New Event", "item": {"title": "Repeat"}, \#(presenting)}
                """#
        )
        let push = try TransitionRenderer(from: over, to: detail)
        #expect(try push.frame(progress: 0) == b)
        #expect(try push.frame(progress: 1) == (try Pipeline.render(detail)))
        #expect(throws: MismatchedScenes.self) { _ = try TransitionRenderer(from: plain, to: detail) }
    }

    @Test func aFormSheetNamesItselfAndUnknownPresentationsAreRefused() throws {
        let form = try Self.scene(
            #"{"device": "ipad-pro-12.9", "style": "uikit", "presentation": "formSheet", "item": {"title": "T"}}"#)
        #expect(form.variant.contains("formsheet"))
        #expect(throws: (any Error).self) {
            try Self.scene(#"{"device": "iphone-15", "presentation": "popover", "item": {"title": "T"}}"#)
        }
    }
}

/// A push inside a sheet runs inside the card: its first and last frames are the two sheets' own renders, and a
/// sheet cannot push to a screen that is not the same card.
@Suite struct SheetCardTransitionTests {
    @Test func aPushInsideASheetStartsAndEndsOnEachSheet() throws {
        for canvas in ["bar", "screen"] {
            let from = try SheetCardTests.scene(
                #"""
                    {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "canvas": "\#(canvas)",\#
                     "canPop": false, "item": {"title": "New Event"}}
                    """#
            )
            let to = try SheetCardTests.scene(
                #"""
                    {"device": "iphone-15", "style": "uikit", "presentation": "sheet", "canvas": "\#(canvas)",\#
                     "previousTitle": "New Event", "item": {"title": "Repeat"}}
                    """#
            )
            let renderer = try TransitionRenderer(from: from, to: to)
            #expect(try renderer.frame(progress: 0) == (try Pipeline.render(from)), "\(canvas)")
            #expect(try renderer.frame(progress: 1) == (try Pipeline.render(to)), "\(canvas)")
            let middle = try renderer.frame(progress: 0.5)
            #expect(middle.height == (try Pipeline.render(from)).height)
            let strip = try renderer.filmstrip(count: 3)
            #expect(strip.width == middle.width)
        }
        let pushed = try SheetCardTests.scene(
            #"{"device": "iphone-15", "style": "uikit", "item": {"title": "Repeat"}}"#)
        let sheet = try SheetCardTests.scene(
            #"{"device": "iphone-15", "style": "uikit", "presentation": "sheet", "item": {"title": "New Event"}}"#)
        #expect(throws: MismatchedScenes.self) { _ = try TransitionRenderer(from: sheet, to: pushed) }
    }
}
