import Basics

/// The report page's one templating step; no way to insert a string unescaped. Design notes: "The report page's
/// template".
struct PageTemplate {
    enum Value {
        case text(String)
        case list([[String: Value]])
        case json(JSON)

        /// A section kept once (`true`) or left out.
        static func flag(_ on: Bool) -> Value { .list(on ? [[:]] : []) }
        static func number(_ n: Int) -> Value { .text(String(n)) }
    }

    indirect enum Node {
        case literal(Substring)
        case value(String)
        case include(String)
        case section(String, inverted: Bool, [Node])
    }

    let nodes: [Node]
    /// The files `{{> file}}` may name, by name.
    let files: [String: [UInt8]]

    /// Parses `text`; an unclosed or stray tag is an error naming `name` and the tag.
    init(_ text: String, name: String, files: [String: [UInt8]]) throws {
        var rest = Substring(text)
        var stack: [(name: String, inverted: Bool, nodes: [Node])] = [("", false, [])]
        while let open = rest.firstRange(of: "{{") {
            if open.lowerBound > rest.startIndex {
                stack[stack.count - 1].nodes.append(.literal(rest[..<open.lowerBound]))
            }
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                throw ReportError("\(name): a {{ without }}")
            }
            let tag = rest[open.upperBound..<close.lowerBound]
            rest = rest[close.upperBound...]
            let key = String(tag.dropFirst()).trimmingSpaces
            switch tag.first {
            case "#", "^": stack.append((key, tag.first == "^", []))
            case "/":
                guard stack.count > 1, let top = stack.last, top.name == key else {
                    throw ReportError("\(name): {{/\(key)}} closes no open section")
                }
                stack.removeLast()
                stack[stack.count - 1].nodes.append(.section(top.name, inverted: top.inverted, top.nodes))
            case ">":
                guard files[key] != nil else { throw ReportError("\(name): {{> \(key)}} names no file of the page") }
                stack[stack.count - 1].nodes.append(.include(key))
            default: stack[stack.count - 1].nodes.append(.value(String(tag).trimmingSpaces))
            }
        }
        if !rest.isEmpty { stack[stack.count - 1].nodes.append(.literal(rest)) }
        guard stack.count == 1 else {
            throw ReportError("\(name): {{#\(stack[stack.count - 1].name)}} is never closed")
        }
        nodes = stack[0].nodes
        self.files = files
    }

    /// The page for `values`; a tag naming no value (or a value of the wrong kind) is an error.
    func render(_ values: [String: Value]) throws -> String {
        var out = ""
        try render(nodes, [values], into: &out)
        return out
    }

    private func render(_ nodes: [Node], _ scopes: [[String: Value]], into out: inout String) throws {
        func lookup(_ key: String) throws -> Value {
            for scope in scopes.reversed() { if let v = scope[key] { return v } }
            throw ReportError("report page: no value for {{\(key)}}")
        }
        for node in nodes {
            switch node {
            case let .literal(text): out += text
            case let .include(file): out += String(decoding: files[file] ?? [], as: UTF8.self)
            case let .value(key):
                switch try lookup(key) {
                case let .text(s): out += ReportHTML.escape(s)
                case let .json(j): out += ReportHTML.scriptSafe(j.serialized())
                case .list: throw ReportError("report page: {{\(key)}} is a list, not a value")
                }
            case let .section(key, inverted, children):
                guard case let .list(items) = try lookup(key) else {
                    throw ReportError("report page: {{#\(key)}} is a value, not a list")
                }
                if inverted {
                    if items.isEmpty { try render(children, scopes, into: &out) }
                } else {
                    for item in items { try render(children, scopes + [item], into: &out) }
                }
            }
        }
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
