import Testing
import Basics
import BarLayout
@testable import BarModel

/// The spec keys of the custom bar and the declarative appearance: `item.subtitle`, `appearance.subtitleColor` /
/// `subtitleFont`, `toolbarAppearance`, `locale` and `backWord`.
@Suite struct SeedKeysTests {
    /// Parsed and validated (a subtitle with a large title is the bar style's check).
    private func parse(_ text: String) throws -> Scene {
        let scene = try SpecParser().parse(Array(text.utf8))
        try scene.validate()
        return scene
    }

    private func specError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch let e as SpecError { return e.description } catch { return "\(error)" }
    }

    @Test func newKeysParse() throws {
        let s = try parse(##"""
        {"device": "iphone-15", "locale": "ja", "backWord": "もどる",
         "appearance": {"titleColor": "#FFFFFF", "subtitleColor": "#FFFFFFB3", "subtitleFont": {"size": 11, "weight":\##
         "medium"}},
         "toolbarAppearance": {"background": "#1C1C1E", "backgroundAlpha": 0.9, "tint": "#FF9500", "hairline": null},
         "item": {"title": "Recipes", "subtitle": "12 saved"}}
        """##)
        #expect(s.item.subtitle == "12 saved")
        #expect(s.appearance.subtitleColor == Color(r8: 255, g8: 255, b8: 255, a8: 0xB3))
        #expect(s.appearance.subtitleFont == FontSpec(size: 11, weight: .medium))
        #expect(
            s.toolbarAppearance
                == ToolbarAppearance(
                    background: Color(r8: 28, g8: 28, b8: 30), backgroundAlpha: 0.9,
                    tint: Color(r8: 255, g8: 149, b8: 0), hairline: .some(nil)))
        #expect(s.locale == .ja)
        #expect(s.backWord == "もどる")
    }

    @Test func defaults() throws {
        let s = try parse(
            ##"{"device": "iphone-15", "appearance": {"titleColor": "#FF0000", "titleFont": {"size": 34}}}"##)
        #expect(s.item.subtitle == nil)
        #expect(s.locale == .en && s.backWord == "Back")
        // The subtitle is the title's colour at 60 % and 12/17 of its size, regular.
        #expect(s.appearance.effectiveSubtitleColor == Color(red: 1, green: 0, blue: 0, alpha: 0.6))
        #expect(s.appearance.effectiveSubtitleFont == FontSpec(size: 24))
        // The toolbar follows the navigation bar's appearance when `toolbarAppearance` is left out.
        #expect(s.toolbarAppearance == ToolbarAppearance())
        #expect(s.bottomToolbarAppearance == s.appearance)
    }

    @Test func toolbarAppearanceFollowsTheAppearanceKeyByKey() throws {
        let s = try parse(##"""
        {"device": "iphone-15", "appearance": {"background": "#EA2E49", "backgroundAlpha": 0.5, "tint": "#FFFFFF",\##
         "hairline": "#00000033"},
         "toolbarAppearance": {"tint": "#000000"}}
        """##)
        let t = s.bottomToolbarAppearance
        #expect(t.background == Color(r8: 234, g8: 46, b8: 73) && t.backgroundAlpha == 0.5)
        #expect(t.tint == .black)
        #expect(t.hairline == Color(r8: 0, g8: 0, b8: 0, a8: 0x33))
        // A hairline of its own, or none.
        #expect(
            try parse(
                ##"""
                    {"device": "iphone-15", "appearance": {"hairline": "#000"}, "toolbarAppearance": {"hairline": null}}
                    """##
            )
            .bottomToolbarAppearance.hairline == nil)
        #expect(
            try parse(##"{"device": "iphone-15", "toolbarAppearance": {"hairline": "#FF0000"}}"##)
                .bottomToolbarAppearance.hairline == Color(red: 1, green: 0, blue: 0))
    }

    @Test func hairlineFollowsTheBackgroundAlpha() throws {
        let s = try parse(
            ##"{"device": "iphone-15", "appearance": {"backgroundAlpha": 0.25, "hairline": "#00000080"}}"##)
        let h = try #require(s.appearance.effectiveHairline)
        #expect(abs(h.alpha - 0.25 * 128 / 255) < 1e-12)
        #expect(
            try parse(##"{"device": "iphone-15", "appearance": {"backgroundAlpha": 0}}"##).appearance.effectiveHairline
                == nil)
    }

    @Test(arguments: [
        ("ja", "戻る"), ("ja-JP", "戻る"), ("en-GB", "Back"), ("zh-Hans", "返回"), ("zh-CN", "返回"), ("zh-TW", "返回"),
        ("zh_Hant_HK", "返回"), ("de", "Zurück"), ("fr-CA", "Retour"), ("pt-BR", "Voltar"), ("ru", "Назад"),
    ])
    func localesPickTheirWord(_ tag: String, _ word: String) throws {
        let s = try parse(#"{"device": "iphone-15", "locale": "\#(tag)"}"#)
        #expect(s.backWord == word)
    }

    @Test func localeTagsResolveToTheirScript() {
        #expect(BackWord.Locale(tag: "zh-TW") == .zhHant)
        #expect(BackWord.Locale(tag: "zh-Hant") == .zhHant)
        #expect(BackWord.Locale(tag: "zh") == .zhHans)
        #expect(BackWord.Locale(tag: "zh-SG") == .zhHans)
        #expect(BackWord.Locale(tag: "EN") == .en)
        #expect(
            BackWord.Locale(tag: "sv") == nil && BackWord.Locale(tag: "ko-KR") == .ko
                && BackWord.Locale(tag: "en-xa") == .enXA)
        #expect(BackWord.Locale(tag: "") == nil)
        #expect(BackWord.Locale(tag: "-") == nil)
    }

    @Test(arguments: [
        (##"{"device": "iphone-15", "item": {"subtitle": 3}}"##, "item.subtitle: expected a string, found a number"),
        (##"{"device": "iphone-15", "item": {"subtitle": "a\u0000"}}"##, "item.subtitle: strings may not contain NUL"),
        (
            ##"{"device": "iphone-15", "item": {"subtitle": "s", "titleView": {"searchField": {}}}}"##,
            "item.subtitle: a subtitle is drawn by the title label; it cannot be combined with item.titleView"
        ),
        (
            ##"{"device": "iphone-15", "item": {"subtitle": "s", "largeTitle": true}}"##,
            "item.subtitle: a subtitle goes under the inline title; it cannot be combined with item.largeTitle"
        ),
        (
            ##"{"device": "iphone-15", "appearance": {"subtitleColor": "#12"}}"##,
            ##"appearance.subtitleColor: "#12" is not a colour (#RGB, #RRGGBB or #RRGGBBAA)"##
        ),
        (
            ##"{"device": "iphone-15", "appearance": {"subtitleFont": {"size": 0}}}"##,
            "appearance.subtitleFont.size: 0 must be greater than 0"
        ),
        (
            ##"{"device": "iphone-15", "appearance": {"subtitleFont": {"sise": 3}}}"##,
            "appearance.subtitleFont.sise: unknown key"
        ),
        (
            ##"{"device": "iphone-15", "toolbarAppearance": {"barTint": "#000"}}"##,
            "toolbarAppearance.barTint: unknown key (allowed here: background, backgroundAlpha, hairline, tint)"
        ),
        (
            ##"{"device": "iphone-15", "toolbarAppearance": {"background": "red"}}"##,
            ##"toolbarAppearance.background: "red" is not a colour"##
        ),
        (
            ##"{"device": "iphone-15", "toolbarAppearance": {"tint": 1}}"##,
            "toolbarAppearance.tint: expected a colour string"
        ),
        (
            ##"{"device": "iphone-15", "toolbarAppearance": {"backgroundAlpha": 2}}"##,
            "toolbarAppearance.backgroundAlpha: 2 must be between 0 and 1"
        ),
        (
            ##"{"device": "iphone-15", "toolbarAppearance": {"hairline": "#GG0000"}}"##,
            "toolbarAppearance.hairline: \"#GG0000\" is not a colour"
        ),
        (
            ##"{"device": "iphone-15", "toolbarAppearance": []}"##,
            "toolbarAppearance: expected an object, found an array"
        ),
        (
            ##"{"device": "iphone-15", "locale": "sv"}"##,
            ##"locale: "sv" is not a known locale (known: "en", "ja", "zh-Hans""##
        ),
        (##"{"device": "iphone-15", "locale": 7}"##, "locale: expected a string, found a number"),
        (##"{"device": "iphone-15", "backWord": ""}"##, "backWord: the back word may not be empty"),
        (##"{"device": "iphone-15", "backWord": "a\nb"}"##, "backWord: the back word must be one line"),
        (##"{"device": "iphone-15", "backWord": ["Back"]}"##, "backWord: expected a string, found an array"),
    ])
    func badValuesNameThePath(_ input: String, _ expected: String) {
        let message = specError(input)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }

    @Test func scenesBuiltInSwiftGetTheSameChecks() throws {
        func error(_ change: (inout Scene) -> Void) -> String? {
            var scene = Scene(screen: DeviceScreen(preset: DevicePreset.named("iphone-15")!, orientation: .portrait))
            change(&scene)
            do {
                try scene.validate()
                return nil
            } catch let e as SpecError { return e.description } catch { return "\(error)" }
        }
        #expect(error { _ in } == nil)
        #expect(
            error {
                $0.item.subtitle = "s"
                $0.item.titleView = .searchField(placeholder: "p")
            }?
            .hasPrefix("item.subtitle: a subtitle is drawn by the title label") == true)
        #expect(
            error {
                $0.item.subtitle = "s"
                $0.item.largeTitle = true
            }?.hasPrefix("item.subtitle: a subtitle goes under") == true)
        #expect(error { $0.item.subtitle = "a\u{0}" } == "item.subtitle: strings may not contain NUL characters")
        #expect(
            error { $0.appearance.subtitleFont = FontSpec(size: .nan) }?.hasPrefix("appearance.subtitleFont.size:")
                == true)
        #expect(
            error { $0.appearance.subtitleColor = Color(red: 2, green: 0, blue: 0) }?.hasPrefix(
                "appearance.subtitleColor:") == true)
        #expect(
            error { $0.toolbarAppearance.backgroundAlpha = 1.5 }
                == "toolbarAppearance.backgroundAlpha: 1.5 must be between 0 and 1")
        #expect(
            error { $0.toolbarAppearance.hairline = .some(Color(red: 0, green: -1, blue: 0)) }?.hasPrefix(
                "toolbarAppearance.hairline:") == true)
        #expect(error { $0.toolbarAppearance.hairline = .some(nil) } == nil)
        #expect(error { $0.backWordOverride = " " } == "backWord: the back word may not be empty")
        #expect(error { $0.backWordOverride = "a\nb" } == "backWord: the back word must be one line")
    }
}
