import Basics
import SwiftSyntax

/// The app's own `UIBarButtonItem` and `UIButton` subclasses: an item built as `CloseBarButtonItem()` (or a
/// `UIBarButtonItem(customView: CloseButton())`) is what the subclass's initialiser, and the setup methods it calls,
/// make of it — read with the same reader as any other item, its arguments bound to the initialiser's parameters.
extension ValueReader {
    /// Whether an app-defined class descends from `base` (through at most 16 of the app's classes).
    func descends(_ name: String, from base: String) -> Bool {
        var t: String? = name
        var steps = 0
        while let n = t, steps < 16 {
            if n == base { return true }
            t = index.types[n]?.superclass
            steps += 1
        }
        return false
    }

    /// The app class a call constructs (`CloseItem()`, `CloseItem.init(…)`), when it descends from `base`.
    func constructedSubclass(_ call: FunctionCallExprSyntax, of base: String) -> String? {
        var name = Self.path(call.calledExpression)
        if name.hasSuffix(".init") { name.removeLast(5) }
        guard name != base, let c = name.first, c.isUppercase, !name.contains("."), index.types[name] != nil,
            descends(name, from: base)
        else { return nil }
        return name
    }

    /// The reader inside a subclass's initialiser: its type, its parameters bound to the call's arguments.
    func entering(_ type: String, _ call: FunctionCallExprSyntax)
        -> (ValueReader, CodeBlockItemListSyntax?, SourceFile?)?
    {
        guard var inner = deeper() else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        var chosen: (InitializerDeclSyntax, SourceFile)?
        var t: String? = type
        var steps = 0
        // The initialiser whose labels match the call's, in the type or its app-defined base classes.
        while chosen == nil, let n = t, let info = index.types[n], steps < 16 {
            for (i, f) in info.initializers {
                let node = i.node
                if node.signature.parameterClause.parameters.map({ $0.firstName.text }) == labels, node.body != nil {
                    chosen = (node, f)
                    break
                }
            }
            t = info.superclass
            steps += 1
        }
        inner.typeName = type
        inner.locals = [:]
        inner.buttons = [:]
        guard let (decl, file) = chosen, let body = decl.body else { return (inner, nil, nil) }
        for (param, arg) in zip(decl.signature.parameterClause.parameters, call.arguments) {
            inner.locals[(param.secondName ?? param.firstName).text] = arg.expression
        }
        return (inner, body.statements, file)
    }

    /// `CloseBarButtonItem()`: the item its initialiser builds (`super.init(image:…)`, `customView = button`,
    /// `image = …`, `title = …`), nil when the call is not of an app `UIBarButtonItem` subclass.
    func subclassItem(_ call: FunctionCallExprSyntax, file: SourceFile) -> ScannedItem? {
        guard let type = constructedSubclass(call, of: "UIBarButtonItem") else { return nil }
        var item = ScannedItem(
            content: .unresolved("an item of the app's `\(type)` its initialiser does not configure"),
            line: file.line(call), file: file.display)
        guard let (reader, found, declared) = entering(type, call), let body = found else { return item }
        var inner = reader
        var content: ScannedItem.Content?
        inner.configureSubclass(body, file: declared ?? file, content: &content, item: &item, depth: 0)
        if let content { item.content = content }
        return item
    }

    /// Reads an initialiser's (or a setup method's) statements for what they make of the item.
    mutating func configureSubclass(_ stmts: CodeBlockItemListSyntax, file: SourceFile,
                                    content: inout ScannedItem.Content?, item: inout ScannedItem, depth: Int) {
        for s in stmts {
            guard spend() else { return }
            if let v = s.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let e = b.initializer?.value
                    {
                        locals[id] = e
                    }
                }
                continue
            }
            guard let e = s.item.as(ExprSyntax.self) else { continue }
            if let (lhs, rhs) = Statements.assignment(e) {
                var name = Self.path(lhs)
                if name.hasPrefix("self.") { name.removeFirst(5) }
                switch name {
                case "customView": content = customView(rhs, file: file)
                case "image": content = imageContent(rhs)
                case "title": if content == nil { content = .title(text(rhs), done: false) }
                case "isEnabled": item.enabled = Self.path(rhs) == "true"
                case "tintColor": item.tint = color(rhs)
                default: configureButton(assignment: name, rhs)
                }
                continue
            }
            guard let call = e.as(FunctionCallExprSyntax.self) else { continue }
            let callee = Self.path(call.calledExpression)
            if callee == "super.init" || callee == "self.init" {
                let built = barButton(call, file: file)
                if case .unresolved = built.content {} else { content = built.content }
                continue
            }
            // A setup method of the subclass (`setUp()`, `self.configure()`), one level at most.
            var method = callee
            if method.hasPrefix("self.") { method.removeFirst(5) }
            if depth < 2, !method.contains("."), let (fn, f) = function(method), let body = fn.body {
                configureSubclass(body.statements, file: f, content: &content, item: &item, depth: depth + 1)
                continue
            }
            configureButton(call)
        }
    }
}

extension ValueReader {
    /// `CloseButton()` as a custom view: the image (else the title) its initialiser, or a setup method it calls,
    /// sets on itself (`setImage(UIImage(named: "close"), for: .normal)`, `self.setTitle(…)`); nil when the call
    /// is not of an app `UIButton` subclass or sets neither.
    func buttonSubclassContent(_ call: FunctionCallExprSyntax) -> ScannedItem.Content? {
        guard let type = constructedSubclass(call, of: "UIButton"), let (reader, found, _) = entering(type, call),
            let body = found
        else { return nil }
        var inner = reader
        var image: ScannedItem.Content?
        var title: ScannedItem.Content?
        inner.selfButton(body, image: &image, title: &title, depth: 0)
        return image ?? title
    }

    private mutating func selfButton(_ stmts: CodeBlockItemListSyntax, image: inout ScannedItem.Content?,
                                     title: inout ScannedItem.Content?, depth: Int) {
        for s in stmts {
            guard spend() else { return }
            if let v = s.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let e = b.initializer?.value
                    {
                        locals[id] = e
                    }
                }
                continue
            }
            guard let call = s.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self) else { continue }
            var callee = Self.path(call.calledExpression)
            if callee.hasPrefix("self.") { callee.removeFirst(5) }
            guard !callee.contains("."), let first = call.arguments.first?.expression else {
                if !callee.contains("."), depth < 2, let (fn, _) = function(callee), let body = fn.body {
                    selfButton(body.statements, image: &image, title: &title, depth: depth + 1)
                }
                continue
            }
            switch callee {
            case "setImage", "setBackgroundImage":
                let c = imageContent(first)
                if case .unresolved = c {} else if image == nil { image = c }
            case "setTitle": if title == nil { title = .title(text(first), done: false) }
            default:
                if depth < 2, let (fn, _) = function(callee), let body = fn.body {
                    selfButton(body.statements, image: &image, title: &title, depth: depth + 1)
                }
            }
        }
    }
}
