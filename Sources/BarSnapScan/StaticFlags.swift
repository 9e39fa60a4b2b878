import SwiftSyntax

/// `if flag { … }` on a `Bool` property of the screen declared with a literal (`var displaysDismissButton = false`):
/// when no scanned code assigns the property, its declared value holds, so only that branch runs. When some code
/// does (another screen before it shows this one), both branches stay and a note names where it is set.
extension Statements {
    /// The condition's value when it can be known, else nil.
    mutating func staticFlag(_ conditions: ConditionElementListSyntax, file: SourceFile) -> Bool? {
        guard conditions.count == 1, let c = conditions.first, case let .expression(e) = c.condition else {
            return nil
        }
        var negated = false
        var expr = e
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            negated = true
            expr = p.expression
        }
        let name = ValueReader.path(expr)
        guard !name.isEmpty, !name.contains("."), reader.locals[name] == nil,
            let (decl, binding, declFile) = reader.property(name), decl.bindingSpecifier.text == "var",
            let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self)
        else { return nil }
        let line = file.line(e)
        let declared = binding.position.utf8Offset..<binding.endPosition.utf8Offset
        for f in reader.index.files {
            guard
                let at = ByteSearch.firstAssignment(
                    of: name, in: f.text, skipping: f === declFile ? declared : nil)
            else { continue }
            note(
                "condition",
                "`if \(e.trimmedDescription)` depends on `\(name)`, which \(f.display):\(f.line(atOffset: at)) sets: "
                    + "both branches are read, the first drawn", file: file, line: line)
            return nil
        }
        let value = (literal.literal.text == "true") != negated
        explain(
            "condition", file, line,
            "`if \(e.trimmedDescription)`: \(value) (`\(name)` is declared \(literal.literal.text); no code sets it)")
        return value
    }
}
