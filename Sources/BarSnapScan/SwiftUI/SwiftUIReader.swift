import Basics
import SwiftSyntax

/// What one SwiftUI view's code declares for its bar, before it becomes a `ScannedScreen`.
struct SwiftUIBar {
    var title: [TextValue] = []
    var subtitle: TextValue?
    /// `inline`, `large`, `inlineLarge`, `automatic`.
    var displayMode: String?
    var items: [ScannedItem] = []
    /// The item lists of the other branches of the first undecided `if`/`switch` in the toolbar (case 2, 3, …).
    var itemBranches: [[ScannedItem]] = []
    var search: TextValue?
    var backHidden = false
    var barHidden = false
    var background: ColorValue?
    var tint: ColorValue?
    var colorScheme: String?
    var pushes: [String] = []
    var presents: [ScannedPresentation] = []
    /// The view holds its own `NavigationStack`/`NavigationView` (its content is a stack's root).
    var ownStack = false
    /// Views that are a stack's or a tab's root (no back button).
    var roots: [String] = []
    /// Views that are a `NavigationSplitView`'s columns: view → `sidebar` or `detail`.
    var columns: [String: String] = [:]
    /// `.toolbarRole(.editor / .browser)`: the item's style.
    var itemStyle: String?
    var notes: [ScanNote] = []
    var lines: [String: Int] = [:]
    /// Where each field is set (the modifier's file and line), for the annotation of a failure that names it.
    var sources: [String: SourcePlace] = [:]
    /// A bar modifier was applied (the view is a screen).
    var applied = false
}

/// Reads SwiftUI views: bar modifiers (the view's own, its helpers', its `ViewModifier`s' and `extension View`
/// functions'), toolbar content and navigation.
struct SwiftUIReader {
    let index: SwiftIndex
    var ui: SwiftUIIndex { index.swiftUI }
    /// Bars by view type name (modifiers at a call site belong to the called view).
    var bars: [String: SwiftUIBar] = [:]
    /// Closures a call site passes to an `extension View` function or a `ViewModifier` (`content`, `menuContent`).
    var bindings: [String: ClosureExprSyntax] = [:]
    /// Other values a call site passes (`title: UserText.general`), by parameter or stored-property name, with the
    /// function's defaults for the parameters it leaves out: what a modifier's `.navigationBarTitle(title, …)` reads.
    var values: [String: ExprSyntax] = [:]
    /// String constants by their last one or two lowercased path components (`lemmy.send` → "paperplane"): the
    /// app's own symbol-name tables (`Icons.send`, `Icon.Lemmy.send = .init("paperplane")`).
    let symbolConstants: [String: String]
    /// The app's `extension View` functions and `ViewModifier`s whose code says something about a bar (the others
    /// are not walked at each use).
    let relevant: Set<String>
    static let relevantWords = ["navigationTitle", "toolbar", "DisplayMode", "searchable", "BackButtonHidden",
                                "navigationDestination", "sheet", "fullScreenCover", "Navigation", "modifier(",
                                "navigationBar", "tint", "accentColor"]

    init(index: SwiftIndex) {
        self.index = index
        var relevant: Set<String> = []
        for (name, fns) in index.swiftUI.viewFunctions {
            let text = fns.map { $0.0.body?.description ?? "" }.joined()
            if Self.relevantWords.contains(where: { text.contains($0) }) { relevant.insert(name) }
        }
        for (name, t) in index.swiftUI.types where t.kind == .modifier {
            let text = (t.members["body"] ?? []).map(\.0.description).joined()
            if Self.relevantWords.contains(where: { text.contains($0) }) { relevant.insert(name) }
        }
        self.relevant = relevant
        var table: [String: String] = [:]
        var ambiguous: Set<String> = []
        // Read when each file was indexed (no tree is parsed again for this pass).
        for (key, name) in index.constantLiterals {
            guard !name.isEmpty, name.count < 64, !name.contains(" ") else { continue }
            let parts = key.lowercased().split(separator: ".")
            for n in [1, 2] where parts.count >= n {
                let k = parts.suffix(n).joined(separator: ".")
                if let old = table[k], old != name { ambiguous.insert(k) } else { table[k] = name }
            }
        }
        for k in ambiguous { table[k] = nil }
        symbolConstants = table
    }

