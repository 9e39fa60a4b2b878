/// The word UIKit puts on a back button whose title is too long (UIKit's documentation: "the navigation bar may
/// replace the button's title with the string 戻る" — the Japanese text shows the localised "Back").
/// (Glossary: back word)
public enum BackWord {
    /// The languages BarSnap knows the word for. `en`, `ja` and `zh-Hans` come from UIKit's documentation and
    /// notes on it (戻る; "Back (返回 in a Chinese environment)"); the others agree with `UIKitWords` (sourced
    /// there), except `fa` and `ur`, estimated. Any other language, or a different word: the spec key `backWord`.
    public enum Locale: String, Sendable, CaseIterable {
        case en, ja
        case zhHans = "zh-Hans"
        case zhHant = "zh-Hant"
        case de, es, fr, it, pt, ru
        case ko, ar, he, fa, ur
        /// Pseudo-locales (`Pseudo`): accented, double-length and right-to-left development strings.
        case enXA = "en-XA"
        case enXD = "en-XD"
        case arXB = "ar-XB"

        public var backWord: String {
            switch self {
            case .en: return "Back"
            case .ja: return "戻る"
            case .zhHans, .zhHant: return "返回"
            case .de: return "Zurück"
            case .es: return "Atrás"
            case .fr: return "Retour"
            case .it: return "Indietro"
            case .pt: return "Voltar"
            case .ru: return "Назад"
            case .ko: return "뒤로"
            case .ar: return "رجوع"
            case .he: return "הקודם"
            case .fa: return "بازگشت"
            case .ur: return "واپس"
            case .enXA, .enXD, .arXB: return Pseudo(locale: self).map { $0.apply("Back") } ?? "Back"
            }
        }

        /// A BCP 47 tag to a known locale: the exact name, else its language (`ja-JP` → `ja`, `pt-BR` → `pt`);
        /// Chinese picks the script from the tag (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant-…` → `zh-Hant`, other
        /// `zh…` → `zh-Hans`). nil when the language is not known.
        public init?(tag: String) {
            if let exact = Locale(rawValue: tag) {
                self = exact
                return
            }
            if let pseudo = Locale.allCases.first(where: { $0.isPseudo && $0.rawValue.lowercased() == tag.lowercased() }
            ) {
                self = pseudo
                return
            }
            let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { String($0).lowercased() }
            guard let language = parts.first, !language.isEmpty else { return nil }
            if language == "zh" {
                let traditional = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
                self = traditional ? .zhHant : .zhHans
                return
            }
            guard let known = Locale(rawValue: language) else { return nil }
            self = known
        }
    }
}
