import Testing
import Basics
import BarLayout
import BarModel
@testable import CairoRenderer

/// The script font sets of locales, right-to-left text, and mirrored drawing.
@Suite struct ScriptFontsTests {
    func draw(_ items: [DisplayItem], _ env: FontEnvironment) throws -> Bitmap {
        try BarRenderer(environment: env).render(
            DisplayList(canvasSize: Size(width: 200, height: 40), scale: 2, items: items))
    }

    func text(_ s: String, weight: FontWeight = .regular, rtl: Bool = false, alignment: TextAlignment = .center)
        -> DisplayItem
    {
        .text(
            TextRun(
                text: s, font: FontSpec(size: 17, weight: weight), color: .black,
                frame: Rect(x: 0, y: 0, width: 200, height: 40), alignment: alignment, rightToLeft: rtl))
    }

    @Test func theDefaultScriptIsThePinnedSetItself() throws {
        let shared = try FontEnvironment.shared()
        #expect(try FontEnvironment.with(userFonts: [], script: .default) === shared)
        for script in FontScript.allCases where script != .default {
            let env = try FontEnvironment.with(userFonts: [], script: script)
            #expect(env.script == script && env !== shared)
        }
        // The fingerprint names the script's files (the right-to-left set: hashing Noto Sans CJK's 40 MB in a debug
        // build takes seconds).
        let rtl = try FontEnvironment.with(userFonts: [], script: .rightToLeft)
        for font in ScriptFonts.fonts(for: .rightToLeft) { #expect(try rtl.fingerprintDetails.contains(font.fileName)) }
    }

    @Test func aJapaneseSemiboldTitleIsBoldInTheJapaneseSet() throws {
        let ja = try FontEnvironment.with(userFonts: [], script: .japanese)
        let regular = try draw([text("今日のおすすめ")], ja), semibold = try draw([text("今日のおすすめ", weight: .semibold)], ja)
        #expect(regular != semibold, "Noto Sans CJK JP has a bold face")
        // The pinned set has one Japanese weight: semibold draws as regular there.
        let pinned = try FontEnvironment.shared()
        #expect(try draw([text("今日のおすすめ")], pinned) == draw([text("今日のおすすめ", weight: .semibold)], pinned))
        // Latin text draws the same in every set (Inter comes first).
        #expect(try draw([text("Recipes")], ja) == draw([text("Recipes")], pinned))
    }

    @Test func rightToLeftParagraphsOrderMixedTextFromTheRight() throws {
        let env = try FontEnvironment.with(userFonts: [], script: .rightToLeft)
        let mixed = "iPhone 15 — الوصفات"
        #expect(try draw([text(mixed, rtl: true)], env) != draw([text(mixed)], env))
        // Hebrew and Arabic have glyphs in the set.
        let measurer = PangoTextMeasurer(environment: env)
        #expect(try measurer.measure("מתכונים الوصفات", font: FontSpec(size: 17), maxWidth: nil, maxLines: 1).width > 0)
        // A left-to-right paragraph is unchanged by an earlier right-to-left one in the same engine.
        let before = try draw([text("Recipes", alignment: .left)], env)
        _ = try draw([text(mixed, rtl: true)], env)
        #expect(try draw([text("Recipes", alignment: .left)], env) == before)
    }

    @Test func mirroredItemsFlipShapesButNeverText() throws {
        let env = try FontEnvironment.shared()
        let frame = Rect(x: 10, y: 5, width: 16, height: 28)
        let chevron = DisplayItem.symbol(.chevronBackward, frame: frame, color: .black)
        let flipped = try draw([.mirrored(frame, [chevron])], env)
        #expect(flipped != (try draw([chevron], env)))
        // Text inside a mirrored item reads the right way round at the mirrored place.
        let run = text("Back", alignment: .left)
        let whole = Rect(x: 0, y: 0, width: 200, height: 40)
        let mirroredText = try draw([.mirrored(whole, [run])], env)
        let plain = try draw([run], env)
        // Reflected about the canvas centre a full-width frame stays put, so the text is drawn exactly as before.
        #expect(mirroredText == plain)
    }
}
