import Basics

/// The page: an HTML shell and the failures as one JSON block the inline script renders. Design notes: "The report
/// page".
struct ReportHTML {
    /// An image that covers only `rect` (x, y, width, height in pixels) of the full image.
    struct Region: Sendable {
        var file: String
        var rect: [Int]
    }

    struct Item {
        var entry: ReportEntry
        var expected: String?
        var actual: String?
        var diff: String?
        var expectedRegion: Region?
        var diffRegion: Region?
        var change: ChangedRegion?
        /// Listed without images: its actual image stays in the artifacts directory (`src`).
        var inArtifacts = false
        var accept: String
    }

    var items: [Item]
    var groups: [FailureGroup]
    var summary: RunSummary?
    var notes: [String]
    var sources: [String]
    var reportDirectory: String

    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A relative URL for a relative file path: every byte outside `[A-Za-z0-9._~@+-/]` percent-encoded.
    static func url(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                 UInt8(ascii: "@"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let h = String(b, radix: 16, uppercase: true)
                out += "%" + (h.count == 1 ? "0" + h : h)
            }
        }
        return out
    }

    /// JSON text that is safe inside `<script>`: `<`, `>`, `&` and the JS line separators are escaped.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        for c in json.unicodeScalars {
            switch c {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// The page's data. Strings repeated by every entry (fingerprints, tolerances, sources, image paths) are in
    /// tables and referenced by index; names and groups the script can derive are not repeated.
    var dataJSON: JSON {
        var tables: [String: [String]] = ["env": [], "tol": [], "src": [], "img": []]
        var indexOf: [String: [String: Int]] = ["env": [:], "tol": [:], "src": [:], "img": [:]]
        func ref(_ table: String, _ value: String?) -> JSON {
            guard let value else { return .null }
            if let i = indexOf[table]![value] { return .number(Double(i)) }
            let i = tables[table]!.count
            tables[table]!.append(value)
            indexOf[table]![value] = i
            return .number(Double(i))
        }
        func num(_ n: Int?) -> JSON { n.map { .number(Double($0)) } ?? .null }
        func ints(_ v: [Int]) -> JSON { .array(v.map { .number(Double($0)) }) }
        var groupOf = [Int](repeating: 0, count: items.count)
        for (g, group) in groups.enumerated() { for m in group.members { groupOf[m] = g } }
        let entries: [JSON] = items.enumerated().map { i, it in
            let e = it.entry
            var pairs: [(String, JSON)] = [
                ("id", .string(e.id)), ("kind", .string(e.kind.rawValue)), ("g", num(groupOf[i]))
            ]
            // The page's accept command takes the id as one shell word, quoted here by the one quoting function
            // (only ids that need it carry the quoted form: most are plain words).
            let quotedID = SafePath.shellQuote(e.id)
            if quotedID != e.id { pairs.append(("idq", .string(quotedID))) }
            if let d = e.differentPixels { pairs.append(("differentPixels", num(d))) }
            if e.kind == .layout { pairs.append(("layout", .array(e.layoutFindings.map { .string($0) }))) }
            if let t = e.totalPixels { pairs.append(("totalPixels", num(t))) }
            pairs.append(("tol", ref("tol", e.tolerance)))
            if let s = e.expectedSize { pairs.append(("expectedSize", .string(s))) }
            if let s = e.actualSize { pairs.append(("actualSize", .string(s))) }
            pairs.append(("re", ref("env", e.referenceEnvironment)))
            pairs.append(("ce", ref("env", e.currentEnvironment)))
            pairs.append(("src", ref("src", e.source)))
            func image(_ path: String) -> JSON { ref("img", Self.url(path)) }
            if let a = it.actual { pairs.append(("actual", image(a))) }
            if let x = it.expected { pairs.append(("expected", image(x))) }
            if let d = it.diff { pairs.append(("diff", image(d))) }
            func region(_ r: Region) -> JSON { .array([image(r.file)] + r.rect.map { .number(Double($0)) }) }
            if let r = it.expectedRegion { pairs.append(("er", region(r))) }
            if let r = it.diffRegion { pairs.append(("dr", region(r))) }
            if let c = it.change { pairs.append(("change", ints([c.x, c.y, c.width, c.height]))) }
            if it.inArtifacts { pairs.append(("inArtifacts", .bool(true))) }
            if !e.environmentDifferences.isEmpty {
                pairs.append(("environmentDifferences", EnvironmentFingerprint.json(e.environmentDifferences)))
            }
            if let t = e.environmentTolerance { pairs.append(("etol", ref("tol", t))) }
            if !e.changes.isEmpty { pairs.append(("what", .array(e.changes.map { .string($0) }))) }
            if let c = e.caseID {
                pairs.append(("case", .string(String(c.split(separator: "/").last ?? Substring(c)))))
            }
            return .object(pairs)
        }
        let groupList: [JSON] = groups.map { g in
            let sources = Set(g.members.map { items[$0].entry.source }).sorted()
            let accept = sources.map {
                "barsnap accept \(SafePath.shellQuote($0)) --group \(SafePath.shellQuote(g.id))"
            }
            // The screens (cases) it spans: how many, and the first few by name.
            var spans: [String] = []
            for m in g.members {
                let key = items[m].entry.caseKey
                let short = String(key.split(separator: "/").last ?? Substring(key))
                if !spans.contains(short) { spans.append(short) }
                if spans.count == 4 { break }
            }
            return .object([
                ("id", .string(g.id)), ("kind", .string(g.kind.rawValue)), ("members", ints(g.members)),
                ("rep", num(g.representative)), ("reason", .string(g.reason)),
                ("change", g.change.map { .string($0) } ?? .null),
                ("name", g.name.map { .string($0) } ?? .null), ("cases", num(g.cases)),
                ("spans", .array(spans.map { .string($0) })),
                ("accept", .string(accept.joined(separator: "\n"))),
            ])
        }
        return .object([
            ("tables", .object([("env", .array(tables["env"]!.map { .string($0) })),
                                ("tol", .array(tables["tol"]!.map { .string($0) })),
                                ("src", .array(tables["src"]!.map { .string($0) })),
                                ("img", .array(tables["img"]!.map { .string($0) })),
                                ("srcq", .array(tables["src"]!.map { .string(SafePath.shellQuote($0)) }))])),
            ("entries", .array(entries)),
            ("groups", .array(groupList)),
            ("reportAccept", .string(reportAccept)),
        ])
    }

    /// Accepting from the report itself: members listed without images are read from the artifacts (`--from`).
    var reportAccept: String {
        var command = "barsnap accept \(SafePath.shellQuote(reportDirectory))"
        if items.contains(where: \.inArtifacts) {
            for source in sources { command += " --from \(SafePath.shellQuote(source))" }
        }
        return command
    }

    /// The page: `Page/report.html` filled with the counts, the footer's lists and the data block (every text
    /// value HTML-escaped, the data script-safe; see `PageTemplate`).
    func render() throws -> String {
        try ReportPage.template().render(pageValues)
    }

    /// What `Page/report.html` shows besides the data block.
    var pageValues: [String: PageTemplate.Value] {
        typealias V = PageTemplate.Value
        func count(_ kind: ReportEntry.Kind) -> Int { items.filter { $0.entry.kind == kind }.count }
        let passedEnvironment = count(.passedEnvironment), layout = count(.layout)
        let recorded = summary?.count("recorded") ?? 0
        let total = summary.map { $0.total } ?? items.count
        let failures = items.count - passedEnvironment
        let passedIDs = summary?.cases.filter { $0.status == "passed" }.map(\.id) ?? []
        return [
            "title": .text(failures == 0 ? "✓" : "✗ \(failures)"),
            "count": .number(items.count), "groupCount": .number(groups.count),
            "passed": .text(summary.map { String($0.count("passed")) } ?? "–"),
            "failed": .number(count(.failed)), "environment": .number(count(.environment)), "new": .number(count(.new)),
            "hasLayout": .flag(layout > 0), "layout": .number(layout),
            "hasPassedEnvironment": .flag(passedEnvironment > 0), "passedEnvironment": .number(passedEnvironment),
            "hasRecorded": .flag(recorded > 0), "recorded": .number(recorded),
            "total": .number(total),
            "hasItems": .flag(!items.isEmpty),
            "allGood": .text(summary == nil ? "No failures in the manifest." : "All \(total) case(s) passed."),
            "sources": .list(sources.enumerated().map { i, s in
                ["path": .text(s), "quoted": .text(SafePath.shellQuote(s)), "separator": .text(i == 0 ? "" : ", ")]
            }),
            "passedList": .list(passedIDs.isEmpty ? [] : [[
                "passedCount": .number(passedIDs.count), "ids": .list(passedIDs.map { ["id": .text($0)] }),
            ]]),
            "hasNotes": .flag(!notes.isEmpty), "notes": .list(notes.map { ["note": .text($0)] }),
            "shards": .list(summary?.shard.map { [["shard": .text($0)]] } ?? []),
            "data": .json(dataJSON),
        ]
    }
}
