import Basics
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
        if var hinted = index.hints?.item(for: expr) {
            hinted.line = file.line(expr)
            hinted.file = file.display
            return [hinted]
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { items($0.expression, file: file) }
        }
        // `showsFilter ? filterButton : nil`: the first branch that gives items (the bar with them).
        if let seq = expr.as(SequenceExprSyntax.self), let branches = ternary(seq), let r = deeper() {
            for b in branches where Self.path(b) != "nil" {
                let out = r.items(b, file: file)
                if !out.isEmpty { return out }
            }
            return []
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = Self.path(call.calledExpression)
            if callee == "UIBarButtonItem" || callee == ".init" || callee == "UIBarButtonItem.init" {
                var item = barButton(call, file: file)
                item.line = file.line(call)
                item.file = file.display
                return [item]
            }
            if callee.hasSuffix("flexibleSpace") || callee.hasSuffix("fixedSpace") { return [] }
            // `CloseBarButtonItem()`: the app's own item subclass, as its initialiser builds it.
            if var item = subclassItem(call, file: file) {
                item.line = file.line(call)
                item.file = file.display
                return [item]
            }
            // `{ … }()`: a closure that builds and returns the item.
            if let closure = call.calledExpression.as(ClosureExprSyntax.self), let r = deeper() {
                return r.closureItems(closure.statements, file: file)
            }
        }
        let p = Self.path(expr)
        if p == "nil" { return [] }
        if p == "editButtonItem" {
            return [ScannedItem(content: .system("edit"), line: file.line(expr), file: file.display)]
        }
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) {
            if let target = lookup(p), let r = deeper() { return r.items(target, file: file) }
            if let prop = property(p), let r = deeper() {
                // `var customItem: UIBarButtonItem?` that no code reaching this screen sets: no item.
                if !p.contains("."), Self.declaredNil(prop.1), setter(of: p, declared: prop.1, in: prop.2) == nil {
                    return []
                }
                // `lazy var item: UIBarButtonItem = { … }()` or a computed property's getter body.
                if let value = prop.1.initializer?.value { return r.items(value, file: prop.2) }
                if case let .getter(stmts)? = prop.1.accessorBlock?.accessors {
                    return r.closureItems(stmts, file: prop.2)
                }
            }
        }
        // `makeShareItem()`, `Theme.closeItem(target: self)`: what the app's method returns, built there.
        if let call = expr.as(FunctionCallExprSyntax.self), let (fn, f) = function(Self.path(call.calledExpression)),
           let body = fn.body, var inner = deeper() {
            for (param, arg) in zip(fn.signature.parameterClause.parameters, call.arguments) {
                inner.locals[(param.secondName ?? param.firstName).text] = arg.expression
            }
            let out = inner.closureItems(body.statements, file: f)
            if !out.isEmpty { return out }
        }
        if let (e, r) = follow(expr) { return r.items(e, file: file) }
        return [
            ScannedItem(
                content: .unresolved("computed at run time: `\(Self.shown(expr))`"), line: file.line(expr),
                file: file.display)
        ]
    }

    /// `let b = UIBarButtonItem(…); b.isEnabled = false; b.tintColor = …; return b`.
    func closureItems(_ statements: CodeBlockItemListSyntax, file: SourceFile) -> [ScannedItem] {
        var reader = self
        var changes: [String: (Bool?, ColorValue?)] = [:]
        for s in statements {
            if let v = s.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let e = b.initializer?.value
                    {
                        reader.locals[id] = e
                    }
                }
            } else if let e = s.item.as(ExprSyntax.self), let call = e.as(FunctionCallExprSyntax.self) {
                reader.configureButton(call)
            } else if let e = s.item.as(ExprSyntax.self), let (lhs, rhs) = Statements.assignment(e) {
                reader.configureButton(assignment: Self.path(lhs), rhs)
                let parts = Self.path(lhs).split(separator: ".").map(String.init)
                guard parts.count == 2 else { continue }
                if parts[1] == "isEnabled" { changes[parts[0], default: (nil, nil)].0 = Self.path(rhs) == "true" }
                if parts[1] == "tintColor" { changes[parts[0], default: (nil, nil)].1 = reader.color(rhs) }
            } else if let ret = s.item.as(ReturnStmtSyntax.self)?.expression
                ?? (statements.count == 1 ? s.item.as(ExprSyntax.self) : nil)
            {
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

    func barButton(_ call: FunctionCallExprSyntax, file: SourceFile) -> ScannedItem {
        let args = Array(call.arguments)
        func arg(_ label: String) -> ExprSyntax? { args.first(where: { $0.label?.text == label })?.expression }
        if var sys = arg("barButtonSystemItem") ?? arg("systemItem") {
            // `editing ? .cancel : .close`: the first branch, as for a title's first case.
            if let seq = sys.as(SequenceExprSyntax.self), let first = ternary(seq)?.first { sys = first }
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
        } else if let view = arg("customView") {
            item = ScannedItem(content: customView(view, file: file))
        } else {
            item = ScannedItem(
                content: .unresolved("an item without a title, image or system item: `\(Self.shown(call))`"))
        }
        if let tint = arg("tintColor") { item.tint = color(tint) }
        return item
    }

    /// `UIBarButtonItem(customView: button)`: a `UIButton` configured with `setImage(UIImage(named:), for:)` or
    /// `setTitle(_:for:)` (here or where the button is built: a local, a property, a closure) draws as that image
    /// or title; any other view is its own code's drawing.
    func customView(_ expr: ExprSyntax, file: SourceFile) -> ScannedItem.Content {
        let name = Self.path(expr)
        if let c = buttons[name] { return c }
        var target: ExprSyntax? = locals[name]
        if target == nil, let p = property(name) { target = p.1.initializer?.value }
        // `CloseButton()`: the app's own button subclass, as its initialiser sets it up.
        if let call = (target ?? expr).as(FunctionCallExprSyntax.self), let c = buttonSubclassContent(call) {
            return c
        }
        if let call = target?.as(FunctionCallExprSyntax.self),
            let closure = call.calledExpression.as(ClosureExprSyntax.self),
            let r = deeper()
        {
            var inner = r
            var returned = ""
            for s in closure.statements {
                if let v = s.item.as(VariableDeclSyntax.self) {
                    for b in v.bindings {
                        if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let e = b.initializer?.value
                        {
                            inner.locals[id] = e
                        }
                    }
                } else if let c = s.item.as(FunctionCallExprSyntax.self) {
                    inner.configureButton(c)
                } else if let e = s.item.as(ExprSyntax.self), let (lhs, rhs) = Statements.assignment(e) {
                    inner.configureButton(assignment: Self.path(lhs), rhs)
                } else if let ret = s.item.as(ReturnStmtSyntax.self)?.expression {
                    returned = Self.path(ret)
                }
            }
            if let c = inner.buttons[returned] { return c }
        }
        return .unresolved("a custom view: drawn by its own code (`\(Self.shown(expr))`)")
    }

    /// `button.setImage(UIImage(named: "x"), for: .normal)` / `button.setTitle("T", for: .normal)`: remembered for
    /// `UIBarButtonItem(customView: button)`.
    mutating func configureButton(_ call: FunctionCallExprSyntax) {
        let parts = Self.path(call.calledExpression).split(separator: ".").map(String.init)
        guard parts.count == 2, let first = call.arguments.first?.expression else { return }
        switch parts[1] {
        case "setImage", "setBackgroundImage":
            let c = imageContent(first)
            if case .unresolved = c { return }
            if case .title? = buttons[parts[0]] {} else if buttons[parts[0]] != nil { return }
            buttons[parts[0]] = c
        case "setTitle":
            // An image set on the button is what shows in the bar; a title alone is drawn as the item's title.
            if buttons[parts[0]] == nil { buttons[parts[0]] = .title(text(first), done: false) }
        default: break
        }
    }

    /// `button.configuration?.image = …` / `config.title = …` on a button local.
    mutating func configureButton(assignment lhs: String, _ rhs: ExprSyntax) {
        let parts = lhs.split(separator: ".").map(String.init)
        guard parts.count >= 2,
            buttons[parts[0]] != nil || locals[parts[0]].map({ Self.path($0).contains("UIButton") }) == true
        else {
            return
        }
        if parts.last == "image" {
            let c = imageContent(rhs)
            if case .unresolved = c { return }
            buttons[parts[0]] = c
        } else if parts.last == "title", buttons[parts[0]] == nil {
            buttons[parts[0]] = .title(text(rhs), done: false)
        }
    }

    /// `UIImage(systemName: "gear")` → an SF Symbol; `UIImage(named: "x")`, `#imageLiteral(resourceName:)`,
    /// `UIImage(resource: .x)` → an asset.
    func imageContent(_ expr: ExprSyntax) -> ScannedItem.Content {
        if let hinted = index.hints?.item(for: expr) { return hinted.content }
        var e = expr
        // `UIImage(systemName: …)?.withRenderingMode(…)`, `UIImage(named:)!`
        while true {
            if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
                continue
            }
            if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
                continue
            }
            if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                m.declName.baseName.text.hasPrefix("with"), let base = m.base
            {
                e = base
                continue
            }
            break
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            let args = Array(call.arguments)
            if let first = args.first, let lit = first.expression.as(StringLiteralExprSyntax.self),
                case let .literal(name) = literal(lit)
            {
                switch first.label?.text {
                // `UIImage(systemName:)`, and the convenience initialisers apps wrap it in (`RSImage(symbol:)`).
                case "systemName", "systemSymbolName", "symbol", "symbolName", "sfSymbol": return .sfSymbol(name)
                case "named": return .asset(name)
                default: break
                }
            }
            if let n = SafeSymbols.symbol(in: call) { return .sfSymbol(n) }
            if let first = args.first, first.label?.text == "resource" {
                if let n = generatedImage(e) { return .asset(n) }
                let name = Self.path(first.expression).split(separator: ".").last.map(String.init) ?? ""
                return .asset(name)
            }
        }
        if let macro = e.as(MacroExpansionExprSyntax.self), macro.macroName.text == "imageLiteral",
            let lit = macro.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            case let .literal(name) = literal(lit)
        {
            return .asset(name)
        }
        // `isPro ? UIImage(named: "a") : UIImage(named: "b")`: the first branch that names an image (as for items).
        if let seq = e.as(SequenceExprSyntax.self), let branches = ternary(seq), let r = deeper() {
            for b in branches {
                let c = r.imageContent(b)
                if case .unresolved = c { continue }
                return c
            }
        }
        let p = Self.path(e)
        if e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self), let target = lookup(p),
            let r = deeper()
        {
            return r.imageContent(target)
        }
        // SwiftGen's `Asset.Icons.gear.image` → `ImageAsset(name: "Icons/gear")`.
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "image", let base = m.base,
            let target = lookup(Self.path(base)), let call = target.as(FunctionCallExprSyntax.self),
            Self.path(call.calledExpression).hasSuffix("ImageAsset"),
            let lit = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            case let .literal(name) = literal(lit)
        {
            return .asset(name)
        }
        if let n = generatedImage(e) { return .asset(n) }
        return .unresolved("an image computed at run time: `\(Self.shown(expr))`")
    }
}
