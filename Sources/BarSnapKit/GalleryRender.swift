import BarSnapCore
import ToolbarModel
import Transitions

extension GalleryCase {
    /// Renders the case; relative image paths in its specs resolve against `root` (the package root).
    public func render(root: String) throws -> Bitmap {
        switch source {
        case let .still(spec):
            return try Pipeline.render(Pipeline.scene(from: spec, baseDirectory: root))
        case let .transition(from, to, kind, progress):
            let r = try TransitionRenderer(from: Pipeline.scene(from: from, baseDirectory: root),
                                           to: Pipeline.scene(from: to, baseDirectory: root))
            return try r.frame(kind: kind.flatMap(TransitionKind.init(rawValue:)), progress: progress)
        case let .filmstrip(from, to, kind, frames):
            let r = try TransitionRenderer(from: Pipeline.scene(from: from, baseDirectory: root),
                                           to: Pipeline.scene(from: to, baseDirectory: root))
            return try r.filmstrip(kind: kind.flatMap(TransitionKind.init(rawValue:)), count: frames)
        }
    }
}

/// Selecting cases: a filter and a shard.
public enum GallerySelection {
    /// `pattern` with `*` or `?` is a glob over the case id (`buttons/back.phone-44@3x`); otherwise a substring.
    public static func matches(_ id: String, pattern: String) -> Bool {
        if pattern.contains("*") || pattern.contains("?") { return glob(Array(pattern.utf8), Array(id.utf8)) }
        return id.contains(pattern)
    }

    /// Shard `index` of `count` (1-based): a case belongs to shard `1 + fnv1a(id) % count`, so the shards are
    /// disjoint, together cover every case, and a case keeps its shard when others are added or removed.
    public static func shard(of id: String, count: Int) -> Int {
        var h: UInt64 = 0xcbf29ce484222325
        for b in id.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return Int(h % UInt64(count)) + 1
    }

    static func glob(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == s[si] { pi += 1; si += 1 }
            else if pi < p.count, p[pi] == UInt8(ascii: "*") { star = pi; mark = si; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; si = mark }
            else { return false }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
