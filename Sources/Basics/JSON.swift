/// A JSON value whose objects keep their keys in order, so output is stable byte for byte.
public indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// An object's value for `key`; nil when absent or when this is not an object.
    public subscript(key: String) -> JSON? {
        if case let .object(pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    /// A short human name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as it would appear in JSON, shortened for messages.
    public var snippet: String {
        let s = serialized()
        return s.count > 60 ? String(s.prefix(57)) + "…" : s
    }
}

extension JSON {
    /// Deep merge: objects merge key by key (the overlay's value wins, merged again when both are objects);
    /// anything else is replaced by the overlay. Keys keep their first position.
    public static func merge(_ base: JSON, _ overlay: JSON) -> JSON {
        guard case var .object(pairs) = base, case let .object(extra) = overlay else { return overlay }
        for (k, v) in extra {
            if let i = pairs.firstIndex(where: { $0.0 == k }) {
                pairs[i].1 = merge(pairs[i].1, v)
            } else {
                pairs.append((k, v))
            }
        }
        return .object(pairs)
    }
}

// MARK: - Writing

extension JSON {
    /// Serialises with keys in their stored order. `indent` > 0 pretty-prints.
    public func serialized(indent: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent, level: 0)
        return out
    }

    /// Numbers: integers print without a fraction; others use Swift's shortest round-trip form.
    public static func format(_ d: Double) -> String {
        if !d.isFinite { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }

    private func write(into out: inout String, indent: Int, level: Int) {
        let nl = indent > 0 ? "\n" : ""
        let pad = String(repeating: " ", count: indent * (level + 1))
        let closePad = String(repeating: " ", count: indent * level)
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(d): out += JSON.format(d)
        case let .string(s): JSON.quote(s, into: &out)
        case let .array(items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "[" + nl
            for (i, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent, level: level + 1)
                out += (i < items.count - 1 ? "," : "") + nl
            }
            out += closePad + "]"
        case let .object(pairs):
            if pairs.isEmpty {
                out += "{}"
                return
            }
            out += "{" + nl
            for (i, (k, v)) in pairs.enumerated() {
                out += pad
                JSON.quote(k, into: &out)
                out += indent > 0 ? ": " : ":"
                v.write(into: &out, indent: indent, level: level + 1)
                out += (i < pairs.count - 1 ? "," : "") + nl
            }
            out += closePad + "}"
        }
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let h = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
