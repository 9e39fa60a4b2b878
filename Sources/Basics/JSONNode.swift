/// A bad value in a JSON document: the JSON path of the offending value and what is wrong with it,
/// e.g. `item.right[1].tint: "#12" is not a colour`. The scene parser calls it `SpecError`.
public struct JSONPathError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Where a value sits in its document. Built as the parser descends and spelled out only for an error message,
/// so reading a valid document formats no path at all.
public indirect enum JSONLocation: Sendable {
    case path(String)
    case key(JSONLocation, String)
    case index(JSONLocation, Int)

    /// `item.right[1].tint`.
    public var description: String {
        switch self {
        case let .path(p): return p
        case let .key(parent, key):
            let p = parent.description
            return p.isEmpty ? key : p + "." + key
        case let .index(parent, i): return "\(parent.description)[\(i)]"
        }
    }
}

/// A JSON value together with its location, with typed accessors that throw `JSONPathError`s.
public struct JSONNode: Sendable {
    public let value: JSON
    public let location: JSONLocation
    /// The JSON path of the value, e.g. `item.right[1].tint`.
    public var path: String { location.description }

    public init(_ value: JSON, path: String) {
        self.value = value
        self.location = .path(path)
    }
    public init(_ value: JSON, location: JSONLocation) {
        self.value = value
        self.location = location
    }

    public func error(_ message: String) -> JSONPathError { JSONPathError(path: path, message: message) }

    /// Whether the value is JSON `null`.
    public var isNull: Bool { value == .null }

    /// The path of this object's key `key` (`item` + `title` is `item.title`), for messages.
    public func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// The key every object may carry for a note to readers (as in JSON Schema); its value must be a string.
    public static let commentKey = "$comment"

    /// The value as an object whose keys are all in `allowed` (plus `$comment`, a string, which is ignored).
    /// `allowed` is a short list searched linearly: cheaper than hashing into a set for the few keys of a spec object.
    public func object(allowed: [String]) throws -> JSONObjectNode {
        guard case let .object(pairs) = value else { throw error("expected an object, found \(value.typeName)") }
        for (k, v) in pairs where !Self.contains(allowed, k) {
            if k == Self.commentKey {
                guard case .string = v else {
                    throw JSONPathError(path: child(k), message: "a comment must be a string")
                }
                continue
            }
            throw JSONPathError(
                path: child(k), message: "unknown key (allowed here: \(allowed.sorted().joined(separator: ", ")))")
        }
        return JSONObjectNode(pairs: pairs.filter { $0.0 != Self.commentKey }, node: self)
    }

    /// `list.contains(key)`, comparing lengths first (most keys differ in length; string comparison is the slow part).
    @inline(__always) static func contains(_ list: [String], _ key: String) -> Bool {
        let length = key.utf8.count
        for k in list where k.utf8.count == length && k == key { return true }
        return false
    }

    package func array() throws -> [JSONNode] {
        guard case let .array(items) = value else { throw error("expected an array, found \(value.typeName)") }
        return items.enumerated().map { JSONNode($1, location: .index(location, $0)) }
    }

    public func string() throws -> String {
        guard case let .string(s) = value else { throw error("expected a string, found \(value.typeName)") }
        guard !s.unicodeScalars.contains("\u{0}") else { throw error("strings may not contain NUL characters") }
        return s
    }

    /// A string, or nil for `null`.
    public func nullableString() throws -> String? { isNull ? nil : try string() }

    /// `true` or `false`; anything else is an error naming the path.
    public func bool() throws -> Bool {
        guard case let .bool(b) = value else { throw error("expected true or false, found \(value.snippet)") }
        return b
    }

    public func number() throws -> Double {
        guard case let .number(d) = value else { throw error("expected a number, found \(value.snippet)") }
        guard d.isFinite else { throw error("\(value.snippet) is not a finite number") }
        return d
    }

    /// A number greater than 0 and at most `max`.
    public func positive(max: Double) throws -> Double {
        let d = try number()
        guard d > 0 else { throw error("\(value.snippet) must be greater than 0") }
        guard d <= max else { throw error("\(value.snippet) is too large (at most \(JSON.format(max)))") }
        return d
    }

    /// A number from 0 to `max`.
    public func nonNegative(max: Double) throws -> Double {
        let d = try number()
        guard d >= 0 else { throw error("\(value.snippet) must not be negative") }
        guard d <= max else { throw error("\(value.snippet) is too large (at most \(JSON.format(max)))") }
        return d
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>) throws -> Int {
        let d = try number()
        guard d == d.rounded() else { throw error("\(value.snippet) must be a whole number") }
        guard d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw error("\(value.snippet) must be between \(range.lowerBound) and \(range.upperBound)")
        }
        return Int(d)
    }

    /// A number from 0 to 1.
    public func fraction() throws -> Double {
        let d = try number()
        guard (0...1).contains(d) else { throw error("\(value.snippet) must be between 0 and 1") }
        return d
    }

    public func color() throws -> Color {
        guard case let .string(s) = value else {
            throw error("expected a colour string like \"#RRGGBB\", found \(value.typeName)")
        }
        guard let c = Color(hex: s) else {
            throw error("\(value.snippet) is not a colour (#RGB, #RRGGBB or #RRGGBBAA)")
        }
        return c
    }

    /// A string that is one of `E`'s raw values; the error lists them (`what` names the kind of value).
    public func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type, what: String? = nil) throws -> E
    where E.RawValue == String {
        guard case let .string(s) = value else { throw error("expected a string, found \(value.typeName)") }
        guard let e = E(rawValue: s) else {
            let known = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error("\(value.snippet) is not \(what.map { "a known " + $0 } ?? "valid") (expected one of \(known))")
        }
        return e
    }
}

public struct JSONObjectNode: Sendable {
    public let pairs: [(String, JSON)]
    package let node: JSONNode

    public func optional(_ key: String) -> JSONNode? {
        let length = key.utf8.count
        for (k, v) in pairs where k.utf8.count == length && k == key {
            return JSONNode(v, location: .key(node.location, key))
        }
        return nil
    }

    package func required(_ key: String) throws -> JSONNode {
        guard let n = optional(key) else { throw JSONPathError(path: node.child(key), message: "is required") }
        return n
    }
}
