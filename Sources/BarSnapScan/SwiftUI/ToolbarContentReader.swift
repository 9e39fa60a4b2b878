import Basics
import BarModel
import SwiftSyntax

/// Reads `.toolbar { … }` content: `ToolbarItem(placement:)`, `ToolbarItemGroup`, bare views, `ToolbarSpacer`,
/// `@ToolbarContentBuilder` members, the app's `ToolbarContent` types and the views inside them.
struct ToolbarContentReader {
    /// The reader, with the values the current call site passes (`placement: .primaryAction`, `type: .done`).
    var reader: SwiftUIReader
    /// The view whose members names refer to (changes inside an app component).
    var owner: String
    var depth: Int
    var items: [ScannedItem] = []
    var notes: [ScanNote] = []
    /// Closures passed in by the call site (`content`), and the builder's own `let`s.
    var bindings: [String: ClosureExprSyntax] = [:]
    var locals: [String: ExprSyntax] = [:]
    /// The branch taken at the first undecided `if` or `switch` (0: its first); the others take their first.
    var choice = 0
    /// Undecided `if`s and `switch`es met so far, and the branches of the first (a case per branch).
    var branchPoints = 0
    var branchCount = 1
    /// The most elements a `ForEach` over a literal array gives.
    static let maxForEach = 8

    init(reader: SwiftUIReader, owner: String, depth: Int) {
        self.reader = reader
        self.owner = owner
        self.depth = depth
    }

    var ui: SwiftUIIndex { reader.ui }

    mutating func note(_ file: SourceFile, _ node: some SyntaxProtocol, _ field: String, _ reason: String) {
        notes.append(ScanNote(file: file.display, line: file.line(node), screen: owner, field: field, reason: reason))
    }

    /// A builder's statements: each expression, `if` (its branch at rest), `#if` (the iOS clause), `switch`/`ForEach`
    /// (the first case or element, noted).
    mutating func read(_ stmts: CodeBlockItemListSyntax, placement: String, file: SourceFile, view: Bool = false) {
        for stmt in stmts {
            switch stmt.item {
            case let .expr(e): expr(e, placement: placement, file: file, view: view)
            case let .stmt(s):
                if let es = s.as(ExpressionStmtSyntax.self) {
                    expr(es.expression, placement: placement, file: file, view: view)
                }
            case let .decl(d):
                if let ic = d.as(IfConfigDeclSyntax.self) { ifConfig(ic, placement: placement, file: file, view: view) }
                if let v = d.as(VariableDeclSyntax.self) {
                    for b in v.bindings {
                        if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let e = b.initializer?.value
                        {
                            locals[id] = e
                        }
                    }
                }
            }
        }
    }

    mutating func ifConfig(_ ic: IfConfigDeclSyntax, placement: String, file: SourceFile, view: Bool) {
        guard let clause = ic.clauses.first(where: { Condition.ios($0.condition) }) else { return }
        if case let .statements(s)? = clause.elements { read(s, placement: placement, file: file, view: view) }
    }

    mutating func expr(_ e: ExprSyntax, placement: String, file: SourceFile, view: Bool) {
        if let i = e.as(IfExprSyntax.self) {
            ifExpr(i, placement: placement, file: file, view: view)
            return
        }
        if let s = e.as(SwitchExprSyntax.self) {
            // Over a value the call site passed (`switch type` with `type: .done`): that case.
            if s.subject.is(DeclReferenceExprSyntax.self), let v = reader.values[ValueReader.path(s.subject)],
                let c = SwiftUIReader.matchingCase(s, value: v, budget: reader.index.budget,
                                                   at: "\(file.display):\(file.line(s))")
            {
                read(c.statements, placement: placement, file: file, view: view)
                return
            }
            let cases = s.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard !cases.isEmpty else { return }
            branchPoints += 1
            if branchPoints == 1 {
                branchCount = min(cases.count, ScanBudget.maxBranches)
                if choice == 0 {
                    note(file, s, "toolbar", "a switch: a case per branch (\(branchCount) of \(cases.count))")
                }
            } else if choice == 0 { note(file, s, "toolbar", "a switch: its first case is drawn") }
            let take = branchPoints == 1 ? min(choice, cases.count - 1) : 0
            read(cases[take].statements, placement: placement, file: file, view: view)
            return
        }
        if view { readView(e, placement: placement, file: file) } else { readExpr(e, placement: placement, file: file) }
    }

