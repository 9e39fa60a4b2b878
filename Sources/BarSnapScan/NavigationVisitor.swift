import Basics
import SwiftSyntax

/// Finds pushes and navigation-controller roots in code.
final class NavigationVisitor: AppCodeVisitor {
    var pushes: [String] = []
    var roots: [String] = []
    var tabRoots: [String] = []
    var children: [String] = []
    /// The app's own pushing and presenting functions (`SwiftIndex.helpers`).
    var helpers: [String: NavigationHelper] = [:]
    /// `window.rootViewController = X()` and a tab bar's `viewControllers = [X(), …]` with X outside a navigation
    /// controller: no bar.
    var bareRoots: [String] = []
    /// The class whose code is read (`present(self, …)` presents it).
    var selfName: String?
    /// Titles set on a screen by the code that builds it (`vc.title = …`), by the screen's type.
    var titles: [String: ExprSyntax] = [:]
    var presents: [ScannedPresentation] = []
    var locals: [String: String] = [:]
    /// `modalPresentationStyle` set on a local (`nav.modalPresentationStyle = .formSheet`).
    var localStyles: [String: String] = [:]

    /// A navigation controller held in a local, and its root read back from it
    /// (`let root = nav.topViewController as! X`): presenting the local presents X.
    var navigationRoots: [String: String] = [:]
    /// Locals holding a navigation controller built around a root (`let nav = UINavigationController(…X())`).
    var navigationLocals: [String: String] = [:]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for b in node.bindings {
            guard let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let v = b.initializer?.value
            else { continue }
            // A new binding of the name forgets what the old one held.
            locals[id] = nil
            navigationRoots[id] = nil
            localStyles[id] = nil
            if let (base, type) = Self.cast(v) {
                let from = ValueReader.path(base).split(separator: ".").map(String.init)
                if from.count == 2, ["topViewController", "visibleViewController"].contains(from[1]) {
                    navigationRoots[from[0]] = type
                }
            }
            navigationLocals[id] = nil
            if let t = rootOfNavigation(v) {
                locals[id] = t
                navigationLocals[id] = t
            } else if let t = Self.constructed(v) {
                locals[id] = t
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        if parts.count == 3, parts[1].is(AssignmentExprSyntax.self) {
            let lhs = ValueReader.path(parts[0]).split(separator: ".").map(String.init)
            if lhs.count == 2, lhs[1] == "modalPresentationStyle" {
                localStyles[lhs[0]] = ValueReader.path(parts[2]).split(separator: ".").last.map(String.init)
            }
            if lhs.last == "viewControllers", let array = parts[2].as(ArrayExprSyntax.self) { tabs(array) }
            if lhs.count >= 2, lhs[lhs.count - 1] == "rootViewController", lhs[lhs.count - 2] == "window",
                rootOfNavigation(parts[2]) == nil, navigationLocals[ValueReader.path(parts[2])] == nil,
                let t = target(parts[2])
            {
                bareRoots.append(t)
            }
            // `let picker = Picker(); picker.title = "Folder"`: a title the pusher gives the screen it builds.
            if lhs.count >= 2, lhs.last == "title", lhs.count == 2 || (lhs.count == 3 && lhs[1] == "navigationItem"),
               let t = locals[lhs[0]], titles[t] == nil {
                titles[t] = parts[2]
            }
        }
        return .visitChildren
    }

    /// The called name's last word (`present` of `nav?.present`), to skip calls no branch below can match.
    static func lastName(_ e: ExprSyntax) -> String {
        var token = e.lastToken(viewMode: .sourceAccurate)
        while let t = token, t.text == "?" || t.text == "!" { token = t.previousToken(viewMode: .sourceAccurate) }
        return token?.text ?? ""
    }

    static func mayNavigate(_ node: FunctionCallExprSyntax) -> Bool {
        let last = lastName(node.calledExpression)
        switch last {
        case "present", "addChild", "show", "init": return true
        default:
            return last.hasSuffix("setViewControllers") || last.hasSuffix("pushViewController")
                || last.hasSuffix("NavigationController")
                || node.arguments.contains { $0.label?.text == "previewProvider" }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `open(SettingsViewController())` where the app's `open(_:)` pushes what it is given.
        if !helpers.isEmpty, let h = helpers[Self.lastName(node.calledExpression)] {
            let args = Array(node.arguments)
            if h.index < args.count, let t = target(args[h.index].expression) {
                switch h.kind {
                case .push: pushes.append(t)
                case .presentAlone: presents.append(ScannedPresentation(target: t, style: nil, inNavigation: false))
                case .presentInNavigation: presents.append(ScannedPresentation(target: t, style: nil))
                case .child: children.append(t)
                }
                return .visitChildren
            }
        }
        guard Self.mayNavigate(node) else { return .visitChildren }
        let callee = ValueReader.path(node.calledExpression)
        let first = node.arguments.first
        // `present(X(), animated:)`, and an app's own presenting helpers (`present(asCard: X())`).
        // (`animated:` tells UIKit's presenting call from an app's own `ErrorHandler.present(self)`.)
        if callee == "present" || callee.hasSuffix(".present"), first?.label?.text != "animated",
            node.arguments.contains(where: { $0.label?.text == "animated" }), let e = first?.expression
        {
            let style = localStyles[ValueReader.path(e)]
            if let t = rootOfNavigation(e) ?? navigationRoots[ValueReader.path(e)]
                ?? navigationLocals[ValueReader.path(e)]
            {
                presents.append(ScannedPresentation(target: t, style: style))
            } else if let t = target(e) {
                presents.append(ScannedPresentation(target: t, style: style, inNavigation: false))
            }
        } else if callee == "addChild" || callee.hasSuffix(".addChild"), let e = first?.expression, let t = target(e) {
            children.append(t)
        } else if let preview = node.arguments.first(where: { $0.label?.text == "previewProvider" })?.expression {
            // A context menu's preview (`previewProvider: { Preview() }`): no bar.
            if let closure = preview.as(ClosureExprSyntax.self), closure.statements.count == 1,
                let e = closure.statements.first?.item.as(ExprSyntax.self)
                    ?? closure.statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
                let t = target(e)
            {
                children.append(t)
            }
        } else if callee.hasSuffix("setViewControllers"), let array = first?.expression.as(ArrayExprSyntax.self) {
            // A page view controller's pages (`direction:` given) have no bar of their own; a tab bar's are roots.
            if node.arguments.contains(where: { $0.label?.text == "direction" }) {
                for el in array.elements { if let t = target(el.expression) { children.append(t) } }
            } else { tabs(array) }
        } else if callee.hasSuffix("pushViewController") || callee == "show" || callee.hasSuffix(".show") {
            if let e = first?.expression, let t = target(e) { pushes.append(t) }
        } else if callee.hasSuffix("NavigationController") || callee.hasSuffix("NavigationController.init"),
                  first?.label?.text == "rootViewController", let e = first?.expression, let t = target(e) {
            roots.append(t)
        }
        return .visitChildren
    }

    /// A tab bar controller's `viewControllers` (or `setViewControllers([…])`): a navigation controller's root is a
    /// tab root (no back button); a screen outside any navigation controller has no bar.
    func tabs(_ array: ArrayExprSyntax) {
        for el in array.elements {
            if let t = rootOfNavigation(el.expression) ?? navigationLocals[ValueReader.path(el.expression)] {
                tabRoots.append(t)
            } else if let t = target(el.expression) {
                bareRoots.append(t)
            }
        }
    }

    func target(_ e: ExprSyntax) -> String? {
        if let t = Self.constructed(e) { return t }
        if let selfName, e.trimmedDescription == "self" { return selfName }
        return locals[ValueReader.path(e)]
    }

    /// `UINavigationController(rootViewController: X())` (or the app's own navigation controller class) → X.
    func rootOfNavigation(_ e: ExprSyntax) -> String? {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = ValueReader.path(call.calledExpression)
        guard callee.hasSuffix("NavigationController") || callee.hasSuffix("NavigationController.init"),
            let root = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression
        else { return nil }
        return target(root)
    }

    /// `e as! T` (as the parser leaves it, an unfolded sequence, or folded) → (e, "T").
    static func cast(_ e: ExprSyntax) -> (ExprSyntax, String)? {
        func name(_ t: String) -> String { t.filter { $0 != "?" && $0 != "!" } }
        if let cast = e.as(AsExprSyntax.self) { return (cast.expression, name(cast.type.trimmedDescription)) }
        if let seq = e.as(SequenceExprSyntax.self) {
            let parts = Array(seq.elements)
            if parts.count == 3, parts[1].is(UnresolvedAsExprSyntax.self), let t = parts[2].as(TypeExprSyntax.self) {
                return (parts[0], name(t.type.trimmedDescription))
            }
        }
        return nil
    }

    /// `X(…)`, `X.init(…)`, `X.make(…)`, `storyboard.instantiateViewController(withIdentifier: "Id")` → the name.
    static func constructed(_ e: ExprSyntax) -> String? {
        var e = e
        if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
        if let (_, type) = cast(e) { return type }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = ValueReader.path(call.calledExpression)
        if callee.hasSuffix("instantiateViewController"),
            let lit = call.arguments.first(where: { $0.label?.text == "withIdentifier" })?.expression.as(
                StringLiteralExprSyntax.self)
        {
            return lit.segments.trimmedDescription
        }
        // `storyboard.instantiateController(ofType: X.self)`, `instantiateInitialViewController(creator:)`-style
        // helpers: the type named by `X.self`.
        if callee.lowercased().contains("instantiate"),
           let t = call.arguments.lazy.compactMap({ $0.expression.as(MemberAccessExprSyntax.self) })
               .first(where: { $0.declName.baseName.text == "self" })?.base {
            return ValueReader.path(t)
        }
        let head = String(callee.split(separator: ".").first ?? "")
        guard let c = head.first, c.isUppercase else { return nil }
        return head
    }
}

/// An app function that pushes, presents or adds as a child the view controller it is handed (its parameter at
/// `index`).
struct NavigationHelper: Sendable, Equatable {
    enum Kind: Sendable { case push, presentAlone, presentInNavigation, child }
    var index: Int
    var kind: Kind

    /// Names UIKit's own calls use, read as such (a helper of the same name is not one).
    static let uikitNames: Set<String> = [
        "present", "show", "showDetailViewController", "pushViewController", "addChild", "setViewControllers", "init",
    ]

    /// `func open(_ vc: UIViewController) { navigationController?.pushViewController(vc, animated: true) }`: the
    /// helper, when a parameter typed as a view controller is pushed or presented in its body.
    static func of(_ f: FunctionDeclSyntax, file: SourceFile) -> NavigationHelper? {
        guard !uikitNames.contains(f.name.text), let body = f.body,
            file.mentions("ViewController", in: f.signature),
            file.mentions("pushViewController", in: body) || file.mentions("present(", in: body)
                || file.mentions("addChild", in: body)
        else { return nil }
        let params = Array(f.signature.parameterClause.parameters)
        guard params.count <= 4 else { return nil }
        for (i, p) in params.enumerated() where p.type.trimmedDescription.contains("ViewController") {
            let name = (p.secondName ?? p.firstName).text
            let visitor = NavigationVisitor(viewMode: .sourceAccurate)
            let marker = "\u{1}param"
            visitor.locals[name] = marker
            visitor.walk(body)
            if visitor.pushes.contains(marker) { return NavigationHelper(index: i, kind: .push) }
            // `addView(_ child: UIViewController)` calling `addChild(child)`: a container helper.
            if visitor.children.contains(marker) { return NavigationHelper(index: i, kind: .child) }
            if let p = visitor.presents.first(where: { $0.target == marker }) {
                return NavigationHelper(index: i, kind: p.inNavigation ? .presentInNavigation : .presentAlone)
            }
        }
        return nil
    }
}
