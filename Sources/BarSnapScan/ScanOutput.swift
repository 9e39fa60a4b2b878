import Basics
import SnapshotSuite
import BarModel

extension AppScan {
    /// Control characters (and the escape character) in text from the scanned files, escaped for a terminal.
    static func escape(_ s: String) -> String {
        // Printable ASCII (most lines) has nothing to escape.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s }
        var out = ""
        for u in s.unicodeScalars {
            if u.properties.generalCategory == .control || u == "\u{7F}" {
                out += u == "\n" ? "\\n" : u == "\t" ? "\\t" : "\\u{\(String(u.value, radix: 16))}"
            } else { out.unicodeScalars.append(u) }
        }
        return out
    }

    /// The screens found, in the development language (light): one line each.
    public var screenLines: [String] { screenLines(developmentScenes) }

    func screenLines(_ scenes: [DevelopmentScene]) -> [String] {
        scenes.map { d -> String in
            let (s, json) = (d.screen, d.json)
            let item = json["item"]
            var parts: [String] = []
            if case let .string(t)? = item?["title"] { parts.append("title \"\(t)\"") }
            if case let .string(p)? = item?["titleView"]?["searchField"]?["placeholder"]
                ?? item?["searchController"]?["placeholder"]
            {
                parts.append("search \"\(p)\"")
            }
            for key in ["left", "right"] {
                if case let .array(items)? = item?[key] {
                    parts.append("\(key) " + items.map(Self.describe).joined(separator: ", "))
                }
            }
            if json["canPop"] == .bool(false) { parts.append("root") }
            if let p = d.pusher { parts.append("pushed by \(p)") }
            if let kind = s.presentation, let by = s.presentedBy {
                parts.append("in a \(kind == "formSheet" ? "form sheet" : "sheet") over \(by)")
            }
            let at = s.line > 0 ? "\(s.file):\(s.line)" : s.file
            return Self.escape("\(d.stem)  \(at)  " + parts.joined(separator: "; "))
        }
    }

    static func describe(_ item: JSON) -> String {
        var s = "?"
        for key in ["system", "title", "symbol", "placeholder"] {
            if case let .string(v)? = item[key] { s = key == "title" ? "\"\(v)\"" : "\(key):\(v)" }
        }
        if case let .string(v)? = item["image"] { s = "image:" + (v.split(separator: "/").last.map(String.init) ?? v) }
        // A box BarSnap drew for what it could not read: said so, not its label (the notes say where and why).
        if item["placeholder"] == .string("?") { s = "an item BarSnap could not read" }
        if item["enabled"] == .bool(false) { s += " (disabled)" }
        return s
    }

    /// How many notes of each reason the text report lists (all of them are in `--json`).
    static let notesShown = 3

    /// `barsnap scan`'s text report: counts, screens, and what it could not read, by reason.
    public func report(title: String) -> String {
        let scenes = developmentScenes
        let notes = self.notes(scenes)
        // Every value is escaped before its line is assembled: a locale folder named `x\n::stop-commands::…` stays
        // inside this line.
        let locales = tables.locales.map { Text.escaped($0, limit: 60) }.joined(separator: ", ")
        var out = "\(Text.escaped(title)): \(counts["swift"] ?? 0) Swift files, "
            + "\(counts["storyboard"] ?? 0) storyboards/xibs, "
            + """
                \(counts["strings"] ?? 0) .strings, \(counts["xcstrings"] ?? 0) .xcstrings, \(counts["xcassets"] ?? 0)\
                 asset catalogs;\u{20}
                """
            + "locales \(locales) (development: \(Text.escaped(tables.developmentLanguage, limit: 60)))\n"
        let hidden = screens.count - drawnScreens.count
        out +=
            """
                \(drawnScreens.count) screens (\(scenes.count) case stems)\
                \(hidden > 0 ? ", \(hidden) without a bar" : ""):\n
                """
        for line in screenLines(scenes) { out += "  " + line + "\n" }
        let (resolved, unresolved) = fieldCounts(scenes)
        out += "fields: \(resolved) read, \(unresolved) not read\n"
        out += "read: " + coverage(scenes).line + "\n"
        if notes.isEmpty { return out + "everything was read\n" }
        out += "what it could not read (\(notes.count)), by reason, the first \(Self.notesShown) of each "
            + "(all: --json; one screen: --explain SCREEN):\n"
        for (reason, count) in notesByReason(notes) {
            out += Self.escape("  \(count)  \(reason)") + "\n"
            let these = notes.filter { $0.kind == reason }
            for n in these.prefix(Self.notesShown) {
                let rest = n.reason.count > reason.count ? String(n.reason.dropFirst(reason.count)) : ""
                let detail = rest.hasPrefix(":") ? " —" + rest.dropFirst() : ""
                out += Self.escape("      \(n.screen.isEmpty ? "-" : n.screen) | \(n.location) | \(n.field)\(detail)")
                    + "\n"
            }
            if these.count > Self.notesShown { out += "      … \(these.count - Self.notesShown) more\n" }
        }
        return out
    }

