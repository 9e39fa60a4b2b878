import Basics

extension AppScan {
    /// The scan's failure when a string table could not be read (nil when every table was read): each table with
    /// why, so no translation is silently drawn in the development language.
    package var tableFailure: String? {
        guard !unreadableTables.isEmpty else { return nil }
        let rows = unreadableTables.prefix(20).map { "  \($0)" }
        let more = unreadableTables.count > 20 ? "\n  … and \(unreadableTables.count - 20) more" : ""
        return "\(unreadableTables.count) string table(s) could not be read (their texts would be drawn in the "
            + "development language):\n" + rows.joined(separator: "\n") + more
    }
}

/// How much of each field the scan read, over the development-language scenes (each screen's first branch):
/// titles, items, back buttons, and titles in each other locale found in that locale's own tables.
struct ScanCoverage: Sendable, Equatable {
    struct Count: Sendable, Equatable {
        var read = 0
        var all = 0
    }
    var titles = Count()
    var items = Count()
    var backButtons = Count()
    /// locale → titles read from that locale's own tables (a key only the development language has is not read):
    /// `de` first, then the locales with the fewest read.
    var localeTitles: [(String, Count)] = []

    static func == (a: ScanCoverage, b: ScanCoverage) -> Bool {
        a.titles == b.titles && a.items == b.items && a.backButtons == b.backButtons
            && a.localeTitles.map(\.0) == b.localeTitles.map(\.0) && a.localeTitles.map(\.1) == b.localeTitles.map(\.1)
    }

    /// `{"titles": {"read": 41, "all": 44}, "items": …, "backButtons": …, "localeTitles": {"de": …}}` (every locale).
    var json: JSON {
        func count(_ c: Count) -> JSON { .object([("read", .number(Double(c.read))), ("all", .number(Double(c.all)))]) }
        return .object([
            ("titles", count(titles)), ("items", count(items)), ("backButtons", count(backButtons)),
            ("localeTitles", .object(localeTitles.sorted { $0.0 < $1.0 }.map { ($0.0, count($0.1)) })),
        ])
    }

    /// One line: `titles 41/44 read, de titles 38/44, items 60/71, back buttons 44/44`.
    var line: String {
        var parts = ["titles \(titles.read)/\(titles.all) read"]
        for (l, c) in localeTitles.prefix(3) { parts.append("\(l) titles \(c.read)/\(c.all)") }
        if localeTitles.count > 3 { parts.append("(\(localeTitles.count - 3) more locales: --json)") }
        parts.append("items \(items.read)/\(items.all)")
        parts.append("back buttons \(backButtons.read)/\(backButtons.all)")
        return parts.joined(separator: ", ")
    }
}

extension AppScan {
    /// What the scan read, per field (see `ScanCoverage`).
    func coverage(_ scenes: [DevelopmentScene]) -> ScanCoverage {
        var c = ScanCoverage()
        let others = tables.locales.filter { $0 != tables.developmentLanguage }
        var byLocale = [ScanCoverage.Count](repeating: .init(), count: others.count)
        for d in scenes where d.stem == Self.stem(d.screen, branch: 0) {
            let placeholders = d.notes.filter(\.placeholder)
            let item = d.json["item"]
            if item?["title"] != nil || d.screen.title.first != nil {
                c.titles.all += 1
                let titleRead = !placeholders.contains { $0.field == "title" }
                if titleRead { c.titles.read += 1 }
                let text = d.screen.title.first
                for (i, l) in others.enumerated() {
                    byLocale[i].all += 1
                    if titleRead, text.map({ translated($0, locale: l) }) ?? true { byLocale[i].read += 1 }
                }
            }
            for key in ["left", "right", "toolbar"] {
                guard case let .array(a)? = item?[key] else { continue }
                c.items.all += a.count
                let unread = placeholders.filter { $0.field.hasPrefix(key) }
                    .map { "\($0.field)|\($0.line)|\($0.reason)" }
                c.items.read += a.count - Set(unread).count
            }
            if d.json["canPop"] != .bool(false) {
                c.backButtons.all += 1
                if !placeholders.contains(where: { $0.field.lowercased().contains("back") }) { c.backButtons.read += 1 }
            }
        }
        c.items.read = max(0, c.items.read)
        // German first where the app has it (the language most teams check), then the least-read locales.
        c.localeTitles = zip(others, byLocale).sorted {
            ($0.0 == "de" ? 0 : 1, $0.1.read, $0.0) < ($1.0 == "de" ? 0 : 1, $1.1.read, $1.0)
        }
        return c
    }

    /// True when `text` is drawn in `locale` from that locale's own table (or needs no table: a literal).
    func translated(_ text: TextValue, locale: String) -> Bool {
        switch text {
        case .literal: return true
        case let .localized(key, table, _):
            let t = table ?? "Localizable"
            var candidates = [locale]
            if let dash = locale.firstIndex(where: { $0 == "-" || $0 == "_" }) {
                candidates.append(String(locale[..<dash]))
            }
            return candidates.contains { tables.values[$0]?[t]?[key] != nil }
        case let .joined(parts): return parts.allSatisfy { translated($0, locale: locale) }
        case let .cased(t, _): return translated(t, locale: locale)
        case .placeholder, .unresolved: return false
        }
    }
}
