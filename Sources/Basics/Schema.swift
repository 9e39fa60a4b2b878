/// The shape of a JSON document, as one table that a parser reads its keys, types, ranges and choices from, and
/// that its JSON Schema and its reference documentation are generated from — so the three cannot drift apart.
public indirect enum SchemaType: Sendable {
    /// A string without NUL characters (`nonEmpty`: at least one character).
    case string(nonEmpty: Bool)
    case boolean
    /// A finite number within the bounds.
    case number(SchemaBounds)
    /// A whole number in the range.
    case integer(ClosedRange<Int>)
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// One of these strings; `what` names the set in messages ("device preset", "symbol").
    case choice([String], what: String?)
    case array(of: SchemaType, minItems: Int, maxItems: Int?)
    case object(SchemaObject)
    /// An object whose keys are free (or from `keys`), every value of one type.
    case dictionary(of: SchemaType, keys: [String]?)
    /// Any of these (the first that fits is used by a parser).
    case oneOf([SchemaType])
    /// The type, or `null`.
    case nullable(SchemaType)
    /// Exactly this string.
    case constant(String)
    /// Any JSON value.
    case any

    public static let text = SchemaType.string(nonEmpty: false)
    /// The longest string any key takes, in characters.
    public static let maxStringLength = 1_000
    public static let path = SchemaType.string(nonEmpty: true)
}

/// Numeric bounds: `minimum` (inclusive unless `exclusiveMinimum`) and `maximum` (inclusive).
public struct SchemaBounds: Sendable, Equatable {
    /// The least value, nil for none.
    public var minimum: Double?
    /// The value must be greater than `minimum`, not equal to it.
    public var exclusiveMinimum: Bool
    /// The greatest value (inclusive), nil for none.
    public var maximum: Double?

    public init(minimum: Double?, exclusiveMinimum: Bool = false, maximum: Double?) {
        self.minimum = minimum
        self.exclusiveMinimum = exclusiveMinimum
        self.maximum = maximum
    }

    /// > 0 and ≤ `max`.
    package static func positive(max: Double) -> SchemaBounds {
        SchemaBounds(minimum: 0, exclusiveMinimum: true, maximum: max)
    }
    /// ≥ 0 and ≤ `max`.
    package static func nonNegative(max: Double) -> SchemaBounds { SchemaBounds(minimum: 0, maximum: max) }
    /// 0 … 1.
    package static let fraction = SchemaBounds(minimum: 0, maximum: 1)
}

/// An object: its keys in documentation order, which are required, and which of them exclude each other.
/// A class, so a parser passes it around without copying its table (it is immutable, hence `Sendable`).
public final class SchemaObject: Sendable {
    /// A name for reuse: the JSON Schema puts the object under `$defs/<name>` and the reference gives it a section.
    public let name: String?
    /// One sentence about the object, for the reference and the JSON Schema's description.
    public let summary: String
    /// Its keys, in documentation order.
    public let properties: [SchemaProperty]
    /// The keys that must be present.
    public let required: [String]
    /// Exactly one of these keys must be present (an item is a title, a symbol, an image…).
    public let exactlyOneOf: [String]?
    /// The keys an object of this shape may have, for `JSONNode.object(allowed:)`.
    public let keys: [String]

    public init(
        name: String? = nil, summary: String, properties: [SchemaProperty], required: [String] = [],
        exactlyOneOf: [String]? = nil
    ) {
        self.name = name
        self.summary = summary
        self.properties = properties
        self.required = required
        self.exactlyOneOf = exactlyOneOf
        keys = properties.map(\.key)
    }

    /// The property of key `key` (a key the object lacks is a programming error).
    public subscript(key: String) -> SchemaProperty {
        let length = key.utf8.count
        for p in properties where p.key.utf8.count == length && p.key == key { return p }
        preconditionFailure("schema object \(name ?? summary) has no key \(key)") // a programming error
    }
}

/// One key of an object: what it takes, its default and what it does.
public final class SchemaProperty: Sendable {
    public let key: String
    public let type: SchemaType
    /// The default in words, when the key may be left out (`"#AAAAAA (the custom bar's lightGray)"`).
    public let defaultValue: String?
    /// What the key does, and the rule it follows.
    public let summary: String

    public init(_ key: String, _ type: SchemaType, default defaultValue: String? = nil, _ summary: String) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

extension JSONObjectNode {
    /// The value of `property` when present (nil when absent), after checking it against the property's type:
    /// scalars fully (type, range, choice), containers by kind (their contents are read with their own schema).
    public func read(_ property: SchemaProperty) throws -> JSONNode? {
        guard let node = optional(property.key) else { return nil }
        try node.check(property.type)
        return node
    }