    mutating func ifExpr(_ i: IfExprSyntax, placement: String, file: SourceFile, view: Bool) {
        let text = i.conditions.map(\.trimmedDescription).joined(separator: "&&")
        var (value, known) = Condition.evaluate(text)
        // `if let identifier` over a parameter the call left at its default `nil` (or gave a value).
        if i.conditions.count == 1, let b = i.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            b.initializer == nil, let v = reader.values[b.pattern.trimmedDescription]
        {
            (value, known) = (ValueReader.path(v) != "nil", true)
        }
        if !known {
            // Undecided: the first such point gives a case per branch (`View`, `View-2`), the others their first.
            branchPoints += 1
            let shown = ValueReader.shown(i.conditions)
            if branchPoints == 1 {
                branchCount = 2
                value = choice == 0
                if choice == 0 { note(file, i, "toolbar", "items under `if \(shown)`: a case per branch") }
            } else if choice == 0 { note(file, i, "toolbar", "items under `if \(shown)`: drawn (its first branch)") }
        }
        if value {
            read(i.body.statements, placement: placement, file: file, view: view)
        } else if let e = i.elseBody {
            switch e {
            case let .ifExpr(next): ifExpr(next, placement: placement, file: file, view: view)
            case let .codeBlock(b): read(b.statements, placement: placement, file: file, view: view)
            }
        }
    }

