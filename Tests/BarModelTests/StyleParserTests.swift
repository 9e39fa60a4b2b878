import Testing
import Basics
@testable import BarModel

private func parse(_ text: String) throws -> Scene { try SpecParser().parse(Array(text.utf8)) }

private func specError(_ text: String) -> String? {
    do {
        _ = try parse(text)
        return nil
    } catch let e as SpecError { return e.description } catch { return "\(error)" }
}

/// `"style"`, `"barHidden"` and the UIKit bar's appearance defaults.
@Suite struct StyleParserTests {
    @Test func customIsTheDefaultAndKeepsTheSeedsAppearance() throws {
        let s = try parse(#"{"device": "iphone-15"}"#)
        #expect(s.style == .custom && !s.barHidden)
        #expect(s.appearance == Appearance())
        #expect(s.appearance.hairline == nil && s.appearance.titleFont == FontSpec(size: 17))
    }

    @Test func uikitHasUIKitsDefaults() throws {
        let s = try parse(#"{"device": "iphone-15", "style": "uikit", "barState": "scrolled"}"#)
        #expect(s.style == .uikit && s.barState == .scrolled)
        #expect(s.resolvedAppearance.background == .white)
        #expect(
            s.resolvedAppearance.titleFont
                == FontSpec(size: 17, weight: .semibold, tracking: FontSpec.uikitEmphasizedTracking))
        #expect(s.resolvedAppearance.hairline == Color(r8: 0, g8: 0, b8: 0, a8: 77))
        // At the scroll edge (the default): no background, no shadow.
        let edge = try parse(#"{"device": "iphone-15", "style": "uikit"}"#)
        #expect(
            edge.barState == .scrollEdge && edge.resolvedAppearance.background == .clear
                && edge.resolvedAppearance.hairline == nil)
        #expect(s.resolvedAppearance.tint == nil, "nil: the style's default tint (#007AFF), resolved by layout")
        // An appearance object overrides only what it names.
        let t = try parse(
            ##"{"device": "iphone-15", "style": "uikit", "barState": "scrolled", "appearance": {"tint": "#FF9500"}}"##)
        #expect(
            t.resolvedAppearance.background == .white && t.resolvedAppearance.hairline != nil
                && t.resolvedAppearance.tint == Color(r8: 255, g8: 149, b8: 0, a8: 255))
    }

    @Test func shadowAndHairlineNameTheSameLine() throws {
        #expect(
            try parse(#"{"device": "iphone-15", "style": "uikit", "appearance": {"shadow": null}}"#).appearance.hairline
                == nil)
        #expect(
            try parse(#"{"device": "iphone-15", "style": "uikit", "appearance": {"hairline": null}}"#).appearance
                .hairline == nil)
        #expect(
            try parse(##"{"device": "iphone-15", "style": "uikit", "appearance": {"shadow": "#FF0000"}}"##).appearance
                .hairline == Color(r8: 255, g8: 0, b8: 0, a8: 255))
        #expect(
            try parse(##"{"device": "iphone-15", "appearance": {"shadow": "#00FF00"}}"##).appearance.hairline
                == Color(r8: 0, g8: 255, b8: 0, a8: 255))
        #expect(
            specError(##"{"device": "iphone-15", "appearance": {"shadow": null, "hairline": "#000"}}"##)
                == "appearance.shadow: give hairline or shadow, not both (they name the same line)")
    }

    @Test func badValuesNameTheirPath() {
        #expect(
            specError(#"{"device": "iphone-15", "style": "material"}"#)
                == #"style: "material" is not a known bar style (expected one of "#
                + BarStyle.Word.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + ")")
        #expect(
            specError(#"{"device": "iphone-15", "barHidden": "yes"}"#)
                == #"barHidden: expected true or false, found "yes""#)
        #expect(specError(#"{"device": "iphone-15", "style": 1}"#) == "style: expected a string, found a number")
    }

    @Test func variantNamesStyleAndHiddenBarOnlyWhenNotTheDefault() throws {
        #expect(try parse(#"{"device": "iphone-15"}"#).variant == "phone-44@3x")
        #expect(try parse(#"{"device": "iphone-15", "style": "custom", "barHidden": false}"#).variant == "phone-44@3x")
        #expect(try parse(#"{"device": "iphone-15", "style": "uikit"}"#).variant == "phone-uikit-44@3x")
        #expect(
            try parse(#"{"device": "ipad-11", "style": "uikit", "presentation": "sheet"}"#).variant
                == "pad-uikit-sheet-56@2x")
        #expect(
            try parse(#"{"device": "iphone-15", "style": "uikit", "item": {"largeTitle": true}}"#).variant
                == "phone-uikit-large-96@3x")
        #expect(try parse(#"{"device": "iphone-15", "barHidden": true}"#).variant == "phone-nobar-44@3x")
        #expect(
            try parse(#"{"device": "iphone-15", "style": "uikit", "barHidden": true, "canvas": "screen"}"#).variant
                == "phone-uikit-nobar-44-screen@3x")
    }
}
