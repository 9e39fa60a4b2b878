import SwiftSyntax

/// Values a call site passes into the app's types: the stored properties a constructor's arguments set, the case
/// a known enum value takes in a `switch`, and the constants an init assigns.
extension SwiftUIReader {
    /// The members of a SwiftUI type's declaration (found through its `body`).
    func declMembers(_ type: String) -> MemberBlockItemListSyntax? {
        guard let body = ui.types[type]?.members["body"]?.first?.0.node else { return nil }
        var node: Syntax? = Syntax(body)
        while let n = node, !n.is(StructDeclSyntax.self), !n.is(ClassDeclSyntax.self), !n.is(ExtensionDeclSyntax.self) {
            node = n.parent
        }
        return node?.as(StructDeclSyntax.self)?.memberBlock.members
            ?? node?.as(ClassDeclSyntax.self)?.memberBlock.members
    }

    /// The initializers of an app type: a class's, or those beside a SwiftUI type's body.
    func initializers(_ type: String) -> [InitializerDeclSyntax] {
        if let t = index.types[type], !t.initializers.isEmpty { return t.initializers.map(\.0.node) }
        return declMembers(type)?.compactMap { $0.decl.as(InitializerDeclSyntax.self) } ?? []
    }

    /// `self.x = rhs`, `x = rhs`, `_x = State(initialValue: rhs)` in an init's body: property → rhs.
    static func assignments(_ i: InitializerDeclSyntax) -> [String: ExprSyntax] {
        var out: [String: ExprSyntax] = [:]
        for stmt in i.body?.statements ?? [] {
            let e = stmt.item.as(ExprSyntax.self) ?? stmt.item.as(ExpressionStmtSyntax.self)?.expression
            guard let seq = e?.as(SequenceExprSyntax.self) else { continue }
            let parts = Array(seq.elements)
            guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { continue }
            var name = ValueReader.path(parts[0])
            if name.hasPrefix("_") { name.removeFirst() }
            guard !name.isEmpty, !name.contains(".") else { continue }
            var rhs = parts[2]
            if let call = rhs.as(FunctionCallExprSyntax.self), let a = call.arguments.first,
                ["State", "StateObject", "Bindable", "ObservedObject"].contains(ValueReader.path(call.calledExpression))
            {
                rhs = a.expression
            }
            out[name] = rhs
        }
        return out
    }

    /// A value written in another type's code that reads the same anywhere: a literal, a type's constant
    /// (`Localized.Common.address`), an enum case (`.done`), a call of an uppercase name.
    static func portable(_ e: ExprSyntax) -> Bool {
        if e.is(StringLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self) { return true }
        var x = e
        if let call = e.as(FunctionCallExprSyntax.self) { x = call.calledExpression }
        let p = ValueReader.path(x)
        return p.first.map { $0.isUppercase || $0 == "." } ?? false
    }

    /// The values a call constructing `type` passes, by the stored property each sets (a memberwise init's label,
    /// or the property an explicit init assigns that parameter to), with the constants that init assigns; a name
    /// bound one level up passes its value on.
    func memberValues(_ call: FunctionCallExprSyntax, type: String) -> [String: ExprSyntax] {
        let labels = Set(call.arguments.map { $0.label?.text ?? "_" })
        let chosen = initializers(type).first { i in
            labels.isSubset(of: Set(i.signature.parameterClause.parameters.map(\.firstName.text)))
        }
        let assigned = chosen.map(Self.assignments) ?? [:]
        let params = chosen?.signature.parameterClause.parameters.map {
            ($0.firstName.text, ($0.secondName ?? $0.firstName).text)
        }
        var out: [String: ExprSyntax] = [:]
        for a in call.arguments where !a.expression.is(ClosureExprSyntax.self) {
            let label = a.label?.text ?? "_"
            var v = a.expression
            if v.is(DeclReferenceExprSyntax.self), let passed = values[ValueReader.path(v)] { v = passed }
            if let params, let inner = params.first(where: { $0.0 == label })?.1 {
                for (prop, rhs) in assigned where ValueReader.path(rhs) == inner { out[prop] = v }
            } else if label != "_" { out[label] = v }
        }
        for (prop, rhs) in assigned where out[prop] == nil && Self.portable(rhs) { out[prop] = rhs }
        return out
    }

    /// The value an app type's init gives a stored property whatever the call passes (`self.title = L.address`).
    func initConstant(_ type: String, _ property: String) -> ExprSyntax? {
        for i in initializers(type) {
            if let rhs = Self.assignments(i)[property], Self.portable(rhs) { return rhs }
        }
        return nil
    }

    /// The case name an enum value is written with: `.done`, `Kind.done`, `.custom("x")` → `done`, `custom`.
    static func caseName(_ e: ExprSyntax) -> String? {
        var x = e
        if let call = e.as(FunctionCallExprSyntax.self) { x = call.calledExpression }
        guard let m = x.as(MemberAccessExprSyntax.self) else { return nil }
        return m.declName.baseName.text
    }

