/// Where and why JSON text could not be parsed.
public struct JSONSyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var reason: String
    public var description: String { "line \(line), column \(column): \(reason)" }
}

extension JSON {
    /// Parses strict JSON (RFC 8259) from UTF-8 bytes. Invalid UTF-8, trailing data, duplicate keys,
    /// nesting deeper than `maxDepth` and numbers out of Double's range are errors; never traps.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws -> JSON {
        var p = Parser(bytes: bytes, maxDepth: maxDepth)
        return try p.parseDocument()
    }

    /// Parses strict JSON from a string (as `parse(_:maxDepth:)` does its UTF-8).
    public static func parse(_ text: String) throws -> JSON { try parse(Array(text.utf8)) }

    /// The 1-based line of every key and array element of a JSON document, by JSON path (`item.title`,
    /// `item.right[1]`, `item.right[1].tint`), for messages and annotations that point at a key.
    public static func keyLines(_ bytes: [UInt8], maxDepth: Int = 64) throws -> [String: Int] {
        var p = Parser(bytes: bytes, maxDepth: maxDepth)
        p.lines = [:]
        _ = try p.parseDocument()
        return p.lines ?? [:]
    }
}

private struct Parser {
    let bytes: [UInt8]
    let maxDepth: Int
    var i = 0
    var depth = 0
    /// When set, every key's and element's line is recorded by JSON path (`JSON.keyLines`).
    var lines: [String: Int]?
    var path = ""
    var counted = (at: 0, line: 1)

    /// The line of byte `at` (positions asked for only grow, so the newlines are counted once).
    mutating func line(at: Int) -> Int {
        if at < counted.at { counted = (0, 1) }
        var n = counted.line
        for b in bytes[counted.at..<min(at, bytes.count)] where b == 0x0A { n += 1 }
        counted = (at, n)
        return n
    }

    init(bytes: [UInt8], maxDepth: Int) {
        var b = bytes
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { b.removeFirst(3) }
        self.bytes = b
        self.maxDepth = maxDepth
    }

    func fail(_ reason: String) -> JSONSyntaxError {
        var line = 1, col = 1
        for b in bytes[..<min(i, bytes.count)] {
            if b == 0x0A {
                line += 1
                col = 1
            } else if b & 0xC0 != 0x80 {
                col += 1
            }
        }
        return JSONSyntaxError(line: line, column: col, reason: reason)
    }

    mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    mutating func parseDocument() throws -> JSON {
        skipSpace()
        if i >= bytes.count { throw fail("empty document") }
        let v = try parseValue()
        skipSpace()
        if i < bytes.count { throw fail("unexpected data after the JSON value") }
        return v
    }

    mutating func parseValue() throws -> JSON {
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            if bytes[i...].starts(with: Array("NaN".utf8)) || bytes[i...].starts(with: Array("Infinity".utf8)) {
                throw fail("NaN and Infinity are not valid JSON numbers")
            }
            throw fail("unexpected character \(describe(bytes[i]))")
        }
    }

    func describe(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x" + String(b, radix: 16)
    }

    mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        guard bytes[i...].starts(with: w) else { throw fail("unexpected character \(describe(bytes[i]))") }
        i += w.count
    }

    mutating func enter() throws {
        depth += 1
        if depth > maxDepth { throw fail("nesting deeper than \(maxDepth) levels") }
    }

    mutating func parseObject() throws -> JSON {
        try enter()
        defer { depth -= 1 }
        i += 1
        var pairs: [(String, JSON)] = []
        var seen = Set<String>()
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object([])
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
            let keyStart = i
            let key = try parseString()
            if !seen.insert(key).inserted { throw fail("duplicate key \"\(key)\"") }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw fail("expected ':' after key \"\(key)\"")
            }
            i += 1
            if lines == nil {
                pairs.append((key, try parseValue()))
            } else {
                let outer = path
                path = outer.isEmpty ? key : outer + "." + key
                let n = line(at: keyStart)
                lines?[path] = n
                pairs.append((key, try parseValue()))
                path = outer
            }
            skipSpace()
            guard i < bytes.count else { throw fail("unterminated object") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(pairs)
            }
            throw fail("expected ',' or '}' in object")
        }
    }

    mutating func parseArray() throws -> JSON {
        try enter()
        defer { depth -= 1 }
        i += 1
        var items: [JSON] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array([])
        }
        while true {
            if lines == nil {
                items.append(try parseValue())
            } else {
                let outer = path
                skipSpace()
                path = outer + "[\(items.count)]"
                let n = line(at: i)
                lines?[path] = n
                items.append(try parseValue())
                path = outer
            }
            skipSpace()
            guard i < bytes.count else { throw fail("unterminated array") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            throw fail("expected ',' or ']' in array")
        }
    }

    mutating func parseNumber() throws -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") {
            i += 1
            if bytes[i...].starts(with: Array("Infinity".utf8)) || bytes[i...].starts(with: Array("NaN".utf8)) {
                throw fail("NaN and Infinity are not valid JSON numbers")
            }
        }
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        let intStart = i
        let n = digits()
        if n == 0 { throw fail("invalid number") }
        if n > 1, bytes[intStart] == UInt8(ascii: "0") { throw fail("numbers may not have leading zeros") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            if digits() == 0 { throw fail("invalid number: digits expected after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { throw fail("invalid number: digits expected in exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let d = Double(text), d.isFinite else {
            i = start
            throw fail("number \(text) is out of range")
        }
        return d
    }

    mutating func parseString() throws -> String {
        i += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return String(scalars)
            }
            if b < 0x20 { throw fail("control character in string (escape it)") }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { throw fail("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u")
                        else {
                            throw fail("unpaired surrogate \\u\(String(code, radix: 16))")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw fail("unpaired surrogate \\u\(String(code, radix: 16))")
                    }
                    guard let s = Unicode.Scalar(code) else { throw fail("invalid code point") }
                    scalars.append(s)
                default:
                    i -= 1
                    throw fail("invalid escape \\\(describe(e))")
                }
                continue
            }
            // UTF-8 sequence
            let len: Int
            switch b {
            case 0x00..<0x80: len = 1
            case 0xC2..<0xE0: len = 2
            case 0xE0..<0xF0: len = 3
            case 0xF0..<0xF5: len = 4
            default: throw fail("invalid UTF-8")
            }
            guard i + len <= bytes.count else { throw fail("invalid UTF-8 (truncated)") }
            var decoder = UTF8()
            var it = bytes[i..<(i + len)].makeIterator()
            guard case let .scalarValue(s) = decoder.decode(&it) else { throw fail("invalid UTF-8") }
            scalars.append(s)
            i += len
        }
    }

    mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}
