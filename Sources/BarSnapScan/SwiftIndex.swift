import SwiftParser
import SwiftSyntax
import Synchronization

/// One Swift file: its path as shown, its text and where its lines start (its tree is not kept: see `Held`).
final class SourceFile: Sendable {
    let display: String
    let text: String
    let cache: TreeCache
    /// The UTF-8 offset of each line's first byte (a line ends at `\n`, `\r\n` or `\r`, as swift-syntax counts).
    private let lineStarts: [Int]
    private let held = Mutex<[UInt32]>([])
    /// The class enclosing a byte offset, once asked (`Statements.enclosingClass`).
    let owners = Mutex<[Int: String]>([:])
    init(display: String, text: String, cache: TreeCache) {
        self.display = display
        self.text = text
        self.cache = cache
        lineStarts = Self.lineStarts(text)
    }

    /// Where each line starts: after each `\n`, and after each `\r` not followed by `\n`.
    static func lineStarts(_ text: String) -> [Int] {
        var starts = [0]
        var text = text
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var previous: UInt8 = 0
            for i in bytes.indices {
                let b = bytes[i]
                if b == UInt8(ascii: "\n") { starts.append(i + 1) }
                else if previous == UInt8(ascii: "\r") { starts.append(i) }
                previous = b
            }
            if previous == UInt8(ascii: "\r") { starts.append(bytes.count) }
        }
        return starts
    }
    /// The line (from 1) where `node` starts, after its leading trivia.
    func line(_ node: some SyntaxProtocol) -> Int {
        line(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    /// The line (from 1) of a UTF-8 offset.
    func line(atOffset offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid }
        }
        return lo + 1
    }
    var bytes: String.UTF8View { text.utf8 }
    /// True when `needle` occurs in `node`'s text (its trivia included, as in `node.description`).
    func mentions(_ needle: String, in node: some SyntaxProtocol) -> Bool {
        ByteSearch.contains(text, needle, in: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    /// The file's tree, parsed again (the same text gives the same tree).
    func parse() -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: ScanBudget.parserNesting)
        return SourceFileSyntax.parse(from: &parser)
    }
    func node(at index: UInt32) -> Syntax? { cache.node(at: index, of: self) }
    func hold(_ index: UInt32) { held.withLock { $0.append(index) } }
    /// The indexes of held nodes, in tree order.
    func heldIndices() -> [UInt32] { Array(Set(held.withLock { $0 })).sorted() }
}

/// A class (with its extensions): superclass, members.
struct TypeInfo: Sendable {
    var name: String
    var superclass: String?
    var file: SourceFile
    var line: Int
    /// Methods by base name (`viewDidLoad`, `setUpNavigation`), in source order, with their files.
    var methods: [String: [(Held<FunctionDeclSyntax>, SourceFile)]] = [:]
    var initializers: [(Held<InitializerDeclSyntax>, SourceFile)] = []
    /// Stored, lazy and computed properties by name.
    var properties: [String: (Held<VariableDeclSyntax>, Held<PatternBindingSyntax>, SourceFile)] = [:]
    /// `UIHostingController<RootView>`: the generic argument of the superclass.
    var superclassArgument: String?
}

