import Basics

/// An app's string tables: `<locale>.lproj/<Table>.strings` (the old-style text format, UTF-8 or UTF-16) and
/// string catalogs `<Table>.xcstrings` (JSON with a `sourceLanguage`). A key missing in a locale falls back to the
/// development language, as iOS does.
struct StringTables: Sendable {
    /// locale → table → key → value.
    var values: [String: [String: [String: String]]] = [:]
    /// The development language: a catalog's `sourceLanguage`, else `en` if present, else `Base`'s, else `en`.
    var developmentLanguage = "en"
    var catalogLanguage: String?
    /// locale → table → key → where its value is written (the `.strings` entry's line, the `.xcstrings`
    /// localization's line), for a failure's annotation on the translation that changed.
    var places: [String: [String: [String: SourcePlace]]] = [:]

    /// Every locale with a table, the development language first, then sorted (`Base` folds into it).
    var locales: [String] {
        let others = values.keys.filter { $0 != developmentLanguage && $0 != "Base" }.sorted()
        return [developmentLanguage] + others
    }

    /// The value of `key` in `table` for `locale` (its language without region as a second try), else the
    /// development language's, else `Base`'s.
    func lookup(_ key: String, table: String?, locale: String) -> String? {
        let t = table ?? "Localizable"
        var candidates = [locale]
        if let dash = locale.firstIndex(where: { $0 == "-" || $0 == "_" }) {
            candidates.append(String(locale[..<dash]))
        }
        candidates += [developmentLanguage, "Base"]
        for l in candidates { if let v = values[l]?[t]?[key] { return v } }
        return nil
    }

    /// Where the value `lookup` finds is written (the same fallbacks), when the table says.
    func place(_ key: String, table: String?, locale: String) -> SourcePlace? {
        let t = table ?? "Localizable"
        var candidates = [locale]
        if let dash = locale.firstIndex(where: { $0 == "-" || $0 == "_" }) {
            candidates.append(String(locale[..<dash]))
        }
        candidates += [developmentLanguage, "Base"]
        for l in candidates where values[l]?[t]?[key] != nil { return places[l]?[t]?[key] }
        return nil
    }

    mutating func setPlace(_ place: SourcePlace, key: String, table: String, locale: String) {
        places[locale, default: [:]][table, default: [:]][key] = place
    }

    mutating func set(_ value: String, key: String, table: String, locale: String) {
        values[locale, default: [:]][table, default: [:]][key] = value
    }

    /// `App/de.lproj/Localizable.strings` → (`de`, `Localizable`).
    static func localeAndTable(of path: String) -> (String, String)? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let locale = String(parts[parts.count - 2].dropLast(6))
        let name = String(parts[parts.count - 1])
        let table = name.hasSuffix(".strings") ? String(name.dropLast(8))
            : name.hasSuffix(".stringsdict") ? String(name.dropLast(12)) : name
        return locale.isEmpty ? nil : (locale, table)
    }

    mutating func finish() {
        if let catalogLanguage {
            developmentLanguage = catalogLanguage
        } else if values["en"] != nil {
            developmentLanguage = "en"
        } else if let first = values.keys.filter({ $0 != "Base" }).sorted().first, values["Base"] == nil {
            developmentLanguage = first
        }
        let basePlaces = places.removeValue(forKey: "Base") ?? [:]
        if let base = values.removeValue(forKey: "Base") {
            for (table, pairs) in base {
                for (k, v) in pairs where values[developmentLanguage]?[table]?[k] == nil {
                    set(v, key: k, table: table, locale: developmentLanguage)
                    if let p = basePlaces[table]?[k] { setPlace(p, key: k, table: table, locale: developmentLanguage) }
                }
            }
        }
    }
}

/// The old-style `.strings` format: `"key" = "value";`, comments, escapes.
enum StringsFile {
    enum Failure: Error { case at(line: Int, String) }

    /// A `.strings` file's pairs in any format Apple's tools accept: old-style text (UTF-8 or UTF-16), an XML or a
    /// binary property list; a `.stringsdict` (`plural`) gives each key its `other` form.
    /// Each entry's key, value and line (0 in a property list, which says no line).
    static func entries(_ bytes: [UInt8], plural: Bool) throws -> [(String, String, Int)] {
        if plural || PropertyList.isPropertyList(bytes) {
            let list: PropertyList
            do { list = try PropertyList.read(xmlAsUTF8(bytes)) } catch { throw Failure.at(line: 0, "\(error)") }
            guard case let .dictionary(pairs) = list else {
                throw Failure.at(line: 0, "a property list that is not a dictionary")
            }
            return pairs.compactMap { key, value in
                if let s = value.string { return (key, s, 0) }
                if plural, let s = pluralOther(value) { return (key, s, 0) }
                return nil
            }
        }
        guard let text = decode(bytes) else { throw Failure.at(line: 0, "neither UTF-8 nor UTF-16 text") }
        return try parse(text)
    }