    /// The case of a `switch` a known enum value takes (`default` when no pattern names it), or nil (also when
    /// the scan's reading budget cannot pay one unit per case: a 30,000-case switch read per screen took 35 s).
    static func matchingCase(_ sw: SwitchExprSyntax, value: ExprSyntax, budget: ScanBudget?,
                             at place: @autoclosure () -> String) -> SwitchCaseSyntax? {
        guard let name = caseName(value), budget?.read(sw.cases.count + 1, at: place()) != false else { return nil }
        var fallback: SwitchCaseSyntax?
        for c in sw.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            switch c.label {
            case .default: fallback = c
            case let .case(label):
                for item in label.caseItems {
                    var p: PatternSyntax = item.pattern
                    if let b = p.as(ValueBindingPatternSyntax.self) { p = b.pattern }
                    guard let e = p.as(ExpressionPatternSyntax.self)?.expression else { continue }
                    if caseName(e) == name { return c }
                }
            }
        }
        return fallback
    }

    /// An enum property's value for a known case: `type.localized` with `type` bound to `.done` and
    /// `var localized: String { switch self { case .done: L.done … } }` → `L.done`.
    func enumProperty(_ m: MemberAccessExprSyntax, owner: String) -> ExprSyntax? {
        guard let base = m.base?.as(DeclReferenceExprSyntax.self), let v = values[base.baseName.text],
            Self.caseName(v) != nil, let type = storedType(base.baseName.text, in: owner)
        else { return nil }
        let member = m.declName.baseName.text
        var stmts: [CodeBlockItemSyntax] = []
        for key in [type + "." + member, owner + "." + type + "." + member] {
            if let g = index.getters[key] { stmts = Array(g.node) } else if let c = index.constants[key] {
                stmts = [CodeBlockItemSyntax(item: .expr(c.0.node))]
            }
            if !stmts.isEmpty { break }
        }
        for s in stmts {
            let e = s.item.as(ExprSyntax.self) ?? s.item.as(ReturnStmtSyntax.self)?.expression
                ?? s.item.as(ExpressionStmtSyntax.self)?.expression
            guard let sw = e?.as(SwitchExprSyntax.self), ValueReader.path(sw.subject) == "self",
                let c = Self.matchingCase(sw, value: v, budget: index.budget, at: owner),
                c.statements.count == 1, let only = c.statements.first
            else { continue }
            return only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression
        }
        return nil
    }

    /// An image an app constant holds, written as a view (`Images.System.plus` with
    /// `static let plus = Image(systemName: SystemImage.plus)`): the constant's call.
    func constantView(_ e: ExprSyntax) -> FunctionCallExprSyntax? {
        guard e.is(MemberAccessExprSyntax.self) || e.is(DeclReferenceExprSyntax.self) else { return nil }
        let p = ValueReader.path(e)
        guard let first = p.first, first.isUppercase || first == "." else { return nil }
        let key = first == "." ? "Image" + p : p
        return index.constants[key]?.0.node.as(FunctionCallExprSyntax.self)
    }

    /// A computed property of the view whose getter switches over a value the caller passed: the value of the
    /// case it takes (`sectionTitle` with `switch sectionType` and `sectionType: .top`).
    func switchedMember(_ name: String, owner: String) -> ExprSyntax? {
        guard !values.isEmpty, let (d, _) = ui.types[owner]?.members[name]?.first,
            let stmts = ToolbarContentReader.body(d.node), let first = stmts.first
        else { return nil }
        let e = first.item.as(ExprSyntax.self) ?? first.item.as(ReturnStmtSyntax.self)?.expression
            ?? first.item.as(ExpressionStmtSyntax.self)?.expression
        guard let sw = e?.as(SwitchExprSyntax.self), let v = values[ValueReader.path(sw.subject)],
            let c = Self.matchingCase(sw, value: v, budget: index.budget, at: owner)
        else { return nil }
        return ToolbarContentReader.value(c.statements, depth: 0)
    }

    /// Titles from stored properties the caller sets: read with the first call site's values that resolves them;
    /// call sites passing other titles are noted.
    mutating func resolvePendingTitles() {
        for name in bars.keys.sorted() {
            guard let e = bars[name]?.pendingTitle, let context = bars[name]?.pendingContext,
                let sites = callSites[context]
            else { continue }
            var found: [TextValue] = []
            for site in sites {
                let v: TextValue
                if e.is(DeclReferenceExprSyntax.self), let passed = site.values[ValueReader.path(e)],
                    !Self.portable(passed)
                {
                    // `title: model.heading` at the call site: read in the caller's code.
                    values = [:]
                    v = title(passed, owner: site.caller)
                } else {
                    // Only values that read the same in the view's code as at the call site.
                    values = site.values.filter { Self.portable($0.value) }
                    v = title(e, owner: context)
                }
                if case .unresolved = v { continue }
                if !found.contains(v) { found.append(v) }
            }
            values = [:]
            guard let first = found.first else { continue }
            bars[name]?.title = [first]
            if found.count > 1, let place = bars[name]?.sources["title"] {
                bars[name]?.notes.append(ScanNote(
                    file: place.file, line: place.line, screen: name, field: "title",
                    reason: "\(found.count) call sites pass different titles: the first is drawn"))
            }
        }
    }
}
