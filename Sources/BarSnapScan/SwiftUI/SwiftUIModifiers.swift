import Basics
import SwiftSyntax

/// The modifiers a SwiftUI view applies: what each one sets on its bar.
extension SwiftUIReader {
    func reader(_ owner: String) -> ValueReader { ValueReader(index: index, typeName: owner) }

    mutating func modifier(
        _ name: String, _ call: FunctionCallExprSyntax, owner: String, file: SourceFile, line: Int, depth: Int,
        context: String? = nil
    ) {
        // The bar is `owner`'s; the names in the modifier are those of the code it is written in (a call site's
        // `Child().navigationTitle(title)` reads the caller's `title`).
        let reading = context ?? owner
        var bar = bars[owner] ?? SwiftUIBar()
        defer { bars[owner] = bar }
        if Self.screenModifiers.contains(name) { bar.applied = true }
        let args = Array(call.arguments)
        let first = args.first?.expression
        func note(_ field: String, _ reason: String) {
            bar.notes.append(ScanNote(file: file.display, line: line, screen: owner, field: field, reason: reason))
        }
        switch name {
        case "navigationTitle":
            if let closure = call.trailingClosure ?? first?.as(ClosureExprSyntax.self) {
                if let e = closure.statements.first?.item.as(ExprSyntax.self) { bar.title = [title(e, owner: reading)] }
            } else if let e = first {
                bar.title = titles(e, owner: reading)
                // Unresolved from a stored property the caller sets: read again with a call site's values.
                let root = ValueReader.path(e).split(separator: ".").first.map(String.init) ?? ""
                if bar.title.count == 1, case .unresolved = bar.title[0],
                    isStoredProperty(root, of: reading) || ui.types[reading]?.members[root] != nil
                {
                    bar.pendingTitle = e
                    bar.pendingContext = reading
                } else {
                    bar.pendingTitle = nil
                }
            }
            bar.lines["title"] = line
            bar.sources["title"] = SourcePlace(file: file.display, line: line)
        case "navigationBarTitle":
            // The pre-iOS 14 spelling: `.navigationBarTitle(title, displayMode: .inline)`.
            if let e = first { bar.title = [title(e, owner: reading)] }
            if let m = args.first(where: { $0.label?.text == "displayMode" })?.expression {
                bar.displayMode = ValueReader.path(bound(m)).split(separator: ".").last.map(String.init)
            }
            bar.lines["title"] = line
            bar.sources["title"] = SourcePlace(file: file.display, line: line)
        case "navigationSubtitle":
            if let e = first { bar.subtitle = title(e, owner: reading) }
            bar.sources["prompt"] = SourcePlace(file: file.display, line: line)
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            if let e = first { bar.displayMode = ValueReader.path(e).split(separator: ".").last.map(String.init) }
        case "searchable":
            if let p = args.first(where: { $0.label?.text == "prompt" })?.expression {
                bar.search = title(p, owner: reading)
            } else {
                bar.search = .localized(key: "Search", table: nil, fallback: "Search")
            }
            bar.lines["searchController"] = line
            bar.sources["searchController"] = SourcePlace(file: file.display, line: line)
        case "navigationBarBackButtonHidden":
            if let e = first { bar.backHidden = Condition.atRest(e) } else { bar.backHidden = true }
        case "navigationBarHidden":
            if let e = first { bar.barHidden = Condition.atRest(e) }
        case "toolbar":
            // `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(.visible)`, or toolbar content.
            if let e = first, args.first?.label == nil, !e.is(ClosureExprSyntax.self) {
                let p = ValueReader.path(e)
                let bars = args.dropFirst().map { ValueReader.path($0.expression) }.joined()
                if p.hasSuffix("hidden"), bars.isEmpty || bars.contains("navigationBar") { bar.barHidden = true }
                return
            }
            func content(_ choice: Int) -> ToolbarContentReader {
                var content = ToolbarContentReader(reader: self, owner: reading, depth: depth)
                content.bindings = bindings
                content.choice = choice
                if let closure = call.trailingClosure ?? first?.as(ClosureExprSyntax.self) {
                    content.read(closure.statements, placement: "automatic", file: file)
                } else if let e = first {
                    content.readExpr(e, placement: "automatic", file: file)
                }
                return content
            }
            let read = content(0)
            // The first undecided branch point gives each branch its own item list (the items before it shared).
            if read.branchCount > 1, bar.itemBranches.isEmpty {
                bar.itemBranches = (1..<read.branchCount).map { bar.items + content($0).items }
            } else {
                for k in bar.itemBranches.indices { bar.itemBranches[k] += read.items }
            }
            bar.items += read.items
            bar.notes += read.notes
        case "navigationBarItems":
            var content = ToolbarContentReader(reader: self, owner: reading, depth: depth)
            for a in args {
                let placement = a.label?.text == "leading" ? "navigationBarLeading" : "navigationBarTrailing"
                content.readView(a.expression, placement: placement, file: file)
            }
            bar.items += content.items
            bar.notes += content.notes
        case "toolbarBackground":
            let forBar = args.dropFirst().map { ValueReader.path($0.expression) }.joined()
            guard forBar.isEmpty || forBar.contains("navigationBar") else { return }
            if let e = first {
                let p = ValueReader.path(e)
                if p.hasSuffix("visible") || p.hasSuffix("automatic") { return }
                if p.hasSuffix("hidden") {
                    bar.background = .rgba(Color(red: 0, green: 0, blue: 0, alpha: 0))
                    return
                }
                bar.background = Self.color(e, reader(reading))
            }
        case "toolbarBackgroundVisibility":
            if let e = first, ValueReader.path(e).hasSuffix("hidden") {
                bar.background = .rgba(Color(red: 0, green: 0, blue: 0, alpha: 0))
            }
        case "toolbarColorScheme":
            if let e = first { bar.colorScheme = ValueReader.path(e).split(separator: ".").last.map(String.init) }
        case "tint", "accentColor":
            // Only a tint on the screen's own chain (beside its bar modifiers), not one on a toolbar item.
            if let e = first, bar.tint == nil, Self.chainNames(call).contains(where: Self.screenModifiers.contains) {
                bar.tint = Self.color(e, reader(reading))
            }
        case "toolbarRole":
            // `.editor` and `.browser` are `UINavigationItem.style`s; `.navigationStack` the default.
            if let e = first, let role = ValueReader.path(e).split(separator: ".").last.map(String.init) {
                if ["editor", "browser"].contains(role) { bar.itemStyle = role }
                else if role != "navigationStack", role != "automatic" {
                    note("toolbarRole", "toolbarRole .\(role): not drawn")
                }
            }
        default: break
        }
    }

