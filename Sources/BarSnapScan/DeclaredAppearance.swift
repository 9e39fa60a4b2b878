import Basics
import SwiftSyntax

/// The declarative appearance of the glossary's "appearance navigation controller": a screen answers
/// `preferredAppearance(for:)` with an `Appearance` value — the navigation bar's background and tint (the title
/// takes the tint), the status bar style — and `prefersNavigationBarHidden(for:)`. The controller applies it to
/// `UINavigationBar` when the screen is shown, so the screen's own code is the source of truth for its bar.
struct DeclaredAppearance: Sendable, Equatable {
    var background: ColorValue?
    var tint: ColorValue?
    /// `appearance.statusBar`: `light` for `.lightContent`, `dark` for `.darkContent`, `default` for `.default`.
    var statusBar: String?

    /// `Appearance()`: the struct's own defaults (a red bar, white tint, the default status bar).
    static let defaults = DeclaredAppearance(
        background: .rgba(Color(red: 234 / 255, green: 46 / 255, blue: 73 / 255, alpha: 1)),
        tint: .rgba(Color(red: 1, green: 1, blue: 1, alpha: 1)), statusBar: "default")
}

extension AppScan {
    static let appearanceMethod = "preferredAppearance"
    static let barHiddenMethod = "prefersNavigationBarHidden"

    /// Reads `preferredAppearance(for:)` and `prefersNavigationBarHidden(for:)` of `name` (or a base class) into
    /// the screen: its appearance (over the global one), status bar and hidden bar; what it cannot read is a note.
    static func readDeclaredAppearance(_ screen: inout ScannedScreen, _ index: SwiftIndex) {
        let reader = ValueReader(index: index, typeName: screen.name)
        var chain: [String] = []
        var t: String? = screen.name
        while let n = t, chain.count < 16, !chain.contains(n) {
            chain.append(n)
            t = index.types[n]?.superclass
        }
        func method(_ name: String) -> (FunctionDeclSyntax, SourceFile)? {
            for n in chain { if let m = index.types[n]?.methods[name]?.last { return (m.0.node, m.1) } }
            return nil
        }
        if let (fn, file) = method(appearanceMethod), let expr = returned(fn) {
            let line = file.line(fn)
            switch declared(expr, reader) {
            case let .value(a)?:
                var scanned = screen.appearance ?? ScannedAppearance()
                if let b = a.background { scanned.background = b }
                if let c = a.tint {
                    scanned.tint = c
                    scanned.titleColor = c
                }
                screen.appearance = scanned
                screen.statusBar = a.statusBar
                screen.lines["appearance"] = line
            case let .unread(reason)?:
                screen.notes.append(
                    ScanNote(
                        file: file.display, line: line, screen: screen.name, field: "preferredAppearance",
                        reason: reason))
            case nil: break // `nil`: the screen keeps the current appearance
            }
        }
        if let (fn, file) = method(barHiddenMethod), let expr = returned(fn) {
            switch ValueReader.path(expr) {
            case "true": screen.barHidden = true
            case "false": break
            default:
                screen.notes.append(
                    ScanNote(
                        file: file.display, line: file.line(fn), screen: screen.name,
                        field: "prefersNavigationBarHidden",
                        reason: "computed at run time: `\(ValueReader.shown(expr))` (the bar is drawn)"))
            }
        }
    }

    /// The expression a method returns: `return X` as its only statement, or a single-expression body.
    static func returned(_ fn: FunctionDeclSyntax) -> ExprSyntax? {
        guard let items = fn.body?.statements, items.count == 1, let item = items.first?.item else { return nil }
        if let r = item.as(ReturnStmtSyntax.self) { return r.expression }
        return item.as(ExprSyntax.self)
    }

    enum Declared { case value(DeclaredAppearance), unread(String) }

    /// The `Appearance` an expression evaluates to; nil for `nil` (no change).
    static func declared(_ expr: ExprSyntax, _ reader: ValueReader) -> Declared? {
        let path = ValueReader.path(expr)
        if path == "nil" { return nil }
        guard let r = reader.deeper() else { return .unread("nested too deeply: `\(ValueReader.shown(expr))`") }
        // `isEditing ? appearance.inverse() : appearance`: the screen at rest is the last branch.
        if let seq = expr.as(SequenceExprSyntax.self), let branches = reader.ternary(seq), let last = branches.last {
            return declared(last, r)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = ValueReader.path(call.calledExpression)
            if callee == "Appearance" || callee == "Appearance.init" || callee == ".init" { return .value(.defaults) }
            // `{ var value = Appearance(); value.navigationBar.tintColor = .white; …; return value }()`
            if let closure = call.calledExpression.as(ClosureExprSyntax.self) { return built(closure.statements, r) }
            return .unread("computed at run time: `\(ValueReader.shown(expr))`")
        }
        // A property or constant: `appearance`, `.lightAppearance`, `Appearance.lightAppearance`.
        let name = path.hasPrefix(".") ? "Appearance" + path : path
        if let target = reader.lookup(name) ?? reader.lookup(path) { return declared(target, r) }
        if let typeName = reader.typeName, let p = reader.index.types[typeName]?.properties[path],
            p.1.initializer == nil
        {
            return .unread("set from outside the screen: `\(path)` has no value in its own code")
        }
        return .unread("computed at run time: `\(ValueReader.shown(expr))`")
    }

    /// Runs the statements that build an `Appearance` in a local variable and returns it.
    static func built(_ items: CodeBlockItemListSyntax, _ reader: ValueReader) -> Declared? {
        var value: DeclaredAppearance?
        var variable: String?
        for item in items {
            if let decl = item.item.as(VariableDeclSyntax.self), let binding = decl.bindings.first,
                let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let initial = binding.initializer?.value
            {
                guard case let .value(v)? = declared(initial, reader) else {
                    return .unread("built from `\(ValueReader.shown(initial))`")
                }
                (variable, value) = (id, v)
            } else if let expr = item.item.as(ExprSyntax.self), let (lhs, rhs) = Statements.assignment(expr),
                let variable, value != nil
            {
                let target = ValueReader.path(lhs)
                guard target.hasPrefix(variable + ".") else { continue }
                switch String(target.dropFirst(variable.count + 1)) {
                case "navigationBar.backgroundColor": value?.background = reader.color(rhs)
                case "navigationBar.tintColor": value?.tint = reader.color(rhs)
                case "statusBarStyle":
                    let s = ValueReader.path(rhs)
                    value?.statusBar =
                        s.hasSuffix("lightContent") ? "light" : s.hasSuffix("darkContent") ? "dark" : "default"
                default: continue // the toolbar's colours, `style`, `barTintColor` (under a background image)
                }
            } else if let ret = item.item.as(ReturnStmtSyntax.self) {
                if let e = ret.expression, ValueReader.path(e) == variable, let value { return .value(value) }
                return ret.expression.flatMap { declared($0, reader) }
            }
        }
        return value.map { .value($0) }
    }
}
