import Basics

/// One difference between a reference's description and the new render's, in words.
public struct SnapshotChange: Equatable, Sendable, CustomStringConvertible {
    /// What a reviewer reads: `tint #007AFF → #FF3B30 (3 items)`, `title "Edit" → "Select"`.
    public var words: String
    /// What groups failures: the words without counts that vary with the bar (`tint #007AFF → #FF3B30`).
    public var key: String
    /// A change of content (text, colour, font, items, bar height); moves and resizes are secondary: they follow
    /// from the content and differ from device to device, so they only group failures that have nothing else.
    public var primary: Bool
    /// The scene field the change comes from (`title`, `right[1]`, `tint`, `background`), when one does: where a
    /// CI annotation points (`SnapshotSubject.fieldSources`).
    public var field: String?

    public init(words: String, key: String? = nil, primary: Bool = true, field: String? = nil) {
        self.words = words
        self.key = key ?? words
        self.primary = primary
        self.field = field
    }

    public var description: String { words }

    /// The words when two descriptions are equal but the pixels differ.
    public static let drawingOnly = "drawing changed, layout identical"

    /// The changes from `old` to `new`, content first. Empty when the descriptions are equal.
    package static func between(_ old: SnapshotDescription, _ new: SnapshotDescription) -> [SnapshotChange] {
        var out: [SnapshotChange] = []
        if old.canvas != new.canvas { out.append(SnapshotChange(words: "canvas \(old.canvas) → \(new.canvas)")) }
        switch (old.barHeight, new.barHeight) {
        case let (a?, b?) where a != b: out.append(SnapshotChange(words: "bar height \(pt(a)) → \(pt(b)) pt"))
        case (_?, nil): out.append(SnapshotChange(words: "bar now hidden"))
        case (nil, _?): out.append(SnapshotChange(words: "bar now shown"))
        default: break
        }
        if old.background != new.background {
            out.append(SnapshotChange(words: "background \(old.background ?? "none") → \(new.background ?? "none")",
                                      field: "background"))
        }
        var matcher = ElementMatcher(old: old.elements, new: new.elements)
        let pairs = matcher.pairs()
        var colours: [(pair: String, items: Int, others: Int)] = []
        var secondary: [SnapshotChange] = []
        for (o, n) in pairs {
            if o.role != n.role {
                let part = SnapshotDescription.Element.spoken(n.baseRole)
                let words = n.baseRole.hasPrefix("large")
                    ? "\(n.side)\(part) now a large \(part)" : "\(n.side)large \(part) now inline"
                out.append(SnapshotChange(words: words, field: field(of: n, in: new.elements)))
            }
            let textChanged = o.text != n.text || o.kind != n.kind
            if textChanged {
                let quote = { (e: SnapshotDescription.Element) in
                    e.kind == "placeholder" ? unread
                        : ["symbol", "system", "image"].contains(e.kind) ? e.text : "\"\(e.text)\""
                }
                let named = o.kind == "placeholder" || n.kind == "placeholder" ? "" : "\(label(of: o, to: n)) "
                out.append(
                    SnapshotChange(
                        words: "\(named)\(quote(o)) → \(quote(n))", field: field(of: n, in: new.elements)))
            }
            // A new display mode brings its own font: said once, as the mode.
            if o.font != n.font, o.role == n.role, let a = o.font, let b = n.font {
                out.append(SnapshotChange(words: "\(n.name) font \(a) → \(b)", field: field(of: n, in: new.elements)))
            }
            if o.truncated != n.truncated {
                out.append(SnapshotChange(words: "\(n.name) \(n.truncated ? "now truncated" : "no longer truncated")"))
            }
            // A placeholder box's colours are its own drawing, not the app's: never a tint change.
            if o.colors != n.colors, o.kind != "placeholder", n.kind != "placeholder" {
                let changed = o.colors.count == n.colors.count
                    ? zip(o.colors, n.colors).filter { $0 != $1 }.map { "\($0) → \($1)" }
                    : ["\(o.colors.joined(separator: " ")) → \(n.colors.joined(separator: " "))"]
                let isItem = ["left", "right", "toolbar"].contains(n.baseRole)
                for pair in Set(changed).sorted() {
                    if let i = colours.firstIndex(where: { $0.pair == pair }) {
                        colours[i].items += isItem ? 1 : 0
                        colours[i].others += isItem ? 0 : 1
                    } else {
                        colours.append((pair, isItem ? 1 : 0, isItem ? 0 : 1))
                    }
                }
            }
            if !textChanged, o.font == n.font { secondary += geometry(o, n) }
        }
        out += matcher.added.map {
            SnapshotChange(words: "item added: \(shown($0))" + side($0), field: field(of: $0, in: new.elements))
        }
        out += matcher.removed.map {
            SnapshotChange(words: "item removed: \(shown($0))" + side($0), field: $0.side.isEmpty ? $0.baseRole : nil)
        }
        for c in colours {
            let name = c.others == 0 ? "tint" : "colour"
            let n = c.items + c.others
            let what = c.others == 0 ? "\(n) item\(n == 1 ? "" : "s")" : "\(n) element\(n == 1 ? "" : "s")"
            out.append(SnapshotChange(words: "\(name) \(c.pair) (\(what))", key: "\(name) \(c.pair)",
                                      field: c.others == 0 ? "tint" : nil))
        }
        return out + secondary
    }

