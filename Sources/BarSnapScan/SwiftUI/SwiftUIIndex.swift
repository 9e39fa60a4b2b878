import SwiftSyntax

/// A SwiftUI type of the app: a `View`, a `ViewModifier` or a `ToolbarContent`, with its members (and those of its
/// extensions) by name.
struct SwiftUIType: Sendable {
    enum Kind: String, Sendable { case view, modifier, toolbarContent }
    var name: String
    var kind: Kind
    var file: SourceFile
    var line: Int
    /// Generic over a view (`struct Card<Content: View>`): a container whose call site's modifiers are its user's.
    var container = false
    /// Computed properties and functions by name (`body`, `toolbar`, `sendButton`), each with its file.
    var members: [String: [(Held<DeclSyntax>, SourceFile)]] = [:]
}

/// What the Swift files declare for SwiftUI: view, modifier and toolbar-content types, the app's `extension View`
/// functions (its own modifiers) and the views UIKit code hosts (`UIHostingController(rootView: X())`).
struct SwiftUIIndex: Sendable {
    var types: [String: SwiftUIType] = [:]
    /// Members of extensions whose type is declared in another file: merged when the indexes are added.
    var pending: [String: [String: [(Held<DeclSyntax>, SourceFile)]]] = [:]
    /// `extension View { func navigationBarCloseButton(…) }` by name.
    var viewFunctions: [String: [(Held<FunctionDeclSyntax>, SourceFile)]] = [:]
    /// The app's protocols refining `View` (`protocol BaseView: View`), and the types with a `body` conforming only
    /// to protocols of the app's: views once every file is indexed, when one of those is such a protocol.
    var viewProtocols: Set<String> = []
    var maybeViews: [String: (type: SwiftUIType, conforms: [String])] = [:]
    /// Nested types' keys by their simple name (`RootView` → `Settings.RootView`, …), sorted: set by `finish()`.
    var nestedByLast: [String: [String]] = [:]
    /// (the UIKit class whose code builds it, the hosted view type).
    var hosted: [(owner: String, view: String)] = []
    /// The app's helpers that host a view and push it, and the calls that hand views to functions.
    var hostingHelpers = HostingHelpers()
    /// Struct types whose conformances name none of View, ViewModifier, ToolbarContent (counted for notes).
    var viewCount: Int { types.values.filter { $0.kind == .view }.count }

    mutating func add(_ other: SwiftUIIndex) {
        for (name, t) in other.types {
            if var existing = types[name] {
                for (k, v) in t.members { existing.members[k, default: []] += v }
                existing.container = existing.container || t.container
                types[name] = existing
            } else { types[name] = t }
        }
        for (name, members) in other.pending {
            for (k, v) in members { pending[name, default: [:]][k, default: []] += v }
        }
        for (k, v) in other.viewFunctions { viewFunctions[k, default: []] += v }
        viewProtocols.formUnion(other.viewProtocols)
        maybeViews.merge(other.maybeViews) { old, _ in old }
        hosted += other.hosted
        hostingHelpers.add(other.hostingHelpers)
    }

    /// The type a name written in `scope`'s code means (`scope` a type's key), by Swift's lookup: a type nested in
    /// the innermost enclosing type first, then outward (`RootView` in `Settings.RootView`'s code means
    /// `Settings.RootView`), then a top-level one. A name no enclosing type has but exactly one nested type does is
    /// that one; several (`ambiguous`) are none: never one picked silently.
    func resolve(_ name: String, in scope: String) -> String? {
        var s = Substring(scope)
        var steps = 0
        while !s.isEmpty, steps < 32 {
            steps += 1
            if types["\(s).\(name)"] != nil { return "\(s).\(name)" }
            guard let dot = s.lastIndex(of: ".") else { break }
            s = s[..<dot]
        }
        if types[name] != nil { return name }
        let nested = self.nested(name)
        return nested.count == 1 ? nested[0] : nil
    }

    /// The nested types whose qualified name ends with `.name`, sorted.
    func nested(_ name: String) -> [String] {
        guard let last = name.split(separator: ".").last else { return [] }
        return (nestedByLast[String(last)] ?? []).filter { $0.hasSuffix(".\(name)") }
    }

    /// Extensions' members reach their types once every file is indexed.
    mutating func finish() {
        for (name, m) in maybeViews.sorted(by: { $0.key < $1.key }) where types[name] == nil {
            if m.conforms.contains(where: viewProtocols.contains) { types[name] = m.type }
        }
        maybeViews = [:]
        for (name, members) in pending.sorted(by: { $0.key < $1.key }) where types[name] != nil {
            for (k, v) in members.sorted(by: { $0.key < $1.key }) { types[name]?.members[k, default: []] += v }
        }
        pending = [:]
        nestedByLast = [:]
        for key in types.keys.sorted() where key.contains(".") {
            nestedByLast[String(key.split(separator: ".").last ?? ""), default: []].append(key)
        }
    }

    /// Indexes one parsed file (only when it mentions SwiftUI's vocabulary).
    static func index(_ tree: SourceFileSyntax, file: SourceFile, text: String) -> SwiftUIIndex {
        var out = SwiftUIIndex()
        guard ByteSearch.containsAny(text, ["View", "ToolbarContent"]) else { return out }
        out.collect(tree.statements.map(\.item), file: file, scope: "")
        if ByteSearch.contains(text, "UIHostingController") {
            let v = HostingVisitor(viewMode: .sourceAccurate)
            v.walk(tree)
            out.hosted = v.found
        }
        let helpers = HostingHelperVisitor(viewMode: .sourceAccurate)
        helpers.walk(tree)
        out.hostingHelpers = helpers.found
        return out
    }

