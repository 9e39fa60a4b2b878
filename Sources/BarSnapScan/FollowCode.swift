import Basics
import Synchronization
import SwiftSyntax

/// What a scan suite decides about what static reading cannot know: a default theme, hints, the unresolved
/// policy. Shared by every front-end (UIKit's and SwiftUI's readers take the same options).
public struct ScanOptions: Sendable {
    /// The case of the app's theme `switch` to draw (nil: the first case).
    public var theme: String?
    /// Hints: an expression as written (`Theme.barTint()`) → its value (a colour `#RRGGBB` or a text).
    public var hints: [(String, String)] = []
    /// `placeholder`, `skip` or `error`.
    public var unresolved = "placeholder"
    /// Files and folders never read (paths and globs relative to the scan's folder): skipped on purpose, so not
    /// a refusal.
    package var skip: [String] = []
    public init(theme: String? = nil, hints: [(String, String)] = [], unresolved: String = "placeholder") {
        self.theme = theme
        self.hints = hints
        self.unresolved = unresolved
    }
}

/// The hints of a scan, and which of them matched an expression (a hint that matches nothing is an error, so
/// hints never go stale). Shared by every reader of one scan.
final class HintBook: Sendable {
    let values: [String: String]
    private let used = Mutex<Set<String>>([])

    init(_ hints: [(String, String)]) {
        var v: [String: String] = [:]
        for (k, value) in hints { v[HintBook.key(k)] = value }
        values = v
    }

    /// An expression's key: as written, without spaces, `self.`, `?` and `!`.
    static func key(_ s: String) -> String {
        var k = s.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        if k.hasPrefix("self.") { k.removeFirst(5) }
        return k
    }

    func value(for expr: some SyntaxProtocol) -> String? {
        guard !values.isEmpty else { return nil }
        let k = Self.key(expr.trimmedDescription)
        guard let v = values[k] else { return nil }
        used.withLock { _ = $0.insert(k) }
        return v
    }

    /// Hints no expression matched, as written in the configuration.
    func unused(_ hints: [(String, String)]) -> [String] {
        let u = used.withLock { $0 }
        return hints.map(\.0).filter { !u.contains(Self.key($0)) }
    }
}

extension ValueReader {
    /// The screen's type and its app-defined base classes, nearest first (the most-derived override wins).
    var chain: [String] {
        var out: [String] = []
        var t: String? = typeName
        while let name = t, let info = index.types[name], !out.contains(name), out.count < 16 {
            out.append(name)
            t = info.superclass
        }
        return out
    }

    /// A property of the screen or its base classes, the most-derived declaration first.
    func property(_ name: String) -> (VariableDeclSyntax, PatternBindingSyntax, SourceFile)? {
        for t in chain { if let p = index.types[t]?.properties[name] { return (p.0.node, p.1.node, p.2) } }
        return nil
    }

    /// A method of the screen (dispatched to the most-derived override) or a function of any type
    /// (`Theme.barTint()`, `ThemeManager.color(for:)`), by the callee as written.
    func function(_ callee: String) -> (FunctionDeclSyntax, SourceFile)? {
        let parts = callee.split(separator: ".").map(String.init)
        if parts.count == 1 {
            for t in chain { if let m = index.types[t]?.methods[parts[0]]?.last { return (m.0.node, m.1) } }
            return index.functions[parts[0]]?.first.map { ($0.0.node, $0.1) }
        }
        if let f = index.functions[callee]?.first { return (f.0.node, f.1) }
        // `Theme.shared.barTint()`, `AppTheme.current.color()`: the type and the method.
        if parts.count >= 3, let f = index.functions[parts[0] + "." + parts[parts.count - 1]]?.first {
            return (f.0.node, f.1)
        }
        return nil
    }

