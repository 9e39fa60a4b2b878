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
    /// Views that are a `NavigationSplitView`'s columns: view → `sidebar`, `content` or `detail`.
    var columns: [String: String] = [:]
    /// `.toolbarRole(.editor / .browser)`: the item's style.
    var itemStyle: String?
    var notes: [ScanNote] = []
    var lines: [String: Int] = [:]
    /// Where each field is set (the modifier's file and line), for the annotation of a failure that names it.
    var sources: [String: SourcePlace] = [:]
    /// A bar modifier was applied (the view is a screen).
    var applied = false
    /// A title read from a stored property the caller sets (`.navigationTitle(title)`, `model.title`), unresolved
    /// in the view's own code: read again with a call site's values once every view is walked.
    var pendingTitle: ExprSyntax?
    /// The view whose code that title is written in (the caller's, for a call site's modifier).
    var pendingContext: String?
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
    /// The values each construction of an app view passes (`ContactView(title: "Address")`), in reading order.
    var callSites: [String: [(caller: String, values: [String: ExprSyntax])]] = [:]
    /// The view whose code is being read: where a bare type name is looked up (`RootView` → `Settings.RootView`).
    var scope = ""
    /// The most call sites kept per view.
    static let maxCallSites = 8
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
        self.relevant = Self.relevantHelpers(index.swiftUI)
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
    /// `Settings.RootView()` → "Settings.RootView" (every component a type's name).
    static func constructedView(_ e: ExprSyntax) -> String? {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = ValueReader.path(call.calledExpression)
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        if let lt = callee.firstIndex(of: "<") { callee = String(callee[..<lt]) }
        let parts = callee.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 8, parts.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return callee
    }

    /// The app type `e` constructs, as Swift resolves its name inside `scope`'s code (nil when none, or unsure).
    func constructedView(_ e: ExprSyntax, in scope: String) -> String? {
        Self.constructedView(e).flatMap { ui.resolve($0, in: scope) }
    }

    // MARK: - Walking a view

    mutating func read() {
        let names = ui.types.keys.sorted().filter { ui.types[$0]?.kind == .view }
        // The files the views' members are in, in reading order: parsed ahead on another core when not kept.
        var files: [SourceFile] = []
        var starts: [Int] = []
        for name in names {
            starts.append(files.count)
            let members = ui.types[name]?.members ?? [:]
            for key in members.keys.sorted() {
                for (_, f) in members[key] ?? [] where files.last !== f { files.append(f) }
            }
        }
        let read = { (reader: inout SwiftUIReader, at: (Int) -> Void) in
            for (k, name) in names.enumerated() {
                at(starts[k])
                guard let t = reader.ui.types[name] else { continue }
                reader.scope = name
                let presented = reader.presentedMembers(t)
                for key in t.members.keys.sorted() where !presented.contains(key) {
                    for (decl, file) in t.members[key] ?? [] {
                        reader.walk(Syntax(decl.node), owner: name, file: file, depth: 0)
                    }
                }
            }
        }
        if let cache = files.first?.cache {
            cache.readAhead(files) { at in read(&self, at) }
        } else {
            read(&self, { _ in })
        }
        resolvePendingTitles()
        forwardWrappers()
    }

    /// `RootView()` where several nested types have that name and none encloses the code: noted, not followed.
    mutating func noteAmbiguous(_ name: String, _ owner: String, _ file: SourceFile, _ call: FunctionCallExprSyntax) {
        let candidates = ui.nested(name)
        guard candidates.count > 1, bars[owner]?.notes.contains(where: { $0.reason.hasPrefix("`\(name)`") }) != true
        else { return }
        let shown = candidates.prefix(4).joined(separator: ", ") + (candidates.count > 4 ? ", …" : "")
        bars[owner, default: SwiftUIBar()].notes.append(ScanNote(
            file: file.display, line: file.line(call), screen: owner, field: "navigation",
            reason: "`\(name)` may be any of \(candidates.count) nested types (\(shown)): not followed"))
    }

    /// A stored property of the view (`let title: String`, `@State var model: M`), not a computed one.
    func isStoredProperty(_ name: String, of owner: String) -> Bool {
        for m in declMembers(owner) ?? [] {
            guard let v = m.decl.as(VariableDeclSyntax.self) else { continue }
            for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return b.accessorBlock == nil
            }
        }
        return false
    }

    /// Every bar modifier and navigation construct under `node`, for `owner` (or the view a call site names).
    mutating func walk(_ node: Syntax, owner: String, file: SourceFile, depth: Int) {
        // The scan's reading budget pays one unit per 16 bytes walked (a modifier's body may be walked per use).
        let cost = node.totalLength.utf8Length / 16 + 1
        guard index.budget?.read(cost, at: "\(file.display):\(file.line(node))") != false else { return }
        let v = CallCollector(viewMode: .sourceAccurate)
        v.walk(node)
        // And half a step per call applied (about 4 µs each in a release build): three mutually recursive
        // modifiers of 300 calls each took 17 s of CPU when only their bytes were charged.
        guard index.budget?.read(v.calls.count * ScanBudget.stepUnits / 2, at: "\(file.display):\(file.line(node))")
            != false
        else { return }
        for call in v.calls {
            // A modifier inside a `NavigationLink`'s destination is the destination's (a pushed screen), never
            // the owner's: applied only when its chain starts from an app view (that view's screen).
            if call.calledExpression.is(MemberAccessExprSyntax.self), Self.inLinkDestination(call),
                chainOwner(call, owner: owner) == owner
            {
                continue
            }
            apply(call, owner: owner, file: file, depth: depth)
        }
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
                    let name = constructedView(cur, in: owner), name != owner, let t = ui.types[name], t.kind == .view,
                    !t.container
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
        // A construction of an app view passing values: what its stored properties hold there.
        let built = constructedView(ExprSyntax(call), in: owner)
        if let built, call.calledExpression.is(DeclReferenceExprSyntax.self),
            ui.types[built]?.kind == .view, call.arguments.contains(where: { $0.label != nil }),
            callSites[built, default: []].count < Self.maxCallSites
        {
            callSites[built, default: []].append((owner, memberValues(call, type: built)))
        }
        if built == nil, let bare = Self.constructedView(ExprSyntax(call)) { noteAmbiguous(bare, owner, file, call) }
        // A modifier's own line (`.navigationTitle(…)`), not the start of the chain it ends.
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let line = member.map { file.line($0.declName) } ?? file.line(call)
        if Self.barModifiers.contains(name) {
            // Inside a `.sheet { NavigationStack { List {}.navigationTitle(…) } }` of the view's own: the sheet's
            // bar, not this screen's.
            if target == owner, Self.insidePresentation(call) { return }
            modifier(name, call, owner: target, file: file, line: line, depth: depth, context: owner)
            return
        }
        switch name {
        case "NavigationStack", "NavigationView":
            bars[owner, default: SwiftUIBar()].ownStack = true
            // The stack's first view, not one a link inside it pushes (`NavigationStack { List { NavigationLink {
            // Detail() } … } }`: the list is this view's own content; Detail is pushed).
            if let root = views(in: Syntax(call), outsideLinks: true).first {
                bars[owner, default: SwiftUIBar()].roots.append(root)
            }
        case "NavigationSplitView":
            // The sidebar is the first closure's view; a three-column split's `content:` its middle column, with a
            // bar of its own; `detail:` the detail.
            var closures: [(String, ClosureExprSyntax)] = call.trailingClosure.map { [("sidebar", $0)] } ?? []
            for a in call.arguments {
                if let c = a.expression.as(ClosureExprSyntax.self) { closures.append((a.label?.text ?? "sidebar", c)) }
            }
            for t in call.additionalTrailingClosures { closures.append((t.label.text, t.closure)) }
            for (label, closure) in closures {
                guard let root = firstView(in: Syntax(closure)) else { continue }
                bars[owner, default: SwiftUIBar()].roots.append(root)
                let column = ["sidebar", "content"].contains(label) ? label : "detail"
                bars[owner, default: SwiftUIBar()].columns[root] = column
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
            if let arg = call.arguments.first?.expression, let m = constructedView(arg, in: owner),
                relevant.contains(m), let t = ui.types[m], t.kind == .modifier, depth < Self.maxDepth,
                let inner = arg.as(FunctionCallExprSyntax.self)
            {
                let saved = (bindings, values)
                bindings = bind(inner, names: inner.arguments.map { $0.label?.text ?? "" })
                values = memberValues(inner, type: m)
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

    func views(in node: Syntax, outsideLinks: Bool = false) -> [String] {
        let v = CallCollector(viewMode: .sourceAccurate)
        v.walk(node)
        var out: [String] = []
        for c in v.calls.sorted(by: { $0.position < $1.position }) {
            if outsideLinks, Self.inLinkDestination(c, below: node) { continue }
            if let n = constructedView(ExprSyntax(c), in: scope), ui.types[n]?.kind == .view, !out.contains(n) {
                out.append(n)
            }
        }
        return out
    }
}