/// What the Swift files declare: classes, constants (`static let`, `let` at file level, SwiftGen's `L10n`
/// enums) by qualified name, and global appearance code.
struct SwiftIndex: Sendable {
    var types: [String: TypeInfo] = [:]
    /// `L10n.Settings.title`, `Constants.doneTitle`, `kTitle` → the initializer.
    var constants: [String: (Held<ExprSyntax>, SourceFile)] = [:]
    /// The constants whose value is one plain string literal (`"gear"`, `Image("logo")`'s argument): its text,
    /// read while the tree is at hand (so a pass over every constant parses nothing again).
    var constantLiterals: [String: String] = [:]
    /// Free functions and methods of non-view-controller types that set global appearance: their bodies.
    var appearanceCode: [(Held<CodeBlockItemListSyntax>, SourceFile)] = []
    /// Screens that are a navigation controller's root (`UINavigationController(rootViewController: X())`).
    var roots: [String] = []
    /// Screens a tab bar controller shows (`viewControllers = [X(), UINavigationController(rootViewController: Y())]`).
    var tabRoots: [String] = []
    /// Screens added as a child of another (`addChild(X())`): no bar of their own.
    var children: [String] = []
    /// Screens that are a window's root or a tab outside any navigation controller: no bar of their own.
    var bareRoots: [String] = []
    /// The app's own functions that push or present a view controller they are given (`func show(_ vc:
    /// UIViewController) { navigationController?.pushViewController(vc, animated: true) }`), by base name.
    var helpers: [String: NavigationHelper] = [:]
    /// Assignments by name, found once (`ValueReader.setter`).
    let assignments = AssignmentHits()
    /// Functions and methods of any type, by qualified name (`Theme.barTint`) and, for free functions, bare name.
    var functions: [String: [(Held<FunctionDeclSyntax>, SourceFile)]] = [:]
    /// Computed properties' getters by qualified name (`Theme.barTint`), for following code.
    var getters: [String: Held<CodeBlockItemListSyntax>] = [:]
    /// The scan suite's options (theme, hints), set before screens are read.
    var options = ScanOptions()
    var hints: HintBook?
    /// Names generated code gives the app's strings and assets (when the generated file is not committed).
    var generated = GeneratedNames()
    var notes: [ScanNote] = []
    /// Where each class is declared (`Settings` for `extension Settings { class ListController }`, "" at the top
    /// level) when it subclasses a `…Controller`: UIKit screens are keyed by simple name, so two such classes of one
    /// name in different scopes are noted.
    var classScopes: [String: Set<String>] = [:]
    /// The file being indexed mentions `.appearance(` (so its functions are worth checking for global appearance).
    var mentionsAppearance = false
    /// Every file indexed, in the order read.
    var files: [SourceFile] = []
    /// The scan's time and memory budget (shared by every reader of this index).
    var budget: ScanBudget?
    /// SwiftUI views, modifiers, toolbar content and hosted views.
    var swiftUI = SwiftUIIndex()

    mutating func add(_ other: SwiftIndex) {
        for (name, t) in other.types {
            if var existing = types[name] {
                if existing.superclass == nil { existing.superclass = t.superclass }
                for (k, v) in t.methods { existing.methods[k, default: []] += v }
                existing.initializers += t.initializers
                existing.properties.merge(t.properties) { a, _ in a }
                types[name] = existing
            } else { types[name] = t }
        }
        for (k, v) in other.constantLiterals where constants[k] == nil { constantLiterals[k] = v }
        constants.merge(other.constants) { a, _ in a }
        appearanceCode += other.appearanceCode
        roots += other.roots
        tabRoots += other.tabRoots
        children += other.children
        bareRoots += other.bareRoots
        for (k, v) in other.functions { functions[k, default: []] += v }
        getters.merge(other.getters) { a, _ in a }
        helpers.merge(other.helpers) { a, _ in a }
        notes += other.notes
        for (name, scopes) in other.classScopes.sorted(by: { $0.key < $1.key }) {
            let (file, line) = (other.types[name]?.file.display ?? "", other.types[name]?.line ?? 0)
            for scope in scopes.sorted() { declareScope(name, scope, file: file, line: line) }
        }
        files += other.files
        swiftUI.add(other.swiftUI)
    }

