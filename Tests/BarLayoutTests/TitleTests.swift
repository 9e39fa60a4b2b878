import Testing
import Basics
import BarModel
@testable import BarLayout

@Suite struct TitleTests {
    @Test func fillModeSpansBetweenTheGroups() throws {
        let l = try phone(#"{"title": "T", "right": [{"title": "Edit"}]}"#)
        let left = l.left.last!.frame, right = l.right.first!.frame
        let t = l.title!.frame
        #expect(abs(t.minX - (left.maxX + 7)) < 0.34)
        #expect(abs(t.maxX - (right.minX - 7)) < 0.34)
        #expect(t.minY == l.bar.minY + 7 && t.maxY == l.bar.maxY - 7)
    }

    @Test func centerModeIsCentredAndClearOfBothGroups() throws {
        let l = try phone(#"{"title": "T", "titleMode": "center", "right": [{"title": "A long button"}]}"#)
        let t = l.title!.frame
        #expect(abs(t.midX - l.bar.midX) < 0.34)
        #expect(t.maxX <= l.right.first!.frame.minX - 7 + 0.34)
        #expect(t.minX >= l.left.last!.frame.maxX + 7 - 0.34)
        // narrower than fill, which would start right after the back button
        let fill = try phone(#"{"title": "T", "right": [{"title": "A long button"}]}"#).title!.frame
        #expect(t.width < fill.width)
    }

    @Test func shortTitleKeepsItsFontOnOneLine() throws {
        let l = try phone(#"{"title": "Short"}"#)
        #expect(l.title?.fontSize == 17 && l.title?.lines == 1 && l.title?.truncated == false)
    }

    @Test func longTitleWrapsToTwoLinesThenShrinks() throws {
        // The fill area is 393 - 2*(7+16.88+7)... ≈ 331 wide and 30 tall. At 17 pt a line is 21.25 tall, so two
        // lines (42.5) do not fit the 30-pt height: the label shrinks until two lines fit (≤ 12 pt) or one line does.
        let l = try phone(#"{"title": "This title is much too long to fit on one line of the bar at all"}"#)
        let t = try #require(l.title)
        #expect(t.fontSize < 17)
        #expect(t.fontSize >= 8.5)
        #expect(t.truncated == false)
        #expect(t.fontSize.truncatingRemainder(dividingBy: 0.5) == 0)
        // the largest size that fits: one step bigger must not fit
        let fake = FakeMeasurer()
        let bigger = try fake.measure("This title is much too long to fit on one line of the bar at all",
                                      font: FontSpec(size: t.fontSize + 0.5), maxWidth: t.frame.width, maxLines: 2)
        #expect(bigger.truncated || bigger.height > t.frame.height)
    }

    @Test func hopelessTitleTruncatesAtTheMinimumSize() throws {
        let l = try phone(#"{"title": "\#(String(repeating: "ありがとう", count: 40))"}"#)
        #expect(l.title?.fontSize == 8.5)
        #expect(l.title?.truncated == true)
        #expect(l.title?.lines == 2)
    }

    @Test func searchFieldTitleView() throws {
        let l = try phone(#"{"title": "ignored", "titleView": {"searchField": {"placeholder": "料理名・食材名"}}}"#)
        #expect(l.title?.kind == .view)
        let field = l.displayList.items.flatMap { item -> [DisplayItem] in
            if case let .group(_, _, items) = item { return items }
            return []
        }.compactMap { item -> Rect? in
            if case let .roundedRect(r, _, _) = item { return r }
            return nil
        }.first
        let f = try #require(field)
        #expect(f.height == 30, "the 44-pt row leaves 30 between the 7-pt margins, under the 36-pt maximum")
        #expect(f.minX == l.title!.frame.minX && f.width == l.title!.frame.width)
    }

    @Test func undrawableTitleFailsLoudlyWithItsPath() {
        let title = #expect(throws: LayoutError.self) { try phone(#"{"title": "snow ☃"}"#) }
        #expect(title?.path == "item.title")
        let item = #expect(throws: LayoutError.self) { try phone(#"{"right": [{"title": "ok"}, {"title": "☃"}]}"#) }
        #expect(item?.path == "item.right[1].title")
    }

    @Test func systemBackStyleChain() throws {
        func back(_ extra: String) throws -> PlacedItem {
            try layout(#"{"device": "iphone-15", "backStyle": "system"\#(extra)}"#).left[0]
        }
        #expect(try back(#", "previousTitle": "Home", "previousBackItem": {"title": "Up"}"#).label == "Up")
        #expect(try back(#", "previousTitle": "Home""#).label == "Home")
        // too long for a third of the bar → "Back"
        #expect(try back(#", "previousTitle": "A very very long previous title""#).label == "Back")
        #expect(try back("").label == "Back")
        // on a very narrow bar even "Back" does not fit → the chevron alone
        let narrow = try layout(
            #"{"device": {"width": 120, "height": 400}, "backStyle": "system", "previousTitle": "Home"}"#
        ).left[0]
        #expect(narrow.kind == .back && narrow.label == "Back" && narrow.drawing.count == 1)
    }
}

@Suite struct BottomToolbarTests {
    @Test func flexibleSpacesShareTheRest() throws {
        let l = try layout(
            #"""
                {"device": "iphone-15", "canvas": "screen", "toolbarItems": [{"title": "AB"}, {"space": "flexible"},\#
                 {"title": "CD"}, {"space": 10}, {"title": "EF"}]}
                """#
        )
        #expect(l.canvas == Size(width: 393, height: 852))
        let bar = try #require(l.bottomToolbar)
        #expect(bar == Rect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        let items = l.toolbarItems
        #expect(items.map(\.kind) == [.text, .space, .text, .space, .text])
        #expect(items[0].frame.minX == 7)
        #expect(abs(items[4].frame.maxX - (393 - 7)) < 0.34)
        #expect(items[3].frame.width == 10)
    }

    @Test func noToolbarWithoutItemsAndNoneOnTheBarCanvas() throws {
        #expect(try layout(#"{"device": "iphone-15", "canvas": "screen"}"#).bottomToolbar == nil)
        #expect(try layout(#"{"device": "iphone-15", "toolbarItems": [{"title": "A"}]}"#).bottomToolbar == nil)
    }
}

@Suite struct AppearanceLayoutTests {
    @Test func statusBarAutoPicksTheReadableStyle() {
        #expect(LayoutEngine.statusBarStyle(.auto, on: .lightGray) == .dark)
        #expect(LayoutEngine.statusBarStyle(.auto, on: Color(r8: 28, g8: 28, b8: 30)) == .light)
        // The declarative appearance's red: black has 4.98:1, white 4.20:1, so "auto" picks dark (the declarative
        // appearance sets light explicitly).
        #expect(LayoutEngine.statusBarStyle(.auto, on: Color(r8: 234, g8: 46, b8: 73)) == .dark)
        #expect(LayoutEngine.statusBarStyle(.light, on: .white) == .light)
    }

    @Test func hairlineIsOneDevicePixelAtTheBarBottom() throws {
        let l = try layout(##"{"device": "iphone-15", "appearance": {"hairline": "#0000004D"}}"##)
        let fills = l.displayList.items.compactMap { item -> Rect? in
            if case let .fill(r, c) = item, c.alpha < 1 { return r }
            return nil
        }
        #expect(fills == [Rect(x: 0, y: 103 - 1.0 / 3, width: 393, height: 1.0 / 3)])
    }

    @Test func hiddenStatusBarAndNoTopInset() throws {
        #expect(try layout(#"{"device": "iphone-15", "appearance": {"statusBar": "hidden"}}"#).statusBar == nil)
        #expect(try layout(#"{"device": "iphone-se", "orientation": "landscape"}"#).statusBar == nil)
    }

    @Test func layoutJSONHasTheSpecShapeInStableOrder() throws {
        let l = try phone(#"{"title": "T", "right": [{"symbol": "xmark"}]}"#)
        let text = l.json.serialized()
        #expect(
            text.hasPrefix(
                #"""
                    {"canvas":{"width":393,"height":103},"scale":3,"band":{"x":0,"y":0,"width":393,"height":103},"bar"\#
                    :{"x":0,"y":59,"width":393,"height":44},"left":[{"kind":"back","label":"戻る","frame":
                    """#
            ))
        #expect(text.contains(#""right":[{"kind":"symbol","label":"xmark","frame":"#))
        #expect(text.contains(#""title":{"kind":"label","frame":"#))
        #expect(l.json.serialized() == text)
    }
}
