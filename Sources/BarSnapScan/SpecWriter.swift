import Basics
import SnapshotSuite
import BarModel

extension AppScan {
    /// Cases per screen: one per branch of its most-branched text (at most this many).
    static let maxBranches = 4

    /// The text shown for a value in `locale`, and a note when it is not the app's own text. A NUL (which no scene
    /// spec may hold) is shown as U+FFFD.
    func resolve(_ t: TextValue, locale: String) -> (String, String?) {
        let (text, note) = resolveRaw(t, locale: locale)
        return (text.contains("\u{0}") ? text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : text, note)
    }

    private func resolveRaw(_ t: TextValue, locale: String) -> (String, String?) {
        switch t {
        case let .literal(s): return (s, nil)
        case let .localized(key, table, fallback):
            if let v = tables.lookup(key, table: table, locale: locale) { return (v, nil) }
            if let fallback { return (fallback, nil) }
            return (key, "key \"\(key)\" is in no \(table ?? "Localizable") table: the key is shown")
        case let .joined(parts):
            var out = "", note: String?
            for p in parts {
                let (s, n) = resolve(p, locale: locale)
                out += s
                note = note ?? n
            }
            return (out, note)
        case let .cased(inner, how):
            let (s, n) = resolveRaw(inner, locale: locale)
            switch how {
            case "localizedUppercase": return (s.uppercased(), n)
            case "localizedLowercase": return (s.lowercased(), n)
            default: return (Self.capitalized(s), n)
            }
        case let .placeholder(p): return ("{\(p)}", "interpolation computed at run time: `\(p)` (shown as {\(p)})")
        case let .unresolved(reason):
            let shown = reason.split(separator: "`").dropFirst().first.map { "{\($0)}" } ?? "{?}"
            return (shown, reason)
        }
    }

    func color(_ c: ColorValue?, scheme: String, note: (String) -> Void) -> JSON? {
        switch c {
        case nil: return nil
        case let .rgba(v)?: return .string(v.hex)
        case let .system(l, d)?: return .string((scheme == "dark" ? d : l).hex)
        case let .named(n)?:
            // A namespaced name (`Theme/brand`) or a plain one.
            guard let set = assets.colors[n] ?? n.split(separator: "/").last.flatMap({ assets.colors[String($0)] })
            else {
                note("no colour set named \"\(n)\" in the asset catalogs")
                return nil
            }
            return .string((scheme == "dark" ? set.dark : set.light).hex)
        case let .unresolved(r)?:
            note(r)
            return nil
        }
    }

    /// One bar button as a spec item (nil: nothing to draw), noting what it could not read.
    func item(_ i: ScannedItem, locale: String, scheme: String, note: (String) -> Void) -> JSON? {
        var pairs: [(String, JSON)] = []
        switch i.content {
        case let .system(s): pairs = [("system", .string(s))]
        case let .title(t, done):
            let (text, n) = resolve(t, locale: locale)
            if let n { note(n) }
            pairs = [("title", .string(text))]
            if done { pairs.append(("font", .object([("size", .number(17)), ("weight", .string("semibold"))]))) }
        case let .sfSymbol(name):
            if let s = SymbolMap.specName(for: name) { pairs = [("symbol", .string(s))] } else {
                note("SF Symbol \"\(name)\" has no drawing or stand-in in BarSnap: drawn as a labelled box")
                pairs = [("placeholder", .string(name))]
            }
        case let .asset(name):
            if let image = assets.images[name] ?? name.split(separator: "/").last.flatMap({ assets.images[String($0)] })
            {
                pairs = [("image", .string(image.path))]
                if image.template { pairs.append(("template", .bool(true))) }
            } else {
                note(
                    assets.vectors[name].map { "vector asset: supply a PNG (\($0))" }
                        ?? "no image set named \"\(name)\" in the asset catalogs")
                pairs = [("placeholder", .string(name))]
            }
        case let .unresolved(r):
            if r == "space" { return nil }
            note(r)
            // An image computed at run time is labelled with its expression (`Assets.Images.filter`), so the box
            // says what is missing; anything else is `?`.
            var label = "?"
            if r.hasPrefix("an image computed"), let e = r.split(separator: "`").dropFirst().first, e.count <= 40 {
                label = String(e)
            }
            pairs = [("placeholder", .string(label))]
        }
        if !i.enabled { pairs.append(("enabled", .bool(false))) }
        if let tint = color(i.tint, scheme: scheme, note: note) { pairs.append(("tint", tint)) }
        // SwiftUI's placement and role, where the scene spec has those keys.
        if let p = i.placement, Self.itemKeys.contains("placement") { pairs.append(("placement", .string(p))) }
        if let r = i.role, Self.itemKeys.contains("role") { pairs.append(("role", .string(r))) }
        if i.prominent, Self.itemKeys.contains("prominent") { pairs.append(("prominent", .bool(true))) }
        return .object(pairs)
    }

    /// The keys a scene spec's item takes (the scanner writes SwiftUI's placement and role only where it does).
    static let itemKeys = Set(SpecSchema.item.keys)

    /// Foundation's `capitalized`: each word's first letter upper case, the rest lower case.
    static func capitalized(_ s: String) -> String {
        var out = ""
        var start = true
        for c in s {
            out += start ? c.uppercased() : c.lowercased()
            start = c.isWhitespace || c == "-"
        }
        return out
    }
}