    /// What a failure says for a placeholder item (its field's file:line goes with the failure): never the box's
    /// label or colours, which are BarSnap's drawing of what it could not read.
    static let unread = "an item BarSnap could not read"

    static func shown(_ e: SnapshotDescription.Element) -> String { e.kind == "placeholder" ? unread : e.text }

    /// The key failures are grouped by: the primary changes' keys, or all keys when there are only moves.
    package static func groupKey(_ changes: [SnapshotChange]) -> String? {
        guard !changes.isEmpty else { return nil }
        let primary = changes.filter(\.primary)
        return cut((primary.isEmpty ? changes : primary).map(\.key).joined(separator: "; "), maxKeyBytes)
    }

    /// The words said for a failure: the changes, or, with equal descriptions, "drawing changed, layout identical"
    /// and the environment fields that differ. nil when the reference has no description.
    package static func words(reference: SnapshotDescription?, current: SnapshotDescription?,
                             environment: [EnvironmentFingerprint.Difference]) -> [SnapshotChange]? {
        guard let reference, let current else { return nil }
        let changes = between(reference, current)
        if !changes.isEmpty { return capped(changes) }
        var words = drawingOnly
        if !environment.isEmpty {
            words += " (environment: " + environment.map(\.description).joined(separator: ", ") + ")"
        }
        return capped([SnapshotChange(words: words, key: drawingOnly + environment.map { " " + $0.field }.joined())])
    }

    /// Changes listed at most (the rest are one summary line), and bytes per change and per group key at most:
    /// well inside what `report` and `accept` read back from the manifest (200 changes, 2,000 bytes each), so a
    /// reference with hostile or simply many words is always reviewable.
    public static let maxCount = 100
    package static let maxWordBytes = 1_000
    package static let maxKeyBytes = 2_000

    /// `changes` cut to `maxCount` (the last line says how many more) and each to `maxWordBytes`.
    static func capped(_ changes: [SnapshotChange]) -> [SnapshotChange] {
        var out = changes.prefix(maxCount).map { c in
            SnapshotChange(words: cut(c.words, maxWordBytes), key: cut(c.key, maxWordBytes), primary: c.primary,
                           field: c.field)
        }
        if changes.count > maxCount {
            out[maxCount - 1] = SnapshotChange(words: "…and \(changes.count - maxCount + 1) more changes",
                                               key: "many changes", primary: false)
        }
        return out
    }

    /// `s` cut to at most `bytes` UTF-8 bytes at a character boundary, `…` marking the cut.
    static func cut(_ s: String, _ bytes: Int) -> String {
        guard s.utf8.count > bytes else { return s }
        var out = ""
        var used = 0
        for ch in s {
            let n = ch.utf8.count
            guard used + n <= bytes - 3 else { break }
            out.append(ch)
            used += n
        }
        return out + "…"
    }

    /// The scene field an element of the snapshot's own bar comes from: `title` (also the large title's),
    /// `prompt`, `subtitle`, `back`, `right[1]` (its place among its role's items); nil on another bar.
    static func field(of e: SnapshotDescription.Element, in elements: [SnapshotDescription.Element]) -> String? {
        guard e.side.isEmpty else { return nil }
        if e.kind == "back" { return "back" }
        if e.isNamedByRole { return e.role == "largeTitle" ? "title" : e.role }
        let same = elements.filter { $0.role == e.role && $0.kind != "back" }
        guard let k = same.firstIndex(of: e) else { return e.role }
        return "\(e.role)[\(k)]"
    }

