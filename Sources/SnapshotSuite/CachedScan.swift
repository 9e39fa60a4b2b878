import Basics

/// A scan as a `"scan"` suite uses it: the development language, the locales, and the specs of each locale and
/// colour scheme the suite asked for (what a cache entry holds).
package struct CachedScan: ScannedApp {
    package var developmentLanguage: String
    package var locales: [String]
    /// By `locale \0 scheme`, each sorted by stem as the scanner gives them.
    package var sets: [String: [ScannedSpec]]

    package init(developmentLanguage: String, locales: [String], sets: [String: [ScannedSpec]]) {
        self.developmentLanguage = developmentLanguage
        self.locales = locales
        self.sets = sets
    }

    static func setKey(_ locale: String, _ scheme: String) -> String { locale + "\u{0}" + scheme }

    package func has(locale: String, colorScheme: String) -> Bool { sets[Self.setKey(locale, colorScheme)] != nil }

    package func specs(locale: String, colorScheme: String) -> [ScannedSpec] {
        sets[Self.setKey(locale, colorScheme)] ?? []
    }

    /// The same specs, resolved against `directory` (an entry is only found under a key that covers it).
    func at(_ directory: String) -> CachedScan {
        var out = self
        for (k, list) in sets {
            out.sets[k] = list.map { spec in
                var s = spec
                s.directory = directory
                return s
            }
        }
        return out
    }

    // MARK: Serialisation

    /// One JSON document, keys in a fixed order and sets sorted, so the same scan gives the same bytes.
    func encoded(key: String) -> String {
        var sets: [JSON] = []
        for k in self.sets.keys.sorted() {
            let parts = k.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            let specs = self.sets[k]!.map { s -> JSON in
                var pairs: [(String, JSON)] = [
                    ("stem", .string(s.stem)), ("origin", .string(s.origin)), ("file", .string(s.file)),
                    ("line", .number(Double(s.line)))
                ]
                if let p = s.pushedBy { pairs.append(("pushedBy", .string(p))) }
                let sources = s.sources.keys.sorted().map { f -> JSON in
                    let place = s.sources[f]!
                    return .array([.string(f), .string(place.file), .number(Double(place.line))])
                }
                pairs.append(("sources", .array(sources)))
                pairs.append(("json", s.json))
                return .object(pairs)
            }
            sets.append(.object([("locale", .string(parts[0])), ("scheme", .string(parts[1])),
                                 ("specs", .array(specs))]))
        }
        let doc: JSON = .object([
            ("format", .string(ScanCache.format)), ("key", .string(key)),
            ("developmentLanguage", .string(developmentLanguage)), ("locales", .array(locales.map(JSON.string))),
            ("sets", .array(sets))
        ])
        return doc.serialized() + "\n"
    }

    struct Invalid: Error {}

    /// Reads an entry back; throws `Invalid` for anything but a well-formed entry of `key`. Each spec's scene is
    /// then checked by the expansion, like a hand-written spec's (a failure there is a miss too).
    static func decode(_ bytes: [UInt8], key: String, directory: String) throws -> CachedScan {
        guard case let .object(top)? = try? JSON.parse(bytes, maxDepth: 96) else { throw Invalid() }
        let doc = JSON.object(top)
        guard doc["format"] == .string(ScanCache.format), doc["key"] == .string(key),
            case let .string(development)? = doc["developmentLanguage"], isTag(development),
            case let .array(localeList)? = doc["locales"], case let .array(setList)? = doc["sets"]
        else { throw Invalid() }
        var locales: [String] = []
        for l in localeList {
            guard case let .string(s) = l, isTag(s) else { throw Invalid() }
            locales.append(s)
        }
        guard !locales.isEmpty else { throw Invalid() }
        var sets: [String: [ScannedSpec]] = [:]
        for set in setList {
            guard case let .string(locale)? = set["locale"], isTag(locale), case let .string(scheme)? = set["scheme"],
                isText(scheme), case let .array(specList)? = set["specs"]
            else { throw Invalid() }
            sets[setKey(locale, scheme)] = try specList.map { try spec($0, directory: directory) }
        }
        return CachedScan(developmentLanguage: development, locales: locales, sets: sets)
    }

    static func spec(_ j: JSON, directory: String) throws -> ScannedSpec {
        guard case let .string(stem)? = j["stem"], isText(stem), !stem.isEmpty,
            case let .string(origin)? = j["origin"], isText(origin), case let .string(file)? = j["file"],
            isText(file), let line = line(j["line"]), case let .array(sourceList)? = j["sources"],
            case .object? = j["json"], let json = j["json"]
        else { throw Invalid() }
        var pushedBy: String?
        if let p = j["pushedBy"] {
            guard case let .string(s) = p, isText(s), !s.isEmpty else { throw Invalid() }
            pushedBy = s
        }
        var spec = ScannedSpec(stem: stem, json: json, origin: origin, directory: directory, pushedBy: pushedBy)
        spec.file = file
        spec.line = line
        for s in sourceList {
            guard case let .array(t) = s, t.count == 3, case let .string(field) = t[0], isText(field),
                case let .string(f) = t[1], isText(f), let l = Self.line(t[2])
            else { throw Invalid() }
            spec.sources[field] = SourcePlace(file: f, line: l)
        }
        return spec
    }

    static func line(_ j: JSON?) -> Int? {
        guard case let .number(d)? = j, d >= 0, d <= 10_000_000, d == d.rounded() else { return nil }
        return Int(d)
    }

    /// Text without control or bidi-override characters (what every printed name is held to), at most 4 KiB.
    static func isText(_ s: String) -> Bool {
        s.utf8.count <= 4096 && !Text.hasControlCharacters(s)
    }

    /// A locale tag: letters, digits, `-`, `_`, `@`, 1–64 characters.
    static func isTag(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.count <= 64
            && s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                || $0 == "-" || $0 == "_" || $0 == "@") }
    }
}