    /// Toolbar content: an item, a group, a spacer, a member or type holding content, or a bare view.
    mutating func readExpr(_ e: ExprSyntax, placement: String, file: SourceFile) {
        if let c = bound(e) {
            read(c.statements, placement: placement, file: file)
            return
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else {
            if let m = member(e) {
                follow(m, placement: placement, view: false)
                return
            }
            readView(e, placement: placement, file: file)
            return
        }
        let callee = ValueReader.path(call.calledExpression)
        var p = placement
        if let written = call.arguments.first(where: { $0.label?.text == "placement" })?.expression {
            // A placement passed in (`ToolbarItem(placement: placement)`): the caller's value.
            var arg = reader.bound(written)
            // A computed property of the view (`var optionsPlacement: ToolbarItemPlacement { … }`): its value.
            if arg.is(DeclReferenceExprSyntax.self), let v = computed(ValueReader.path(arg)) { arg = v }
            p = ValueReader.path(arg).split(separator: ".").last.map(String.init) ?? "automatic"
            // A placement the code computes or passes in (`placement: placement`): SwiftUI's default, noted, so
            // the spec stays valid.
            if ToolbarPlacement(rawValue: p) == nil, !SwiftUIFrontEnd.elsewhere.contains(p) {
                let shown = ValueReader.shown(written)
                note(file, written, "toolbar", "placement computed at run time (`\(shown)`): drawn as automatic")
                p = "automatic"
            }
        }
        switch callee {
        case "ToolbarItem", "ToolbarItemGroup":
            if let closure = call.trailingClosure { read(closure.statements, placement: p, file: file, view: true) }
            else if let c = call.arguments.first(where: { $0.label?.text == "content" })?.expression {
                if let closure = c.as(ClosureExprSyntax.self) ?? bound(c) {
                    read(closure.statements, placement: p, file: file, view: true)
                } else if let m = member(c) { follow(m, placement: p, view: true) }
            }
        case "ToolbarSpacer": return
        case "ToolbarTitleMenu":
            note(file, call, "toolbar", "a title menu: not drawn")
        case "Group":
            if let closure = call.trailingClosure { read(closure.statements, placement: placement, file: file) }
        case "ForEach":
            let literal = call.arguments.first?.expression.as(ArrayExprSyntax.self)
            if let closure = call.trailingClosure, let array = literal {
                forEach(array, closure, placement: placement, file: file, view: false)
            } else if let closure = call.trailingClosure {
                note(file, call, "toolbar", "items from ForEach: its first element is drawn")
                var one = self
                one.items = []
                one.read(closure.statements, placement: placement, file: file)
                items += one.items.prefix(1)
                notes = one.notes
                (branchPoints, branchCount) = (one.branchPoints, one.branchCount)
            }
        default:
            if let name = reader.constructedView(e, in: owner), let t = ui.types[name], t.kind == .toolbarContent {
                inside(t, placement: placement, view: false, call: call)
                return
            }
            if let m = member(e) {
                follow(m, placement: placement, view: false, call: call)
                return
            }
            readView(e, placement: placement, file: file)
        }
    }

    /// `ForEach([…]) { x in … }` over a literal array: the content once per element (at most `maxForEach`), the
    /// closure's parameter standing for the element.
    mutating func forEach(_ array: ArrayExprSyntax, _ closure: ClosureExprSyntax, placement: String, file: SourceFile,
                          view: Bool) {
        var name = "$0"
        if let p = closure.signature?.parameterClause {
            switch p {
            case let .simpleInput(list): if let f = list.first { name = f.name.text }
            case let .parameterClause(c): if let f = c.parameters.first { name = (f.secondName ?? f.firstName).text }
            }
        }
        let saved = locals[name]
        for element in array.elements.prefix(Self.maxForEach) {
            locals[name] = element.expression
            read(closure.statements, placement: placement, file: file, view: view)
        }
        if array.elements.count > Self.maxForEach {
            let n = array.elements.count
            note(file, array, "toolbar", "ForEach over \(n) elements: the first \(Self.maxForEach) drawn")
        }
        locals[name] = saved
    }

    /// A member of the owner (`toolbar`, `sendButton()`) or an app `ToolbarContent`/view function.
    func member(_ e: ExprSyntax) -> [(DeclSyntax, SourceFile)]? {
        var name = ValueReader.path(e)
        if let call = e.as(FunctionCallExprSyntax.self) { name = ValueReader.path(call.calledExpression) }
        guard !name.contains(".") else { return nil }
        if let list = ui.types[owner]?.members[name], !list.isEmpty { return list.map { ($0.0.node, $0.1) } }
        // A free function or an extension's function returning content (`statusEditorToolbarItem(…)`).
        if e.is(FunctionCallExprSyntax.self), let fns = ui.viewFunctions[name], let f = fns.first {
            return [(DeclSyntax(f.0.node), f.1)]
        }
        // A free function returning toolbar content or a view (`closeToolbarItem { dismiss() }`).
        if e.is(FunctionCallExprSyntax.self), let f = reader.index.functions[name]?.first {
            return [(DeclSyntax(f.0.node), f.1)]
        }
        return nil
    }

    /// The one value a computed property of the owner returns (an `#if`'s iOS clause taken).
    func computed(_ name: String) -> ExprSyntax? {
        guard let (d, _) = ui.types[owner]?.members[name]?.first, let stmts = Self.body(d.node) else { return nil }
        return Self.value(stmts, depth: 0)
    }

    static func value(_ stmts: CodeBlockItemListSyntax, depth: Int) -> ExprSyntax? {
        for s in stmts {
            switch s.item {
            case let .expr(e): return e
            case let .stmt(st): if let r = st.as(ReturnStmtSyntax.self) { return r.expression }
            case let .decl(d):
                if depth < 8, let ic = d.as(IfConfigDeclSyntax.self),
                    case let .statements(inner)? = Condition.iosClause(ic)?.elements
                {
                    return value(inner, depth: depth + 1)
                }
            }
        }
        return nil
    }

    /// A closure the call site passed (`content`, `content()`).
    func bound(_ e: ExprSyntax) -> ClosureExprSyntax? {
        var name = ValueReader.path(e)
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            name = ValueReader.path(call.calledExpression)
        }
        return bindings[name]
    }

