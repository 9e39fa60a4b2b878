/// The small subset of YAML that code generators' settings files use (`swiftgen.yml`): block mappings and
/// sequences by indentation, `- key: value` items, plain, single- and double-quoted scalars, `[a, b]` flow lists
/// and `#` comments. Anchors, multi-line scalars and flow mappings are not read (their lines become plain
/// scalars). Bounded: at most `maxLines` lines and `maxDepth` levels; never traps on bad input.
indirect enum MiniYAML: Equatable, Sendable {
    case scalar(String)
    case list([MiniYAML])
    case map([(String, MiniYAML)])

    static let maxLines = 4_000
    static let maxDepth = 16

    static func == (a: MiniYAML, b: MiniYAML) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return x == y
        case let (.list(x), .list(y)): return x == y
        case let (.map(x), .map(y)): return x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: return false
        }
    }

    subscript(key: String) -> MiniYAML? {
        if case let .map(pairs) = self { return pairs.first(where: { $0.0 == key })?.1 }
        return nil
    }

    var string: String? {
        if case let .scalar(s) = self { return s }
        return nil
    }

    /// A scalar or a list of scalars as a list (`inputs: a` and `inputs: [a, b]` alike); a map as its one item.
    var items: [MiniYAML] {
        switch self {
        case let .list(l): return l
        case .scalar, .map: return [self]
        }
    }

    struct Line {
        var indent: Int
        var text: String
        var number: Int
    }

    /// Parses `text`; nil when it has more lines than the reader takes.
    static func parse(_ text: String) -> MiniYAML? {
        var lines: [Line] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard lines.count < maxLines else { return nil }
            let body = stripComment(String(raw.replacing("\t", with: "  ")))
            let trimmed = body.yamlTrimmed(" \r")
            if trimmed.isEmpty || trimmed == "---" { continue }
            let indent = body.prefix(while: { $0 == " " }).count
            lines.append(Line(indent: indent, text: trimmed, number: n + 1))
        }
        var i = 0
        return block(&lines, &i, indent: lines.first?.indent ?? 0, depth: 0)
    }

    /// The block of lines at `indent` starting at `i`: a list when its first line starts with `- `, else a map.
    static func block(_ lines: inout [Line], _ i: inout Int, indent: Int, depth: Int) -> MiniYAML {
        guard depth < maxDepth, i < lines.count else { return .scalar("") }
        if lines[i].text == "-" || lines[i].text.hasPrefix("- ") {
            var items: [MiniYAML] = []
            while i < lines.count, lines[i].indent == indent, lines[i].text == "-" || lines[i].text.hasPrefix("- ") {
                let rest = String(lines[i].text.dropFirst(1)).yamlTrimmed(" ")
                // `-   key: v`: the item's keys line up after the dash's spaces.
                let itemIndent = indent + 1 + lines[i].text.dropFirst(1).prefix(while: { $0 == " " }).count
                if rest.isEmpty {
                    i += 1
                    let inner = i < lines.count ? lines[i].indent : indent
                    items.append(inner > indent ? block(&lines, &i, indent: inner, depth: depth + 1) : .scalar(""))
                } else if keyValue(rest) != nil {
                    // `- key: value` and the lines under it form one map (the line is consumed there).
                    lines[i] = Line(indent: itemIndent, text: rest, number: lines[i].number)
                    items.append(block(&lines, &i, indent: itemIndent, depth: depth + 1))
                } else {
                    items.append(value(rest))
                    i += 1
                }
            }
            return .list(items)
        }
        var pairs: [(String, MiniYAML)] = []
        while i < lines.count, lines[i].indent == indent, let (k, v) = keyValue(lines[i].text) {
            i += 1
            if !v.isEmpty {
                pairs.append((k, value(v)))
            } else if i < lines.count, lines[i].indent > indent
                || (lines[i].indent == indent && lines[i].text.hasPrefix("- "))
            {
                let inner = lines[i].indent
                pairs.append((k, block(&lines, &i, indent: inner, depth: depth + 1)))
            } else {
                pairs.append((k, .scalar("")))
            }
        }
        // A line this reader cannot place (deeper than its block, or no `key:`): skipped with its block.
        if i < lines.count, lines[i].indent > indent {
            while i < lines.count, lines[i].indent > indent { i += 1 }
        } else if i < lines.count, lines[i].indent == indent, keyValue(lines[i].text) == nil,
            !lines[i].text.hasPrefix("- ")
        {
            i += 1
        }
        return .map(pairs)
    }

    /// `key: value` → (key, value); nil when the line is no mapping entry.
    static func keyValue(_ s: String) -> (String, String)? {
        var quote: Character?
        for (n, c) in s.enumerated() {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'", n == 0 {
                quote = c
            } else if c == ":" {
                let after = s.dropFirst(n + 1)
                guard after.isEmpty || after.first == " " else { continue }
                let key = unquote(String(s.prefix(n)).yamlTrimmed(" "))
                return key.isEmpty ? nil : (key, String(after).yamlTrimmed(" "))
            }
        }
        return nil
    }

    static func value(_ s: String) -> MiniYAML {
        if s.hasPrefix("["), s.hasSuffix("]") {
            let inner = s.dropFirst().dropLast()
            let parts = inner.split(separator: ",").map { unquote(String($0).yamlTrimmed(" ")) }
            return .list(parts.filter { !$0.isEmpty }.map { .scalar($0) })
        }
        return .scalar(unquote(s))
    }

    static func unquote(_ s: String) -> String {
        guard s.count >= 2, let f = s.first, f == s.last, f == "\"" || f == "'" else { return s }
        return String(s.dropFirst().dropLast())
    }

    /// The line without a `#` comment (a `#` at the start or after a space, outside quotes).
    static func stripComment(_ s: String) -> String {
        var quote: Character?
        var prev: Character = " "
        for (n, c) in s.enumerated() {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#", prev == " " {
                return String(s.prefix(n))
            }
            prev = c
        }
        return s
    }
}

extension String {
    fileprivate func yamlTrimmed(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
