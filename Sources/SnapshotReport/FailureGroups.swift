import Basics
import Verdict

/// Failures that are one change, reviewed (and accepted) together. Design notes: "Failure groups".
package struct FailureGroup: Equatable, Sendable {
    package var id: String
    package var kind: ReportEntry.Kind
    /// Indices into the entries given to `FailureGroups.make`, sorted by name.
    package var members: [Int]
    /// The member shown for the group: the one with the most changed pixels (then the first by name).
    package var representative: Int
    /// Distinct case keys among the members.
    package var cases: Int
    /// Members whose change signature equals the representative's.
    package var sameChange: Int
    /// What changed, in words, when every member says the same (`tint #007AFF → #FF3B30 (3 items)`: the
    /// representative's words).
    package var change: String?
    /// The group's name from its members' changes in words, without the counts that vary with the bar
    /// (`tint #007AFF → #FF3B30`, or the most frequent few): what a reviewer reads first, instead of the id (the
    /// alphabetically first case). Nil when a member has no words.
    package var name: String?

    /// The group's name: its change and size (`tint #007AFF → #FF3B30 (3 items) — 1,800 snapshots`), else its id.
    package var title: String {
        guard let change else { return id }
        return change + " — " + FailureGroups.count(members.count, "snapshot")
    }

    /// "2 000 failures, one identical change" / "3 variants of buttons/back" / ….
    package var reason: String {
        let n = members.count
        if n == 1 {
            switch kind {
            case .new: return "new reference"
            case .passedEnvironment: return "passed within the environment tolerance"
            default: return "1 failure"
            }
        }
        var parts: [String] = []
        if cases == 1 {
            parts.append("\(n) variants of one case")
        } else {
            parts.append("\(n) snapshots of \(cases) cases")
        }
        if sameChange == n, kind != .new { parts.append("the same pixels changed in every one") }
        else if sameChange > 1 { parts.append("\(sameChange) with identical changed pixels") }
        return parts.joined(separator: ", ")
    }
}

package enum FailureGroups {
    /// Groups `entries`: failed first, then environment, then new; larger groups first; then by id.
    package static func make(_ entries: [ReportEntry]) -> [FailureGroup] {
        var parent = Array(entries.indices)
        func find(_ i: Int) -> Int {
            var r = i
            while parent[r] != r { r = parent[r] }
            var j = i
            while parent[j] != r {
                let next = parent[j]
                parent[j] = r
                j = next
            }
            return r
        }
        func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var byCase: [String: Int] = [:]
        var bySignature: [String: Int] = [:]
        var byWords: [String: Int] = [:]
        for (i, e) in entries.enumerated() {
            let caseKey = e.kind.rawValue + "\u{0}" + e.caseKey
            if let j = byCase[caseKey] { union(i, j) } else { byCase[caseKey] = i }
            if e.kind != .new, let words = e.changeKey, !words.hasPrefix(SnapshotChange.drawingOnly) {
                let key = e.kind.rawValue + "\u{0}" + words
                if let j = byWords[key] { union(i, j) } else { byWords[key] = i }
            }
            if e.kind != .new, let sig = e.change?.signature {
                let key = e.kind.rawValue + "\u{0}" + sig
                if let j = bySignature[key] { union(i, j) } else { bySignature[key] = i }
            }
        }
        var components: [Int: [Int]] = [:]
        for i in entries.indices { components[find(i), default: []].append(i) }
        var groups: [FailureGroup] = []
        for (_, var members) in components {
            members.sort { entries[$0].name < entries[$1].name }
            let kind = entries[members[0]].kind
            let weight: (Int) -> Int = { entries[$0].change?.pixels ?? entries[$0].differentPixels ?? 0 }
            var rep = members[0]
            for m in members where weight(m) > weight(rep) { rep = m }
            let caseKeys = Set(members.map { entries[$0].caseKey })
            let base = caseKeys.min()!
            let id = kind == .failed ? base : base + ":" + kind.rawValue
            let repSig = entries[rep].change?.signature
            let same = repSig == nil ? 1 : members.filter { entries[$0].change?.signature == repSig }.count
            let words = Set(members.map { entries[$0].changeKey })
            let change =
                words.count == 1 && !entries[rep].changes.isEmpty ? entries[rep].changes.joined(separator: "; ") : nil
            var group = FailureGroup(
                id: id, kind: kind, members: members, representative: rep,
                cases: caseKeys.count, sameChange: same, change: change)
            group.name = name(words: members.compactMap { entries[$0].changeKey })
            if words.count > 1, words.contains(nil) { group.name = nil }
            groups.append(group)
        }
        let rank: [ReportEntry.Kind: Int] = [.failed: 0, .environment: 1, .new: 2, .layout: 3, .passedEnvironment: 4]
        return groups.sorted { a, b in
            if a.kind != b.kind { return rank[a.kind]! < rank[b.kind]! }
            if a.members.count != b.members.count { return a.members.count > b.members.count }
            return a.id < b.id
        }
    }

    /// A group's name from its members' change keys: the one change (`tint #007AFF → #FF3B30`), or the most frequent
    /// ones, most first (a tint change is two in words, light and dark: `tint #007AFF → #FF3B30; tint #0A84FF →
    /// #FF453A`), at most three and then how many more; nil without words.
    static func name(words: [String]) -> String? {
        var counts: [String: Int] = [:]
        for w in words where !w.isEmpty && !w.hasPrefix(SnapshotChange.drawingOnly) { counts[w, default: 0] += 1 }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        guard !ranked.isEmpty else { return words.first { !$0.isEmpty } }
        let shown = ranked.prefix(ranked.count > 3 ? 2 : 3).joined(separator: "; ")
        return ranked.count > 3 ? shown + "; and \(ranked.count - 2) more changes" : shown
    }

    /// `1 snapshot`, `1,800 snapshots`.
    package static func count(_ n: Int, _ noun: String) -> String {
        var digits = String(n), out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out + " " + noun + (n == 1 ? "" : "s")
    }

    /// For the summary line of `verify`/`record`: the failures the artifacts directory lists now and the groups
    /// they form, e.g. "2000 failure(s) form 6 group(s): barsnap report shows them, barsnap accept DIR --group ID".
    /// `recording`: a record run lists the references it wrote as *new*; they are not failures there.
    package static func summaryLine(artifacts directory: String, command: String = "barsnap",
                                    recording: Bool = false) throws -> String? {
        let entries = try ArtifactSet.load(directory).entries
            .filter { $0.kind.isFailure && !(recording && $0.kind == .new) }
        guard !entries.isEmpty else { return nil }
        let groups = make(entries)
        var line = "\(entries.count) failure(s) form \(groups.count) group(s)"
        let largest = groups.prefix(3).filter { $0.members.count > 1 || $0.change != nil }.map { g in
            g.change.map { "\($0) ×\(g.members.count) (group \(g.id))" } ?? "\(g.id) ×\(g.members.count)"
        }
        if !largest.isEmpty { line += " (largest: " + largest.joined(separator: ", ") + ")" }
        return line
            + """
                ; review them with \(command) report, accept one with \(command) accept\
                 \(SafePath.shellQuote(directory)) --group ID
                """
    }
}