    /// Like `read`, but the key must be present.
    package func require(_ property: SchemaProperty) throws -> JSONNode {
        guard let node = try read(property) else {
            throw JSONPathError(path: self.node.child(property.key), message: "is required")
        }
        return node
    }
}

extension JSONNode {
    /// The value as an object of this shape: only its keys (and `$comment`), its required keys, and exactly one
    /// of its exclusive keys.
    public func object(_ schema: SchemaObject) throws -> JSONObjectNode {
        let o = try object(allowed: schema.keys)
        for key in schema.required where o.optional(key) == nil {
            throw JSONPathError(path: child(key), message: "is required")
        }
        if let exclusive = schema.exactlyOneOf {
            let present = exclusive.filter { o.optional($0) != nil }
            guard present.count == 1 else {
                let list =
                    exclusive.count > 1
                    ? exclusive.dropLast().joined(separator: ", ") + " or " + exclusive.last! : exclusive.joined()
                let noun = schema.name.map { ("aeiou".contains($0.prefix(1)) ? "an " : "a ") + $0 + " " } ?? ""
                throw error(
                    present.isEmpty
                        ? "\(noun)needs one of \(list)"
                        : "\(noun)has exactly one of \(list), not \(present.joined(separator: " and "))")
            }
        }
        return o
    }

    /// Checks the value against `type` (containers by kind only), with the parsers' messages.
    public func check(_ type: SchemaType) throws {
        switch type {
        case let .string(nonEmpty):
            let s = try string()
            if nonEmpty && s.isEmpty { throw error("may not be empty") }
            // No bar shows more; a longer value is a mistake or an attack (a 10,000-character item would lay out
            // 150,000 pt wide).
            if s.utf8.count > SchemaType.maxStringLength, s.count > SchemaType.maxStringLength {
                throw error("is \(s.count) characters long (at most \(SchemaType.maxStringLength))")
            }
        case .boolean: _ = try bool()
        case let .number(b): _ = try number(within: b)
        case let .integer(range): _ = try integer(in: range)
        case .color: _ = try color()
        case let .choice(values, what): _ = try choice(values, what: what)
        case let .array(_, minItems, maxItems):
            let items = try array()
            if items.count < minItems {
                throw error(minItems == 1 ? "must list at least one value" : "must list at least \(minItems) values")
            }
            if let maxItems, items.count > maxItems {
                throw error("\(items.count) items is too many (at most \(maxItems))")
            }
        case .object, .dictionary:
            guard case .object = value else { throw error("expected an object, found \(value.typeName)") }
        case let .oneOf(types):
            // The first alternative that fits; else the error of the alternative of the value's own JSON type
            // (`-3` for "flexible or a width" is a width that is negative), else what was expected.
            var sameKind: Error?
            for t in types {
                do {
                    try check(t)
                    return
                } catch { if sameKind == nil, Self.kindMatches(value, t) { sameKind = error } }
            }
            if let sameKind { throw sameKind }
            throw error(
                "\(value.snippet) is not valid here (expected \(types.map(Self.kindName).joined(separator: " or ")))")
        case let .nullable(inner):
            if !isNull { try check(inner) }
        case let .constant(c):
            guard case .string(c) = value else { throw error("\(value.snippet) is not \"\(c)\"") }
        case .any: break
        }
    }

    static func kindMatches(_ value: JSON, _ type: SchemaType) -> Bool {
        switch (type, value) {
        case (.string, .string), (.color, .string), (.choice, .string), (.constant, .string): return true
        case (.boolean, .bool), (.number, .number), (.integer, .number): return true
        case (.array, .array), (.object, .object), (.dictionary, .object): return true
        case let (.nullable(inner), _): return value == .null || kindMatches(value, inner)
        case (.any, _): return true
        default: return false
        }
    }

    static func kindName(_ type: SchemaType) -> String {
        switch type {
        case .string, .color, .choice: return "a string"
        case let .constant(c): return "\"\(c)\""
        case .boolean: return "true or false"
        case .number, .integer: return "a number"
        case .array: return "an array"
        case .object, .dictionary: return "an object"
        case let .oneOf(types): return types.map(kindName).joined(separator: " or ")
        case let .nullable(inner): return kindName(inner) + " or null"
        case .any: return "a value"
        }
    }

    /// A finite number within `bounds`, with the accessors' messages.
    public func number(within b: SchemaBounds) throws -> Double {
        let d = try number()
        if let min = b.minimum {
            if b.exclusiveMinimum && d <= min {
                throw error(
                    min == 0
                        ? "\(value.snippet) must be greater than 0"
                        : "\(value.snippet) must be greater than \(JSON.format(min))")
            }
            if !b.exclusiveMinimum && d < min {
                throw error(
                    b == .fraction
                        ? "\(value.snippet) must be between 0 and 1"
                        : min == 0
                            ? "\(value.snippet) must not be negative"
                            : "\(value.snippet) must be at least \(JSON.format(min))")
            }
        }
        if let max = b.maximum, d > max {
            throw error(
                b == .fraction
                    ? "\(value.snippet) must be between 0 and 1"
                    : "\(value.snippet) is too large (at most \(JSON.format(max)))")
        }
        return d
    }

    /// One of `values`.
    public func choice(_ values: [String], what: String?) throws -> String {
        guard case let .string(s) = value else { throw error("expected a string, found \(value.typeName)") }
        guard values.contains(s) else {
            let known = values.map { "\"\($0)\"" }.joined(separator: ", ")
            throw error("\(value.snippet) is not \(what.map { "a known " + $0 } ?? "valid") (expected one of \(known))")
        }
        return s
    }
}