    /// Parses one file's text into an index.
    /// The tree is let go after: `cache` keeps it while it fits, and parses the file again when a reader needs it.
    static func index(_ text: String, display: String, cache: TreeCache = TreeCache()) -> SwiftIndex {
        var parser = Parser(text, maximumNestingLevel: ScanBudget.parserNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        let file = SourceFile(display: display, text: text, cache: cache)
        var out = SwiftIndex()
        out.files = [file]
        out.mentionsAppearance = ByteSearch.contains(text, ".appearance(")
        if tree.hasError {
            let first = tree.tokens(viewMode: .all).first { $0.hasError || $0.presence == .missing }
            out.notes.append(ScanNote(file: display, line: first.map { file.line($0) } ?? 0, field: "file",
                                      reason: "Swift that does not parse: read as far as it goes"))
        }
        out.collect(tree.statements.map(\.item), prefix: [], extending: nil, file: file)
        out.swiftUI = SwiftUIIndex.index(tree, file: file, text: text)
        if ByteSearch.containsAny(text, ["rootViewController", "addChild", "iewControllers", "previewProvider"]) {
            let visitor = NavigationVisitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            out.roots = visitor.roots
            out.tabRoots = visitor.tabRoots
            out.children = visitor.children
            out.bareRoots = visitor.bareRoots
        }
        cache.keep(tree, of: file)
        return out
    }

    private mutating func collect(
        _ items: [CodeBlockItemSyntax.Item], prefix: [String], extending: String?, file: SourceFile
    ) {
        for item in items {
            guard case let .decl(decl) = item else { continue }
            collect(decl: decl, prefix: prefix, extending: extending, file: file)
        }
    }

    private mutating func collect(members: MemberBlockSyntax, prefix: [String], type: String?, file: SourceFile) {
        for m in members.members { collect(decl: m.decl, prefix: prefix, extending: type, file: file) }
    }

    private mutating func collect(decl: DeclSyntax, prefix: [String], extending type: String?, file: SourceFile) {
        // `#if os(iOS) || os(macOS)` around declarations: the iOS clause's.
        if let ic = decl.as(IfConfigDeclSyntax.self) {
            switch Condition.iosClause(ic)?.elements {
            case let .statements(s)?: collect(s.map(\.item), prefix: prefix, extending: type, file: file)
            case let .decls(d)?:
                for m in Condition.iosMembers(d) { collect(decl: m, prefix: prefix, extending: type, file: file) }
            default: break
            }
            return
        }
        if let c = decl.as(ClassDeclSyntax.self) {
            let name = c.name.text
            let inherited = c.inheritanceClause?.inheritedTypes.first?.type
            let superclass = inherited.map { Self.typeName($0) }
            if superclass?.hasSuffix("Controller") == true {
                declareScope(name, prefix.joined(separator: "."), file: file.display, line: file.line(c.name))
            }
            if types[name] == nil {
                types[name] = TypeInfo(name: name, superclass: superclass, file: file, line: file.line(c.name))
            } else if types[name]?.superclass == nil {
                types[name]?.superclass = superclass
            }
            if let g = inherited?.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first {
                types[name]?.superclassArgument = g.argument.trimmedDescription
            }
            collect(members: c.memberBlock, prefix: prefix + [name], type: name, file: file)
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
            let name = Self.typeName(e.extendedType)
            let last = String(name.split(separator: ".").last ?? Substring(name))
            collect(members: e.memberBlock, prefix: name.split(separator: ".").map(String.init), type: last, file: file)
        } else if let s = decl.as(StructDeclSyntax.self) {
            collect(members: s.memberBlock, prefix: prefix + [s.name.text], type: nil, file: file)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            collect(members: e.memberBlock, prefix: prefix + [e.name.text], type: nil, file: file)
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for binding in v.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let type, types[type] != nil || type.hasSuffix("Controller") {
                    ensure(type, file: file, node: v)
                    types[type]?.properties[id] = (Held(v, in: file), Held(binding, in: file), file)
                }
                if let value = binding.initializer?.value {
                    constants[(prefix + [id]).joined(separator: ".")] = (Held(value, in: file), file)
                    constantLiterals[(prefix + [id]).joined(separator: ".")] = Self.literal(value)
                } else if let getter = Self.singleExpression(binding) {
                    constants[(prefix + [id]).joined(separator: ".")] = (Held(getter, in: file), file)
                    constantLiterals[(prefix + [id]).joined(separator: ".")] = Self.literal(getter)
                } else if case let .getter(stmts)? = binding.accessorBlock?.accessors {
                    getters[(prefix + [id]).joined(separator: ".")] = Held(stmts, in: file)
                    if prefix.count > 1, let last = prefix.last { getters[last + "." + id] = Held(stmts, in: file) }
                }
            }
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            let qualified = (prefix + [f.name.text]).joined(separator: ".")
            let held = Held(f, in: file)
            functions[qualified, default: []].append((held, file))
            if prefix.count > 1, let last = prefix.last {
                functions[last + "." + f.name.text, default: []].append((held, file))
            }
            if let type, types[type] != nil || type.hasSuffix("Controller") {
                ensure(type, file: file, node: f)
                types[type]?.methods[f.name.text, default: []].append((held, file))
            }
            if helpers[f.name.text] == nil, let h = NavigationHelper.of(f, file: file) { helpers[f.name.text] = h }
            // Global appearance is set up anywhere: the app or scene delegate, a theme type, a free function.
            if mentionsAppearance, let body = f.body, file.mentions(".appearance(", in: body) {
                appearanceCode.append((Held(body.statements, in: file), file))
            }
        } else if let i = decl.as(InitializerDeclSyntax.self), let type {
            if types[type] != nil || type.hasSuffix("Controller") {
                ensure(type, file: file, node: i)
                types[type]?.initializers.append((Held(i, in: file), file))
            }
            if mentionsAppearance, let body = i.body, file.mentions(".appearance(", in: body) {
                appearanceCode.append((Held(body.statements, in: file), file))
            }
        }
    }