    static func kind(_ clause: InheritanceClauseSyntax?) -> SwiftUIType.Kind? {
        guard let clause else { return nil }
        let names = clause.inheritedTypes.map {
            SwiftIndex.typeName($0.type).split(separator: ".").last.map(String.init) ?? ""
        }
        if names.contains("ViewModifier") { return .modifier }
        if names.contains("ToolbarContent") || names.contains("CustomizableToolbarContent") { return .toolbarContent }
        if names.contains("View") { return .view }
        return nil
    }

    private mutating func collect(_ items: [CodeBlockItemSyntax.Item], file: SourceFile, scope: String) {
        for item in items {
            guard case let .decl(decl) = item else { continue }
            collect(decl: decl, file: file, scope: scope)
        }
    }

    /// A type declared inside `scope` (a type's qualified name, or "" at the top level): `Settings.RootView`.
    static func qualified(_ name: String, in scope: String) -> String { scope.isEmpty ? name : "\(scope).\(name)" }

    private mutating func collect(decl: DeclSyntax, file: SourceFile, scope: String) {
        // `#if os(iOS) || os(macOS)` around declarations: the iOS clause's.
        if let ic = decl.as(IfConfigDeclSyntax.self) {
            switch Condition.iosClause(ic)?.elements {
            case let .statements(s)?: collect(s.map(\.item), file: file, scope: scope)
            case let .decls(d)?: for m in Condition.iosMembers(d) { collect(decl: m, file: file, scope: scope) }
            default: break
            }
            return
        }
        if let s = decl.as(StructDeclSyntax.self) {
            let name = Self.qualified(s.name.text, in: scope)
            declare(name, s.inheritanceClause, s.memberBlock, file: file, node: s.name)
            let generic = s.genericParameterClause?.parameters.contains {
                ($0.inheritedType?.trimmedDescription ?? "").hasSuffix("View")
            }
            if generic == true { types[name]?.container = true }
        } else if let c = decl.as(ClassDeclSyntax.self) {
            let name = Self.qualified(c.name.text, in: scope)
            declare(name, c.inheritanceClause, c.memberBlock, file: file, node: c.name)
        } else if let p = decl.as(ProtocolDeclSyntax.self), Self.kind(p.inheritanceClause) == .view {
            viewProtocols.insert(p.name.text)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            let inner = Self.qualified(e.name.text, in: scope)
            for m in e.memberBlock.members { collect(decl: m.decl, file: file, scope: inner) }
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
            let name = SwiftIndex.typeName(e.extendedType)
            // `extension Settings.RootView`: that type's members only (its key is its qualified name).
            let last = name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
            if last == "View" {
                for m in e.memberBlock.members {
                    if let f = m.decl.as(FunctionDeclSyntax.self) {
                        viewFunctions[f.name.text, default: []].append((Held(f, in: file), file))
                    }
                }
                return
            }
            if let kind = Self.kind(e.inheritanceClause), types[last] == nil {
                types[last] = SwiftUIType(name: last, kind: kind, file: file, line: file.line(e.extendedType))
            }
            for m in Condition.iosMembers(e.memberBlock.members) {
                guard let (k, d) = Self.member(m) else {
                    collect(decl: m, file: file, scope: last)
                    continue
                }
                if types[last] != nil { types[last]?.members[k, default: []].append((Held(d, in: file), file)) }
                else { pending[last, default: [:]][k, default: []].append((Held(d, in: file), file)) }
            }
        }
    }

    private mutating func declare(_ name: String, _ clause: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
                                  file: SourceFile, node: some SyntaxProtocol) {
        if let kind = Self.kind(clause) {
            var t = types[name] ?? SwiftUIType(name: name, kind: kind, file: file, line: file.line(node))
            for m in Condition.iosMembers(members.members) {
                if let (k, d) = Self.member(m) { t.members[k, default: []].append((Held(d, in: file), file)) }
            }
            types[name] = t
        } else if let clause, members.members.contains(where: { Self.member($0.decl)?.0 == "body" }) {
            // `struct RootView: BaseView`: a view when `BaseView` is the app's protocol refining `View`.
            var t = SwiftUIType(name: name, kind: .view, file: file, line: file.line(node))
            for m in Condition.iosMembers(members.members) {
                if let (k, d) = Self.member(m) { t.members[k, default: []].append((Held(d, in: file), file)) }
            }
            let conforms = clause.inheritedTypes.map { SwiftIndex.typeName($0.type) }
            if maybeViews[name] == nil { maybeViews[name] = (t, conforms) }
        }
        // Nested types (a screen's private subviews) are types of their own.
        for m in Condition.iosMembers(members.members) where Self.member(m) == nil {
            collect(decl: m, file: file, scope: name)
        }
    }

    /// A computed property or a function: its name and declaration.
    static func member(_ decl: DeclSyntax) -> (String, DeclSyntax)? {
        if let f = decl.as(FunctionDeclSyntax.self) { return (f.name.text, decl) }
        if let v = decl.as(VariableDeclSyntax.self), let b = v.bindings.first,
           let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, b.accessorBlock != nil {
            return (id, decl)
        }
        return nil
    }
}

/// `UIHostingController(rootView: X())` in a class's code.
final class HostingVisitor: SyntaxVisitor {
    var found: [(owner: String, view: String)] = []
    var classes: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(SwiftIndex.typeName(node.extendedType))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { classes.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ValueReader.path(node.calledExpression)
        if let owner = classes.last, callee.hasPrefix("UIHostingController"),
           let root = node.arguments.first(where: { $0.label?.text == "rootView" })?.expression,
           let view = SwiftUIReader.constructedView(root) {
            found.append((owner, view))
        }
        return .visitChildren
    }
}
