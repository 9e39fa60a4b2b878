/// Text from untrusted input (a configuration, a spec, a manifest, a file name), made safe to show.
package enum Text {
    /// `s` with every control character escaped — C0 (`\n`, `\t`, `\r` as such, the rest as `\u{1B}`), DEL and
    /// C1 (U+0080–U+009F), plus the bidi overrides and isolates that can reorder a terminal line — and cut to
    /// `limit` characters (`…` marks the cut). A message built from such pieces stays one line that a terminal,
    /// a CI log or a job summary shows as written: no erased lines, no colours, no fake output.
    package static func escaped(_ s: String, limit: Int = 300, keepTabs: Bool = false) -> String {
        // Printable ASCII within the limit (most text) comes back as it is.
        if s.utf8.count <= limit,
            s.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || ($0 == 0x09 && keepTabs) })
        {
            return s
        }
        var out = ""
        var count = 0
        for scalar in s.unicodeScalars {
            if count >= limit {
                out += "…"
                break
            }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x09: out += keepTabs ? "\t" : "\\t"
            case 0x0D: out += "\\r"
            case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// True when `s` holds a character `escaped` would change (a control, DEL, C1 or bidi-override character).
    package static func hasControlCharacters(_ s: String) -> Bool {
        s.unicodeScalars.contains { v in
            switch v.value {
            case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
    }
}

/// Words for a POSIX shell: what BarSnap prints for a user to copy and paste.
package enum Shell {
    /// `s` as one word of a POSIX shell command: unchanged when it has only characters no shell treats specially,
    /// otherwise in single quotes with every `'` written `'\''`. Inside single quotes nothing is special, so a name
    /// like `bar';touch${IFS}PWNED;'` stays one argument.
    package static func quote(_ s: String) -> String {
        let safe = !s.isEmpty && s.unicodeScalars.allSatisfy { c in
            switch c {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "@", "+", "-", "/", ":", "=", ",": return true
            default: return false
            }
        }
        if safe { return s }
        var out = "'"
        for ch in s.unicodeScalars { if ch == "'" { out += "'\\''" } else { out.unicodeScalars.append(ch) } }
        return out + "'"
    }

    /// A command line from words, each quoted as needed.
    package static func command(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }
}

extension JSON {
    /// The message for bytes that did not parse as JSON. A file that does not even start like JSON (`{` or `[`
    /// after white space) may be anything — a key, a password file a hostile path points at — so its content is
    /// never quoted; a JSON file with a mistake gets the parser's line, column and reason.
    package static func describeParseFailure(_ error: Error, of bytes: [UInt8]) -> String {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            return bytes.isEmpty
                ? "empty file, not JSON" : "not a JSON file (it does not start with { or [; its content is not shown)"
        }
        return "not valid JSON (\(Text.escaped("\(error)", limit: 200)))"
    }
}

/// The one rule for the names of suites, cases and references — in a configuration, a manifest, a report and
/// `accept` alike. A name is `/`-separated components; each is 1–255 bytes of UTF-8, does not start with a dot,
/// and has no control character, no white space and none of `\ : * ? " < > |` (not allowed in file names on every
/// system). Any other character is fine: `日本/レシピ.phone-44@3x` is a normal name. Names are percent-encoded in
/// URLs, escaped in HTML and quoted for the shell wherever they are shown.
package enum NameRule {
    /// What makes `component` unusable as one part of a name, or nil.
    package static func problem(_ component: String) -> String? {
        if component.isEmpty { return "it is empty" }
        if component.hasPrefix(".") { return "it starts with a dot" }
        if component.utf8.count > 255 { return "it is longer than 255 bytes" }
        var plain = true
        for b in component.utf8 {
            switch b {
            case 0x21...0x7E where !forbiddenASCII.contains(b): continue
            default: plain = false
            }
            if !plain { break }
        }
        if plain { return nil }
        for scalar in component.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{7F}"
                || Text.hasControlCharacters(String(scalar))
            {
                return "it contains a control character"
            }
            if scalar.isASCII, forbiddenASCII.contains(UInt8(scalar.value)) {
                return "it contains \"\(scalar)\" (not allowed in file names everywhere)"
            }
            if scalar.properties.isWhitespace { return "it contains white space" }
        }
        return nil
    }

    static let forbiddenASCII: Set<UInt8> = Set("/\\:*?\"<>|".utf8)

    /// What makes a whole `/`-separated name unusable, or nil.
    package static func problem(path: String) -> String? {
        if path.hasPrefix("/") { return "it is an absolute path" }
        if path.utf8.count > 1024 { return "it is longer than 1024 bytes" }
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if let p = problem(String(part)) { return "a component \(p)" }
        }
        return nil
    }
}