    /// A class's scope; a second scope for the same simple name is noted (its screens are read as one).
    private mutating func declareScope(_ name: String, _ scope: String, file: String, line: Int) {
        let before = classScopes[name, default: []]
        classScopes[name, default: []].insert(scope)
        guard before.count == 1, let old = before.first, old != scope else { return }
        let a = SwiftUIIndex.qualified(name, in: old)
        let b = SwiftUIIndex.qualified(name, in: scope)
        notes.append(ScanNote(file: file, line: line, screen: name, field: "file",
                              reason: "two classes named `\(name)` (\(min(a, b)), \(max(a, b))): read as one screen"))
    }

    private mutating func ensure(_ type: String, file: SourceFile, node: some SyntaxProtocol) {
        if types[type] == nil { types[type] = TypeInfo(name: type, superclass: nil, file: file, line: file.line(node)) }
    }

    /// `var x: String { "Title" }` / `{ return L10n.a }`: the one expression a getter returns.
    static func singleExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case let .getter(items):
            guard items.count == 1, let item = items.first else { return nil }
            if let e = item.item.as(ExprSyntax.self) { return e }
            return item.item.as(ReturnStmtSyntax.self)?.expression
        case .accessors: return nil
        }
    }

    /// `"gear"` or `X("gear")` (one unlabelled argument, no closure): the literal's text, when it has one segment.
    static func literal(_ value: ExprSyntax) -> String? {
        var lit = value.as(StringLiteralExprSyntax.self)
        if lit == nil, let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.arguments.first?.label == nil, call.trailingClosure == nil
        {
            lit = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        }
        guard let lit, lit.segments.count == 1, let s = lit.segments.first?.as(StringSegmentSyntax.self) else {
            return nil
        }
        return s.content.text
    }

    static func typeName(_ type: TypeSyntax) -> String {
        if let id = type.as(IdentifierTypeSyntax.self) { return id.name.text }
        if let m = type.as(MemberTypeSyntax.self) { return typeName(m.baseType) + "." + m.name.text }
        return type.trimmedDescription
    }
}
