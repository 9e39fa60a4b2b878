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

    @Test func aPrincipalTextWinsAndTheViewIsNamed() throws {
        let list = #"[{"symbol": "heart", "placement": "principal"}, {"title": "Chapter", "placement": "principal"}]"#
        for ios in [18, 26] {
            let l = try Self.scene(list, ios: ios)
            #expect(l.title?.text == "Chapter" && l.title?.kind == .label, "ios \(ios)")
            #expect(l.notDrawn.count == 1)
        }
    }
}
