import BarSnapCore
import SwiftSyntax

extension AppScan {
    /// The methods UIKit calls while a screen is set up, in order.
    static let setupMethods = ["loadView", "viewDidLoad", "viewWillAppear"]

    /// One screen per view-controller class that no other class of the app inherits from.
    static func screens(_ index: SwiftIndex) -> [ScannedScreen] {
        let controllers = index.types.keys.filter { isController($0, index) }
        let bases = Set(index.types.values.compactMap(\.superclass))
        return controllers.filter { !bases.contains($0) }.sorted().map { analyze($0, index) }
    }

    static func analyze(_ name: String, _ index: SwiftIndex) -> ScannedScreen {
        guard let info = index.types[name] else { return ScannedScreen(name: name, file: "", line: 0, source: .swift) }
        var screen = ScannedScreen(name: name, file: info.file.display, line: info.line, source: .swift)
        screen.superclass = info.superclass
        var walker = Statements(reader: ValueReader(index: index, typeName: name), screen: screen)
        // Base classes first: a subclass's setup runs after (and over) its base's.
        for t in walker.chain().reversed() {
            guard let ti = index.types[t] else { continue }
            for (i, f) in ti.initializers { if let body = i.body { walker.walk(body.statements, file: f, conditional: false) } }
            for m in setupMethods {
                for (fn, f) in ti.methods[m] ?? [] { if let body = fn.body { walker.walk(body.statements, file: f, conditional: false) } }
            }
        }
        screen = walker.screen
        readDeclaredAppearance(&screen, index)
        screen.pushes = pushes(of: name, index)
        return screen
    }

    /// `UINavigationBar.appearance()` set up anywhere in the app (usually the app or scene delegate).
    static func globalAppearance(_ index: SwiftIndex) -> ScannedAppearance? {
        var walker = Statements(reader: ValueReader(index: index, typeName: nil), screen: ScannedScreen(name: "", file: "", line: 0, source: .swift))
        for (code, file) in index.appearanceCode { walker.walk(code, file: file, conditional: false) }
        return walker.globalSet ? walker.global : nil
    }

    /// Screens a class pushes: `pushViewController(X(…))`, `show(X(), sender:)`, through a local.
    static func pushes(of name: String, _ index: SwiftIndex) -> [String] {
        guard let info = index.types[name] else { return [] }
        let visitor = NavigationVisitor(viewMode: .sourceAccurate)
        for (_, list) in info.methods.sorted(by: { $0.key < $1.key }) { for (fn, _) in list { visitor.walk(fn) } }
        for (i, _) in info.initializers { visitor.walk(i) }
        return visitor.pushes
    }

    /// Storyboard values first, the code's over them.
    static func merge(storyboard s: ScannedScreen, code c: ScannedScreen) -> ScannedScreen {
        var out = c
        if out.title.isEmpty { out.title = s.title }
        if out.prompt.isEmpty { out.prompt = s.prompt }
        if out.backButtonTitle.isEmpty { out.backButtonTitle = s.backButtonTitle }
        if out.left.isEmpty { out.left = s.left }
        if out.right.isEmpty { out.right = s.right }
        if out.largeTitleMode == nil { out.largeTitleMode = s.largeTitleMode }
        out.isRoot = out.isRoot || s.isRoot
        out.pushes += s.pushes
        out.storyboardID = s.storyboardID
        return out
    }

    /// Roots (`UINavigationController(rootViewController: X())` anywhere, storyboard relationships) and the
    /// screen each pushed screen comes from (the first pusher by name, so the choice is stable).
    mutating func linkNavigation(_ index: SwiftIndex) {
        let roots = Set(index.roots)
        for i in screens.indices where roots.contains(screens[i].name) { screens[i].isRoot = true }
        var pusher: [String: Int] = [:]
        for (i, s) in screens.enumerated() {
            for target in s.pushes where pusher[target] == nil && target != s.name { pusher[target] = i }
        }
        for i in screens.indices {
            guard let p = pusher[screens[i].name] else { continue }
            screens[i].pushedBy = screens[p].name
        }
        // The bar's prefersLargeTitles reaches every screen pushed on it; `.automatic` (or no mode) takes the
        // previous screen's choice, as UIKit does.
        var large: [String: Bool] = [:]
        func isLarge(_ i: Int, depth: Int) -> Bool {
            if let known = large[screens[i].name] { return known }
            let s = screens[i]
            var bar = s.prefersLargeTitles
            var previous: Int?
            if let p = s.pushedBy, let j = screens.firstIndex(where: { $0.name == p }) { previous = j }
            var chain = previous
            var steps = 0
            while bar == nil, let j = chain, steps < 16 { bar = screens[j].prefersLargeTitles; chain = screens[j].pushedBy.flatMap { n in screens.firstIndex { $0.name == n } }; steps += 1 }
            let result: Bool
            switch s.largeTitleMode {
            case "always"?: result = true
            case "never"?: result = false
            default: result = (bar ?? false) && (previous.map { depth < 16 ? isLarge($0, depth: depth + 1) : false } ?? true)
            }
            large[s.name] = result
            return result
        }
        for i in screens.indices { screens[i].large = isLarge(i, depth: 0) }
    }
}

/// Finds pushes and navigation-controller roots in code.
final class NavigationVisitor: SyntaxVisitor {
    var pushes: [String] = []
    var roots: [String] = []
    var locals: [String: String] = [:]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for b in node.bindings {
            if let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let v = b.initializer?.value, let t = Self.constructed(v) {
                locals[id] = t
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = ValueReader.path(node.calledExpression)
        let first = node.arguments.first
        if callee.hasSuffix("pushViewController") || callee == "show" || callee.hasSuffix(".show") {
            if let e = first?.expression, let t = target(e) { pushes.append(t) }
        } else if callee.hasSuffix("NavigationController") || callee.hasSuffix("NavigationController.init"),
                  first?.label?.text == "rootViewController", let e = first?.expression, let t = target(e) {
            roots.append(t)
        }
        return .visitChildren
    }

    func target(_ e: ExprSyntax) -> String? {
        if let t = Self.constructed(e) { return t }
        return locals[ValueReader.path(e)]
    }

    /// `X(…)`, `X.init(…)`, `X.make(…)`, `storyboard.instantiateViewController(withIdentifier: "Id")` → the name.
    static func constructed(_ e: ExprSyntax) -> String? {
        var e = e
        if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
        if let cast = e.as(AsExprSyntax.self) { return cast.type.trimmedDescription.filter { $0 != "?" && $0 != "!" } }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = ValueReader.path(call.calledExpression)
        if callee.hasSuffix("instantiateViewController"),
           let lit = call.arguments.first(where: { $0.label?.text == "withIdentifier" })?.expression.as(StringLiteralExprSyntax.self) {
            return lit.segments.trimmedDescription
        }
        let head = String(callee.split(separator: ".").first ?? "")
        guard let c = head.first, c.isUppercase else { return nil }
        return head
    }
}
