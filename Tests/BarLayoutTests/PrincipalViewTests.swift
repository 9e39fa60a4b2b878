import Testing
import Basics
import BarModel
@testable import BarLayout

/// A `principal` toolbar item that is not text: drawn centred in the title's place on both UIKit bars.
@Suite struct PrincipalViewTests {
    static func scene(_ toolbar: String, ios: Int) throws -> BarLayout {
        let item = #""item": {"title": "Reader", "toolbar": \#(toolbar)}"#
        return try layout(#"{"device": "iphone-15", "style": "uikit", "ios": \#(ios), \#(item)}"#)
    }

    @Test func aSymbolOrABoxTakesTheTitlesPlace() throws {
        for ios in [18, 26] {
            for item in [#"{"symbol": "heart", "placement": "principal"}"#,
                         #"{"placeholder": "Picker", "placement": "principal"}"#] {
                let l = try Self.scene("[\(item), {\"symbol\": \"plus\"}]", ios: ios)
                let title = try #require(l.title)
                #expect(title.kind == .view, "ios \(ios): \(item)")
                #expect(title.text != "Reader")
                #expect(abs(title.frame.midX - l.bar.midX) < 1, "centred: ios \(ios)")
                #expect(l.notDrawn.isEmpty)
            }
        }
    }

    @Test func aPrincipalTextWinsAndAViewNotBesideItIsNamed() throws {
        let list = #"[{"symbol": "heart", "placement": "principal"}, {"title": "Chapter", "placement": "principal"}, "#
            + #"{"symbol": "plus"}, {"symbol": "star", "placement": "principal"}]"#
        for ios in [18, 26] {
            let l = try Self.scene(list, ios: ios)
            #expect(l.title?.text == "Chapter" && l.title?.kind == .label, "ios \(ios)")
            #expect(l.notDrawn.count == 1 && l.notDrawn.first?.contains("star") == true, "ios \(ios)")
        }
    }

    /// The symbol frames a display list draws, by symbol.
    static func symbols(_ l: BarLayout) -> [(Symbol, Rect)] {
        func walk(_ items: [DisplayItem]) -> [(Symbol, Rect)] {
            items.flatMap { item -> [(Symbol, Rect)] in
                switch item {
                case let .symbol(s, r, _): [(s, r)]
                case let .group(_, _, children): walk(children)
                default: []
                }
            }
        }
        return walk(l.displayList.items)
    }

    @Test func aSymbolBesideThePrincipalTextIsDrawnWithIt() throws {
        let text = #"{"title": "Chapter", "placement": "principal"}"#
        let heart = #"{"symbol": "heart", "placement": "principal"}"#
        for ios in [18, 26] {
            for after in [false, true] {
                let list = after ? "[\(text), \(heart)]" : "[\(heart), \(text)]"
                let l = try Self.scene(list, ios: ios)
                let title = try #require(l.title)
                #expect(title.text == "Chapter" && l.notDrawn.isEmpty, "ios \(ios)")
                let icon = try #require(Self.symbols(l).first { $0.0 == .heart }?.1, "ios \(ios): drawn")
                // Beside the text, 8 pt from it, the two centred together on the bar.
                let gap = after ? icon.minX - title.frame.maxX : title.frame.minX - icon.maxX
                #expect(abs(gap - 8) < 0.5, "ios \(ios), after: \(after): gap \(gap)")
                let group = (min(icon.minX, title.frame.minX) + max(icon.maxX, title.frame.maxX)) / 2
                #expect(abs(group - l.bar.midX) < 1, "ios \(ios), after: \(after)")
                #expect(abs(icon.midY - title.frame.midY) < 1.5, "on the title's row, ios \(ios)")
            }
        }
        // Without the symbol the title alone is centred: the symbol moved it.
        let alone = try #require(try Self.scene("[\(text)]", ios: 18).title)
        let with = try #require(try Self.scene("[\(heart), \(text)]", ios: 18).title)
        #expect(with.frame.minX > alone.frame.minX)
    }
}
