import Basics
import BarModel
import CairoRenderer
import Pipeline
import Testing

/// With `"scriptFaces": "text"` the faces follow each run of text, not only the scene's locale: a Japanese title
/// in an Arabic-locale scene draws with Noto Sans CJK, whose bold is real, while the Arabic runs keep their faces.
@Suite struct TextScriptFacesTests {
    static func scene(locale: String, faces: String, weight: String) throws -> Scene {
        let spec = """
            {"device": "iphone-15", "locale": "\(locale)", "scriptFaces": "\(faces)",
             "appearance": {"titleFont": {"size": 17, "weight": "\(weight)"}},
             "item": {"title": "今日のおすすめ", "right": [{"title": "حفظ"}]}}
            """
        return try Pipeline.scene(from: JSON.parse(spec), baseDirectory: Package.root)
    }

    @Test func aJapaneseTitleInAnArabicSceneDrawsBoldWhenBoldIsAsked() throws {
        let bold = try Self.scene(locale: "ar", faces: "text", weight: "bold")
        let regular = try Self.scene(locale: "ar", faces: "text", weight: "regular")
        #expect(bold.fontScript == .rightToLeft)
        #expect(bold.textCJKScript == .japanese)
        let env = try Pipeline.environment(for: bold)
        #expect(env.textCJK == .japanese)
        #expect(env.catalog.families.contains("Noto Sans CJK JP"))
        // More ink in the bold title: the face has a bold, so the weight shows.
        func ink(_ s: Scene) throws -> Int {
            try Pipeline.render(s).pixels.reduce(0) { $0 + Int(255 - $1) }
        }
        #expect(try ink(bold) > (try ink(regular)) + 1_000, "the bold title draws heavier than the regular one")
    }

    /// Only the CJK runs change: the family list keeps the locale's faces first, the CJK family right before the
    /// pinned Japanese fallback; a CJK-locale scene, or `"scriptFaces": "locale"`, is drawn exactly as before.
    @Test func theCJKFamilyGoesBeforeThePinnedFallbackAndOnlyInTextMode() throws {
        #expect(ScriptFonts.familyList(for: .rightToLeft, emoji: false, textCJK: .japanese)
            == "Inter,KacstOne,Nachlieli CLM,Noto Sans CJK JP,VL PGothic,DejaVu Sans")
        #expect(ScriptFonts.familyList(for: .default, emoji: true, textCJK: .simplifiedChinese)
            == "Inter,Noto Color Emoji,Noto Sans CJK SC,VL PGothic,DejaVu Sans")
        #expect(ScriptFonts.familyList(for: .japanese, emoji: false, textCJK: .korean)
            == ScriptFonts.familyList(for: .japanese, emoji: false))
        #expect(try Self.scene(locale: "ar", faces: "locale", weight: "bold").textCJKScript == nil)
        #expect(try Self.scene(locale: "ja", faces: "text", weight: "bold").textCJKScript == nil)
    }
}