/// A line of output whose interpolated values are escaped as they are put in (`"wrote \(name)"`: a newline or
/// an escape sequence inside `name` becomes `\n`, `\u{1B}`), so no value can start a line of its own — a forged
/// `FAIL`, `::error` or `::stop-commands::` — whatever the configuration, the manifest or the app's code says.
/// Only the literal text between the values is BarSnap's own.
package struct Line: ExpressibleByStringInterpolation, Sendable, CustomStringConvertible {
    package private(set) var text: String

    package init(stringLiteral value: String) { text = value }
    package init(stringInterpolation: Interpolation) { text = stringInterpolation.text }
    /// A whole value as one line (every newline in it escaped).
    package init(_ value: some CustomStringConvertible) {
        text = Text.escaped(value.description, limit: 8_000, keepTabs: true)
    }

    package var description: String { text }

    package struct Interpolation: StringInterpolationProtocol {
        var text = ""
        package init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }
        package mutating func appendLiteral(_ literal: String) { text += literal }
        package mutating func appendInterpolation(_ value: some Any) {
            text += Text.escaped(String(describing: value), limit: 8_000, keepTabs: true)
        }
    }
}

/// GitHub's workflow commands (`::error file=…,line=…,title=…::message`), built in one place with GitHub's
/// escaping: the message escapes `%`, CR and LF; each property also `:` and `,`. A value can therefore neither
/// end the command nor start another one (`::stop-commands::`), and a file's line is its own `line=` property.
package enum WorkflowCommand {
    package static func make(_ command: String, file: String? = nil, line: Int? = nil, title: String? = nil,
                             message: String) -> String {
        var props: [String] = []
        if let file { props.append("file=" + property(file)) }
        if let line { props.append("line=\(line)") }
        if let title { props.append("title=" + property(title)) }
        let head = props.isEmpty ? "::\(command)::" : "::\(command) \(props.joined(separator: ","))::"
        return head + data(message)
    }

    /// `App/Settings.swift:12` → (`App/Settings.swift`, 12); a path without a trailing line number → (path, nil).
    package static func splitLine(_ path: String) -> (String, Int?) {
        guard let colon = path.lastIndex(of: ":"), let n = Int(path[path.index(after: colon)...]), n > 0 else {
            return (path, nil)
        }
        return (String(path[..<colon]), n)
    }

    /// Escaping of a message (`%`, CR, LF); other control characters are escaped as text.
    package static func data(_ s: String) -> String { escape(s, [:]) }

    /// … and of a property value (also `:` and `,`).
    package static func property(_ s: String) -> String { escape(s, [":": "%3A", ",": "%2C"]) }

    private static func escape(_ s: String, _ more: [Unicode.Scalar: String]) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if let m = more[c] {
                    out += m
                } else if Text.hasControlCharacters(String(c)) {
                    out += Text.escaped(String(c))
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }
}

/// Markdown that a pull request cannot turn into an image, a link, a mention or HTML: values shown in the job
/// summary and `--pr-comment` go into code spans, where Markdown and HTML are not interpreted.
package enum Markdown {
    /// `s` as one inline code span, safe in a table cell: line breaks as spaces, control characters dropped, `|`
    /// escaped (GitHub's tables split on it even inside a span), the fence longer than any run of backticks in
    /// `s`; cut at `limit` characters.
    package static func code(_ s: String, limit: Int = 300) -> String {
        var body = ""
        var count = 0
        var run = 0, longest = 0
        for c in s.unicodeScalars {
            if count >= limit {
                body += "…"
                break
            }
            count += 1
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
            switch c {
            case "\n", "\r", "\t": body += " "
            case "|": body += "\\|"
            default:
                if Text.hasControlCharacters(String(c)) { continue }
                body.unicodeScalars.append(c)
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = body.hasPrefix("`") || body.hasSuffix("`") || body.isEmpty ? " " : ""
        return fence + pad + body + pad + fence
    }

    /// A fence for a code block holding `s`: longer than any run of backticks in it.
    package static func fence(for s: String) -> String {
        var run = 0, longest = 0
        for c in s.unicodeScalars {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }
}
