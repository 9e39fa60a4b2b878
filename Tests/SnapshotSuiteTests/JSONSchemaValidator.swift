import Basics

/// A JSON Schema (draft 2020-12) validator for the keywords BarSnap's generated schemas use — `type`, `enum`,
/// `const`, `pattern`, `minimum`, `exclusiveMinimum`, `maximum`, `minLength`, `items`, `minItems`, `maxItems`,
/// `properties`, `additionalProperties`, `required`, `propertyNames`, `oneOf`, `anyOf`, `allOf` and local `$ref` —
/// written independently of the generator, so a test can check that the generated schemas accept every real spec
/// and refuse bad ones. Any other keyword is a test failure (the generator must not emit what this cannot check).
struct JSONSchemaValidator {
    let root: JSON

    /// Problems found, as `path: what`; empty when `instance` is valid.
    func validate(_ instance: JSON) -> [String] {
        var problems: [String] = []
        check(instance, against: root, path: "", into: &problems)
        return problems
    }

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs", "$comment", "default"]

    func check(_ value: JSON, against schema: JSON, path: String, into problems: inout [String]) {
        guard case let .object(keywords) = schema else {
            if schema == .bool(false) { problems.append("\(path): not allowed") }
            return
        }
        for (keyword, argument) in keywords {
            switch keyword {
            case _ where Self.annotations.contains(keyword): continue
            case "$ref":
                guard case let .string(ref) = argument, ref.hasPrefix("#/$defs/"),
                    let target = root["$defs"]?[String(ref.dropFirst(8))]
                else {
                    problems.append("\(path): bad $ref \(argument)")
                    continue
                }
                check(value, against: target, path: path, into: &problems)
            case "type":
                guard case let .string(t) = argument else { continue }
                if !Self.hasType(value, t) { problems.append("\(path): expected \(t), found \(value.typeName)") }
            case "enum":
                if case let .array(options) = argument, !options.contains(value) {
                    problems.append("\(path): \(value.snippet) is not in the enum")
                }
            case "const":
                if value != argument { problems.append("\(path): \(value.snippet) is not \(argument.snippet)") }
            case "pattern":
                if case let .string(s) = value, case let .string(p) = argument, !Self.matches(s, p) {
                    problems.append("\(path): \(value.snippet) does not match \(p)")
                }
            case "minLength":
                if case let .string(s) = value, case let .number(n) = argument, s.count < Int(n) {
                    problems.append("\(path): too short")
                }
            case "minimum", "exclusiveMinimum", "maximum":
                guard case let .number(d) = value, case let .number(limit) = argument else { continue }
                let ok = keyword == "minimum" ? d >= limit : keyword == "maximum" ? d <= limit : d > limit
                if !ok { problems.append("\(path): \(JSON.format(d)) violates \(keyword) \(JSON.format(limit))") }
            case "items":
                if case let .array(items) = value {
                    for (i, item) in items.enumerated() {
                        check(item, against: argument, path: "\(path)[\(i)]", into: &problems)
                    }
                }
            case "minItems", "maxItems":
                guard case let .array(items) = value, case let .number(n) = argument else { continue }
                if keyword == "minItems" ? items.count < Int(n) : items.count > Int(n) {
                    problems.append("\(path): \(items.count) items violates \(keyword)")
                }
            case "properties", "additionalProperties", "propertyNames":
                continue // checked together below
            case "required":
                guard case let .object(pairs) = value, case let .array(names) = argument else { continue }
                for case let .string(name) in names where !pairs.contains(where: { $0.0 == name }) {
                    problems.append("\(path).\(name): is required")
                }
            case "oneOf", "anyOf", "allOf":
                guard case let .array(options) = argument else { continue }
                let passing = options.filter { option in
                    var sub: [String] = []
                    check(value, against: option, path: path, into: &sub)
                    return sub.isEmpty
                }.count
                let ok =
                    keyword == "oneOf" ? passing == 1 : keyword == "anyOf" ? passing >= 1 : passing == options.count
                if !ok { problems.append("\(path): \(passing) of \(options.count) \(keyword) alternatives fit") }
            default:
                problems.append("\(path): the validator does not know the keyword \(keyword)")
            }
        }
        guard case let .object(pairs) = value else { return }
        let properties = schema["properties"]
        for (key, member) in pairs {
            let child = path.isEmpty ? key : "\(path).\(key)"
            if let names = schema["propertyNames"] { check(.string(key), against: names, path: child, into: &problems) }
            if let p = properties?[key] {
                check(member, against: p, path: child, into: &problems)
            } else if let extra = schema["additionalProperties"] {
                check(member, against: extra, path: child, into: &problems)
            }
        }
    }

    static func hasType(_ value: JSON, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            return true
        case let ("integer", .number(d)): return d == d.rounded()
        default: return false
        }
    }

    static func matches(_ s: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return s.wholeMatch(of: regex) != nil || (try? regex.firstMatch(in: s)) != nil
    }
}