    /// A text property list as UTF-8 (any byte-order marks dropped, a UTF-16 one re-encoded, its declaration
    /// saying so), as iOS reads it; a binary one as it is.
    static func xmlAsUTF8(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.starts(with: Array("bplist".utf8)), let text = decode(bytes) else { return bytes }
        var t = text
        for enc in ["UTF-16LE", "UTF-16BE", "UTF-16", "utf-16le", "utf-16be", "utf-16"] {
            t = t.replacingOccurrences(of: "encoding=\"\(enc)\"", with: "encoding=\"UTF-8\"")
        }
        return Array(t.utf8)
    }

    /// A `.stringsdict` entry: its `NSStringLocalizedFormatKey` with each `%#@name@` replaced by that variable's
    /// `other` form; the number placeholders (`%d`) stay visible. A width variant
    /// (`NSStringVariableWidthRuleType`) takes its widest text, a device variant
    /// (`NSStringDeviceSpecificRuleType`) its `iphone` (else `other`) text.
    static func pluralOther(_ entry: PropertyList, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        if let widths = entry["NSStringVariableWidthRuleType"], case let .dictionary(pairs) = widths {
            let widest = pairs.max { (Int($0.0) ?? 0, $0.0) < (Int($1.0) ?? 0, $1.0) }
            return widest.flatMap { $0.1.string ?? pluralOther($0.1, depth: depth + 1) }
        }
        if let devices = entry["NSStringDeviceSpecificRuleType"] {
            let v = devices["iphone"] ?? devices["other"]
            return v.flatMap { $0.string ?? pluralOther($0, depth: depth + 1) }
        }
        guard let written = entry["NSStringLocalizedFormatKey"]?.string else { return nil }
        let format = positionalVariablesPlain(written)
        var out = ""
        var rest = Substring(format)
        while let start = rest.range(of: "%#@") {
            out += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "@") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(after[..<end])
            let variable = entry[name]
            out += variable?["other"]?.string ?? variable?["one"]?.string ?? "%#@\(name)@"
            rest = after[after.index(after: end)...]
        }
        return out + rest
    }

    /// `%1$#@items@` → `%#@items@` (a variable with its argument's position).
    static func positionalVariablesPlain(_ format: String) -> String {
        guard format.contains("$#@") else { return format }
        var out: [Character] = []
        for c in format {
            out.append(c)
            // `%` digits `$#@` just completed: drop the digits and `$`.
            guard c == "@", out.count >= 5, out[out.count - 2] == "#", out[out.count - 3] == "$" else { continue }
            var j = out.count - 4
            while j > 0, out[j].isASCII, out[j].isNumber { j -= 1 }
            guard out[j] == "%", j < out.count - 4 else { continue }
            out.removeSubrange((j + 1)..<(out.count - 2))
        }
        return String(out)
    }

    /// Decodes UTF-8 or UTF-16 (by byte-order mark, or by NUL bytes in the first pair) text; byte-order marks
    /// at the start of the text (a second one after the first is common in exported tables) are dropped.
    static func decode(_ bytes: [UInt8]) -> String? {
        guard let text = decodeRaw(bytes) else { return nil }
        guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
        // Dropped in one step (a file of nothing but marks stays linear).
        return String(text.unicodeScalars.drop { $0 == "\u{FEFF}" })
    }

    static func decodeRaw(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(Array(bytes.dropFirst(2)), little: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(Array(bytes.dropFirst(2)), little: false) }
        if bytes.count >= 2 && bytes[1] == 0 && bytes[0] != 0 { return utf16(bytes, little: true) }
        if bytes.count >= 2 && bytes[0] == 0 && bytes[1] != 0 { return utf16(bytes, little: false) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    static func utf16(_ bytes: [UInt8], little: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 0
        while i < bytes.count {
            units.append(
                little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        return String(validating: units, as: UTF16.self)
    }

    static func parse(_ text: String) throws -> [(String, String, Int)] {
        let s = Array(text.unicodeScalars)
        var i = 0, line = 1, out: [(String, String, Int)] = []
        func skip() throws {
            while i < s.count {
                if s[i] == "\n" {
                    line += 1
                    i += 1
                } else if s[i] == " " || s[i] == "\t" || s[i] == "\r" || s[i].properties.isWhitespace {
                    i += 1
                } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count && s[i] != "\n" { i += 1 }
                } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i + 1 < s.count && !(s[i] == "*" && s[i + 1] == "/") {
                        if s[i] == "\n" { line += 1 }
                        i += 1
                    }
                    guard i + 1 < s.count else { throw Failure.at(line: line, "a comment is not closed") }
                    i += 2
                } else {
                    return
                }
            }
        }
        func token() throws -> String {
            guard i < s.count else { throw Failure.at(line: line, "the file ends inside an entry") }
            if s[i] != "\"" {
                var out = ""
                while i < s.count,
                    s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || "._-$:/".unicodeScalars.contains(s[i])
                {
                    out.unicodeScalars.append(s[i])
                    i += 1
                }
                guard !out.isEmpty else { throw Failure.at(line: line, "expected a quoted string, found \"\(s[i])\"") }
                return out
            }
            i += 1
            // The string's UTF-8 bytes, made a String once (appending scalar by scalar was most of the parse).
            var out: [UInt8] = []
            func add(_ u: Unicode.Scalar) {
                if u.isASCII { out.append(UInt8(u.value)) } else { out.append(contentsOf: String(u).utf8) }
            }
            while i < s.count && s[i] != "\"" {
                if s[i] == "\n" { line += 1 }
                if s[i] == "\\", i + 1 < s.count {
                    i += 1
                    switch s[i] {
                    case "n": out.append(0x0A)
                    case "t": out.append(0x09)
                    case "r": out.append(0x0D)
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, i + 1 < s.count, s[i + 1].properties.isASCIIHexDigit {
                            i += 1
                            hex.unicodeScalars.append(s[i])
                        }
                        if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { add(u) }
                    default: add(s[i])
                    }
                } else { add(s[i]) }
                i += 1
            }
            guard i < s.count else { throw Failure.at(line: line, "a string is not closed") }
            i += 1
            return String(decoding: out, as: UTF8.self)
        }
        while true {
            try skip()
            if i >= s.count { return out }
            let keyLine = line
            let key = try token()
            try skip()
            // `"key";` alone: the key is its own value, as Apple's reader takes it.
            if i < s.count, s[i] == ";" {
                i += 1
                out.append((key, key, keyLine))
                continue
            }
            guard i < s.count, s[i] == "=" else { throw Failure.at(line: line, "expected = after \"\(key)\"") }
            i += 1
            try skip()
            let value = try token()
            try skip()
            guard i < s.count, s[i] == ";" else {
                throw Failure.at(line: line, "expected ; after the value of \"\(key)\"")
            }
            i += 1
            out.append((key, value, keyLine))
        }
    }
}

/// String catalogs (`.xcstrings`): `{"sourceLanguage": "en", "strings": {key: {"localizations": {lang:
/// {"stringUnit": {"value": …}}}}}}`. Plural and device variations take their `other` value.
enum StringCatalog {
    /// `lines` (`JSON.keyLines` of the file) and `file` give each localization its place.
    static func read(_ json: JSON, table: String, into tables: inout StringTables, file: String = "",
                     lines: [String: Int] = [:]) throws {
        let root = JSONNode(json, path: "")
        guard case let .object(pairs) = json else { throw root.error("expected an object, found \(json.typeName)") }
        guard case let .string(source)? = json["sourceLanguage"] else {
            throw JSONPathError(path: "sourceLanguage", message: "is required (a string)")
        }
        if tables.catalogLanguage == nil { tables.catalogLanguage = source }
        guard let strings = pairs.first(where: { $0.0 == "strings" })?.1 else { return }
        guard case let .object(entries) = strings else {
            throw JSONPathError(path: "strings", message: "expected an object, found \(strings.typeName)")
        }
        for (key, entry) in entries {
            var hasSource = false
            if case let .object(locs)? = entry["localizations"] {
                for (lang, loc) in locs {
                    guard let value = unitValue(loc) else { continue }
                    tables.set(value, key: key, table: table, locale: lang)
                    if let line = lines["strings.\(key).localizations.\(lang)"] {
                        tables.setPlace(SourcePlace(file: file, line: line), key: key, table: table, locale: lang)
                    }
                    if lang == source { hasSource = true }
                }
            } else if let l = entry["localizations"], l != .null {
                throw JSONPathError(
                    path: "strings.\(key).localizations", message: "expected an object, found \(l.typeName)")
            }
            if !hasSource { tables.set(key, key: key, table: table, locale: source) }
        }
    }

    /// A localization's text: its `stringUnit` value (whatever its `state`), else its variations' — a device
    /// variation takes `iphone` (else `other`), a plural `other`; `%#@name@` takes the substitution's `other` form
    /// with its `%arg` shown as the format specifier (`%lld`), so the number stays a visible placeholder.
    static func unitValue(_ loc: JSON, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        var value: String?
        if case let .string(v)? = loc["stringUnit"]?["value"] {
            value = v
        } else if case let .object(kinds)? = loc["variations"] {
            for (kind, options) in kinds.sorted(by: { $0.0 < $1.0 }) {
                let order = kind == "device" ? ["iphone", "other"] : ["other"]
                for o in order {
                    if let option = options[o], let v = unitValue(option, depth: depth + 1) {
                        value = v
                        break
                    }
                }
                if value != nil { break }
            }
        }
        guard var text = value else { return nil }
        if case let .object(subs)? = loc["substitutions"] {
            for (name, sub) in subs {
                guard
                    let form = sub["variations"].flatMap({ unitValue(.object([("variations", $0)]), depth: depth + 1) })
                else { continue }
                var spec = "@"
                if case let .string(f)? = sub["formatSpecifier"] { spec = f }
                text = text.replacingOccurrences(
                    of: "%#@\(name)@", with: form.replacingOccurrences(of: "%arg", with: "%" + spec))
            }
        }
        return text
    }
}