    /// `--explain SCREEN`: for each field, the chain of `file:line` that gave it (assignments, the methods and
    /// property observers called on the way), and the notes on it; nil when no screen has that name.
    public func explanation(of name: String) -> String? {
        guard let s = screens.first(where: { $0.name == name || Self.stem($0, branch: 0) == name }) else { return nil }
        var lines = [
            "\(s.name)  \(s.line > 0 ? "\(s.file):\(s.line)" : s.file)" + (s.superclass.map { "  (\($0))" } ?? "")
        ]
        if let why = s.noBar { lines.append("  no case: \(why)") }
        if s.isTabRoot {
            lines.append("  a tab bar controller's root: no back button")
        } else if s.isRoot {
            lines.append("  a navigation controller's root: no back button")
        }
        if let p = s.pushedBy {
            lines.append(
                "  pushed by \(p)"
                    + (s.pushers.count > 1 ? " (also by \(s.pushers.dropFirst().joined(separator: ", ")))" : ""))
        }
        if let by = s.presentedBy { lines.append("  presented by \(by)") }
        if let root = s.swiftUIRoot { lines.append("  a UIHostingController of \(root)") }
        for field in s.explain.keys.sorted() {
            lines.append("  \(field):")
            for step in s.explain[field] ?? [] { lines.append("    \(step)") }
        }
        let (_, notes) = scene(s, branch: 0, locale: tables.developmentLanguage, scheme: "light")
        for n in Set(notes).sorted() { lines.append("  note \(n.location) \(n.field): \(n.reason)") }
        return lines.map { Self.escape($0) + "\n" }.joined()
    }

    /// Notes by reason (the words before the first colon), most first: `computed at run time: 12`.
    func notesByReason(_ notes: [ScanNote]) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for n in notes { counts[n.kind, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    }

    /// Fields read (titles, prompts, items, appearance colours…) and fields noted as not read, over every screen.
    public var fieldCounts: (Int, Int) { fieldCounts(developmentScenes) }

    func fieldCounts(_ scenes: [DevelopmentScene]) -> (Int, Int) {
        var read = 0, notRead = 0
        for d in scenes where d.stem == Self.stem(d.screen, branch: 0) {
            let (json, notes) = (d.json, d.notes)
            let item = json["item"]
            if case let .object(pairs)? = item { read += pairs.filter { $0.0 != "left" && $0.0 != "right" }.count }
            for key in ["left", "right"] { if case let .array(a)? = item?[key] { read += a.count } }
            if case let .object(a)? = json["appearance"] { read += a.count }
            let problems = notes.filter { $0.field != "title" || !$0.reason.hasPrefix("no title") }
            notRead += problems.count
            read -=
                problems.filter {
                    $0.field.hasPrefix("left") || $0.field.hasPrefix("right") || $0.field == "title"
                        || $0.field == "prompt"
                }.count
        }
        return (max(0, read), notRead)
    }

    /// Notes counted by kind (`computed at run time`: 12), sorted by kind.
    public var noteKinds: [(String, Int)] {
        let notes = self.notes
        var counts: [String: Int] = [:]
        for n in notes { counts[n.kind, default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }
    }

    /// `--json`: the files read, locales, screens with their specs per locale (light), and the notes.
    public func json() -> JSON {
        let scenes = developmentScenes
        let (resolved, unresolved) = fieldCounts(scenes)
        // Each screen's cases on every core (a scene per locale each), in screen order.
        let drawn = drawnScreens
        let screenList: [JSON] = Parallel.map(drawn.count) { i -> [JSON] in
            let s = drawn[i]
            var list: [JSON] = []
            for c in cases(s) {
                var specs: [(String, JSON)] = []
                for l in tables.locales {
                    specs.append((l, scene(s, branch: c.branch, locale: l, scheme: "light", pusher: c.pusher).0))
                }
                var pairs: [(String, JSON)] = [("name", .string(c.stem)), ("type", .string(s.name)),
                                               ("file", .string(s.file)), ("line", .number(Double(s.line))),
                                               ("source", .string(s.source.rawValue)), ("root", .bool(s.isRoot))]
                pairs.append(("pushedBy", c.pusher.map(JSON.string) ?? .null))
                pairs.append(("presentedBy", s.presentedBy.map(JSON.string) ?? .null))
                pairs.append(("specs", .object(specs)))
                list.append(.object(pairs))
            }
            return list
        }.flatMap { $0 }
        let notes = self.notes(scenes).map { n in
            JSON.object([
                ("screen", .string(n.screen)), ("file", .string(n.file)), ("line", .number(Double(n.line))),
                ("field", .string(n.field)), ("reason", .string(n.reason))
            ])
        }
        let files = ["swift", "storyboard", "strings", "xcstrings", "xcassets"].map {
            ($0, JSON.number(Double(counts[$0] ?? 0)))
        }
        return .object([
            ("files", .object(files)),
            ("developmentLanguage", .string(tables.developmentLanguage)),
            ("locales", .array(tables.locales.map(JSON.string))),
            ("fields", .object([("read", .number(Double(resolved))), ("notRead", .number(Double(unresolved)))])),
            ("coverage", coverage(scenes).json),
            ("screens", .array(screenList)),
            ("notes", .array(notes)),
        ])
    }
}
