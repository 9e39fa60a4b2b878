/// File globs of a configuration: `*` and `?` match within one path component (never `/`, and never a
/// leading `.` — hidden files are matched only by a pattern that spells the dot), `**` matches any number of
/// directories (zero included). Directory symlinks are not followed by `**`, so a link loop cannot hang it.
/// Results are sorted; a pattern without wildcards names one file (which must exist).
package enum Glob {
    /// Paths deeper than this below the pattern's fixed prefix are not searched.
    static let maxDepth = 32
    /// A search that lists more directory entries than this is refused (`/**/*.ttf` would walk the whole disk).
    package static let maxEntriesVisited = 100_000

    /// True when `pattern` contains a wildcard.
    package static func isPattern(_ pattern: String) -> Bool {
        pattern.contains("*") || pattern.contains("?")
    }

    /// The regular files matching `pattern` (relative to `base` unless it starts with `/`), as
    /// `base`-joined paths. Directories are never returned.
    package static func files(matching pattern: String, in base: String) throws -> [String] {
        let absolute = pattern.hasPrefix("/")
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let start = absolute ? "" : base
        var out: [String] = []
        var budget = maxEntriesVisited
        try walk(start, parts[...], depth: 0, into: &out, budget: &budget)
        if budget < 0 {
            throw FileError(
                path: pattern,
                reason:
                    """
                        the search lists more than \(maxEntriesVisited) directory entries; name the files or use a\
                         narrower pattern
                        """
            )
        }
        return Array(Set(out)).sorted()
    }

    /// `path` as seen from the current directory: unchanged when absolute, else joined to `base`.
    package static func resolve(_ path: String, in base: String) -> String {
        path.hasPrefix("/") ? path : join(base, path)
    }

    package static func join(_ dir: String, _ name: String) -> String {
        dir.isEmpty ? "/" + name : dir == "." ? name : dir + "/" + name
    }

    private static func walk(_ dir: String, _ parts: ArraySlice<String>, depth: Int, into out: inout [String],
                             budget: inout Int) throws {
        guard let part = parts.first, budget >= 0 else { return }
        let rest = parts.dropFirst()
        let here = dir.isEmpty ? "/" : dir
        if part == "**" {
            // Zero directories…
            try walk(dir, rest, depth: depth, into: &out, budget: &budget)
            // …or one more, then again.
            guard depth < maxDepth, FileIO.isDirectory(here), !FileIO.isSymbolicLink(here) || depth == 0 else { return }
            let names = (try? FileIO.listDirectory(here)) ?? []
            budget -= names.count
            for name in names where !name.hasPrefix(".") {
                guard budget >= 0 else { return }
                let path = join(dir, name)
                if FileIO.isDirectory(path), !FileIO.isSymbolicLink(path) {
                    try walk(path, parts, depth: depth + 1, into: &out, budget: &budget)
                }
            }
            return
        }
        if !isPattern(part) {
            let path = join(dir, part)
            if rest.isEmpty {
                if FileIO.exists(path), !FileIO.isDirectory(path) { out.append(path) }
            } else if FileIO.isDirectory(path) {
                try walk(path, rest, depth: depth, into: &out, budget: &budget)
            }
            return
        }
        guard FileIO.isDirectory(here) else { return }
        let pattern = Array(part.unicodeScalars)
        let names = try FileIO.listDirectory(here)
        budget -= names.count
        guard budget >= 0 else { return }
        for name in names where matches(pattern, Array(name.unicodeScalars)) {
            let path = join(dir, name)
            if rest.isEmpty {
                if !FileIO.isDirectory(path) { out.append(path) }
            } else if FileIO.isDirectory(path) {
                try walk(path, rest, depth: depth, into: &out, budget: &budget)
            }
        }
    }

    /// One path component against one pattern component (`*`, `?`, literal bytes).
    static func matches(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        if s.first == ".", p.first != "." { return false }
        return wildcard(p, s)
    }

    /// `*` matches any run of characters, `?` one character (Unicode scalar), anything else itself.
    package static func wildcard(_ pattern: String, _ text: String) -> Bool {
        wildcard(Array(pattern.unicodeScalars), Array(text.unicodeScalars))
    }

    static func wildcard(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count, p[pi] == "?" || p[pi] == s[si] {
                pi += 1
                si += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = si
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                si = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