    static func pt(_ d: Double) -> String { JSON.format((d * 100).rounded() / 100) }

    /// The element's name in words: a title is "title" whatever the display mode; "large title" is said only for
    /// a change of the mode itself (`title now a large title`, `large title now inline`).
    static func label(of e: SnapshotDescription.Element, to n: SnapshotDescription.Element? = nil) -> String {
        guard e.isNamedByRole else { return e.side + (e.kind == "back" ? "back" : "item") }
        return e.spokenRole
    }

    static func side(_ e: SnapshotDescription.Element) -> String {
        switch e.side {
        case "to ": return " (destination bar)"
        case "presenting ": return " (presenting screen)"
        default: return ""
        }
    }

    static func geometry(_ o: SnapshotDescription.Element, _ n: SnapshotDescription.Element) -> [SnapshotChange] {
        var out: [SnapshotChange] = []
        let dx = n.frame[0] - o.frame[0], dy = n.frame[1] - o.frame[1]
        var moves: [String] = []
        if abs(dx) >= 0.005 { moves.append("\(pt(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        if abs(dy) >= 0.005 { moves.append("\(pt(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        if !moves.isEmpty {
            out.append(SnapshotChange(words: "\(n.name) moved " + moves.joined(separator: ", "), primary: false))
        }
        if abs(n.frame[2] - o.frame[2]) >= 0.005 {
            out.append(
                SnapshotChange(words: "\(n.name) width \(pt(o.frame[2])) → \(pt(n.frame[2])) pt", primary: false))
        }
        if abs(n.frame[3] - o.frame[3]) >= 0.005 {
            out.append(
                SnapshotChange(words: "\(n.name) height \(pt(o.frame[3])) → \(pt(n.frame[3])) pt", primary: false))
        }
        return out
    }
}

/// Pairs the elements of two descriptions: per role, equal kind and text first (in order), then what is left
/// by position (a changed text); the rest were added or removed.
struct ElementMatcher {
    let old: [SnapshotDescription.Element]
    let new: [SnapshotDescription.Element]
    var added: [SnapshotDescription.Element] = []
    var removed: [SnapshotDescription.Element] = []

    init(old: [SnapshotDescription.Element], new: [SnapshotDescription.Element]) {
        self.old = old
        self.new = new
    }

    mutating func pairs() -> [(SnapshotDescription.Element, SnapshotDescription.Element)] {
        var roles: [String] = []
        for e in old + new where !roles.contains(e.role) { roles.append(e.role) }
        var out: [(SnapshotDescription.Element, SnapshotDescription.Element)] = []
        for role in roles {
            let o = old.filter { $0.role == role }, n = new.filter { $0.role == role }
            var usedO = Array(repeating: false, count: o.count), usedN = Array(repeating: false, count: n.count)
            var matched: [(Int, Int)] = []
            for (j, e) in n.enumerated() {
                if let i = o.indices.first(where: { !usedO[$0] && o[$0].kind == e.kind && o[$0].text == e.text }) {
                    usedO[i] = true
                    usedN[j] = true
                    matched.append((i, j))
                }
            }
            let restO = o.indices.filter { !usedO[$0] }, restN = n.indices.filter { !usedN[$0] }
            // A left-over pair of one kind in one role is a changed text (title "Edit" → "Select").
            let byPosition = restO.count == restN.count ? zip(restO, restN).map { ($0, $1) } : []
            matched += byPosition
            if byPosition.isEmpty {
                removed += restO.map { o[$0] }
                added += restN.map { n[$0] }
            }
            out += matched.sorted { $0.1 < $1.1 }.map { (o[$0.0], n[$0.1]) }
        }
        // The title drawn in the other display mode (inline ↔ large): one element whose mode changed, not one
        // removed and one added.
        for (plain, large) in [("title", "largeTitle"), ("subtitle", "largeSubtitle")] {
            for (a, b) in [(plain, large), (large, plain)] {
                let gone = removed.indices.filter { removed[$0].baseRole == a }
                let came = added.indices.filter { added[$0].baseRole == b }
                guard gone.count == 1, came.count == 1, removed[gone[0]].side == added[came[0]].side else { continue }
                out.append((removed.remove(at: gone[0]), added.remove(at: came[0])))
            }
        }
        return out
    }
}
