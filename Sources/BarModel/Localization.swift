/// The direction a bar is laid out in (UIKit's `semanticContentAttribute` / the app's
/// `userInterfaceLayoutDirection`).
public enum LayoutDirection: String, Sendable, CaseIterable {
    case ltr, rtl
}

/// UIKit's Dynamic Type categories (`UIContentSizeCategory`), from `xSmall` to `accessibility5`; `large` is the
/// default.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Apple's Large Title text style at this category, in points (the Human Interface Guidelines, Typography,
    /// "iOS, iPadOS Dynamic Type sizes": 31, 32, 33, 34, 36, 38, 40 from xSmall to xxxLarge; 44, 48, 52, 56, 60 at
    /// AX1–AX5).
    public var largeTitleSize: Double {
        switch self {
        case .xSmall: return 31
        case .small: return 32
        case .medium: return 33
        case .large: return 34
        case .xLarge: return 36
        case .xxLarge: return 38
        case .xxxLarge: return 40
        case .accessibility1: return 44
        case .accessibility2: return 48
        case .accessibility3: return 52
        case .accessibility4: return 56
        case .accessibility5: return 60
        }
    }

    /// Apple's Body text style at this category, in points (same table: 14, 15, 16, 17, 19, 21, 23; 28, 33, 40,
    /// 47, 53): the search field's text.
    public var bodySize: Double {
        switch self {
        case .xSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .xLarge: return 19
        case .xxLarge: return 21
        case .xxxLarge: return 23
        case .accessibility1: return 28
        case .accessibility2: return 33
        case .accessibility3: return 40
        case .accessibility4: return 47
        case .accessibility5: return 53
        }
    }

    /// The large-title row's height: 52 pt at `large`, growing (or shrinking) with the large title's line height
    /// (1.2 × the point size), rounded up to whole points.
    public var largeTitleRowHeight: Double {
        let grow = (largeTitleSize - ContentSizeCategory.large.largeTitleSize) * 1.2
        return (BarHeights.largeTitleRow + grow).rounded(.up)
    }
}

extension BackWord.Locale {
    /// Arabic, Hebrew, Persian, Urdu and the right-to-left pseudo-locale lay bars out right to left.
    public var isRightToLeft: Bool {
        switch self {
        case .ar, .he, .fa, .ur, .arXB: return true
        default: return false
        }
    }

    /// A pseudo-locale (`en-XA`, `en-XD`, `ar-XB`).
    public var isPseudo: Bool { Pseudo(locale: self) != nil }

    /// The script faces this locale draws its text with.
    public var script: FontScript {
        switch self {
        case .ja: return .japanese
        case .zhHans: return .simplifiedChinese
        case .zhHant: return .traditionalChinese
        case .ko: return .korean
        case .ar, .he, .fa, .ur: return .rightToLeft
        default: return .default
        }
    }
}

/// A pseudo-locale: what it does to every string a scene shows (titles, subtitles, prompts, item titles, back
/// titles, placeholders, system items' words, the back word), the same way every time.
///
/// - `en-XA` (accented, Android's name): every ASCII letter replaced by an accented form, the text lengthened by
///   about 40 % with filler words, and wrapped in `[` `]` so clipping shows: `Settings` → `[Šéţţîñĝš one two]`.
/// - `en-XD` (double length, Xcode's "Double-Length Pseudolanguage"): the text twice, `Settings Settings`.
/// - `ar-XB` (right to left, Android's name; Xcode's "Right-to-Left Pseudolanguage"): the development strings
///   unchanged in a mirrored bar.
package struct Pseudo: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case accented, doubleLength, rightToLeft }
    public var kind: Kind

    public init?(locale: BackWord.Locale) {
        switch locale {
        case .enXA: kind = .accented
        case .enXD: kind = .doubleLength
        case .arXB: kind = .rightToLeft
        default: return nil
        }
    }

    public func apply(_ text: String) -> String {
        switch kind {
        case .rightToLeft: return text
        case .doubleLength: return text.isEmpty ? text : text + " " + text
        case .accented:
            if text.isEmpty { return text }
            let accented = String(String.UnicodeScalarView(text.unicodeScalars.map { Pseudo.accents[$0] ?? $0 }))
            return "[" + accented + Pseudo.filler(for: text.count) + "]"
        }
    }

    /// Filler words after the text: about 40 % of its length (at least one word), as Android's en-XA pads.
    static func filler(for count: Int) -> String {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let target = (count * 4 + 9) / 10
        var out = ""
        var i = 0
        while out.count < target || out.isEmpty {
            out += " " + words[i % words.count]
            i += 1
        }
        return out
    }

    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (a, b) in zip(plain.unicodeScalars, marked.unicodeScalars) { map[a] = b }
        return map
    }()
}

extension Scene {
    /// The direction the bar is laid out in: `layoutDirection` when given, else the locale's.
    public var effectiveLayoutDirection: LayoutDirection {
        layoutDirection ?? (locale.isRightToLeft ? .rtl : .ltr)
    }

    /// Whether the bar is laid out right to left.
    public var isRightToLeft: Bool { effectiveLayoutDirection == .rtl }

    /// The scene with the pseudo-locale applied to every string it shows (itself for other locales).
    public func pseudoLocalized() -> Scene {
        guard let pseudo = Pseudo(locale: locale), pseudo.kind != .rightToLeft else { return self }
        var s = self
        func p(_ t: String?) -> String? { t.map(pseudo.apply) }
        for (_, path) in NavigationItem.texts { s.item[keyPath: path] = p(item[keyPath: path]) }
        if case let .searchField(placeholder) = item.titleView {
            s.item.titleView = .searchField(placeholder: pseudo.apply(placeholder))
        }
        s.item.searchController?.placeholder = pseudo.apply(item.searchController?.placeholder ?? "")
        func items(_ list: [BarItem]) -> [BarItem] {
            list.map { item in
                var item = item
                if case let .title(t) = item.content { item.content = .title(pseudo.apply(t)) }
                return item
            }
        }
        s.item.left = items(item.left)
        s.item.right = items(item.right)
        s.toolbarItems = items(toolbarItems)
        s.previousTitle = p(previousTitle)
        s.previousBackItemTitle = p(previousBackItemTitle)
        s.backWordOverride = p(backWordOverride)
        return s
    }

    /// A word BarSnap shows itself (a system item's "Done"), in the scene's `systemWords` language when given, as
    /// the scene's pseudo-locale shows it.
    public func shown(_ word: String) -> String {
        var w = word
        if let words = systemWords, let english = UIKitWords.table["en"],
           let item = SystemItem.allCases.first(where: { english.word($0) == word }), let local = words.word(item) {
            w = local
        }
        return Pseudo(locale: locale).map { $0.apply(w) } ?? w
    }
}
