import BarSnapCore
import SwiftSyntax

extension ValueReader {
    /// UIKit system items BarSnap draws (`UIBarButtonItem.SystemItem` → its `system` key).
    static let systemItems: [String: String] = [
        "done": "done", "cancel": "cancel", "edit": "edit", "save": "save", "close": "close", "add": "add",
        "action": "action", "search": "search", "compose": "compose", "trash": "trash", "refresh": "refresh",
        "bookmarks": "bookmarks", "reply": "reply",
    ]

    /// The items an expression gives: a `UIBarButtonItem(…)`, `editButtonItem`, an array, a property or local
    /// holding one (a `lazy var` closure included, with what it sets on the item).
    func items(_ expr: ExprSyntax, file: SourceFile) -> [ScannedItem] {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.flatMap { items($0.expression, file: file) } }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = Self.path(call.calledExpression)
            if callee == "UIBarButtonItem" || callee == ".init" || callee == "UIBarButtonItem.init" {
                var item = barButton(call)
                item.line = file.line(call)
                return [item]
            }
            if callee.hasSuffix("flexibleSpace") || callee.hasSuffix("fixedSpace") { return [] }
            // `{ … }()`: a closure that builds and returns the item.
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), let r = deeper() {
                return r.closureItems(closure.statements, file: file)
            }
        }
        let p = Self.path(expr)
        if p == "nil" { return [] }
        if p == "editButtonItem" { return [ScannedItem(content: .system("edit"), line: file.line(expr))] }
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) {
            if let target = lookup(p), let r = deeper() { return r.items(target, file: file) }
            if let typeName, let prop = index.types[typeName]?.properties[p], let r = deeper() {
                // `lazy var item: UIBarButtonItem = { … }()` or a computed property's getter body.
                if let value = prop.1.initializer?.value { return r.items(value, file: prop.2) }
                if case let .getter(stmts)? = prop.1.accessorBlock?.accessors { return r.closureItems(stmts, file: prop.2) }
            }
        }
        return [ScannedItem(content: .unresolved("computed at run time: `\(Self.shown(expr))`"), line: file.line(expr))]
    }

    /// `let b = UIBarButtonItem(…); b.isEnabled = false; b.tintColor = …; return b`.
    func closureItems(_ statements: CodeBlockItemListSyntax, file: SourceFile) -> [ScannedItem] {
        var reader = self
        var changes: [String: (Bool?, ColorValue?)] = [:]
        for s in statements {
            if let v = s.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let e = b.initializer?.value { reader.locals[id] = e }
                }
            } else if let e = s.item.as(ExprSyntax.self), let (lhs, rhs) = Statements.assignment(e) {
                let parts = Self.path(lhs).split(separator: ".").map(String.init)
                guard parts.count == 2 else { continue }
                if parts[1] == "isEnabled" { changes[parts[0], default: (nil, nil)].0 = Self.path(rhs) == "true" }
                if parts[1] == "tintColor" { changes[parts[0], default: (nil, nil)].1 = reader.color(rhs) }
            } else if let ret = s.item.as(ReturnStmtSyntax.self)?.expression ?? (statements.count == 1 ? s.item.as(ExprSyntax.self) : nil) {
                var out = reader.items(ret, file: file)
                if let (enabled, tint) = changes[Self.path(ret)] {
                    for i in out.indices {
                        if let enabled { out[i].enabled = enabled }
                        if let tint { out[i].tint = tint }
                    }
                }
                return out
            }
        }
        return []
    }

    func barButton(_ call: FunctionCallExprSyntax) -> ScannedItem {
        let args = Array(call.arguments)
        func arg(_ label: String) -> ExprSyntax? { args.first(where: { $0.label?.text == label })?.expression }
        if let sys = arg("barButtonSystemItem") ?? arg("systemItem") {
            let name = Self.path(sys).split(separator: ".").last.map(String.init) ?? ""
            if let known = Self.systemItems[name] { return ScannedItem(content: .system(known)) }
            if name == "flexibleSpace" || name == "fixedSpace" { return ScannedItem(content: .unresolved("space")) }
            return ScannedItem(content: .unresolved("system item .\(name) has no drawing in BarSnap"))
        }
        var item: ScannedItem
        if let image = arg("image") {
            item = ScannedItem(content: imageContent(image))
        } else if let title = arg("title") {
            let done = arg("style").map { Self.path($0).hasSuffix("done") } ?? false
            item = ScannedItem(content: .title(text(title), done: done))
        } else if arg("customView") != nil {
            item = ScannedItem(content: .unresolved("a custom view: drawn by its own code"))
        } else {
            item = ScannedItem(content: .unresolved("an item without a title, image or system item: `\(Self.shown(call))`"))
        }
        if let tint = arg("tintColor") { item.tint = color(tint) }
        return item
    }

    /// `UIImage(systemName: "gear")` → an SF Symbol; `UIImage(named: "x")`, `#imageLiteral(resourceName:)`,
    /// `UIImage(resource: .x)` → an asset.
    func imageContent(_ expr: ExprSyntax) -> ScannedItem.Content {
        var e = expr
        // `UIImage(systemName: …)?.withRenderingMode(…)`, `UIImage(named:)!`
        while true {
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
               m.declName.baseName.text.hasPrefix("with"), let base = m.base { e = base; continue }
            break
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            let args = Array(call.arguments)
            if let first = args.first, let lit = first.expression.as(StringLiteralExprSyntax.self), case let .literal(name) = literal(lit) {
                switch first.label?.text {
                case "systemName": return .sfSymbol(name)
                case "named": return .asset(name)
                default: break
                }
            }
            if let first = args.first, first.label?.text == "resource" {
                let name = Self.path(first.expression).split(separator: ".").last.map(String.init) ?? ""
                return .asset(name)
            }
        }
        if let macro = e.as(MacroExpansionExprSyntax.self), macro.macroName.text == "imageLiteral",
           let lit = macro.arguments.first?.expression.as(StringLiteralExprSyntax.self), case let .literal(name) = literal(lit) {
            return .asset(name)
        }
        let p = Self.path(e)
        if e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self), let target = lookup(p), let r = deeper() {
            return r.imageContent(target)
        }
        // SwiftGen's `Asset.Icons.gear.image` → `ImageAsset(name: "Icons/gear")`.
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "image", let base = m.base,
           let target = lookup(Self.path(base)), let call = target.as(FunctionCallExprSyntax.self),
           Self.path(call.calledExpression).hasSuffix("ImageAsset"),
           let lit = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), case let .literal(name) = literal(lit) {
            return .asset(name)
        }
        return .unresolved("an image computed at run time: `\(Self.shown(expr))`")
    }
}
