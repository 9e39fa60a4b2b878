import Testing
import Basics
import BarModel
@testable import BarLayout

/// The custom bar's and the declarative appearance's keys in the layout: title + subtitle, the bottom toolbar's
/// own appearance, the hairline following the background alpha, and UIKit's back-title rule with the localised
/// "Back". (FakeMeasurer: Latin characters 0.5 × size wide, CJK 1 × size, lines 1.25 × size.)
@Suite struct SubtitleLayoutTests {
    func texts(_ l: BarLayout) -> [TextRun] {
        func collect(_ items: [DisplayItem]) -> [TextRun] {
            items.flatMap { item -> [TextRun] in
                switch item {
                case let .text(run): return [run]
                case let .group(_, _, children): return collect(children)
                default: return []
                }
            }
        }
        return collect(l.displayList.items)
    }

    @Test func twoLabelsStackedAndCentredInTheTitleArea() throws {
        let l = try phone(#"{"title": "Recipes", "subtitle": "12 saved"}"#)
        let title = try #require(l.title)
        let subtitle = try #require(title.subtitle)
        // A 44 pt bar leaves a 30 pt area: 17 + 12 pt lines (36.25 pt) do not fit, so both shrink by one factor:
        // the title to 14 pt (0.5 pt steps), the subtitle to 12 × 14/17.
        #expect(title.fontSize == 14)
        #expect(abs(subtitle.fontSize - 12 * 14 / 17) < 1e-9)
        #expect(title.lines == 1 && !title.truncated && !subtitle.truncated)
        let runs = texts(l).filter { $0.text == "Recipes" || $0.text == "12 saved" }
        #expect(runs.count == 2)
        let (t, s) = (runs[0], runs[1])
        #expect(t.text == "Recipes" && s.text == "12 saved")
        // Stacked without spacing, the block centred in the area (to a device pixel), both centred horizontally.
        #expect(abs(t.frame.maxY - s.frame.minY) < 1.0 / 3 + 1e-9)
        let block = (t.frame.minY + s.frame.maxY) / 2
        #expect(abs(block - title.frame.midY) <= 1.0 / 3 + 1e-9)
        #expect(
            t.frame.minX == title.frame.minX && t.frame.width == title.frame.width && s.frame.width == title.frame.width
        )
        #expect(t.alignment == .center && s.alignment == .center && t.maxLines == 1 && s.maxLines == 1)
        // Smaller and lighter: black title, subtitle black at 60 %.
        #expect(s.font.size < t.font.size)
        #expect(t.color == .black && s.color == Color.black.withAlpha(0.6))
        #expect(subtitle.frame == s.frame)
    }

