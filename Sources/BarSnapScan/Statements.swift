import BarSnapCore
import SwiftSyntax

/// Walks the code that configures a screen (or the app's global appearance) statement by statement: local
/// constants, assignments to the navigation item and bar, appearance objects, methods it calls. An assignment
/// inside an `if`, `switch` or `guard` adds a branch; one outside replaces what came before.
struct Statements {
    var reader: ValueReader
    var screen: ScannedScreen
    /// `UINavigationBarAppearance()` locals.
    var appearances: [String: ScannedAppearance] = [:]
    /// `let search = UISearchController(…)` / `UISearchBar()` locals, with their placeholder when set.
    var searches: [String: TextValue?] = [:]
    /// Local or property items changed after construction (`item.isEnabled = false`).
    var itemChanges: [String: (enabled: Bool?, tint: ColorValue?)] = [:]
    var global = ScannedAppearance()
    var globalSet = false
    var visited: Set<String> = []
    var calls = 0
    static let maxCalls = 64

    init(reader: ValueReader, screen: ScannedScreen) { self.reader = reader; self.screen = screen }

    /// `a = b` in an unfolded sequence → (a, b).
    static func assignment(_ expr: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        guard let seq = expr.as(SequenceExprSyntax.self) else { return nil }
        let el = Array(seq.elements)
        guard el.count >= 3, el[1].is(AssignmentExprSyntax.self) else { return nil }
        let rhs: ExprSyntax = el.count == 3 ? el[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(el[2...]))))
        return (el[0], rhs)
    }

    mutating func walk(_ items: CodeBlockItemListSyntax, file: SourceFile, conditional: Bool) {
        for item in items {
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let e = b.initializer?.value else { continue }
                    reader.locals[id] = e
                    let callee = (e.as(FunctionCallExprSyntax.self)).map { ValueReader.path($0.calledExpression) } ?? ""
                    if callee == "UINavigationBarAppearance" { appearances[id] = ScannedAppearance() }
                    if callee == "UISearchController" || callee == "UISearchBar" { searches[id] = .some(nil) }
                }
            } else if let e = item.item.as(ExprSyntax.self) {
                expression(e, file: file, conditional: conditional)
            } else if let g = item.item.as(GuardStmtSyntax.self) {
                walk(g.body.statements, file: file, conditional: true)
            } else if let stmt = item.item.as(ExpressionStmtSyntax.self) {
                expression(stmt.expression, file: file, conditional: conditional)
            }
        }
    }

    mutating func expression(_ e: ExprSyntax, file: SourceFile, conditional: Bool) {
        if let ifExpr = e.as(IfExprSyntax.self) {
            walk(ifExpr.body.statements, file: file, conditional: true)
            var next = ifExpr.elseBody
            while let body = next {
                switch body {
                case let .codeBlock(block): walk(block.statements, file: file, conditional: true); next = nil
                case let .ifExpr(inner): walk(inner.body.statements, file: file, conditional: true); next = inner.elseBody
                }
            }
            return
        }
        if let sw = e.as(SwitchExprSyntax.self) {
            for c in sw.cases { if let sc = c.as(SwitchCaseSyntax.self) { walk(sc.statements, file: file, conditional: true) } }
            return
        }
        if let (lhs, rhs) = Self.assignment(e) {
            assign(ValueReader.path(lhs), rhs, file: file, line: file.line(e), conditional: conditional)
            return
        }
        if let call = e.as(FunctionCallExprSyntax.self) { self.call(call, file: file, conditional: conditional) }
    }

    mutating func call(_ call: FunctionCallExprSyntax, file: SourceFile, conditional: Bool) {
        let callee = ValueReader.path(call.calledExpression)
        let args = Array(call.arguments)
        let first = args.first?.expression
        switch callee {
        case "navigationItem.setRightBarButton", "navigationItem.setRightBarButtonItems":
            if let first { assign("navigationItem.rightBarButtonItems", first, file: file, line: file.line(call), conditional: conditional) }
        case "navigationItem.setLeftBarButton", "navigationItem.setLeftBarButtonItems":
            if let first { assign("navigationItem.leftBarButtonItems", first, file: file, line: file.line(call), conditional: conditional) }
        case "navigationItem.setHidesBackButton":
            if let first { assign("navigationItem.hidesBackButton", first, file: file, line: file.line(call), conditional: conditional) }
        default:
            let parts = callee.split(separator: ".").map(String.init)
            if parts.count == 2, appearances[parts[0]] != nil {
                if parts[1] == "configureWithTransparentBackground" { appearances[parts[0]]?.transparent = true }
                return
            }
            // A method of the screen (or its base classes) called from its configuration: read it too.
            let name = parts.count == 1 ? parts[0] : (parts.count == 2 && parts[0] == "self" ? parts[1] : "")
            guard !name.isEmpty, calls < Self.maxCalls, !visited.contains(name) else { return }
            for t in chain() {
                guard let methods = reader.index.types[t]?.methods[name] else { continue }
                visited.insert(name)
                calls += 1
                for (m, f) in methods { if let body = m.body { walk(body.statements, file: f, conditional: conditional) } }
                return
            }
        }
    }

    /// The screen's type and its app-defined base classes, nearest first.
    func chain() -> [String] {
        var out: [String] = []
        var t: String? = reader.typeName
        while let name = t, let info = reader.index.types[name], !out.contains(name), out.count < 16 {
            out.append(name)
            t = info.superclass
        }
        return out
    }

    static func set<T>(_ list: inout [T], _ values: [T], conditional: Bool) {
        if conditional { list += values } else { list = values }
    }

    mutating func note(_ field: String, _ reason: String, file: SourceFile, line: Int) {
        screen.notes.append(ScanNote(file: file.display, line: line, screen: screen.name, field: field, reason: reason))
    }
}
