import Basics
import SwiftSyntax

/// Collects every function call under a node, outermost first; of an `#if`, only the clause an iOS build compiles.
final class CallCollector: AppCodeVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let elements = Condition.iosClause(node)?.elements { walk(elements) }
        return .skipChildren
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

    /// The clause of an `#if` an iOS build compiles (the first whose condition holds for iOS), or nil.
    static func iosClause(_ ic: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ic.clauses.first { ios($0.condition) }
    }

    /// The declarations an iOS build compiles: those of a member list, an `#if`'s iOS clause in its place.
    static func iosMembers(_ members: MemberBlockItemListSyntax, depth: Int = 0) -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        for m in members {
            if let ic = m.decl.as(IfConfigDeclSyntax.self) {
                if depth < 16, case let .decls(inner)? = iosClause(ic)?.elements {
                    out += iosMembers(inner, depth: depth + 1)
                }
            } else {
                out.append(m.decl)
            }
        }
        return out
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
