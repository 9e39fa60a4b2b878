import Basics
import SwiftSyntax

/// A SwiftUI view as a bar item: what the code declares (a text button stays text, a symbol a symbol).
struct SwiftUIItems {
    let reader: SwiftUIReader
    let owner: String
    var locals: [String: ExprSyntax] = [:]

    /// A text; a `ForEach` element's name stands for the element.
    func text(_ e: ExprSyntax) -> TextValue {
        if let d = e.as(DeclReferenceExprSyntax.self), let v = locals[d.baseName.text] {
            return reader.title(v, owner: owner)
        }
        return reader.title(e, owner: owner)
    }

    func item(_ e: ExprSyntax, file: SourceFile) -> ScannedItem? {
        if let hinted = reader.index.hints?.item(for: e) { return hinted }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = ValueReader.path(call.calledExpression)
        let args = Array(call.arguments)
        func labelled(_ l: String) -> ExprSyntax? { args.first(where: { $0.label?.text == l })?.expression }
        var role: String?
        if let r = labelled("role") { role = ValueReader.path(r).split(separator: ".").last.map(String.init) }
        switch callee {
        case "Button", "Menu", "NavigationLink", "Link":
            var item: ScannedItem?
            if let s = labelled("systemImage") ?? labelled("icon"), let name = literal(s) {
                item = ScannedItem(content: .sfSymbol(name))
            } else if let s = labelled("image"), let name = literal(s) { item = ScannedItem(content: .asset(name)) }
            else if let name = SafeSymbols.symbol(in: call) { item = ScannedItem(content: .sfSymbol(name)) }
            else if let first = args.first, first.label == nil, callee != "NavigationLink" || args.count == 1 {
                item = ScannedItem(content: .title(text(first.expression), done: false))
            } else if let label = labelClosure(call) {
                item = view(label, file: file)
            }
            if item == nil, let role {
                // A label-less `Button(role:)`: iOS 26's system items (`.close` a cross, `.confirm` a checkmark).
                switch role {
                case "close": item = ScannedItem(content: .system("close"))
                case "confirm": item = ScannedItem(content: .system("done"))
                case "cancel": item = ScannedItem(content: .system("cancel"))
                default: break
                }
            }
            item?.role = role
            return item
                ?? ScannedItem(
                    content: .unresolved("a \(callee) whose label BarSnap does not read: `\(ValueReader.shown(call))`"))
        case "EditButton": return ScannedItem(content: .system("edit"))
        case "ShareLink":
            if let label = labelClosure(call), let i = view(label, file: file) { return i }
            return ScannedItem(content: .sfSymbol("square.and.arrow.up"))
        case "Label", "Image", "Text": return view(e, file: file)
        case "Toggle", "Picker":
            if let s = labelled("systemImage"), let name = literal(s) { return ScannedItem(content: .sfSymbol(name)) }
            // A menu-style picker or a toggle shows its label (`label: { Label("Sort", systemImage: "…") }`).
            if let label = labelClosure(call), let i = view(label, file: file) { return i }
            return ScannedItem(content: .unresolved("a \(callee) in the toolbar: drawn as a placeholder"))
        default: return nil
        }
    }

