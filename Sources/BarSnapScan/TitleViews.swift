import SwiftSyntax

/// A view in place of the title label (`navigationItem.titleView = v`): UIKit then shows the view, not `title`.
/// A view of the app's own class whose method is handed the title (`v.update(title: L10n.a, subtitle: nil)`) is
/// drawn as that title; a segmented control (alone or in a stack) and any other view leave the title empty, with a
/// note naming the line: BarSnap draws neither.
extension Statements {
    /// `navigationItem.titleView = rhs` (not a search bar).
    mutating func setTitleView(_ rhs: ExprSyntax, file: SourceFile, line: Int, conditional: Bool) {
        let name = ValueReader.path(rhs)
        let type = viewType(rhs) ?? "a view"
        if let texts = titleViewTexts[name] {
            Self.set(&screen.title, texts, conditional: conditional)
            explain("title", file, line, "titleView = \(name) (\(type)), its title set through its own method")
            titleView = nil
            return
        }
        if conditional {
            // A title view wins over a title another branch sets: its state is the screen's first case.
            screen.title.removeAll { $0 == .literal("") }
            screen.title.insert(.literal(""), at: 0)
        } else {
            screen.title = [.literal("")]
        }
        let what =
            isSegmented(rhs)
            ? "a segmented control as the title view (`\(ValueReader.shown(rhs))`): not drawn by BarSnap; the title "
                + "is left empty"
            : "a custom title view (`\(ValueReader.shown(rhs))`, \(type)): drawn by its own code; the title is left "
                + "empty"
        note("titleView", what, file: file, line: line)
        titleView = (name, screen.notes.count - 1, conditional)
    }

    /// `v.update(title: …)` on a view of the app's own class, whose method hands a `title` parameter to its
    /// labels: the texts it is given (nil when the call is not one).
    mutating func titleViewCall(_ receiver: String, _ method: String, _ call: FunctionCallExprSyntax, file: SourceFile)
        -> Bool
    {
        var type: String?
        if let e = reader.lookup(receiver) { type = viewType(e) }
        guard let view = type ?? propertyType(receiver),
            !AppScan.controllerBases.contains(view), let info = reader.index.types[view],
            let methods = info.methods[method]
        else { return false }
        let args = Array(call.arguments)
        let labels = args.map { $0.label?.text ?? "_" }
        guard
            let (held, f) = methods.first(where: { m in
                m.0.signature.parameterClause.parameters.map { $0.firstName.text } == labels
            })
        else { return false }
        let decl = held.node
        let params = Array(decl.signature.parameterClause.parameters)
        guard let body = decl.body,
            let i = params.firstIndex(where: { p in
                let n = (p.secondName ?? p.firstName).text.lowercased()
                return n.contains("title") && !n.contains("subtitle")
                    && p.type.trimmedDescription.hasPrefix("String")
            })
        else { return false }
        let param = (params[i].secondName ?? params[i].firstName).text
        // The parameter must reach the view's code (a label's text, a call that configures one).
        guard body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == param }) else { return false }
        let texts = reader.texts(args[i].expression)
        let line = file.line(call)
        let label = params[i].firstName.text
        explain("title", f, f.line(decl), "\(view).\(method)(\(label):) (from \(file.display):\(line))")
        if let j = params.firstIndex(where: { (($0.secondName ?? $0.firstName).text).lowercased() == "subtitle" }),
            j < args.count, ValueReader.path(args[j].expression) != "nil"
        {
            note("titleView", "a subtitle in the custom title view: not drawn", file: file, line: line)
        }
        titleViewTexts[receiver] = texts
        if let tv = titleView, tv.name == receiver {
            if tv.note < screen.notes.count, screen.notes[tv.note].field == "titleView" {
                screen.notes.remove(at: tv.note)
            }
            if tv.conditional, let k = screen.title.lastIndex(of: .literal("")) {
                screen.title.replaceSubrange(k...k, with: texts)
            } else {
                screen.title = texts
            }
            titleView = nil
        }
        return true
    }

    /// The class of a view: the call that builds it, a local's or property's initializer or declared type.
    func viewType(_ e: ExprSyntax, depth: Int = 0) -> String? {
        if let call = e.as(FunctionCallExprSyntax.self) {
            return ValueReader.path(call.calledExpression).split(separator: ".").first.map(String.init)
        }
        guard depth < 4 else { return nil }
        let name = ValueReader.path(e)
        if let local = reader.locals[name], local.id != e.id { return viewType(local, depth: depth + 1) }
        return propertyType(name, depth: depth)
    }

    func propertyType(_ name: String, depth: Int = 0) -> String? {
        guard let (_, binding, _) = reader.property(name) else { return nil }
        if let t = binding.typeAnnotation?.type {
            return SwiftIndex.typeName(t).filter { $0 != "!" && $0 != "?" }
        }
        if let v = binding.initializer?.value, depth < 4 { return viewType(v, depth: depth + 1) }
        return nil
    }

    /// A `UISegmentedControl` (or a class named like one), or a stack view holding one.
    func isSegmented(_ e: ExprSyntax, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        let type = viewType(e) ?? ""
        if type.hasSuffix("SegmentedControl") { return true }
        guard type == "UIStackView" else { return false }
        var source = e
        if !e.is(FunctionCallExprSyntax.self), let local = reader.lookup(ValueReader.path(e)) { source = local }
        guard let call = source.as(FunctionCallExprSyntax.self),
            let list = call.arguments.first(where: { $0.label?.text == "arrangedSubviews" })?.expression
                .as(ArrayExprSyntax.self)
        else { return false }
        return list.elements.contains { isSegmented($0.expression, depth: depth + 1) }
    }
}