    @Test func aTallerBarKeepsLargerFonts() throws {
        let pad = try layout(#"{"device": "ipad-11", "item": {"title": "Recipes", "subtitle": "12 saved"}}"#)
        #expect(pad.title?.fontSize == 16.5) // 36 pt area: 1.25 × (16.5 + 11.65) ≤ 36
        let tall = try layout(
            #"{"device": "iphone-15", "barHeight": 64, "item": {"title": "Recipes", "subtitle": "12 saved"}}"#)
        #expect(tall.title?.fontSize == 17 && tall.title?.subtitle?.fontSize == 12)
    }

    @Test func eachLabelShrinksForWidthOnItsOwnThenTruncates() throws {
        // 44 characters of subtitle at 9.88 pt need 217 pt; the centre-mode area is 199 pt wide, so the subtitle
        // shrinks (to 8.88 pt) while the short title keeps its size.
        let l = try phone(
            #"""
                {"title": "Soup", "subtitle": "From grandmother's kitchen notebook, page 12", "titleMode": "center",\#
                 "right": [{"title": "Edit"}, {"title": "Share"}]}
                """#
        )
        let title = try #require(l.title)
        let sub = try #require(title.subtitle)
        #expect(title.fontSize == 14 && !title.truncated)
        #expect(sub.fontSize < 12 * 14 / 17 && !sub.truncated)
        // Hopeless: at half its own size it still does not fit → truncated at 6 pt (half of 12).
        let hopeless = try phone(#"{"title": "Soup", "subtitle": "\#(String(repeating: "long words ", count: 40))"}"#)
        #expect(hopeless.title?.subtitle?.truncated == true && hopeless.title?.subtitle?.fontSize == 6)
        #expect(hopeless.title?.fontSize == 14 && hopeless.title?.truncated == false)
    }

    @Test func bothTitleModes() throws {
        let fill = try phone(#"{"title": "T", "subtitle": "S", "right": [{"title": "Longer"}]}"#)
        let center = try phone(
            #"{"title": "T", "subtitle": "S", "titleMode": "center", "right": [{"title": "Longer"}]}"#)
        #expect(fill.title?.frame != center.title?.frame)
        #expect(abs((center.title?.frame.midX ?? 0) - center.mainRow.midX) < 1.0 / 3 + 1e-9)
        #expect(center.title?.subtitle?.frame.width == center.title?.frame.width)
    }

    @Test func subtitleWithoutTitleIsCentredAlone() throws {
        let l = try phone(#"{"subtitle": "Only this"}"#)
        let title = try #require(l.title)
        #expect(title.lines == 0)
        let runs = texts(l).filter { $0.text == "Only this" }
        #expect(runs.count == 1)
        #expect(abs(runs[0].frame.midY - title.frame.midY) <= 1.0 / 3 + 1e-9)
        // Alone it fits at its full size (12 pt needs 15 pt of the 30).
        #expect(title.subtitle?.fontSize == 12)
    }

    @Test func undrawableSubtitleNamesItsPath() {
        do {
            _ = try phone(#"{"title": "T", "subtitle": "snow ☃"}"#)
            Issue.record("expected an error")
        } catch let e as LayoutError { #expect(e.path == "item.subtitle") } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func layoutJSONShowsTheSubtitleOnlyWhenThereIsOne() throws {
        let with = try phone(#"{"title": "T", "subtitle": "S"}"#).json.serialized()
        #expect(with.contains(#""truncated":false,"subtitle":{"text":"S","frame":"#))
        let without = try phone(#"{"title": "T"}"#).json.serialized()
        #expect(!without.contains("subtitle"))
    }

    @Test func auditChecksTheSubtitle() throws {
        let scene = try SpecParser().parse(
            Array(#"{"device": "iphone-15", "item": {"title": "T", "subtitle": "S"}}"#.utf8))
        let audit = ContrastAudit(layout: try LayoutEngine.layout(scene, measurer: FakeMeasurer()), scene: scene)
        let entry = try #require(audit.entries.first { $0.element == "subtitle" })
        // 60 % black over #AAAAAA: visibly lighter than the title, still readable.
        let title = try #require(audit.entries.first { $0.element == "title" })
        #expect(entry.ratio < title.ratio && entry.ratio > 3)
    }
}

@Suite struct ToolbarAppearanceLayoutTests {
    let base =
        ##"""
            {"device": "iphone-15", "canvas": "screen", "appearance": {"background": "#EA2E49", "tint": "#FFFFFF",\##
             "hairline": "#0000004D"}, "toolbarItems": [{"title": "Edit"}, {"space": "flexible"}, {"symbol": "trash"}]
            """##

    func fills(_ l: BarLayout, below y: Double) -> [(Rect, Color)] {
        l.displayList.items.compactMap { item in
            if case let .fill(r, c) = item, r.minY >= y { return (r, c) }
            return nil
        }
    }

    func colors(_ l: BarLayout) -> [Color] {
        l.toolbarItems.compactMap { item in
            switch item.drawing.first {
            case let .text(run): return run.color
            case let .symbol(_, _, c): return c
            default: return nil
            }
        }
    }

    @Test func defaultFollowsTheAppearance() throws {
        let l = try layout(base + "}")
        let bar = try #require(l.bottomToolbar)
        let f = fills(l, below: bar.minY)
        #expect(f.first?.1 == Color(r8: 234, g8: 46, b8: 73))
        #expect(f.count == 2 && f[1].1 == Color(r8: 0, g8: 0, b8: 0, a8: 0x4D))
        #expect(colors(l) == [.white, .white])
    }

    @Test func ownBackgroundTintAndHairline() throws {
        let l = try layout(
            base
                + ##"""
                    , "toolbarAppearance": {"background": "#F9F9F9", "backgroundAlpha": 0.5, "tint": "#007AFF",\##
                     "hairline": null}}
                    """##
        )
        let bar = try #require(l.bottomToolbar)
        let f = fills(l, below: bar.minY)
        #expect(f.count == 1)
        #expect(f[0].1 == Color(r8: 249, g8: 249, b8: 249).withAlpha(0.5))
        #expect(colors(l) == [Color(r8: 0, g8: 122, b8: 255), Color(r8: 0, g8: 122, b8: 255)])
        // The navigation bar keeps its own appearance.
        let band = l.displayList.items.compactMap { item -> Color? in
            if case let .fill(r, c) = item, r == l.band { return c }
            return nil
        }
        #expect(band == [Color(r8: 234, g8: 46, b8: 73)])
        // The toolbar's items are audited against the toolbar's background.
        let scene = try SpecParser().parse(
            Array((base + ##", "toolbarAppearance": {"background": "#F9F9F9", "tint": "#FFFFFF"}}"##).utf8))
        let audit = ContrastAudit(layout: try LayoutEngine.layout(scene, measurer: FakeMeasurer()), scene: scene)
        let edit = try #require(audit.entries.first { $0.element == "toolbarItems[0] Edit" })
        #expect(edit.background == Color(r8: 249, g8: 249, b8: 249) && !edit.passes)
    }

    @Test func hairlinesFollowTheirBarsBackgroundAlpha() throws {
        let l = try layout(
            ##"""
                {"device": "iphone-15", "canvas": "screen", "appearance": {"backgroundAlpha": 0.5, "hairline":\##
                 "#000000"}, "toolbarAppearance": {"backgroundAlpha": 0.25}, "toolbarItems": [{"title": "A"}]}
                """##
        )
        let hairlines = l.displayList.items.compactMap { item -> Color? in
            if case let .fill(r, c) = item, r.height == 1.0 / 3 { return c }
            return nil
        }
        #expect(hairlines == [Color.black.withAlpha(0.5), Color.black.withAlpha(0.25)])
    }
}

@Suite struct BackTitleRuleTests {
    func back(_ extra: String, item: String = "{}") throws -> PlacedItem {
        try layout(#"{"device": "iphone-15", "backStyle": "system", "item": \#(item)\#(extra)}"#).left[0]
    }

    let long = #", "previousTitle": "A very very long previous title""#

    @Test func tooLongBecomesTheLocalisedBack() throws {
        #expect(try back(long).label == "Back")
        #expect(try back(long + #", "locale": "ja""#).label == "戻る")
        #expect(try back(long + #", "locale": "zh-Hans""#).label == "返回")
        #expect(try back(long + #", "locale": "ja", "backWord": "Zurück""#).label == "Zurück")
        // The previous screen's back item is the previous screen's button too: replaced when too long.
        #expect(try back(#", "previousBackItem": {"title": "A very very long back item title"}"#).label == "Back")
        // A previous screen without a title: the localised word is the title itself (UIKit's default back button).
        #expect(try back(#", "locale": "ja""#).label == "戻る")
    }

    @Test func customLeftItemsKeepTheTitleTruncated() throws {
        let item = #"{"leftItemsSupplementBackButton": true, "left": [{"title": "Close"}]}"#
        let b = try back(long, item: item)
        #expect(b.kind == .back && b.label == "A very very long previous title")
        guard case let .text(run)? = b.drawing.last else {
            Issue.record("no title")
            return
        }
        // Laid out in the limit it was measured in, one line, ellipsized: a third of the inner bar minus the chevron.
        let chevron = Symbol.chevronBackward.size(pointSize: Symbol.backPointSize)
        let limit = (393 - 14) / 3.0 - chevron.width - Metrics.backChevronToTitle
        #expect(run.wraps && run.maxLines == 1 && abs(run.frame.width - limit) < 1e-9)
        #expect(try FakeMeasurer().measure(run.text, font: run.font, maxWidth: run.frame.width, maxLines: 1).truncated)
        // A title that fits is not changed either.
        #expect(try back(#", "previousTitle": "Home""#, item: item).label == "Home")
        // And without left items the same title becomes "Back".
        #expect(try back(long, item: #"{"leftItemsSupplementBackButton": true}"#).label == "Back")
    }

    @Test func bothStylesShareTheChain() throws {
        func uikit(_ item: String) throws -> PlacedItem {
            try layout(
                #"""
                    {"device": "iphone-15", "style": "uikit", "locale": "ja", "previousTitle": "A very very long\#
                     previous title", "item": \#(item)}
                    """#
            ).left[0]
        }
        #expect(try uikit("{}").label == "戻る")
        let kept = try uikit(#"{"leftItemsSupplementBackButton": true, "left": [{"title": "Close"}]}"#)
        #expect(kept.label == "A very very long previous title")
        guard case let .text(run)? = kept.drawing.last else {
            Issue.record("no title")
            return
        }
        #expect(run.wraps && run.maxLines == 1)
        #expect(try FakeMeasurer().measure(run.text, font: run.font, maxWidth: run.frame.width, maxLines: 1).truncated)
    }

    @Test func chevronAloneWhenNothingFits() throws {
        let narrow = try layout(
            #"""
                {"device": {"width": 120, "height": 400}, "backStyle": "system", "previousTitle": "Home", "locale":\#
                 "ja"}
                """#
        ).left[0]
        #expect(narrow.kind == .back && narrow.drawing.count == 1)
        #expect(narrow.label == "戻る") // the chevron's label is the localised word
        let kept = try layout(
            #"""
                {"device": {"width": 60, "height": 400}, "backStyle": "system", "previousTitle": "Home", "item":\#
                 {"leftItemsSupplementBackButton": true, "left": [{"title": "X"}]}}
                """#
        ).left[0]
        #expect(kept.drawing.count == 1 && kept.label == "Back")
    }

    @Test func undrawableWordNamesItsKey() {
        do {
            _ = try back(long + #", "backWord": "☃""#)
            Issue.record("expected an error")
        } catch let e as LayoutError { #expect(e.path == "backWord") } catch { Issue.record("unexpected \(error)") }
    }
}
