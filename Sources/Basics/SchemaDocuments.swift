/// The documents generated from a `SchemaType` table: a JSON Schema (draft 2020-12) for editors and validators, and
/// a Markdown reference for people.
package enum SchemaDocuments {
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"
    static let colorPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

    // MARK: JSON Schema

    /// A JSON Schema for documents of `root` (an object). Named objects go to `$defs` once and are referenced.
    /// `extraRootKeys` are allowed at the top with any string value (e.g. `$schema`).
    public static func jsonSchema(id: String, title: String, root: SchemaObject, extraRootKeys: [String] = []) -> JSON {
        var defs: [(String, JSON)] = []
        var body = objectSchema(root, defs: &defs, inline: true)
        if case var .object(pairs) = body, !extraRootKeys.isEmpty,
           let i = pairs.firstIndex(where: { $0.0 == "properties" }), case var .object(props) = pairs[i].1 {
            props.insert(contentsOf: extraRootKeys.map { ($0, JSON.object([("type", .string("string"))])) }, at: 0)
            pairs[i].1 = .object(props)
            body = .object(pairs)
        }
        guard case let .object(bodyPairs) = body else { return body }
        var pairs: [(String, JSON)] = [("$schema", .string(dialect)), ("$id", .string(id)), ("title", .string(title))]
        pairs += bodyPairs
        if !defs.isEmpty { pairs.append(("$defs", .object(defs))) }
        return .object(pairs)
    }

    static func schema(_ type: SchemaType, defs: inout [(String, JSON)]) -> JSON {
        switch type {
        case let .string(nonEmpty):
            return .object([("type", .string("string"))] + (nonEmpty ? [("minLength", .number(1))] : []))
        case .boolean:
            return .object([("type", .string("boolean"))])
        case let .number(b):
            var pairs: [(String, JSON)] = [("type", .string("number"))]
            if let min = b.minimum { pairs.append((b.exclusiveMinimum ? "exclusiveMinimum" : "minimum", .number(min))) }
            if let max = b.maximum { pairs.append(("maximum", .number(max))) }
            return .object(pairs)
        case let .integer(range):
            return .object([("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))),
                            ("maximum", .number(Double(range.upperBound)))])
        case .color:
            return .object([("type", .string("string")), ("pattern", .string(colorPattern))])
        case let .choice(values, _):
            return .object([("enum", .array(values.map { .string($0) }))])
        case let .array(item, minItems, maxItems):
            var pairs: [(String, JSON)] = [("type", .string("array")), ("items", schema(item, defs: &defs))]
            if minItems > 0 { pairs.append(("minItems", .number(Double(minItems)))) }
            if let maxItems { pairs.append(("maxItems", .number(Double(maxItems)))) }
            return .object(pairs)
        case let .object(o):
            return objectSchema(o, defs: &defs, inline: false)
        case let .dictionary(value, keys):
            var pairs: [(String, JSON)] = [("type", .string("object"))]
            if let keys {
                pairs.append(
                    ("propertyNames", .object([("enum", .array((keys + [JSONNode.commentKey]).map { .string($0) }))])))
            }
            pairs.append(("additionalProperties", schema(value, defs: &defs)))
            return .object(pairs)
        case let .oneOf(types):
            return .object([("anyOf", .array(types.map { schema($0, defs: &defs) }))])
        case let .nullable(inner):
            return .object([("anyOf", .array([schema(inner, defs: &defs), .object([("type", .string("null"))])]))])
        case let .constant(c):
            return .object([("const", .string(c))])
        case .any:
            return .object([])
        }
    }

    static func objectSchema(_ o: SchemaObject, defs: inout [(String, JSON)], inline: Bool) -> JSON {
        if let name = o.name, !inline {
            if !defs.contains(where: { $0.0 == name }) {
                defs.append((name, .null)) // reserve the slot first: definitions may refer to each other
                let body = objectBody(o, defs: &defs)
                if let i = defs.firstIndex(where: { $0.0 == name }) { defs[i].1 = body }
            }
            return .object([("$ref", .string("#/$defs/\(name)"))])
        }
        return objectBody(o, defs: &defs)
    }

    static func objectBody(_ o: SchemaObject, defs: inout [(String, JSON)]) -> JSON {
        var props: [(String, JSON)] = []
        for p in o.properties {
            var s = schema(p.type, defs: &defs)
            if case var .object(pairs) = s, !pairs.contains(where: { $0.0 == "$ref" }) {
                var description = p.summary
                if let d = p.defaultValue { description += " Default: \(d)." }
                pairs.insert(("description", .string(description)), at: 0)
                s = .object(pairs)
            } else {
                s = .object([
                    ("description", .string(p.summary + (p.defaultValue.map { " Default: \($0)." } ?? ""))),
                    ("allOf", .array([s]))
                ])
            }
            props.append((p.key, s))
        }
        props.append(
            (
                JSONNode.commentKey,
                .object([("description", .string("A note for readers; ignored.")), ("type", .string("string"))])
            ))
        var pairs: [(String, JSON)] = [
            ("description", .string(o.summary)), ("type", .string("object")),
            ("properties", .object(props)), ("additionalProperties", .bool(false))
        ]
        if !o.required.isEmpty { pairs.append(("required", .array(o.required.map { .string($0) }))) }
        if let exclusive = o.exactlyOneOf {
            pairs.append(("oneOf", .array(exclusive.map { .object([("required", .array([.string($0)]))]) })))
        }
        return .object(pairs)
    }

    // MARK: Markdown

    /// A reference in Markdown: one section per object (the root first, then named objects in order of first
    /// use), each a table of key, type, default and meaning.
    public static func markdown(title: String, introduction: String, root: SchemaObject, rootName: String) -> String {
        var sections: [(String, SchemaObject)] = [(rootName, root)]
        var seen: Set<String> = [rootName]
        var queue = [root]
        while !queue.isEmpty {
            let o = queue.removeFirst()
            for p in o.properties {
                for child in objects(in: p.type) {
                    let name = child.name ?? "\(o.name ?? rootName).\(p.key)"
                    if seen.insert(name).inserted {
                        sections.append((name, child))
                        queue.append(child)
                    }
                }
            }
        }
        var out = "# \(title)\n\n\(introduction)\n"
        for (name, o) in sections {
            out += "\n## `\(name)`\n\n\(o.summary)\n"
            if !o.required.isEmpty { out += "\nRequired: \(o.required.map { "`\($0)`" }.joined(separator: ", ")).\n" }
            if let exclusive = o.exactlyOneOf {
                out += "\nExactly one of \(exclusive.map { "`\($0)`" }.joined(separator: ", ")).\n"
            }
            out += "\n| Key | Type | Default | Meaning |\n| --- | --- | --- | --- |\n"
            for p in o.properties {
                let type = describe(p.type, owner: o.name ?? name, key: p.key).replacing("|", with: "\\|")
                let summary = p.summary.replacing("|", with: "\\|").replacing("\n", with: " ")
                out +=
                    """
                        | `\(p.key)` | \(type) | \(p.defaultValue.map { $0.replacing("|", with: "\\|") } ?? "—") |\
                         \(summary) |\n
                        """
            }
            // The long lists of names the table says "see below" for.
            for p in o.properties {
                for values in longChoices(in: p.type) {
                    out +=
                        "\nThe \(values.count) names of `\(p.key)`: " + values.map { "`\($0)`" }.joined(separator: ", ")
                        + ".\n"
                }
            }
        }
        return out
    }

    /// The value lists of more than 12 names in a type (the ones `describe` leaves for below the table).
    static func longChoices(in type: SchemaType) -> [[String]] {
        switch type {
        case let .choice(values, _): return values.count > 12 ? [values] : []
        case let .array(item, _, _): return longChoices(in: item)
        case let .oneOf(types): return types.flatMap(longChoices)
        case let .nullable(inner): return longChoices(in: inner)
        default: return []
        }
    }

    static func objects(in type: SchemaType) -> [SchemaObject] {
        switch type {
        case let .object(o): return [o]
        case let .array(item, _, _): return objects(in: item)
        case let .dictionary(value, _): return objects(in: value)
        case let .oneOf(types): return types.flatMap(objects)
        case let .nullable(inner): return objects(in: inner)
        default: return []
        }
    }

    static func describe(_ type: SchemaType, owner: String, key: String) -> String {
        switch type {
        case let .string(nonEmpty): return nonEmpty ? "string (not empty)" : "string"
        case .boolean: return "boolean"
        case let .number(b): return "number " + range(b)
        case let .integer(r): return "whole number \(r.lowerBound)…\(r.upperBound)"
        case .color: return "colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`"
        case let .choice(values, _):
            return values.count > 12
                ? "one of \(values.count) names (see below)" : values.map { "`\"\($0)\"`" }.joined(separator: ", ")
        case let .array(item, minItems, maxItems):
            var s = "array of " + describe(item, owner: owner, key: key)
            if minItems > 0 || maxItems != nil { s += " (\(minItems)…\(maxItems.map(String.init) ?? "")" + " items)" }
            return s
        case let .object(o): return "object [`\(o.name ?? "\(owner).\(key)")`](#\(anchor(o.name ?? "\(owner).\(key)")))"
        case let .dictionary(value, keys):
            return "object: " + (keys == nil ? "any key" : "scene-spec keys") + " → "
                + describe(value, owner: owner, key: key)
        case let .oneOf(types): return types.map { describe($0, owner: owner, key: key) }.joined(separator: " or ")
        case let .nullable(inner): return describe(inner, owner: owner, key: key) + " or `null`"
        case let .constant(c): return "`\"\(c)\"`"
        case .any: return "any JSON value"
        }
    }

    static func range(_ b: SchemaBounds) -> String {
        let lo = b.minimum.map { (b.exclusiveMinimum ? "> " : "≥ ") + JSON.format($0) }
        let hi = b.maximum.map { "≤ " + JSON.format($0) }
        return [lo, hi].compactMap { $0 }.joined(separator: ", ")
    }

    /// DocC's anchor for a heading: lowercased, non-alphanumerics as dashes.
    static func anchor(_ s: String) -> String {
        String(s.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