    mutating func follow(_ decls: [(DeclSyntax, SourceFile)], placement: String, view: Bool,
                         call: FunctionCallExprSyntax? = nil) {
        guard depth < SwiftUIReader.maxDepth + 2 else { return }
        depth += 1
        let savedValues = reader.values
        defer {
            depth -= 1
            reader.values = savedValues
        }
        // A function's parameters hold what the call passes, over their defaults.
        if let call, let fn = decls.first?.0.as(FunctionDeclSyntax.self) {
            let params = fn.signature.parameterClause.parameters
            var defaults: [String: ExprSyntax] = [:]
            for p in params { if let d = p.defaultValue?.value { defaults[(p.secondName ?? p.firstName).text] = d } }
            reader.values = reader.bindValues(call, names: params.map { ($0.secondName ?? $0.firstName).text },
                                              labels: params.map(\.firstName.text), defaults: defaults)
        }
        for (d, f) in decls.prefix(1) {
            if let stmts = Self.body(d) { read(stmts, placement: placement, file: f, view: view) }
        }
    }

    mutating func inside(_ t: SwiftUIType, placement: String, view: Bool, call: FunctionCallExprSyntax? = nil) {
        guard depth < SwiftUIReader.maxDepth + 2 else { return }
        let saved = owner
        // Its stored properties hold what the call passes (`ToolbarDismissItem(type: .done, placement: p)`).
        let savedValues = reader.values
        reader.values = call.map { reader.memberValues($0, type: t.name) } ?? [:]
        defer { reader.values = savedValues }
        owner = t.name
        depth += 1
        if let (d, f) = t.members["body"]?.first, let stmts = Self.body(d.node) {
            read(stmts, placement: placement, file: f, view: view)
        }
        depth -= 1
        owner = saved
    }

    /// A view without its modifiers (`.backport`, `#if os(iOS) … #endif` included), and the modifier calls.
    static func strip(_ e: ExprSyntax) -> (ExprSyntax, [(String, FunctionCallExprSyntax)]) {
        var base = e
        var mods: [(String, FunctionCallExprSyntax)] = []
        for _ in 0..<256 {
            if let c = base.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                let b = m.base
            {
                mods.append((m.declName.baseName.text, c))
                base = b
            } else if let m = base.as(MemberAccessExprSyntax.self), let b = m.base,
                !(m.base?.is(DeclReferenceExprSyntax.self) ?? false)
            {
                base = b
            } else if let p = base.as(PostfixIfConfigExprSyntax.self), let b = p.base {
                base = b
            } else { break }
        }
        return (base, mods)
    }

    /// A view without its modifier calls (`Images.plus.foregroundStyle(.red)` → `Images.plus`).
    static func stripCalls(_ e: ExprSyntax) -> ExprSyntax {
        var base = e
        for _ in 0..<256 {
            guard let c = base.as(FunctionCallExprSyntax.self),
                let m = c.calledExpression.as(MemberAccessExprSyntax.self), let b = m.base
            else { break }
            base = b
        }
        return base
    }

    static func body(_ d: DeclSyntax) -> CodeBlockItemListSyntax? {
        if let f = d.as(FunctionDeclSyntax.self) { return f.body?.statements }
        if let v = d.as(VariableDeclSyntax.self), let b = v.bindings.first, let a = b.accessorBlock?.accessors {
            switch a {
            case let .getter(items): return items
            case let .accessors(list):
                return list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
            }
        }
        return nil
    }

    // MARK: - Views as items

