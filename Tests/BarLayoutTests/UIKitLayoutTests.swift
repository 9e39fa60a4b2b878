import Testing
import Basics
import BarModel
@testable import BarLayout

/// A UIKit-style scene on iphone-15 (393 wide, safe top 59, margin 16) with the given item JSON. FakeMeasurer:
/// 17-pt text is 8.5 pt per character and 21.25 pt per line.
private func uikit(_ item: String, extra: String = "") throws -> BarLayout {
    try layout(#"{"device": "iphone-15", "style": "uikit", "item": "# + item + "\(extra)}")
}

private let third = 1.0 / 3 + 1e-9

@Suite struct UIKitLayoutTests {
    @Test func marginsFollowTheDevice() {
        func margin(_ preset: String, _ o: Orientation = .portrait) -> Double {
            UIKitMetrics.layoutMargin(for: DeviceScreen(preset: DevicePreset.named(preset)!, orientation: o))
        }
        #expect(margin("iphone-se") == 16 && margin("iphone-15") == 16 && margin("iphone-13-mini") == 16)
        #expect(margin("iphone-8-plus") == 20 && margin("iphone-15-pro-max") == 20)
        #expect(margin("iphone-15", .landscape) == 16 && margin("iphone-15-pro-max", .landscape) == 20)
        #expect(margin("ipad-11") == 20 && margin("ipad-mini") == 20)
    }

    @Test func outermostContentSitsOnTheMargins() throws {
        let l = try uikit(
            #"{"title": "T", "left": [{"title": "Edit"}], "right": [{"system": "add"}]}"#, extra: #", "canPop": false"#)
        // Buttons reach 8 beyond their content toward the edge; content starts / ends on the 16-pt margin.
        #expect(l.left[0].frame.minX == 8 && l.left[0].frame.width == 8 + 34 + 3)
        guard case let .text(run) = l.left[0].drawing.first else {
            Issue.record("no label")
            return
        }
        #expect(abs(run.frame.minX - 16) <= third && run.font == UIKitMetrics.buttonFont)
        guard case let .symbol(sym, box, color) = l.right[0].drawing.first else {
            Issue.record("no plus")
            return
        }
        #expect(sym == .plus && abs(box.maxX - (393 - 16)) <= third && color == UIKitMetrics.tint)
        #expect(abs(l.right[0].frame.maxX - (393 - 8)) <= third)
        // Full-height buttons, content centred on the row.
        #expect(l.left[0].frame.minY == 59 && l.left[0].frame.height == 44)
        #expect(abs(box.midY - (59 + 22)) <= third)
    }

    @Test func itemsSitSideBySideWithUIKitsInsets() throws {
        let l = try uikit(
            #"{"title": "T", "right": [{"symbol": "heart"}, {"symbol": "bookmark"}]}"#, extra: #", "canPop": false"#)
        #expect(l.right.map(\.label) == ["bookmark", "heart"], "first right item is rightmost")
        func box(_ i: Int) -> Rect? {
            if case let .symbol(_, b, _) = l.right[i].drawing.first { return b } else { return nil }
        }
        let gap = try #require(box(1)).minX - (try #require(box(0))).maxX
        let (heart, bookmark) = (Symbol.heart.size(pointSize: 22).width, Symbol.bookmark.size(pointSize: 22).width)
        #expect(abs(gap - ((44 - bookmark) / 2 + (44 - heart) / 2)) <= 2 * third, "each centred in a 44-pt slot")
        #expect(abs(l.right[0].frame.maxX - l.right[1].frame.minX) <= third, "buttons touch")
    }

    @Test func backButtonIsTheChevronAndTheChainsTitleInTheTint() throws {
        let l = try uikit(#"{"title": "General"}"#, extra: #", "previousTitle": "Hi""#)
        #expect(l.left.count == 1 && l.left[0].kind == .back && l.left[0].label == "Hi")
        #expect(l.left[0].frame.minX == 0)
        guard case let .symbol(sym, chevron, color) = l.left[0].drawing.first,
            case let .text(run) = l.left[0].drawing.last
        else {
            Issue.record("no chevron and title")
            return
        }
        #expect(sym == .chevronBackward && color == UIKitMetrics.tint && run.color == UIKitMetrics.tint)
        #expect(
            abs(chevron.maxX - (8 + UIKitMetrics.backChevronSlotWidth)) <= third,
            "its slot 8 from the edge on a 16-pt margin")
        #expect(
            abs(chevron.width - UIKitMetrics.backChevronPointSize * 0.56) <= third && abs(chevron.midY - 81) <= third)
        #expect(abs(run.frame.minX - (8 + UIKitMetrics.backChevronSlotWidth + 9)) <= third && run.text == "Hi")
        // The same chain as the custom bar's "system" back style: previous back item first, then "Back",
        // then the chevron alone.
        #expect(
            try uikit("{}", extra: #", "previousTitle": "Hi", "previousBackItem": {"title": "Up"}"#).left[0].label
                == "Up")
        #expect(
            try uikit("{}", extra: #", "previousTitle": "A title far too long for a third of the bar""#).left[0].label
                == "Back")
        let bare = try uikit("{}", extra: #", "previousTitle": null"#)
        #expect(bare.left[0].label == "Back")
        // A back item titled "": the chevron alone, not the previous title nor "Back".
        let untitled = try uikit("{}", extra: #", "previousTitle": "Hi", "previousBackItem": {"title": ""}"#)
        #expect(untitled.left.map(\.kind) == [.back] && !untitled.left[0].drawing.contains(where: isText))
        // `backStyle` is the custom bar's; UIKit's back button is always the chain.
        #expect(try uikit("{}", extra: #", "backStyle": "chevron", "previousTitle": "Hi""#).left[0].label == "Hi")
        // The rule: no back button at the root or beside left items unless they supplement it.
        #expect(try uikit(#"{"left": [{"title": "X"}]}"#).left.map(\.kind) == [.text])
        #expect(
            try uikit(#"{"left": [{"title": "X"}], "leftItemsSupplementBackButton": true}"#).left.map(\.kind) == [
                .back, .text
            ])
        #expect(try uikit("{}", extra: #", "canPop": false"#).left.isEmpty)
    }

    @Test func titleIsCentredOnTheBarAndKeptClearOfItems() throws {
        let centred = try uikit(#"{"title": "Title"}"#, extra: #", "canPop": false"#)
        let t = try #require(centred.title)
        #expect(abs(t.frame.midX - 196.5) <= third && t.fontSize == 17 && !t.truncated && t.lines == 1)
        guard case let .text(run) = centred.displayList.items.flatMap(groupItems).first(where: isText) else {
            Issue.record("no title run")
            return
        }
        #expect(run.font == UIKitMetrics.titleFont && !run.wraps)
        // A wide left item pushes the title right, 6 from the item.
        let pushed = try uikit(
            #"{"title": "Title", "left": [{"title": "A wide left button"}]}"#, extra: #", "canPop": false"#)
        #expect(abs(try #require(pushed.title).frame.minX - (pushed.left[0].frame.maxX + 6)) <= third)
        // Too long: truncated across all the space between the items.
        let long = try uikit(
            #"{"title": "A title that cannot possibly fit between these items", "right": [{"system": "done"}]}"#)
        let lt = try #require(long.title)
        #expect(lt.truncated)
        #expect(abs(lt.frame.minX - (long.left[0].frame.maxX + 6)) <= third)
        #expect(abs(lt.frame.maxX - (long.right[0].frame.minX - 6)) <= third)
        // Alone, it may come within 8 of the edges.
        let alone = try uikit(#"{"title": "\#(String(repeating: "W", count: 60))"}"#, extra: #", "canPop": false"#)
        #expect(try #require(alone.title).frame == Rect(x: 8, y: 59, width: 393 - 16, height: 44))
    }

    @Test func largeTitleAtTheMarginEightAboveTheRowsBottom() throws {
        let l = try uikit(#"{"title": "Library", "largeTitle": true}"#)
        #expect(l.title == nil && l.bar.height == 96)
        let lt = try #require(l.largeTitle)
        #expect(lt.fontSize == 34 && lt.frame.minX == 16)
        #expect(abs(lt.frame.maxY - (59 + 96 - 8)) <= 1e-9 && abs(lt.frame.height - 42.5) <= 1e-9)
        let pad = try layout(
            #"{"device": "ipad-11", "style": "uikit", "item": {"title": "Library", "largeTitle": true}}"#)
        #expect(pad.largeTitle?.frame.minX == 20)
    }

    @Test func shadowLineLiesBelowTheBarAndGrowsTheCanvas() throws {
        // Scrolled: the standard appearance (at the scroll edge there is no line).
        let l = try uikit(#"{"title": "T"}"#, extra: #", "barState": "scrolled""#)
        #expect(l.shadow == Rect(x: 0, y: 103, width: 393, height: 1.0 / 3))
        #expect(l.canvas.height == 103 + 1.0 / 3 && l.displayList.pixelHeight == 310)
        #expect(
            l.displayList.items.contains(.fill(Rect(x: 0, y: 103, width: 393, height: 1.0 / 3), Appearance.uikitShadow))
        )
        #expect(l.displayList.items.contains(.fill(l.band, .white)))
        // Removed by `"shadow": null`; faded with the background alpha (the bar fade's setBackground(alpha:)).
        let none = try uikit(#"{"title": "T"}"#, extra: #", "barState": "scrolled", "appearance": {"shadow": null}"#)
        #expect(none.shadow == nil && none.canvas.height == 103)
        let faded = try uikit(
            #"{"title": "T"}"#, extra: #", "barState": "scrolled", "appearance": {"backgroundAlpha": 0.5}"#)
        #expect(
            faded.displayList.items.contains(
                .fill(
                    Rect(x: 0, y: 103, width: 393, height: 1.0 / 3),
                    Color.black.withAlpha(77.0 / 255 * 0.5))))
        // The custom bar's hairline stays inside the bar's last row.
        let custom = try layout(##"{"device": "iphone-15", "appearance": {"hairline": "#0000004D"}}"##)
        #expect(custom.shadow == nil && custom.canvas.height == 103)
    }

    @Test func itemColoursAndSystemItems() throws {
        let l = try uikit(
            ##"""
                {"right": [{"title": "A", "enabled": false}, {"title": "B", "highlighted": true}, {"system": "done"},\##
                 {"system": "close"}]}
                """##,
            extra: #", "canPop": false"#)
        #expect(l.right.map(\.label) == ["close", "done", "B", "A"])
        func run(_ i: Int) -> TextRun? {
            if case let .text(r) = l.right[i].drawing.first { return r } else { return nil }
        }
        #expect(run(3)?.color == UIKitMetrics.disabledColor)
        #expect(run(2)?.color == UIKitMetrics.tint.withAlpha(0.2))
        #expect(run(1)?.text == "Done" && run(1)?.font == UIKitMetrics.doneFont)
        guard case let .roundedRect(circle, _, fill) = l.right[0].drawing.first else {
            Issue.record("close is a circle")
            return
        }
        #expect(circle.width == 30 && fill == UIKitMetrics.closeFill)
        let tinted = try uikit(
            #"{"right": [{"title": "A"}]}"#, extra: ##", "canPop": false, "appearance": {"tint": "#FF0000"}"##)
        if case let .text(r) = tinted.right[0].drawing.first { #expect(r.color == Color(red: 1, green: 0, blue: 0)) }
    }

    @Test(arguments: DevicePreset.all.flatMap { p in Orientation.allCases.map { (p, $0) } })
    func everyPresetSnapsToDevicePixels(_ preset: DevicePreset, _ orientation: Orientation) throws {
        let l = try layout(
            #"""
                {"device": "\#(preset.name)", "orientation": "\#(orientation.rawValue)", "style": "uikit",\#
                 "previousTitle": "Back", "item": {"title": "Title", "left": [{"symbol": "gearshape"}],\#
                 "leftItemsSupplementBackButton": true, "right": [{"system": "add"}, {"title": "Edit"}]}}
                """#
        )
        let scale = l.scale
        let margin = UIKitMetrics.layoutMargin(for: DeviceScreen(preset: preset, orientation: orientation))
        #expect(abs(l.left[0].frame.minX - (l.bar.minX + margin - 16)) <= 1 / scale + 1e-9)
        #expect(abs(l.right.last!.frame.maxX - (l.bar.maxX - margin + 8)) <= 1 / scale + 1e-9)
        for r in [l.bar, l.band, l.title!.frame] + l.left.map(\.frame) + l.right.map(\.frame) {
            for v in [r.minX, r.minY, r.maxX, r.maxY] { #expect(abs(v * scale - (v * scale).rounded()) < 1e-6) }
        }
    }
}

@Suite struct HiddenBarLayoutTests {
    @Test func aHiddenBarDrawsTheContentUnderTheStatusBar() throws {
        let l = try layout(
            ##"""
                {"device": "iphone-15", "barHidden": true, "appearance": {"background": "#EA2E49"}, "item": {"title":\##
                 "T", "right": [{"symbol": "heart"}]}}
                """##
        )
        #expect(l.barHidden && l.left.isEmpty && l.right.isEmpty && l.title == nil)
        #expect(l.canvas.height == 103, "the bar canvas keeps the height the bar would have")
        #expect(l.displayList.items.first == .fill(l.band, Metrics.contentPlaceholder))
        #expect(!l.displayList.items.contains(.fill(l.band, Color(r8: 234, g8: 46, b8: 73))))
        #expect(l.statusBarStyle == .dark, "auto: readable on the content, not on the hidden bar's red")
        #expect(l.displayList[.bar].isEmpty && l.json.serialized().contains(#""barHidden":true"#))
        let screen = try layout(#"{"device": "iphone-15", "barHidden": true, "canvas": "screen", "style": "uikit"}"#)
        #expect(screen.canvas.height == 852 && screen.shadow == nil)
        #expect(
            screen.displayList.items.first
                == .fill(Rect(x: 0, y: 0, width: 393, height: 852), Metrics.contentPlaceholder))
    }

    @Test func theBackgroundListLeavesOutTheBarsContentsAndTheStatusBar() throws {
        let l = try layout(#"{"device": "iphone-15", "item": {"title": "T", "right": [{"symbol": "heart"}]}}"#)
        let bg = l.backgroundDisplayList.items
        #expect(bg == [.fill(l.band, .lightGray)])
    }

    @Test func homeButtonStatusBarsOnSmallPhonesInPortrait() throws {
        func home(_ preset: String, _ o: String = "portrait") throws -> Bool? {
            let l = try layout(#"{"device": "\#(preset)", "orientation": "\#(o)"}"#)
            for item in l.displayList.items { if case let .statusBar(_, _, h) = item { return h } }
            return nil
        }
        #expect(try home("iphone-se") == true && home("iphone-8-plus") == true)
        #expect(try home("iphone-15") == false && home("iphone-x") == false && home("ipad-11") == false)
        #expect(try home("iphone-se", "landscape") == nil, "no status bar in landscape")
    }
}

private func groupItems(_ item: DisplayItem) -> [DisplayItem] {
    if case let .group(_, _, items) = item { return items.flatMap(groupItems) }
    return [item]
}

private func isText(_ item: DisplayItem) -> Bool { if case .text = item { return true } else { return false } }
