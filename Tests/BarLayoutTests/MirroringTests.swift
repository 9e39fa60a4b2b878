import Testing
import Basics
import BarModel
@testable import BarLayout

@Suite struct MirroringTests {
    /// The same scene left to right and right to left.
    func pair(_ json: String) throws -> (ltr: BarLayout, rtl: BarLayout) {
        (try layout(#"{"layoutDirection": "ltr", "# + json.dropFirst()),
         try layout(#"{"layoutDirection": "rtl", "# + json.dropFirst()))
    }

    func mirrored(_ r: Rect, _ width: Double) -> Rect {
        Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height).snapped(scale: 3)
    }

    @Test(arguments: ["custom", "uikit"])
    func bothStylesMirrorEveryFrame(style: String) throws {
        let (l, r) = try pair(#"""
            {"device": "iphone-15", "style": "\#(style)", "backStyle": "system", "previousTitle": "Home",
             "item": {"leftItemsSupplementBackButton": true, "title": "Title", "prompt": "Prompt", "left": [{"symbol":\#
             "bell"}], "right": [{"symbol": "heart"}, {"title": "Edit"}]}}
            """#)
        let w = 393.0
        // Each group keeps left-to-right screen order: the leading group (back button first) now ends at the right
        // edge.
        #expect(r.left.map(\.frame) == l.left.reversed().map { mirrored($0.frame, w) })
        #expect(r.right.map(\.frame) == l.right.reversed().map { mirrored($0.frame, w) })
        #expect(r.left.last?.kind == .back && r.left.last!.frame.maxX > 300)
        #expect(r.title?.frame == l.title.map { mirrored($0.frame, w) })
        #expect(r.prompt?.frame == l.prompt.map { mirrored($0.frame, w) })
        #expect(r.canvas == l.canvas && r.bar == l.bar)
    }

    @Test func theBackChevronFlipsAndTheHeartDoesNot() throws {
        let r = try layout(
            #"""
                {"device": "iphone-15", "style": "uikit", "locale": "he", "item": {"title": "T", "right": [{"symbol":\#
                 "heart"}]}}
                """#
        )
        let back = try #require(r.left.last)
        guard case let .mirrored(box, inner)? = back.drawing.first,
            case .symbol(.chevronBackward, let frame, _)? = inner.first
        else {
            Issue.record("the chevron is not drawn mirrored: \(back.drawing)")
            return
        }
        #expect(box == frame)
        guard case .symbol(.heart, _, _)? = r.right.first?.drawing.first else {
            Issue.record("the heart is mirrored")
            return
        }
        #expect(Symbol.allCases.filter(\.flipsInRightToLeft) == [.chevronBackward, .chevronForward])
    }

    @Test func textIsShapedRightToLeftAndTheLargeTitleAlignsRight() throws {
        let r = try layout(
            #"""
                {"device": "iphone-15", "style": "uikit", "locale": "ar", "canPop": false, "item": {"title": "T",\#
                 "largeTitle": true}}
                """#
        )
        let runs = r.displayList.items.flatMap { item -> [TextRun] in
            if case let .group(_, _, items) = item {
                return items.compactMap { if case let .text(t) = $0 { return t } else { return nil } }
            }
            return []
        }
        let large = try #require(runs.first { $0.font.size == 34 })
        #expect(large.alignment == .right && large.rightToLeft)
        // The status bar mirrors as a whole.
        #expect(r.displayList.items.contains {
            if case let .mirrored(_, inner) = $0, case .statusBar? = inner.first { return true } else { return false }
        })
    }

    @Test func contentSizeGrowsOnlyTheLargeTitleAndTheSearchText() throws {
        let base = try layout(
            #"""
                {"device": "iphone-15", "style": "uikit", "previousTitle": "Home", "item": {"title": "T",\#
                 "largeTitle": true}}
                """#
        )
        let ax3 = try layout(
            #"""
                {"device": "iphone-15", "style": "uikit", "previousTitle": "Home", "contentSize": "accessibility3",\#
                 "item": {"title": "T", "largeTitle": true}}
                """#
        )
        #expect(base.largeTitle?.fontSize == 34 && ax3.largeTitle?.fontSize == 52)
        #expect(ax3.bar.height == base.bar.height + 22)
        #expect(ax3.left.map(\.frame) == base.left.map(\.frame))
        let inline = try layout(
            #"{"device": "iphone-15", "style": "uikit", "contentSize": "accessibility5", "item": {"title": "T"}}"#)
        #expect(inline.title?.fontSize == 17)
        let search = try layout(
            #"{"device": "iphone-15", "contentSize": "accessibility5", "item": {"titleView": {"searchField": {}}}}"#)
        #expect(search.title?.fontSize == 23)
    }

    @Test func pseudoLocalesReachSystemWordsAndTheBackTitle() throws {
        let l = try layout(
            #"""
                {"device": "iphone-15", "style": "uikit", "locale": "en-XD", "previousTitle": "Home", "item":\#
                 {"title": "T", "right": [{"system": "done"}]}}
                """#
        )
        #expect(l.title?.text == "T T")
        #expect(l.left.first?.label == "Home Home")
        let done = try #require(l.right.first?.drawing.first)
        guard case let .text(run) = done else {
            Issue.record("no Done label")
            return
        }
        #expect(run.text == "Done Done")
    }
}
