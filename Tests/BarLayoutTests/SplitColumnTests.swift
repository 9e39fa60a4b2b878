import Testing
import Basics
import BarModel
@testable import BarLayout

/// A split view's column bars on an iPad (`column`) and the item styles of `.toolbarRole` (`item.style`).
@Suite struct SplitColumnTests {
    static func pad(_ extra: String, ios: Int = 18, orientation: String = "landscape") throws -> BarLayout {
        let base = #""device": "ipad-11", "orientation": "\#(orientation)", "style": "uikit""#
        return try layout(#"{\#(base), "ios": \#(ios)\#(extra)}"#)
    }

    @Test func theDetailColumnStartsBesideTheSidebarAndCentresItsTitle() throws {
        for ios in [18, 26] {
            let whole = try Self.pad(#", "canPop": false, "item": {"title": "Groceries"}"#, ios: ios)
            let l = try Self.pad(#", "canPop": false, "column": "detail", "item": {"title": "Groceries"}"#, ios: ios)
            #expect(l.bar.minX == SplitView.sidebarWidth && l.bar.maxX == whole.bar.maxX, "ios \(ios)")
            let title = try #require(l.title)
            #expect(abs(title.frame.midX - l.bar.midX) < 1, "centred on the column, ios \(ios)")
            #expect(l.left.isEmpty, "the sidebar button is in the sidebar's bar, ios \(ios)")
            #expect(l.canvas.width == whole.canvas.width)
        }
    }

    @Test func theSidebarColumnHasTheSidebarButtonAndItsOwnWidth() throws {
        let item = #""item": {"title": "Lists", "right": [{"symbol": "plus"}]}"#
        let l = try Self.pad(#", "canPop": false, "column": "sidebar", \#(item)"#)
        #expect(l.bar.minX == 0 && l.bar.width == SplitView.sidebarWidth)
        #expect(l.left.map(\.label) == ["sidebar.left"])
        let plus = try #require(l.right.first)
        #expect(plus.frame.maxX <= SplitView.sidebarWidth)
    }

    @Test func inPortraitTheDetailTakesTheWholeWidthWithTheSidebarButton() throws {
        let spec = #", "canPop": false, "column": "detail", "item": {"title": "T"}"#
        let root = try Self.pad(spec, orientation: "portrait")
        #expect(root.bar.minX == 0)
        #expect(root.left.map(\.label) == ["sidebar.left"])
        let pushed = try Self.pad(#", "column": "detail", "item": {"title": "T"}"#, orientation: "portrait")
        #expect(pushed.left.map(\.kind) == [.back], "a pushed detail shows its back button alone")
    }

    @Test func aThreeColumnContentColumnStandsWhereTheSidebarWouldWithTheButton() throws {
        for ios in [18, 26] {
            let item = #""item": {"title": "Letters", "right": [{"title": "Select"}]}"#
            let l = try Self.pad(#", "canPop": false, "column": "content", \#(item)"#, ios: ios)
            #expect(l.bar.minX == 0 && l.bar.width == SplitView.sidebarWidth, "ios \(ios)")
            #expect(l.left.map(\.label) == ["sidebar.left"], "the sidebar is hidden: its button here, ios \(ios)")
            let title = try #require(l.title)
            #expect(title.text == "Letters" && title.frame.maxX <= SplitView.sidebarWidth, "ios \(ios)")
            // Pushed inside the column: its back button alone; in portrait the whole width.
            let pushed = try Self.pad(#", "column": "content", \#(item)"#, ios: ios)
            #expect(pushed.left.map(\.kind) == [.back], "ios \(ios)")
            let portrait = try Self.pad(#", "canPop": false, "column": "content", \#(item)"#, ios: ios,
                                        orientation: "portrait")
            #expect(portrait.bar.minX == 0 && portrait.left.map(\.label) == ["sidebar.left"], "ios \(ios)")
        }
    }

    @Test func aPhoneIgnoresTheColumn() throws {
        let plain = try layout(#"{"device": "iphone-15", "style": "uikit", "item": {"title": "T"}}"#)
        let spec = #"{"device": "iphone-15", "style": "uikit", "column": "sidebar", "item": {"title": "T"}}"#
        let column = try layout(spec)
        #expect(plain.bar == column.bar && plain.left.map(\.label) == column.left.map(\.label))
    }

    @Test func browserAndEditorLeadAlignTheTitleOnAPadOnly() throws {
        for ios in [18, 26] {
            for style in ["browser", "editor"] {
                let item = #", "canPop": false, "item": {"title": "Reading List", "style": "\#(style)"}"#
                let pad = try #require(try Self.pad(item, ios: ios, orientation: "portrait").title)
                #expect(pad.frame.minX == 20, "at the layout margin: \(style), ios \(ios)")
                let phone = try layout(#"{"device": "iphone-15", "style": "uikit", "ios": \#(ios)\#(item)}"#)
                let t = try #require(phone.title)
                #expect(abs(t.frame.midX - phone.bar.midX) < 1, "centred on a phone: \(style), ios \(ios)")
            }
        }
    }

    @Test func editorShowsTheBackChevronAlone() throws {
        func spec(_ style: String) -> String {
            #"{"device": "iphone-15", "style": "uikit", "previousTitle": "Notes", "item": {"title": "Draft"\#(style)}}"#
        }
        let plain = try layout(spec(""))
        let editor = try layout(spec(#", "style": "editor""#))
        #expect(plain.left.first?.label == "Notes")
        #expect(editor.left.first?.kind == .back)
        #expect(editor.left.first?.label != "Notes")
        #expect((editor.left.first?.frame.width ?? 99) < (plain.left.first?.frame.width ?? 0))
    }
}