    /// A symbol name: a literal, or one of the app's symbol constants.
    func symbolName(_ e: ExprSyntax) -> String? {
        if let lit = e.as(StringLiteralExprSyntax.self), case let .literal(s) = reader("").literal(lit) { return s }
        let parts = ValueReader.path(e).lowercased().split(separator: ".")
        guard !parts.isEmpty else { return nil }
        if parts.count >= 2, let s = symbolConstants[parts.suffix(2).joined(separator: ".")] { return s }
        return symbolConstants[String(parts.last!)]
    }

    static let barModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "toolbar", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode",
        "searchable", "navigationBarBackButtonHidden", "toolbarBackground", "toolbarColorScheme", "navigationBarHidden",
        "toolbarBackgroundVisibility", "toolbarRole", "tint", "accentColor", "navigationBarItems", "navigationBarTitle",
    ]
    /// Modifiers that make a view a screen on their own (`.tint` alone does not).
    static let screenModifiers: Set<String> = [
        "navigationTitle", "toolbar", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "searchable",
        "navigationBarBackButtonHidden", "navigationBarItems", "navigationBarTitle",
    ]
    static let maxDepth = 3

    /// `X(…)`, `X.init(…)`, `X { … }` with an uppercase name → "X".
    static func constructedView(_ e: ExprSyntax) -> String? {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = ValueReader.path(call.calledExpression)
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        if let lt = callee.firstIndex(of: "<") { callee = String(callee[..<lt]) }
        guard let c = callee.first, c.isUppercase, !callee.contains(".") else { return nil }
        return callee
    }

    // MARK: - Walking a view

    mutating func read() {
        for name in ui.types.keys.sorted() where ui.types[name]?.kind == .view {
            guard let t = ui.types[name] else { continue }
            for key in t.members.keys.sorted() {
                for (decl, file) in t.members[key] ?? [] { walk(Syntax(decl.node), owner: name, file: file, depth: 0) }
            }
        }
    }

    /// Every bar modifier and navigation construct under `node`, for `owner` (or the view a call site names).
    mutating func walk(_ node: Syntax, owner: String, file: SourceFile, depth: Int) {
        let v = CallCollector(viewMode: .sourceAccurate)
        v.walk(node)
        for call in v.calls { apply(call, owner: owner, file: file, depth: depth) }
    }

    /// The view a modifier chain starts from, when it is an app view other than `owner`.
    func chainOwner(_ call: FunctionCallExprSyntax, owner: String) -> String {
        var e: ExprSyntax? = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var steps = 0
        while let cur = e, steps < 64 {
            steps += 1
            if let c = cur.as(FunctionCallExprSyntax.self) {
                if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let b = m.base {
                    e = b
                    continue
                }
                // `Child(…)` is the screen; `Wrapper { content }` wraps the owner's own content.
                if c.trailingClosure == nil, !c.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
                    let name = Self.constructedView(cur), name != owner, ui.types[name]?.kind == .view
                {
                    return name
                }
                return owner
            }
            if let m = cur.as(MemberAccessExprSyntax.self), let b = m.base {
                e = b
                continue
            }
            if let p = cur.as(PostfixIfConfigExprSyntax.self), let b = p.base {
                e = b
                continue
            }
            return owner
        }
        return owner
    }

    mutating func apply(_ call: FunctionCallExprSyntax, owner: String, file: SourceFile, depth: Int) {
        let name: String
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { name = m.declName.baseName.text }
        else if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = d.baseName.text }
        else { return }
        let target = call.calledExpression.is(MemberAccessExprSyntax.self) ? chainOwner(call, owner: owner) : owner
        // A modifier's own line (`.navigationTitle(…)`), not the start of the chain it ends.
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let line = member.map { file.line($0.declName) } ?? file.line(call)
        if Self.barModifiers.contains(name) {
            modifier(name, call, owner: target, file: file, line: line, depth: depth)
            return
        }
        switch name {
        case "NavigationStack", "NavigationView":
            bars[owner, default: SwiftUIBar()].ownStack = true
            if let root = firstView(in: Syntax(call)) { bars[owner, default: SwiftUIBar()].roots.append(root) }
        case "NavigationSplitView":
            // The sidebar is the first closure's view; the detail (and a three-column content) the others'.
            var closures: [(String, ClosureExprSyntax)] = call.trailingClosure.map { [("sidebar", $0)] } ?? []
            for a in call.arguments {
                if let c = a.expression.as(ClosureExprSyntax.self) { closures.append((a.label?.text ?? "sidebar", c)) }
            }
            for t in call.additionalTrailingClosures { closures.append((t.label.text, t.closure)) }
            for (label, closure) in closures {
                guard let root = firstView(in: Syntax(closure)) else { continue }
                bars[owner, default: SwiftUIBar()].roots.append(root)
                bars[owner, default: SwiftUIBar()].columns[root] = label == "sidebar" ? "sidebar" : "detail"
            }
        case "TabView":
            for root in views(in: Syntax(call)) { bars[owner, default: SwiftUIBar()].roots.append(root) }
        case "NavigationLink":
            if let d = call.arguments.first(where: { $0.label?.text == "destination" })?.expression,
                let t = firstView(in: Syntax(d))
            {
                bars[owner, default: SwiftUIBar()].pushes.append(t)
            } else if call.arguments.first(where: { $0.label?.text == "destination" }) == nil,
                call.arguments.first(where: { $0.label?.text == "value" }) == nil,
                let closure = call.trailingClosure, let t = firstView(in: Syntax(closure))
            {
                bars[owner, default: SwiftUIBar()].pushes.append(t)
            }
        case "navigationDestination":
            if let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
               let t = firstView(in: Syntax(closure)) {
                bars[target, default: SwiftUIBar()].pushes.append(t)
            }
        case "sheet", "fullScreenCover", "popover":
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            else { return }
            let stacked =
                closure.description.contains("NavigationStack") || closure.description.contains("NavigationView")
            guard let t = firstView(in: Syntax(closure)) else { return }
            // A sheet shows a bar only when its content has a stack (here or in the presented view's own code).
            if stacked || ownsStack(t) {
                bars[target, default: SwiftUIBar()].presents.append(
                    ScannedPresentation(target: t, style: name == "fullScreenCover" ? "fullScreen" : "pageSheet"))
                if stacked { bars[target, default: SwiftUIBar()].roots.append(t) }
            }
        case "modifier":
            if let arg = call.arguments.first?.expression, let m = Self.constructedView(arg),
                relevant.contains(m), let t = ui.types[m], t.kind == .modifier, depth < Self.maxDepth,
                let inner = arg.as(FunctionCallExprSyntax.self)
            {
                let saved = (bindings, values)
                bindings = bind(inner, names: inner.arguments.map { $0.label?.text ?? "" })
                values = bindValues(inner, names: inner.arguments.map { $0.label?.text ?? "" })
                for (d, f) in t.members["body"] ?? [] { walk(Syntax(d.node), owner: target, file: f, depth: depth + 1) }
                (bindings, values) = saved
            }
        default:
            // The app's own `extension View` modifier: what its body applies, applies here.
            if relevant.contains(name), let fns = ui.viewFunctions[name], depth < Self.maxDepth {
                for (fn, f) in fns {
                    guard let body = fn.body else { continue }
                    let params = fn.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                    let labels = fn.signature.parameterClause.parameters.map { $0.firstName.text }
                    let saved = (bindings, values)
                    bindings = bind(call, names: params, labels: labels)
                    var defaults: [String: ExprSyntax] = [:]
                    for p in fn.signature.parameterClause.parameters {
                        if let d = p.defaultValue?.value { defaults[(p.secondName ?? p.firstName).text] = d }
                    }
                    values = bindValues(call, names: params, labels: labels, defaults: defaults)
                    walk(Syntax(body), owner: target, file: f, depth: depth + 1)
                    (bindings, values) = saved
                }
            }
        }
    }

    /// The closures a call passes, by the callee's parameter names (a trailing closure to the last parameter); a
    /// name bound one level up passes its closure on.
    func bind(_ call: FunctionCallExprSyntax, names: [String], labels: [String]? = nil) -> [String: ClosureExprSyntax] {
        var out: [String: ClosureExprSyntax] = [:]
        let labels = labels ?? names
        for a in call.arguments {
            let label = a.label?.text ?? "_"
            guard let i = labels.firstIndex(of: label), i < names.count else { continue }
            if let c = a.expression.as(ClosureExprSyntax.self) { out[names[i]] = c }
            else if let c = bindings[ValueReader.path(a.expression)] { out[names[i]] = c }
        }
        if let t = call.trailingClosure, let last = names.last { out[last] = t }
        return out
    }

    /// The non-closure values a call passes, by the callee's parameter names (a name bound one level up passes its
    /// value on), over the callee's defaults.
    func bindValues(_ call: FunctionCallExprSyntax, names: [String], labels: [String]? = nil,
                    defaults: [String: ExprSyntax] = [:]) -> [String: ExprSyntax] {
        var out = defaults
        let labels = labels ?? names
        for a in call.arguments where !a.expression.is(ClosureExprSyntax.self) {
            guard let i = labels.firstIndex(of: a.label?.text ?? "_"), i < names.count else { continue }
            out[names[i]] = values[ValueReader.path(a.expression)] ?? a.expression
        }
        return out
    }

    /// A value the enclosing call site bound to a bare name (`title`), else the expression.
    func bound(_ e: ExprSyntax) -> ExprSyntax {
        guard e.is(DeclReferenceExprSyntax.self), let v = values[ValueReader.path(e)] else { return e }
        return v
    }

    /// The modifier names below a call in its chain.
    static func chainNames(_ call: FunctionCallExprSyntax) -> [String] {
        var out: [String] = []
        var e = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let cur = e, out.count < 64 {
            if let c = cur.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self) {
                out.append(m.declName.baseName.text)
                e = m.base
            } else if let m = cur.as(MemberAccessExprSyntax.self) { e = m.base } else { break }
        }
        return out
    }

    func ownsStack(_ view: String) -> Bool {
        guard let t = ui.types[view] else { return false }
        return (t.members["body"] ?? []).contains {
            $0.0.description.contains("NavigationStack") || $0.0.description.contains("NavigationView")
        }
    }

    /// The first app view constructed under `node`.
    func firstView(in node: Syntax) -> String? { views(in: node).first }

    func views(in node: Syntax) -> [String] {
        let v = CallCollector(viewMode: .sourceAccurate)
        v.walk(node)
        var out: [String] = []
        for c in v.calls.sorted(by: { $0.position < $1.position }) {
            if let n = Self.constructedView(ExprSyntax(c)), ui.types[n]?.kind == .view, !out.contains(n) {
                out.append(n)
            }
        }
        return out
    }

    // MARK: - Modifiers

    func reader(_ owner: String) -> ValueReader { ValueReader(index: index, typeName: owner) }

    mutating func modifier(
        _ name: String, _ call: FunctionCallExprSyntax, owner: String, file: SourceFile, line: Int, depth: Int
    ) {
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
                if let e = closure.statements.first?.item.as(ExprSyntax.self) { bar.title = [title(e, owner: owner)] }
            } else if let e = first { bar.title = titles(e, owner: owner) }
            bar.lines["title"] = line
        case "navigationBarTitle":
            // The pre-iOS 14 spelling: `.navigationBarTitle(title, displayMode: .inline)`.
            if let e = first { bar.title = [title(e, owner: owner)] }
            if let m = args.first(where: { $0.label?.text == "displayMode" })?.expression {
                bar.displayMode = ValueReader.path(bound(m)).split(separator: ".").last.map(String.init)
            }
            bar.lines["title"] = line
            bar.sources["title"] = SourcePlace(file: file.display, line: line)
        case "navigationSubtitle":
            if let e = first { bar.subtitle = title(e, owner: owner) }
            bar.sources["prompt"] = SourcePlace(file: file.display, line: line)
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            if let e = first { bar.displayMode = ValueReader.path(e).split(separator: ".").last.map(String.init) }
        case "searchable":
            if let p = args.first(where: { $0.label?.text == "prompt" })?.expression {
                bar.search = title(p, owner: owner)
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
                var content = ToolbarContentReader(reader: self, owner: owner, depth: depth)
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
            var content = ToolbarContentReader(reader: self, owner: owner, depth: depth)
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
                bar.background = Self.color(e, reader(owner))
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
                bar.tint = Self.color(e, reader(owner))
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
        return reader(owner).text(e)
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

/// Collects every function call under a node, outermost first.
final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}

