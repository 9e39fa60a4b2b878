import SwiftSyntax

/// The app's own localization wrappers, whatever their name: a function handed a literal key
/// (`L("settings.title")`, `Strings.text("k")`) or a `String` extension member on a literal (`"k".tr`,
/// `"k".loc()`) whose body returns a localization call on that parameter or on `self` (`NSLocalizedString(key,
/// comment: "")`, `String(localized:)`, `Bundle.main.localizedString(forKey:value:table:)`): the key, looked up in
/// the tables. Only a literal key is read; the wrapper's own table argument, if literal, is kept.
extension ValueReader {
    func localizedWrapper(_ expr: ExprSyntax) -> TextValue? {
        let call = expr.as(FunctionCallExprSyntax.self)
        let target = call?.calledExpression ?? expr
        // `"key".member` / `"key".member(…)`: a String extension's getter or method, `self` the literal.
        if let m = target.as(MemberAccessExprSyntax.self), let lit = m.base?.as(StringLiteralExprSyntax.self) {
            let name = "String." + m.declName.baseName.text
            var inner = self
            inner.locals["self"] = ExprSyntax(lit)
            if call == nil, let (held, _) = index.constants[name] { return inner.wrapped(held.node) }
            if call == nil, let getter = index.getters[name], let (e, r) = inner.body(getter.node) {
                return r.wrapped(e)
            }
            if let call, let (fn, _) = index.functions[name]?.first.map({ ($0.0.node, $0.1) }), let body = fn.body {
                for (param, arg) in zip(fn.signature.parameterClause.parameters, call.arguments) {
                    inner.locals[(param.secondName ?? param.firstName).text] = arg.expression
                }
                if let (e, r) = inner.body(body.statements) { return r.wrapped(e) }
            }
            return nil
        }
        // `L("key")`, `Strings.text("key")`: a free function or a static method handed a literal.
        guard let call, call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true else { return nil }
        let callee = Self.path(call.calledExpression)
        guard !callee.isEmpty, index.types[callee] == nil, let (fn, _) = function(callee), let body = fn.body else {
            return nil
        }
        var inner = self
        for (param, arg) in zip(fn.signature.parameterClause.parameters, call.arguments) {
            inner.locals[(param.secondName ?? param.firstName).text] = arg.expression
        }
        guard let (e, r) = inner.body(body.statements) else { return nil }
        return r.wrapped(e)
    }

    /// The wrapper's returned expression, when it is a localization call with a key read: its key.
    private func wrapped(_ e: ExprSyntax) -> TextValue? {
        guard spend(), let call = e.as(FunctionCallExprSyntax.self), let v = localizedCall(call),
            case .localized = v
        else { return nil }
        return v
    }

    /// A string argument as a literal: written as one, or a parameter or `self` bound to one.
    func boundLiteral(_ e: ExprSyntax) -> String? {
        var x = e
        if let d = e.as(DeclReferenceExprSyntax.self), let bound = locals[d.baseName.text] { x = bound }
        guard let lit = x.as(StringLiteralExprSyntax.self), case let .literal(s) = literal(lit) else { return nil }
        return s
    }
}
