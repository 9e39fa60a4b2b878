/// Text from untrusted input (a configuration, a spec, a manifest, a file name), made safe to show.
package enum Text {
    /// `s` with every control character escaped — C0 (`\n`, `\t`, `\r` as such, the rest as `\u{1B}`), DEL and
    /// C1 (U+0080–U+009F), plus the bidi overrides and isolates that can reorder a terminal line — and cut to
    /// `limit` characters (`…` marks the cut). A message built from such pieces stays one line that a terminal,
    /// a CI log or a job summary shows as written: no erased lines, no colours, no fake output.
    package static func escaped(_ s: String, limit: Int = 300, keepTabs: Bool = false) -> String {
        var out = ""
        var count = 0
        for scalar in s.unicodeScalars {
            if count >= limit { out += "…"; break }
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
            return bytes.isEmpty ? "empty file, not JSON" : "not a JSON file (it does not start with { or [; its content is not shown)"
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
            if scalar.properties.generalCategory == .control || scalar == "\u{7F}" || Text.hasControlCharacters(String(scalar)) {
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