/// What a condition is "at rest", as a screen first shows: a transient state (editing, loading, sending…) and an
/// iPad-only test are false, `#available` true, anything else true (its first branch, with a note).
enum Condition {
    static let transient = ["editing", "loading", "reordering", "updating", "refreshing", "sending", "authorizing",
                            "processing", "searching", "selectmode", "selecting", "submitting", "uploading",
                            "deleting", "saving", "userinterfaceidiom==.pad", "ispad", "sizeclass==.regular"]

    /// The value of `e` at rest; `known` is false when it was a guess (first branch).
    static func evaluate(_ text: String) -> (Bool, known: Bool) {
        let t = text.filter { !$0.isWhitespace }
        if t.hasPrefix("#available") || t.hasPrefix("#unavailable") { return (t.hasPrefix("#available"), true) }
        if t == "true" { return (true, true) }
        if t == "false" { return (false, true) }
        if let r = t.range(of: "||") {
            let a = evaluate(String(t[..<r.lowerBound])), b = evaluate(String(t[r.upperBound...]))
            return (a.0 || b.0, a.known && b.known)
        }
        if let r = t.range(of: "&&") {
            let a = evaluate(String(t[..<r.lowerBound])), b = evaluate(String(t[r.upperBound...]))
            return (a.0 && b.0, a.known && b.known)
        }
        var s = t
        var negated = false
        while s.hasPrefix("!") {
            s.removeFirst()
            negated.toggle()
        }
        if s.hasPrefix("("), s.hasSuffix(")") {
            let inner = evaluate(String(s.dropFirst().dropLast()))
            return (inner.0 != negated, inner.known)
        }
        let lower = s.lowercased()
        if transient.contains(where: { lower.contains($0) }) {
            let isFalse = lower.hasSuffix("==false")
            return ((isFalse != negated), true)
        }
        // Not known: its first branch.
        return (true, false)
    }

    static func atRest(_ e: ExprSyntax) -> Bool { evaluate(e.trimmedDescription).0 }

    static func ternaryCondition(_ seq: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(seq.elements)
        guard let i = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), i > 0 else { return nil }
        if i == 1 { return elements[0] }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[..<i])))
    }

    /// `#if os(iOS)` clauses: true for iOS code.
    static func ios(_ condition: ExprSyntax?) -> Bool {
        guard let c = condition?.trimmedDescription.filter({ !$0.isWhitespace }) else { return true }
        if c.contains("!os(iOS)") { return false }
        if c.contains("os(iOS)") { return true }
        for other in ["os(tvOS)", "os(macOS)", "os(visionOS)", "os(watchOS)", "targetEnvironment(macCatalyst)"] {
            if c.contains("!" + other) { return true }
            if c.contains(other) { return false }
        }
        return true
    }
}
