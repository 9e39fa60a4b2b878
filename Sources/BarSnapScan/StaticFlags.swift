import SwiftSyntax
import Synchronization

/// `if flag { … }` on a property of the screen declared with a literal (`var displaysDismissButton = false`,
/// `var extraButtons: [UIBarButtonItem] = []`, `var customButton: UIBarButtonItem?`): when no scanned code that
/// could reach this screen assigns the property, its declared value holds, so only that branch runs. A condition
/// may join such tests (`flag`, `!flag`, `list.isEmpty`, `item == nil`, `item != nil`) with `||` or `&&`. An
/// assignment through `self` (or bare) inside another class sets that class's own instances, not this screen's;
/// any other assignment (in the screen's own classes, or through another variable) leaves both branches, with a
/// note naming where it is set.
extension Statements {
    /// The condition's value when it can be known, else nil.
    mutating func staticFlag(_ ifExpr: IfExprSyntax, file: SourceFile) -> Bool? {
        let conditions = ifExpr.conditions
        guard conditions.count == 1, let c = conditions.first, case let .expression(e) = c.condition else {
            return nil
        }
        // `if !registered { registered = true; … }`, `if view == nil { view = … }`: what the branch itself sets
        // happens after the test, so it does not change the value tested the first time through.
        guarded = (file, ifExpr.body.position.utf8Offset..<ifExpr.body.endPosition.utf8Offset)
        defer { guarded = nil }
        var why: [String] = []
        var setAt: [(name: String, file: String, line: Int)] = []
        guard let value = declaredValue(e, why: &why, setAt: &setAt) else {
            if let first = setAt.first {
                note(
                    "condition",
                    "a condition on a property code sets: `if \(e.trimmedDescription)` depends on `\(first.name)`, "
                        + "which \(first.file):\(first.line) sets: both branches are read, the first drawn",
                    file: file, line: file.line(e))
            }
            return nil
        }
        let reason = why.joined(separator: "; ")
        explain("condition", file, file.line(e), "`if \(e.trimmedDescription)`: \(value) (\(reason))")
        return value
    }

    /// The value of a test over declared properties, or nil (with where a property is set, when that is why).
    private mutating func declaredValue(
        _ e: ExprSyntax, why: inout [String], setAt: inout [(name: String, file: String, line: Int)]
    ) -> Bool? {
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            return declaredValue(p.expression, why: &why, setAt: &setAt).map { !$0 }
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return declaredValue(only.expression, why: &why, setAt: &setAt)
        }
        if let seq = e.as(SequenceExprSyntax.self) {
            let el = Array(seq.elements)
            guard el.count >= 3, el.count % 2 == 1 else { return nil }
            let ops = stride(from: 1, to: el.count, by: 2).map {
                el[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            }
            if el.count == 3, let op = ops[0], op == "==" || op == "!=", el[2].is(NilLiteralExprSyntax.self) {
                guard let isNil = declared(el[0], kind: .optional, why: &why, setAt: &setAt) else { return nil }
                return (op == "==") == isNil
            }
            guard let op = ops[0], op == "||" || op == "&&", ops.allSatisfy({ $0 == op }) else { return nil }
            // Short-circuit: one known `true` decides `||`, one known `false` decides `&&`.
            var unknown = false
            for i in stride(from: 0, to: el.count, by: 2) {
                guard let v = declaredValue(el[i], why: &why, setAt: &setAt) else {
                    unknown = true
                    continue
                }
                if v == (op == "||") { return v }
            }
            return unknown ? nil : op == "&&"
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "isEmpty", let base = m.base {
            return declared(base, kind: .emptyList, why: &why, setAt: &setAt)
        }
        return declared(e, kind: .bool, why: &why, setAt: &setAt)
    }

    private enum DeclaredKind { case bool, emptyList, optional }

    /// A property's declared value (a `Bool` literal; a list declared empty: `true`; an optional declared without
    /// a value: `true` for "is nil"), when no code that can reach this screen sets it.
    private mutating func declared(
        _ expr: ExprSyntax, kind: DeclaredKind, why: inout [String],
        setAt: inout [(name: String, file: String, line: Int)]
    ) -> Bool? {
        var name = ValueReader.path(expr)
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard !name.isEmpty, !name.contains(".") else { return nil }
        // Assigned earlier in the order the code runs (`customButton = UIBarButtonItem(…)` before
        // `super.viewDidLoad()`): that value.
        if let now = reader.locals[name] {
            let value: Bool?
            switch kind {
            case .bool: value = now.as(BooleanLiteralExprSyntax.self).map { $0.literal.text == "true" }
            case .emptyList: value = now.as(ArrayExprSyntax.self).map { $0.elements.isEmpty }
            case .optional:
                value = now.is(NilLiteralExprSyntax.self) ? true
                    : now.is(FunctionCallExprSyntax.self) || now.is(ArrayExprSyntax.self) ? false : nil
            }
            if value != nil { why.append("`\(name)` was set to `\(ValueReader.shown(now))` before") }
            return value
        }
        guard let (decl, binding, declFile) = reader.property(name), decl.bindingSpecifier.text == "var",
            ValueReader.isStored(binding)
        else { return nil }
        let value: Bool
        let shown: String
        switch kind {
        case .bool:
            guard let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) else { return nil }
            value = literal.literal.text == "true"
            shown = literal.literal.text
        case .emptyList:
            guard let list = binding.initializer?.value.as(ArrayExprSyntax.self), list.elements.isEmpty else {
                return nil
            }
            value = true
            shown = "empty"
        case .optional:
            guard ValueReader.declaredNil(binding) else { return nil }
            value = true
            shown = "without a value"
        }
        if let at = reader.setter(
            of: name, declared: binding, in: declFile, mutations: kind == .emptyList, guarded: guarded)
        {
            setAt.append((name, at.file, at.line))
            return nil
        }
        why.append("`\(name)` is declared \(shown); no code that reaches this screen sets it")
        return value
    }
}

