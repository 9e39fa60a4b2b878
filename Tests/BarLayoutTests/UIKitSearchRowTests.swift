import Testing
import Basics
import Drawing
import BarModel
@testable import BarLayout

/// A UIKit scene on iphone-15 (393 × 852, safe top 59, margin 16) with a search controller.
private func searchScene(_ controller: String = "{}", extra: String = "") throws -> Scene {
    try SpecParser().parse(
        Array(
            #"""
                {"device": "iphone-15", "style": "uikit", "canPop": false, "item": {"title": "Mail", "largeTitle":\#
                 true, "searchController": \#(controller)}\#(extra)}
                """#
                .utf8))
}

private func laidOut(_ scene: Scene) throws -> BarLayout {
    try LayoutEngine.layout(scene, measurer: FakeMeasurer())
}

@Suite struct UIKitSearchRowTests {
    @Test func theSpecReadsTheSearchController() throws {
        let s = try searchScene(#"{"placeholder": "Find", "hidesWhenScrolling": false}"#)
        #expect(s.item.searchController == SearchController(placeholder: "Find", hidesWhenScrolling: false))
        #expect(try searchScene().item.searchController == SearchController())
        #expect(throws: SpecError.self) { try searchScene(#"{"placeholder": 3}"#) }
        #expect(throws: SpecError.self) { try searchScene(#"{"hides": true}"#) }
    }

    @Test func theFieldHasItsOwnRowUnderTheLargeTitle() throws {
        let l = try laidOut(try searchScene())
        // Status bar 59, main row 44, large-title row 52, search row 52.
        #expect(l.bar.height == 44 + 52 + 52 && l.band.maxY == 59 + 148)
        let field = try #require(l.searchField)
        #expect(field.frame == Rect(x: 16, y: 59 + 96 + 8, width: 393 - 32, height: 36))
        #expect(field.text == "Search" && !field.truncated)
        let large = try #require(l.largeTitle)
        #expect(large.frame.maxY <= field.frame.minY, "the large title stays above the search row")
        #expect(l.title == nil, "no inline title while the large title shows")
    }

    @Test func scrolledTheRowHidesOrStaysPinnedUnderTheInlineTitle() throws {
        let hidden = try laidOut(try searchScene(extra: #", "barState": "scrolled""#))
        #expect(hidden.searchField == nil && hidden.bar.height == 44 && hidden.title?.text == "Mail")
        let pinned = try laidOut(
            try searchScene(#"{"hidesWhenScrolling": false}"#, extra: #", "barState": "scrolled""#))
        #expect(pinned.bar.height == 44 + 52 && pinned.title?.text == "Mail" && pinned.largeTitle == nil)
        #expect(pinned.searchField?.frame == Rect(x: 16, y: 59 + 44 + 8, width: 361, height: 36))
    }

    @Test func compactLandscapeKeepsTheRowUnderTheInlineTitle() throws {
        let l = try laidOut(try searchScene(extra: #", "orientation": "landscape""#))
        let field = try #require(l.searchField)
        #expect(l.largeTitle == nil && l.title?.text == "Mail")
        #expect(field.frame.minY == l.mainRow.maxY + 8 && field.frame.height == 36)
        #expect(l.bar.height == l.mainRow.height + 52)
        let margin = UIKitMetrics.layoutMargin(for: try searchScene(extra: #", "orientation": "landscape""#).screen)
        #expect(field.frame.minX == l.bar.minX + margin && field.frame.maxX == l.bar.maxX - margin)
    }

    @Test func rightToLeftMirrorsTheRow() throws {
        let ltr = try laidOut(try searchScene(#"{"placeholder": "Find"}"#))
        let rtl = try laidOut(try searchScene(#"{"placeholder": "Find"}"#, extra: #", "layoutDirection": "rtl""#))
        let a = try #require(ltr.searchField?.frame), b = try #require(rtl.searchField?.frame)
        #expect(b.minY == a.minY && abs(b.minX - (393 - a.maxX)) < 1e-9)
    }

    @Test func otherStylesIgnoreIt() throws {
        var s = try searchScene()
        s.style = .custom
        let plain = try laidOut(s)
        #expect(s.searchRowHeight == 0 && plain.searchField == nil)
    }

    @Test func aPlaceholderTooLongForTheFieldIsAFinding() throws {
        let long = String(repeating: "x", count: 60)
        let s = try searchScene(#"{"placeholder": "\#(long)"}"#)
        let l = try laidOut(s)
        #expect(l.searchField?.truncated == true)
        let findings = LayoutChecks.evaluate(l, scene: s, measurer: FakeMeasurer())
        #expect(findings.contains { $0.check == .truncation && $0.message.contains("search placeholder") })
        // The layout report names the field only when there is one.
        #expect(l.json.serialized().contains("\"searchField\""))
        var plain = s
        plain.item.searchController = nil
        #expect(!(try laidOut(plain)).json.serialized().contains("searchField"))
    }
}
