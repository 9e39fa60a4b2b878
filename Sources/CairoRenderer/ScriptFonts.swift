import BarModel

/// The pinned faces a locale adds for its script, and the family list its text asks for.
/// Design notes: "The faces of each script".
public enum ScriptFonts {
    static let notoCJK = [
        PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
        PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
    ]
    /// The colour emoji face, added to a set whose text holds an emoji (iOS draws Apple Color Emoji).
    public static let emoji = [
        PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
    ]
    static let rightToLeft = [
        PinnedFont(path: "/usr/share/fonts/truetype/kacst-one/KacstOne.ttf", package: "fonts-kacst-one"),
        PinnedFont(path: "/usr/share/fonts/truetype/kacst-one/KacstOne-Bold.ttf", package: "fonts-kacst-one"),
        PinnedFont(path: "/usr/share/fonts/truetype/culmus/NachlieliCLM-Light.otf", package: "culmus"),
        PinnedFont(path: "/usr/share/fonts/truetype/culmus/NachlieliCLM-Bold.otf", package: "culmus"),
    ]

    /// Japanese, Chinese (either script) or Korean: the scripts Noto Sans CJK draws.
    package static func isCJK(_ script: FontScript) -> Bool {
        switch script {
        case .japanese, .simplifiedChinese, .traditionalChinese, .korean: return true
        case .default, .rightToLeft: return false
        }
    }

    /// The files a script adds after the pinned fonts.
    public static func fonts(for script: FontScript) -> [PinnedFont] {
        switch script {
        case .default: return []
        case .japanese, .simplifiedChinese, .traditionalChinese, .korean: return notoCJK
        case .rightToLeft: return rightToLeft
        }
    }

    /// The family list every font description of the script asks for (a font object's `family` goes first); with
    /// `emoji`, the colour emoji face right after Inter, so a pictograph no text face has is drawn in colour.
    /// With `textCJK`, that script's Noto Sans CJK family right before the pinned VL PGothic: Pango picks the face
    /// per run of text, so CJK runs draw with it (and its real bold) and every other run as without it.
    public static func familyList(for script: FontScript, emoji: Bool) -> String {
        familyList(for: script, emoji: emoji, textCJK: nil)
    }

    package static func familyList(for script: FontScript, emoji: Bool, textCJK: FontScript?) -> String {
        var list = familyList(for: script)
        if let textCJK, isCJK(textCJK), !isCJK(script),
           let cjk = familyList(for: textCJK).split(separator: ",").dropFirst().first {
            var names = list.split(separator: ",").map(String.init)
            names.insert(String(cjk), at: names.firstIndex(of: "VL PGothic") ?? names.count)
            list = names.joined(separator: ",")
        }
        guard emoji, list.hasPrefix("Inter,") else { return list }
        return "Inter,Noto Color Emoji," + list.dropFirst("Inter,".count)
    }

    static func familyList(for script: FontScript) -> String {
        switch script {
        case .default: return FontEnvironment.familyList
        case .japanese: return "Inter,Noto Sans CJK JP,VL PGothic,DejaVu Sans"
        case .simplifiedChinese: return "Inter,Noto Sans CJK SC,VL PGothic,DejaVu Sans"
        case .traditionalChinese: return "Inter,Noto Sans CJK TC,VL PGothic,DejaVu Sans"
        case .korean: return "Inter,Noto Sans CJK KR,VL PGothic,DejaVu Sans"
        case .rightToLeft: return "Inter,KacstOne,Nachlieli CLM,VL PGothic,DejaVu Sans"
        }
    }

    /// The language Pango shapes and breaks lines with (the pinned `en-us` for the default script).
    public static func language(for script: FontScript) -> String {
        switch script {
        case .default: return "en-us"
        case .japanese: return "ja"
        case .simplifiedChinese: return "zh-cn"
        case .traditionalChinese: return "zh-tw"
        case .korean: return "ko"
        case .rightToLeft: return "ar"
        }
    }
}
