/// The script whose pinned faces a scene draws with, from its locale or its text (CairoRenderer's `ScriptFonts`
/// maps each to its faces).
public enum FontScript: String, Sendable, CaseIterable {
    /// Latin, Cyrillic and the default set: Inter, VL PGothic, DejaVu Sans — exactly as without a locale.
    case `default`
    case japanese, simplifiedChinese, traditionalChinese, korean
    /// Arabic, Persian and Urdu, and Hebrew: KacstOne and Nachlieli CLM ahead of the default set.
    case rightToLeft
}