    /// One view in a toolbar: a button, menu, label, image, text, `EditButton`, `ShareLink`, or an app component
    /// followed into its body.
    mutating func readView(_ e: ExprSyntax, placement: String, file: SourceFile) {
        if let c = bound(e) {
            read(c.statements, placement: placement, file: file, view: true)
            return
        }
        var (base, mods) = Self.strip(e)
        // An image constant written as a view (`Images.System.plus`): its `Image(…)`.
        if let c = reader.constantView(Self.stripCalls(e)) { base = ExprSyntax(c) }
        // A principal Label shows its icon and its title side by side.
        if placement == "principal",
            let parts = SwiftUIItems(reader: reader, owner: owner, locals: locals).labelParts(base, file: file)
        {
            let before = items.count
            for var item in parts {
                item.line = file.line(e)
                item.file = file.display
                item.placement = placement
                items.append(item)
            }
            modify(from: before, mods, file: file)
            return
        }
        var found = SwiftUIItems(reader: reader, owner: owner, locals: locals).item(base, file: file)
        if found == nil {
            // A builder's `let button = Button(…)`, written as `button`.
            if let d = base.as(DeclReferenceExprSyntax.self), let v = locals[d.baseName.text], depth < 16 {
                let before = items.count
                depth += 1
                locals[d.baseName.text] = nil
                readView(v, placement: placement, file: file)
                locals[d.baseName.text] = v
                depth -= 1
                modify(from: before, mods, file: file)
                return
            }
            if let m = member(base) {
                let before = items.count
                follow(m, placement: placement, view: true, call: base.as(FunctionCallExprSyntax.self))
                modify(from: before, mods, file: file)
                return
            }
            if let name = reader.constructedView(base, in: owner), let t = ui.types[name],
                t.kind == .view || t.kind == .toolbarContent
            {
                let before = items.count
                inside(t, placement: placement, view: t.kind == .view, call: base.as(FunctionCallExprSyntax.self))
                modify(from: before, mods, file: file)
                return
            }
            if let call = base.as(FunctionCallExprSyntax.self) {
                let callee = ValueReader.path(call.calledExpression)
                if ["ProgressView", "Spacer", "Divider", "EmptyView"].contains(callee) { return }
                if callee == "ForEach", let closure = call.trailingClosure,
                   let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) {
                    forEach(array, closure, placement: placement, file: file, view: true)
                    return
                }
                // A container or wrapper (`HStack`, `PhaseAnimator`, the app's own): the views inside it.
                if let closure = call.trailingClosure, !["Button", "Menu", "NavigationLink"].contains(callee) {
                    read(closure.statements, placement: placement, file: file, view: true)
                    return
                }
            }
            found = ScannedItem(
                content: .unresolved("a toolbar view BarSnap does not read: `\(ValueReader.shown(base))`"))
        }
        guard var item = found else { return }
        item.line = file.line(e)
        // The item's own file: a `ToolbarContent` of another file is annotated there, not on the view's file.
        item.file = file.display
        item.placement = placement
        items.append(item)
        modify(from: items.count - 1, mods, file: file)
    }

    /// `.disabled(true)`, `.tint`, `.foregroundStyle`, `.buttonStyle(.borderedProminent / .glassProminent)`, `.badge`
    /// on the items from `start` on.
    mutating func modify(from start: Int, _ mods: [(String, FunctionCallExprSyntax)], file: SourceFile) {
        guard start < items.count else { return }
        for (name, call) in mods.reversed() {
            let a = call.arguments.first?.expression
            for i in start..<items.count {
                switch name {
                case "disabled": if let a, Condition.atRest(a) { items[i].enabled = false }
                case "tint", "foregroundStyle", "foregroundColor":
                    if let a { items[i].tint = SwiftUIReader.color(a, reader.reader(owner)) }
                case "buttonStyle":
                    if let a,
                        ["borderedProminent", "glassProminent"].contains(where: { ValueReader.path(a).hasSuffix($0) })
                    {
                        items[i].prominent = true
                    }
                case "badge": note(file, call, "toolbar", "a badge on an item: not drawn")
                default: break
                }
            }
        }
    }
}
