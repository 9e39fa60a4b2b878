import SwiftSyntax

/// The app's own helpers that host a SwiftUI view and push it (`func push<V: View>(_ view: V)` building
/// `UIHostingController(rootView: view)` and pushing it, directly or through another of the app's push methods),
/// and the calls that hand them a view (`coordinator.push(SettingsView())`): each such view is a pushed screen.
struct HostingHelpers: Sendable {
    /// A function that hosts one of its parameters: its name, that parameter's position, the functions it calls.
    struct Helper: Sendable {
        var name: String
        var parameter: Int
        var pushes: Bool
        var calls: [String]
    }
    /// A call handing a constructed view to a function: where it is (its type), the callee's name, the argument's
    /// position and the view.
    struct Call: Sendable {
        var owner: String
        var callee: String
        var position: Int
        var view: String
    }
    var helpers: [Helper] = []
    /// Functions whose own body pushes a view controller (`pushViewController`, `show(_:sender:)`).
    var pushers: Set<String> = []
    var calls: [Call] = []

    mutating func add(_ other: HostingHelpers) {
        helpers += other.helpers
        pushers.formUnion(other.pushers)
        calls += other.calls
    }

    /// (the type whose code calls a push helper, the view it pushes), in a stable order. A helper pushes when its
    /// body pushes or calls one of the app's functions that does (one level).
    func pushed() -> [(owner: String, view: String)] {
        var pushing: [String: Set<Int>] = [:]
        for h in helpers where h.pushes || h.calls.contains(where: pushers.contains) {
            pushing[h.name, default: []].insert(h.parameter)
        }
        guard !pushing.isEmpty else { return [] }
        var out: [(owner: String, view: String)] = []
        var seen: Set<String> = []
        for c in calls where pushing[c.callee]?.contains(c.position) == true {
            let key = c.owner + "\u{0}" + c.view
            if seen.insert(key).inserted { out.append((c.owner, c.view)) }
        }
        return out.sorted { ($0.view, $0.owner) < ($1.view, $1.owner) }
    }
}

/// Finds hosting helpers and the calls that hand views to functions in one file.
final class HostingHelperVisitor: SyntaxVisitor {
    var found = HostingHelpers()
    private var owners: [String] = []
    private var functions: [(name: String, parameters: [String])] = []
    /// Calls recorded per file at most (hostile input: bounded memory).
    static let maxCalls = 4096

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(SwiftIndex.typeName(node.extendedType))
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        owners.append(name)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let params = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        functions.append((node.name.text, params))
        if let body = node.body, Self.pushes(body) { found.pushers.insert(node.name.text) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    /// Whether a body pushes a view controller itself.
    static func pushes(_ body: CodeBlockSyntax) -> Bool {
        let text = body.description
        return text.contains("pushViewController") || text.contains("show(")
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ValueReader.path(node.calledExpression)
        if callee.hasPrefix("UIHostingController") { hosting(node) }
        let last = String(callee.split(separator: ".").last ?? "")
        guard let first = last.first, first.isLowercase, let owner = owners.last,
            found.calls.count < Self.maxCalls
        else { return .visitChildren }
        for (i, arg) in node.arguments.enumerated() {
            if let view = SwiftUIReader.constructedView(arg.expression) {
                found.calls.append(.init(owner: owner, callee: last, position: i, view: view))
            }
        }
        return .visitChildren
    }

    /// `UIHostingController(rootView: view)` where `view` is a parameter of the enclosing function.
    private func hosting(_ node: FunctionCallExprSyntax) {
        guard let fn = functions.last,
            let root = node.arguments.first(where: { $0.label?.text == "rootView" })?.expression,
            let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let position = fn.parameters.firstIndex(of: name)
        else { return }
        // The enclosing function's body: what it pushes and which of the app's functions it calls.
        var body: Syntax? = node.parent
        while let b = body, !b.is(FunctionDeclSyntax.self) { body = b.parent }
        guard let decl = body?.as(FunctionDeclSyntax.self), let block = decl.body else { return }
        let calls = CallNames(viewMode: .sourceAccurate)
        calls.walk(block)
        found.helpers.append(.init(name: fn.name, parameter: position, pushes: Self.pushes(block), calls: calls.names))
    }
}

/// The last names of the functions a body calls (at most 64).
final class CallNames: SyntaxVisitor {
    var names: [String] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ValueReader.path(node.calledExpression)
        if names.count < 64, let last = callee.split(separator: ".").last { names.append(String(last)) }
        return .visitChildren
    }
}

extension SwiftUIReader {
    /// The app's `extension View` functions and view modifiers whose body applies a bar modifier, directly or
    /// through another of them (a helper calling a helper calling `.toolbar`, each level of any kind): the
    /// relevance spreads over the names each body mentions, a bounded number of rounds.
    static func relevantHelpers(_ ui: SwiftUIIndex) -> Set<String> {
        var texts: [(String, String)] = []
        for (name, fns) in ui.viewFunctions { texts.append((name, fns.map { $0.0.body?.description ?? "" }.joined())) }
        for (name, t) in ui.types where t.kind == .modifier {
            texts.append((name, (t.members["body"] ?? []).map(\.0.description).joined()))
        }
        texts.sort { $0.0 < $1.0 }
        var relevant: Set<String> = []
        var mentions: [(String, Set<String>)] = []
        for (name, text) in texts {
            if relevantWords.contains(where: { text.contains($0) }) {
                relevant.insert(name)
            } else {
                mentions.append((name, identifiers(text)))
            }
        }
        for _ in 0..<maxDepth {
            let before = relevant.count
            for (name, words) in mentions where !relevant.contains(name) && !words.isDisjoint(with: relevant) {
                relevant.insert(name)
            }
            if relevant.count == before { break }
        }
        return relevant
    }

    /// The identifiers a text mentions (at most 4,096).
    static func identifiers(_ text: String) -> Set<String> {
        var out: Set<String> = []
        var word = ""
        for c in text.unicodeScalars {
            if c == "_" || (c.isASCII && (c.properties.isAlphabetic || (48...57).contains(c.value))) {
                word.unicodeScalars.append(c)
            } else if !word.isEmpty {
                if out.count < 4096 { out.insert(word) }
                word = ""
            }
        }
        if !word.isEmpty { out.insert(word) }
        return out
    }
}

extension SwiftUIReader {
    /// Whether a call is inside a `NavigationLink`'s destination (its `destination:` argument, or the trailing
    /// closure of a link with neither `destination:` nor `value:`), looking at most 64 parents up.
    static func inLinkDestination(_ call: FunctionCallExprSyntax, below top: Syntax? = nil) -> Bool {
        var node: Syntax? = call.parent
        var steps = 0
        while let n = node, steps < 64 {
            steps += 1
            if let top, n.id == top.id { return false }
            if let link = n.as(FunctionCallExprSyntax.self),
                ValueReader.path(link.calledExpression) == "NavigationLink"
            {
                let args = link.arguments
                let range: Syntax? =
                    args.first(where: { $0.label?.text == "destination" }).map { Syntax($0.expression) }
                    ?? (args.contains { $0.label?.text == "value" } ? nil : link.trailingClosure.map { Syntax($0) })
                if let r = range, call.position >= r.position, call.endPosition <= r.endPosition { return true }
            }
            node = n.parent
        }
        return false
    }
}