    /// A title's values: both branches of a ternary whose condition the scan cannot decide (a case each), else one.
    func titles(_ e: ExprSyntax, owner: String) -> [TextValue] {
        if let seq = e.as(SequenceExprSyntax.self), let branches = reader(owner).ternary(seq),
           let c = Condition.ternaryCondition(seq), !Condition.evaluate(c.trimmedDescription).known {
            return branches.prefix(2).map { title($0, owner: owner) }
        }
        return [title(e, owner: owner)]
    }

    /// A title: a literal is a `LocalizedStringKey` (looked up with itself as the key), `Text("…")` the same,
    /// `Text(verbatim:)` a plain string; anything else as the UIKit reader reads it.
    func title(_ e: ExprSyntax, owner: String) -> TextValue {
        if e.is(DeclReferenceExprSyntax.self), let v = values[ValueReader.path(e)],
            ValueReader.path(v) != ValueReader.path(e)
        {
            return title(v, owner: owner)
        }
        // `title ?? ""`: the bound value when the call site gave one, else the fallback.
        if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3,
           seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let lhs = seq.elements.first, let rhs = seq.elements.last {
            let v = values[ValueReader.path(lhs)].map { ValueReader.path($0) }
            return title(v == nil || v == "nil" ? rhs : lhs, owner: owner)
        }
        if let lit = e.as(StringLiteralExprSyntax.self) {
            let v = reader(owner).literal(lit)
            if case let .literal(s) = v { return .localized(key: s, table: nil, fallback: s) }
            return v
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            let callee = ValueReader.path(call.calledExpression)
            if callee == "Text", let a = call.arguments.first {
                if a.label?.text == "verbatim", let lit = a.expression.as(StringLiteralExprSyntax.self) {
                    return reader(owner).literal(lit)
                }
                if a.label == nil { return title(a.expression, owner: owner) }
            }
        }
        // `.localizedCapitalized`, `.uppercased()`: the text before the case change.
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base,
            ["localizedCapitalized", "capitalized", "localizedUppercase", "localizedLowercase"].contains(
                m.declName.baseName.text)
        {
            return .cased(title(base, owner: owner), m.declName.baseName.text)
        }
        if let seq = e.as(SequenceExprSyntax.self), let branches = reader(owner).ternary(seq),
            let c = Condition.ternaryCondition(seq)
        {
            return title(Condition.atRest(c) ? branches[0] : branches[1], owner: owner)
        }
        // A computed property switching over a value the caller passed (`switch sectionType`): that case's value.
        if let d = e.as(DeclReferenceExprSyntax.self), let x = switchedMember(d.baseName.text, owner: owner) {
            return title(x, owner: owner)
        }
        // `type.localized` with `type` passed in as `.done`: the enum property's case for it.
        if let m = e.as(MemberAccessExprSyntax.self), let x = enumProperty(m, owner: owner) {
            return title(x, owner: owner)
        }
        // `model.title`: a property of the view whose declared type is one of the app's classes (a view model):
        // that class's property, read in it; unset there, what the call site's constructor or the init gives it.
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
            let type = storedType(base.baseName.text, in: owner),
            index.types[type]?.properties[m.declName.baseName.text] != nil
        {
            let v = ValueReader(index: index, typeName: type).text(ExprSyntax(DeclReferenceExprSyntax(
                baseName: .identifier(m.declName.baseName.text))))
            if case .unresolved = v {
                let property = m.declName.baseName.text
                if let call = values[base.baseName.text]?.as(FunctionCallExprSyntax.self),
                    let x = memberValues(call, type: type)[property], Self.portable(x)
                {
                    return title(x, owner: owner)
                }
                if let x = initConstant(type, property) { return title(x, owner: owner) }
                return reader(owner).text(e)
            }
            return v
        }
        // `model.title` where the model is one of the app's structs: its property's value or one-expression getter.
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
            let type = storedType(base.baseName.text, in: owner), index.types[type] == nil,
            index.constants[type + "." + m.declName.baseName.text] != nil
        {
            let member = MemberAccessExprSyntax(
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(type))),
                declName: DeclReferenceExprSyntax(baseName: .identifier(m.declName.baseName.text)))
            let v = ValueReader(index: index, typeName: type).text(ExprSyntax(member))
            if case .unresolved = v { return reader(owner).text(e) }
            return v
        }
        return reader(owner).text(e)
    }

    /// The declared type of a stored property of the view `owner` (`@State private var model: FeedViewModel`,
    /// `let model: FeedViewModel`, `var model = FeedViewModel()`), found beside its `body`; a nested type by its
    /// last name (`Item.Kind` → `Kind`).
    func storedType(_ name: String, in owner: String) -> String? {
        for m in declMembers(owner) ?? [] {
            guard let v = m.decl.as(VariableDeclSyntax.self) else { continue }
            for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let t = b.typeAnnotation?.type {
                    let base = t.as(OptionalTypeSyntax.self)?.wrappedType
                        ?? t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? t
                    if let id = base.as(IdentifierTypeSyntax.self) { return id.name.text }
                    return base.as(MemberTypeSyntax.self)?.name.text
                }
                if let call = b.initializer?.value.as(FunctionCallExprSyntax.self) {
                    return ValueReader.path(call.calledExpression)
                }
            }
        }
        return nil
    }

    /// SwiftUI's colours (`.red` is the system red), `Color("Brand")`, `Color.accentColor`, else UIKit's reader.
    static func color(_ e: ExprSyntax, _ r: ValueReader) -> ColorValue {
        let p = ValueReader.path(e)
        let last = p.split(separator: ".").last.map(String.init) ?? p
        let swiftUI = [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
            "brown", "gray"
        ]
        if (p.hasPrefix(".") || p.hasPrefix("Color.")) && !p.contains("(") {
            if swiftUI.contains(last),
                let c = UIKitColors.named("system" + last.prefix(1).uppercased() + last.dropFirst())
            {
                return .system(light: c.light, dark: c.dark)
            }
            if last == "primary", let c = UIKitColors.named("label") { return .system(light: c.light, dark: c.dark) }
            if last == "accentColor" || last == "accent" { return .named("AccentColor") }
        }
        if let call = e.as(FunctionCallExprSyntax.self), ValueReader.path(call.calledExpression) == "Color",
           let a = call.arguments.first, a.label == nil, let lit = a.expression.as(StringLiteralExprSyntax.self),
           case let .literal(n) = r.literal(lit) {
            return .named(n)
        }
        return r.color(e)
    }
}
