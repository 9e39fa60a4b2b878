import Testing
import Basics
@testable import BarModel

private func parse(_ json: String) throws -> Scene {
    try SpecParser().parse(Array(json.utf8))
}

@Suite struct LocalizationTests {
    @Test func rightToLeftLocalesAndTheirRegionsMirror() throws {
        for tag in ["ar", "ar-EG", "he", "he-IL", "fa", "ur-PK", "ar-XB"] {
            #expect(try parse(#"{"device": "iphone-15", "locale": "\#(tag)"}"#).isRightToLeft, "\(tag)")
        }
        for tag in ["en", "ja-JP", "de", "en-XA", "en-XD", "ko"] {
            #expect(try !parse(#"{"device": "iphone-15", "locale": "\#(tag)"}"#).isRightToLeft, "\(tag)")
        }
        // layoutDirection overrides the locale either way.
        #expect(try parse(#"{"device": "iphone-15", "locale": "ar", "layoutDirection": "ltr"}"#).isRightToLeft == false)
        #expect(try parse(#"{"device": "iphone-15", "layoutDirection": "rtl"}"#).isRightToLeft)
    }

    @Test func variantsNameOnlyWhatIsNotTheDefault() throws {
        #expect(try parse(#"{"device": "iphone-15"}"#).variant == "phone-44@3x")
        #expect(
            try parse(#"{"device": "iphone-15", "locale": "ja", "contentSize": "large", "layoutDirection": "ltr"}"#)
                .variant == "phone-44@3x")
        #expect(try parse(#"{"device": "iphone-15", "locale": "he"}"#).variant == "phone-rtl-44@3x")
        #expect(try parse(#"{"device": "iphone-15", "locale": "ar-XB"}"#).variant == "phone-ar-XB-44@3x")
        #expect(
            try parse(#"{"device": "iphone-15", "locale": "en-XA", "style": "uikit"}"#).variant
                == "phone-uikit-en-XA-44@3x")
        #expect(
            try parse(
                #"""
                    {"device": "iphone-15", "style": "uikit", "contentSize": "accessibility3", "item": {"largeTitle":\#
                     true}}
                    """#
            ).variant
                == "phone-uikit-large-accessibility3-118@3x")
    }

    @Test func badValuesNameTheirPath() {
        #expect(throws: SpecError.self) { try parse(#"{"device": "iphone-15", "layoutDirection": "up"}"#) }
        do {
            _ = try parse(#"{"device": "iphone-15", "contentSize": "huge"}"#)
            Issue.record("accepted an unknown content size")
        } catch {
            #expect("\(error)".hasPrefix("contentSize:") && "\(error)".contains("accessibility5"))
        }
        #expect(throws: SpecError.self) { try parse(#"{"device": "iphone-15", "locale": "xx-XA"}"#) }
    }

    @Test func largeTitleSizesFollowApplesTable() {
        let sizes = ContentSizeCategory.allCases.map(\.largeTitleSize)
        #expect(sizes == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        #expect(ContentSizeCategory.large.largeTitleRowHeight == BarHeights.largeTitleRow)
        #expect(ContentSizeCategory.accessibility3.largeTitleRowHeight == 74)
        #expect(ContentSizeCategory.allCases.map(\.bodySize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func pseudoLocalesTransformEveryStringTheSameWay() throws {
        let xa = try #require(Pseudo(locale: .enXA))
        let s = xa.apply("Settings")
        #expect(s == xa.apply("Settings"))
        #expect(s.hasPrefix("[Šéţţîñĝš") && s.hasSuffix("]"))
        // About 40 % longer than the original, plus the brackets.
        #expect(s.count >= "Settings".count * 14 / 10 + 2)
        #expect(
            !s.unicodeScalars.contains { ("a"..."z").contains($0) && !" onetwhrfivsxg".unicodeScalars.contains($0) })
        #expect(try #require(Pseudo(locale: .enXD)).apply("Done") == "Done Done")
        #expect(try #require(Pseudo(locale: .arXB)).apply("Done") == "Done")
        #expect(Pseudo(locale: .de) == nil)

        var scene = try parse(#"""
            {"device": "iphone-15", "locale": "en-XD", "previousTitle": "Home", "item": {"title": "A", "prompt": "P",
             "left": [{"title": "L"}], "titleView": null}, "toolbarItems": [{"title": "T"}]}
            """#)
        scene = scene.pseudoLocalized()
        #expect(scene.item.title == "A A" && scene.item.prompt == "P P" && scene.previousTitle == "Home Home")
        #expect(scene.item.left[0].content == .title("L L") && scene.toolbarItems[0].content == .title("T T"))
        #expect(scene.backWord == "Back Back" && scene.shown("Done") == "Done Done")
    }
}
