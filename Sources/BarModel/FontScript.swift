/// The script whose pinned faces a scene draws with, from its locale or its text (CairoRenderer's `ScriptFonts`
/// maps each to its faces).
public enum FontScript: String, Sendable, CaseIterable {
    /// Latin, Cyrillic and the default set: Inter, VL PGothic, DejaVu Sans — exactly as without a locale.
    case `default`
    case japanese, simplifiedChinese, traditionalChinese, korean
    /// Arabic, Persian and Urdu, and Hebrew: KacstOne and Nachlieli CLM ahead of the default set.
    case rightToLeft
}

extension Scene {
    /// Whether the scene's text holds an emoji (a pictograph with emoji presentation, one above U+1F000, or a
    /// character asking for emoji presentation with U+FE0F): its font set then adds the colour emoji face.
    package var hasEmoji: Bool {
        drawnTexts.contains { text in
            text.unicodeScalars.contains { s in
                let p = s.properties
                return p.isEmojiPresentation || (p.isEmoji && s.value >= 0x1F000) || s.value == 0xFE0F
            }
        }
    }

    /// Whether an item of the bar is a stand-in symbol, drawn with the pinned icon font (`IconGlyph`).
    package var usesIconFont: Bool {
        (item.left + item.right + toolbarItems).contains { bar in
            if case .standIn = bar.content { return true }
            return false
        }
    }

    /// Every text the bar draws: titles, subtitles, prompt, back titles and the items' titles.
    var drawnTexts: [String] {
        var texts = [item.title, item.subtitle, item.largeSubtitle, item.prompt, previousTitle, previousBackItemTitle]
        for i in item.left + item.right + toolbarItems { if case let .title(t) = i.content { texts.append(t) } }
        return texts.compactMap { $0 }
    }
}