    /// The expression a value stands for once the code is followed, with the reader that knows its locals: a
    /// theme `switch` takes the configured case (else its first), an `if` its first branch, a call of one of the
    /// app's methods or functions (or a computed property's getter) what it returns. nil when there is nothing
    /// to follow or the depth limit is reached.
    func follow(_ expr: ExprSyntax) -> (ExprSyntax, ValueReader)? {
        guard let r = deeper() else { return nil }
        if let sw = expr.as(SwitchExprSyntax.self), let stmts = r.themeCase(sw) { return r.body(stmts) }
        if let i = expr.as(IfExprSyntax.self) { return r.body(i.body.statements) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let closure = call.calledExpression.as(ClosureExprSyntax.self) { return r.body(closure.statements) }
            let callee = Self.path(call.calledExpression)
            guard !callee.isEmpty, callee.first?.isLowercase == true || callee.contains(".") else { return nil }
            if let (fn, _) = function(callee), let body = fn.body {
                var inner = r
                // Arguments bound to the parameters' names (`color(for: .bar)` → `for`'s inner name).
                for (param, arg) in zip(fn.signature.parameterClause.parameters, call.arguments) {
                    inner.locals[(param.secondName ?? param.firstName).text] = arg.expression
                }
                return inner.body(body.statements)
            }
            return nil
        }
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) {
            let name = Self.path(expr)
            var r = r
            r.locals["self"] = nil
            if let p = property(name), case let .getter(stmts)? = p.1.accessorBlock?.accessors { return r.body(stmts) }
            // `Theme.current.barTint` / `ThemeManager.shared.tint`: a static or shared type's property getter.
            if let getter = index.getters[name] ?? lastTwo(name).flatMap({ index.getters[$0] }) {
                // `Shelf.archived.heading`: the value the getter is read on, for its `switch self`.
                if let base = expr.as(MemberAccessExprSyntax.self)?.base { r.locals["self"] = base }
                return r.body(getter.node)
            }
        }
        return nil
    }

    private func lastTwo(_ name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count >= 3 else { return nil }
        return parts[0] + "." + parts[parts.count - 1]
    }

    /// A `switch` with more cases than this is not a theme's: without a configured theme it is not read (its
    /// first case would be a guess: a 30,000-case enum read every title as its first).
    static let maxThemeCases = 64

    /// The statements of the theme's case of a `switch`: the configured theme's, else the first case (nil past
    /// `maxThemeCases`, or when the scan's reading budget cannot pay one unit per case).
    func themeCase(_ sw: SwitchExprSyntax) -> CodeBlockItemListSyntax? {
        // `switch self` in a getter read on a known case (`Shelf.archived.heading`): that case.
        if let value = locals["self"], Self.path(sw.subject) == "self",
            let c = SwiftUIReader.matchingCase(sw, value: value, budget: index.budget, at: place)
        {
            return c.statements
        }
        guard index.budget?.read(sw.cases.count + 1, at: place) != false else { return nil }
        let cases = sw.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        if let theme = options.theme {
            for c in cases {
                if let label = c.label.as(SwitchCaseLabelSyntax.self),
                    label.caseItems.contains(where: {
                        Self.path($0.pattern.trimmedDescription) == "." + theme
                            || $0.pattern.trimmedDescription.hasSuffix("." + theme)
                            || $0.pattern.trimmedDescription == theme
                    })
                {
                    return c.statements
                }
            }
        }
        return cases.count <= Self.maxThemeCases ? cases.first?.statements : nil
    }

    private static func path(_ s: String) -> String { s.filter { !$0.isWhitespace } }

    /// What a body returns: its locals read in order, the first `return` (a `switch` or `if` on the way taken as
    /// `follow` takes them), or its one expression.
    func body(_ stmts: CodeBlockItemListSyntax) -> (ExprSyntax, ValueReader)? {
        var r = self
        for s in stmts {
            if let v = s.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let e = b.initializer?.value
                    {
                        r.locals[id] = e
                    }
                }
            } else if let ret = s.item.as(ReturnStmtSyntax.self) {
                guard let e = ret.expression else { return nil }
                return (e, r)
            } else if let e = s.item.as(ExprSyntax.self) ?? s.item.as(ExpressionStmtSyntax.self)?.expression {
                if let sw = e.as(SwitchExprSyntax.self), let inner = r.themeCase(sw), let out = r.deeper()?.body(inner)
                {
                    return out
                }
                if let i = e.as(IfExprSyntax.self), let out = r.deeper()?.body(i.body.statements) { return out }
                if stmts.count == 1 { return (e, r) }
            }
        }
        return nil
    }
}
