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
        hosted += other.hosted
        hostingHelpers.add(other.hostingHelpers)
    }

    /// Extensions' members reach their types once every file is indexed.
    mutating func finish() {
        for (name, members) in pending.sorted(by: { $0.key < $1.key }) where types[name] != nil {
            for (k, v) in members.sorted(by: { $0.key < $1.key }) { types[name]?.members[k, default: []] += v }
        }
        pending = [:]
    }

    /// Indexes one parsed file (only when it mentions SwiftUI's vocabulary).
    static func index(_ tree: SourceFileSyntax, file: SourceFile, text: String) -> SwiftUIIndex {
        var out = SwiftUIIndex()
        guard ByteSearch.containsAny(text, ["View", "ToolbarContent"]) else { return out }
        out.collect(tree.statements.map(\.item), file: file)
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

    private mutating func collect(_ items: [CodeBlockItemSyntax.Item], file: SourceFile) {
        for item in items {
            guard case let .decl(decl) = item else { continue }
            collect(decl: decl, file: file)
        }
    }

    private mutating func collect(decl: DeclSyntax, file: SourceFile) {
        // `#if os(iOS) || os(macOS)` around declarations: the iOS clause's.
        if let ic = decl.as(IfConfigDeclSyntax.self) {
            switch Condition.iosClause(ic)?.elements {
            case let .statements(s)?: collect(s.map(\.item), file: file)
            case let .decls(d)?: for m in Condition.iosMembers(d) { collect(decl: m, file: file) }
            default: break
            }
            return
        }
        if let s = decl.as(StructDeclSyntax.self) {
            declare(s.name.text, s.inheritanceClause, s.memberBlock, file: file, node: s.name)
            let generic = s.genericParameterClause?.parameters.contains {
                ($0.inheritedType?.trimmedDescription ?? "").hasSuffix("View")
            }
            if generic == true { types[s.name.text]?.container = true }
        } else if let c = decl.as(ClassDeclSyntax.self) {
            declare(c.name.text, c.inheritanceClause, c.memberBlock, file: file, node: c.name)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            for m in e.memberBlock.members { collect(decl: m.decl, file: file) }
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
            let name = SwiftIndex.typeName(e.extendedType)
            let last = String(name.split(separator: ".").last ?? Substring(name))
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
                    collect(decl: m, file: file)
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
        }
        // Nested types (a screen's private subviews) are types of their own.
        for m in Condition.iosMembers(members.members) where Self.member(m) == nil { collect(decl: m, file: file) }
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