    /// A `Label`'s icon and title, in that order (`Label("T", systemImage:)`, `Label { Text } icon: { Image }`), for
    /// the principal placement, where SwiftUI shows both; nil when either is not read.
    func labelParts(_ e: ExprSyntax, file: SourceFile) -> [ScannedItem]? {
        guard let call = e.as(FunctionCallExprSyntax.self), ValueReader.path(call.calledExpression) == "Label",
            let icon = view(e, file: file)
        else { return nil }
        if case .title = icon.content { return nil }
        var title: ScannedItem?
        if let first = call.arguments.first, first.label == nil {
            title = ScannedItem(content: .title(text(first.expression), done: false))
        } else if let c = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "title" })?
            .expression.as(ClosureExprSyntax.self)
        {
            title = view(c, file: file)
        }
        guard let title, case .title = title.content else { return nil }
        return [icon, title]
    }

    func literal(_ e: ExprSyntax) -> String? {
        if let lit = e.as(StringLiteralExprSyntax.self) {
            guard case let .literal(s) = reader.reader(owner).literal(lit) else { return nil }
            return s
        }
        // A builder's `let name = if #available(iOS 26, *) { "a" } else { "b" }` or `= "a"`.
        if let d = e.as(DeclReferenceExprSyntax.self), let v = locals[d.baseName.text] {
            if let i = v.as(IfExprSyntax.self) {
                let pick = Condition.evaluate(i.conditions.trimmedDescription).0 ? i.body
                    : i.elseBody.flatMap { if case let .codeBlock(b) = $0 { b } else { nil } }
                if let last = pick?.statements.last, case let .expr(x) = last.item { return literal(x) }
                return nil
            }
            return literal(v)
        }
        return reader.symbolName(e)
    }

    /// `Button { … } label: { … }`, `Button(action: f) { label }`, `Menu { … } label: { … }`.
    func labelClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let l = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return l.closure }
        if let l = call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self) {
            return l
        }
        if call.arguments.contains(where: { $0.label?.text == "action" }), let c = call.trailingClosure { return c }
        return nil
    }

    /// A label's view: `Label("T", systemImage:)` → the symbol (a toolbar shows a label's icon), `Image(systemName:)`,
    /// `Text`, the first of an `HStack`'s, an `if`'s branch at rest.
    func view(_ closure: ClosureExprSyntax, file: SourceFile) -> ScannedItem? {
        for stmt in closure.statements {
            var e: ExprSyntax?
            // `#if os(macOS) Text(…) #else Label(…) #endif`: the iOS clause.
            if case let .decl(d) = stmt.item, let ic = d.as(IfConfigDeclSyntax.self),
                case let .statements(inner)? = Condition.iosClause(ic)?.elements,
                let r = view(ClosureExprSyntax(statements: inner), file: file)
            {
                return r
            }
            if case let .expr(x) = stmt.item { e = x }
            if case let .stmt(s) = stmt.item { e = s.as(ExpressionStmtSyntax.self)?.expression }
            if let i = e?.as(IfExprSyntax.self) {
                let (v, _) = Condition.evaluate(i.conditions.trimmedDescription)
                let block = v ? i.body : (i.elseBody.flatMap { if case let .codeBlock(b) = $0 { b } else { nil } })
                if let block, let r = view(ClosureExprSyntax(statements: block.statements), file: file) { return r }
                continue
            }
            if let e, let r = view(e, file: file) { return r }
        }
        return nil
    }

    func view(_ e: ExprSyntax, file: SourceFile) -> ScannedItem? {
        // An image constant written as a view (`Images.System.plus`): its `Image(…)`.
        if let c = reader.constantView(ToolbarContentReader.stripCalls(e)) { return view(ExprSyntax(c), file: file) }
        let base = ToolbarContentReader.strip(e).0
        guard let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = ValueReader.path(call.calledExpression)
        let args = Array(call.arguments)
        switch callee {
        case "Label":
            if let s = args.first(where: { ["systemImage", "icon"].contains($0.label?.text) })?.expression,
                let n = literal(s)
            {
                return ScannedItem(content: .sfSymbol(n))
            }
            if let s = args.first(where: { $0.label?.text == "image" })?.expression, let n = literal(s) {
                return ScannedItem(content: .asset(n))
            }
            if let n = SafeSymbols.symbol(in: call) { return ScannedItem(content: .sfSymbol(n)) }
            if let icon = call.additionalTrailingClosures.first(where: { $0.label.text == "icon" })?.closure,
                let i = view(icon, file: file)
            {
                return i
            }
            if let first = args.first, first.label == nil {
                return ScannedItem(content: .title(text(first.expression), done: false))
            }
            return nil
        case "Image":
            if let s = args.first(where: { ["systemName", "icon"].contains($0.label?.text) })?.expression {
                if let n = literal(s) { return ScannedItem(content: .sfSymbol(n)) }
                // A hint for the name as written: an item, or the symbol's name.
                if let hinted = reader.index.hints?.item(for: s) { return hinted }
                if let n = reader.index.hints?.value(for: s) { return ScannedItem(content: .sfSymbol(n)) }
                // `cond ? "star.fill" : "star"`: the branch at rest, as for an `if` (a transient state is false).
                if let seq = s.as(SequenceExprSyntax.self), let branches = reader.reader(owner).ternary(seq),
                    let cond = Condition.ternaryCondition(seq),
                    let n = literal(Condition.atRest(cond) ? branches[0] : branches[1])
                {
                    return ScannedItem(content: .sfSymbol(n))
                }
                return ScannedItem(content: .unresolved("computed at run time: `\(ValueReader.shown(s))`"))
            }
            if let first = args.first, first.label == nil, let n = literal(first.expression) {
                return ScannedItem(content: .asset(n))
            }
            if let n = SafeSymbols.symbol(in: call) { return ScannedItem(content: .sfSymbol(n)) }
            if let n = reader.reader(owner).generatedImage(base) { return ScannedItem(content: .asset(n)) }
            return nil
        case "Text":
            guard let first = args.first else { return nil }
            var t = text(first.expression)
            if first.label?.text == "verbatim", let lit = first.expression.as(StringLiteralExprSyntax.self) {
                t = reader.reader(owner).literal(lit)
            }
            // `.bold()` / `.fontWeight(.semibold)` on the text: the done style.
            let bold =
                e.trimmedDescription.contains(".bold()") || e.trimmedDescription.contains("fontWeight(.semibold)")
            return ScannedItem(content: .title(t, done: bold))
        case "HStack", "VStack", "ZStack", "Group":
            if let c = call.trailingClosure { return view(c, file: file) }
            return nil
        default:
            // A member of the view (`label(value:)`): its first view.
            let name = ValueReader.path(call.calledExpression)
            if let (d, _) = reader.ui.types[owner]?.members[name]?.first, let stmts = ToolbarContentReader.body(d.node)
            {
                return view(ClosureExprSyntax(statements: stmts), file: file)
            }
            // An app view used as a label: its body's first view.
            if let name = reader.constructedView(base, in: owner), let t = reader.ui.types[name], t.kind == .view,
               let (d, _) = t.members["body"]?.first, let stmts = ToolbarContentReader.body(d.node) {
                return view(ClosureExprSyntax(statements: stmts), file: file)
            }
            return nil
        }
    }
}
