import BarSnapCore

/// Choosing cases by id: a filter and a shard.
public enum CaseSelection {
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
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        return (i, n)
    }

    /// The cases matching `filter` (when given) in shard `shard` (when given).
    public static func select(_ cases: [SnapshotCase], filter: String?, shard: (index: Int, count: Int)?) -> [SnapshotCase] {
        cases.filter { c in
            (filter.map { matches(c.id, pattern: $0) } ?? true) && (shard.map { self.shard(of: c.id, count: $0.count) == $0.index } ?? true)
        }
    }
}
