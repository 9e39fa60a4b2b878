import SwiftSyntax

/// Which screen a bar belongs to when views wrap or present one another: a wrapper that is no screen passes its
/// pushes, sheets and roots to the screen it wraps, and a view's own sheet content keeps its bar to itself.
extension SwiftUIReader {
    /// A view that is no screen itself but wraps one (`AlertsHost` whose body is `AlertsView(…).toolbar { … }
    /// .sheet { … }`): what pushes, presents or roots it shows the screen it wraps.
    mutating func forwardWrappers() {
        var targets: Set<String> = []
        for bar in bars.values {
            targets.formUnion(bar.pushes)
            targets.formUnion(bar.presents.map(\.target))
            targets.formUnion(bar.roots)
        }
        var forward: [String: String] = [:]
        for t in targets.sorted() where bars[t]?.applied != true {
            scope = t
            guard let body = ui.types[t]?.members["body"]?.first?.0.node,
                let inner = firstView(in: Syntax(body)), inner != t
            else { continue }
            forward[t] = inner
        }
        guard !forward.isEmpty else { return }
        func resolve(_ name: String) -> String {
            var n = name
            for _ in 0..<8 {
                guard let next = forward[n] else { break }
                n = next
            }
            return n
        }
        for name in bars.keys.sorted() {
            guard var bar = bars[name] else { continue }
            bar.pushes = bar.pushes.map(resolve)
            for i in bar.presents.indices { bar.presents[i].target = resolve(bar.presents[i].target) }
            bar.roots = bar.roots.map(resolve)
            var columns: [String: String] = [:]
            for (view, column) in bar.columns.sorted(by: { $0.key < $1.key }) where columns[resolve(view)] == nil {
                columns[resolve(view)] = column
            }
            bar.columns = columns
            bars[name] = bar
        }
    }

    /// Members a view shows only as its own sheet's content (`.sheet { commentsSheet }`): their bars are the
    /// sheet's, not the view's.
    func presentedMembers(_ t: SwiftUIType) -> Set<String> {
        var out: Set<String> = []
        for key in t.members.keys.sorted() {
            for (d, f) in t.members[key] ?? [] {
                let node = d.node
                guard ["sheet(", "sheet {", "fullScreenCover", "popover"].contains(where: { f.mentions($0, in: node) })
                else { continue }
                let v = CallCollector(viewMode: .sourceAccurate)
                v.walk(node)
                for c in v.calls {
                    guard let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                        ["sheet", "fullScreenCover", "popover"].contains(m.declName.baseName.text),
                        let closure = c.trailingClosure ?? c.arguments.last?.expression.as(ClosureExprSyntax.self)
                    else { continue }
                    for stmt in closure.statements {
                        guard let e = stmt.item.as(ExprSyntax.self) else { continue }
                        var base = ToolbarContentReader.stripCalls(e)
                        if let call = base.as(FunctionCallExprSyntax.self) { base = call.calledExpression }
                        if let r = base.as(DeclReferenceExprSyntax.self), r.baseName.text != "body",
                            t.members[r.baseName.text] != nil
                        {
                            out.insert(r.baseName.text)
                        }
                    }
                }
            }
        }
        return out
    }

    /// The call sits in the content closure of a `.sheet`, `.fullScreenCover` or `.popover` (within its member).
    static func insidePresentation(_ call: FunctionCallExprSyntax) -> Bool {
        var node: Syntax? = call.parent
        var steps = 0
        while let n = node, steps < 256 {
            steps += 1
            let topLevel = n.is(CodeBlockItemListSyntax.self) && n.parent?.is(SourceFileSyntax.self) == true
            if n.is(MemberBlockItemSyntax.self) || topLevel { return false }
            if n.is(ClosureExprSyntax.self) {
                // The closure's call: a trailing closure's parent, or an argument's call.
                var up = n.parent
                if up?.is(LabeledExprSyntax.self) == true { up = up?.parent?.parent }
                if up?.is(MultipleTrailingClosureElementSyntax.self) == true { up = up?.parent?.parent }
                if let c = up?.as(FunctionCallExprSyntax.self),
                    let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                    ["sheet", "fullScreenCover", "popover"].contains(m.declName.baseName.text)
                {
                    return true
                }
            }
            node = n.parent
        }
        return false
    }
}
