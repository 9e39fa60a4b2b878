import Basics

/// Choosing cases by id: a filter and a shard.
package enum CaseSelection {
    /// `pattern` with `*` or `?` is a glob over the whole id (`buttons/back.phone-44@3x`); otherwise a substring.
    public static func matches(_ id: String, pattern: String) -> Bool {
        Glob.isPattern(pattern) ? Glob.wildcard(pattern, id) : id.contains(pattern)
    }

    /// Shard `index` of `count` (1-based): a case belongs to shard `1 + fnv1a(id) % count`, so the shards are
    /// disjoint, together cover every case, and a case keeps its shard when others are added or removed.
    public static func shard(of id: String, count: Int) -> Int {
        var h: UInt64 = 0xcbf29ce484222325
        for b in id.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return Int(h % UInt64(count)) + 1
    }

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            return nil
        }
        return (i, n)
    }

    /// The cases matching `filter` (when given) in shard `shard` (when given).
    public static func select(_ cases: [SnapshotCase], filter: String?, shard: (index: Int, count: Int)?)
        -> [SnapshotCase]
    {
        cases.filter { c in
            (filter.map { matches(c.id, pattern: $0) } ?? true)
                && (shard.map { self.shard(of: c.id, count: $0.count) == $0.index } ?? true)
        }
    }

    /// The ids closest to a filter that matched nothing (`recipes/*` → `recipe/a.phone-44@3x`): by edit distance
    /// between the filter without wildcards and each id's prefix of that length, then by id; at most `count`.
    public static func closest(to filter: String, in ids: [String], count: Int = 3) -> [String] {
        let want = Array(filter.unicodeScalars.filter { $0 != "*" && $0 != "?" })
        guard !want.isEmpty else { return Array(ids.prefix(count)) }
        var scored: [(Int, String)] = []
        var seen: Set<String> = []
        for id in ids {
            // One suggestion per case (not every variant of it).
            let key = String(id.prefix(while: { $0 != "." }))
            guard seen.insert(key).inserted else { continue }
            let prefix = Array(id.unicodeScalars.prefix(want.count + 2))
            scored.append((distance(want, prefix), id))
        }
        scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        return scored.prefix(count).map(\.1)
    }

    /// The smallest edit distance between `a` and any prefix of `b` (insertions, deletions, substitutions).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1..<(b.count + 1) {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous.min() ?? a.count
    }
}