extension ValueReader {
    /// An optional stored property declared without a value (or `= nil`).
    static func declaredNil(_ binding: PatternBindingSyntax) -> Bool {
        let initial = binding.initializer?.value
        return binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
            && (initial == nil || initial?.is(NilLiteralExprSyntax.self) == true) && isStored(binding)
    }

    /// Where code that can reach this screen sets the property `name` (declared by `binding` in `declFile`), or
    /// nil when none does. With `mutations`, `name += …` and `name.append(…)` count.
    func setter(
        of name: String, declared binding: PatternBindingSyntax, in declFile: SourceFile, mutations: Bool = false,
        guarded: (file: SourceFile, range: Range<Int>)? = nil
    ) -> (file: String, line: Int)? {
        let declared = binding.position.utf8Offset..<binding.endPosition.utf8Offset
        let chain = Set(self.chain)
        for (i, at) in index.assignments.hits(of: name, mutations: mutations, in: index.files) {
            let f = index.files[i]
            if f === declFile, declared.contains(at) { continue }
            if let guarded, guarded.file === f, guarded.range.contains(at) { continue }
            if Self.setsThisScreen(f, at: at, chain: chain) { return (f.display, f.line(atOffset: at)) }
        }
        return nil
    }

    /// A stored property (observers allowed), not a computed one.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case let .accessors(list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// False when the assignment at `at` is `name = …`, `self.name = …` or `super.name = …` inside a class that
    /// is not the screen's nor one of its base classes (it sets that class's own instances).
    static func setsThisScreen(_ f: SourceFile, at: Int, chain: Set<String>) -> Bool {
        let start = max(0, at - 7)
        let before = String(decoding: f.text.utf8.dropFirst(start).prefix(at - start), as: UTF8.self)
        let throughSelf = before.hasSuffix("self.") || before.hasSuffix("super.")
        guard throughSelf || !before.hasSuffix(".") else { return true }
        guard let owner = enclosingClass(f, at: at) else { return true }
        return chain.contains(owner)
    }

    /// The class (or extended type) whose body holds the byte offset `at` of `f` (nil at file level).
    static func enclosingClass(_ f: SourceFile, at: Int) -> String? {
        if let known = f.owners.withLock({ $0[at] }) { return known.isEmpty ? nil : known }
        var owner = ""
        let tree = f.parse()
        if let token = tree.token(at: AbsolutePosition(utf8Offset: at)) {
            var node: Syntax? = Syntax(token)
            while let n = node {
                if let c = n.as(ClassDeclSyntax.self) {
                    owner = c.name.text
                    break
                }
                if let x = n.as(ExtensionDeclSyntax.self) {
                    owner = x.extendedType.trimmedDescription
                    break
                }
                if n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ActorDeclSyntax.self) {
                    owner = "-"
                    break
                }
                node = n.parent
            }
        }
        f.owners.withLock { $0[at] = owner }
        return owner.isEmpty ? nil : owner
    }
}

/// Every assignment of a name in the scanned files (file index, byte offset), searched once per name and kept:
/// every screen that tests the same base-class property asks again.
final class AssignmentHits: Sendable {
    private let found = Mutex<[String: [(Int, Int)]]>([:])

    func hits(of name: String, mutations: Bool, in files: [SourceFile]) -> [(Int, Int)] {
        let key = (mutations ? "+" : "=") + name
        if let known = found.withLock({ $0[key] }) { return known }
        var out: [(Int, Int)] = []
        for (i, f) in files.enumerated() {
            for at in ByteSearch.assignments(of: name, in: f.text, mutations: mutations) { out.append((i, at)) }
        }
        found.withLock { $0[key] = out }
        return out
    }
}
