import Basics
import SwiftSyntax

/// Walks the code that configures a screen (or the app's global appearance) statement by statement: local
/// constants, assignments to the navigation item and bar, appearance objects, methods it calls. An assignment
/// inside an `if`, `switch` or `guard` adds a branch; one outside replaces what came before.
struct Statements {
    var reader: ValueReader
    var screen: ScannedScreen
    /// `UINavigationBarAppearance()` locals.
    var appearances: [String: ScannedAppearance] = [:]
    /// `let search = UISearchController(…)` / `UISearchBar()` locals, with their placeholder when set.
    var searches: [String: TextValue?] = [:]
    /// Local or property items changed after construction (`item.isEnabled = false`).
    var itemChanges: [String: (enabled: Bool?, tint: ColorValue?)] = [:]
    var global = ScannedAppearance()
    var globalSet = false
    /// The custom title view set so far (name, its note's index, set in a branch) until its title is read.
    var titleView: (name: String, note: Int, conditional: Bool)?
    /// Titles handed to a view's own method (`titleView.update(title: …)`), by the view's name.
    var titleViewTexts: [String: [TextValue]] = [:]
    /// Methods being read (`Type.method`): a cycle guard; `calls` bounds the total.
    var visited: Set<String> = []
    var calls = 0
    /// The body of the `if` whose condition is being decided (`staticFlag`).
    var guarded: (file: SourceFile, range: Range<Int>)?
    static let maxCalls = 64
    /// The class whose method is being read (for `super.m()`).
    var current: String?
    /// Methods UIKit calls itself: read once each, in `AppScan.analyze`, not again from `super.…()`.
    static let setupNames: Set<String> = ["loadView", "viewDidLoad", "viewWillAppear", "init"]

    init(reader: ValueReader, screen: ScannedScreen) {
        self.reader = reader
        self.screen = screen
    }

    /// `a = b` in an unfolded sequence → (a, b).
    static func assignment(_ expr: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        guard let seq = expr.as(SequenceExprSyntax.self) else { return nil }
        let el = Array(seq.elements)
        guard el.count >= 3, el[1].is(AssignmentExprSyntax.self) else { return nil }
        let rhs: ExprSyntax =
            el.count == 3 ? el[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(el[2...]))))
        return (el[0], rhs)
    }

    /// Locals that stand for the bar or the item (`let bar = navigationController?.navigationBar`,
    /// `guard let item = self.navigationItem`): name → the path they stand for.
    var aliases: [String: String] = [:]
    static let aliasable: Set<String> = [
        "navigationController.navigationBar", "navigationItem", "navigationController", "self.navigationItem",
    ]

    /// `bar.tintColor` → `navigationController.navigationBar.tintColor` when `bar` is an alias.
    func canonical(_ path: String) -> String {
        guard !aliases.isEmpty else { return path }
        let head = path.prefix { $0 != "." }
        guard let full = aliases[String(head)] else { return path }
        return full + path.dropFirst(head.count)
    }

    /// `let x = navigationController?.navigationBar`, `if let x = …`, `guard let x = …`: remembered as aliases.
    mutating func bind(_ id: String, _ e: ExprSyntax) -> Bool {
        let p = canonical(ValueReader.path(e))
        guard Self.aliasable.contains(p) else {
            aliases[id] = nil
            return false
        }
        aliases[id] = p
        return true
    }

    /// The optional bindings of an `if`/`guard` condition list.
    mutating func bindings(_ conditions: ConditionElementListSyntax) {
        for c in conditions {
            guard let b = c.condition.as(OptionalBindingConditionSyntax.self),
                  let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let e = b.initializer?.value {
                if !bind(id, e) { reader.locals[id] = e }
            } else if let known = aliases[id] { aliases[id] = known }
        }
    }

    mutating func walk(_ items: CodeBlockItemListSyntax, file: SourceFile, conditional: Bool) {
        for item in items {
            let budget = reader.index.budget
            guard budget?.read(ScanBudget.stepUnits, at: "\(file.display):\(file.line(item))") != false else { return }
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let id = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let e = b.initializer?.value
                    else { continue }
                    if bind(id, e) { continue }
                    reader.locals[id] = e
                    let callee = (e.as(FunctionCallExprSyntax.self)).map { ValueReader.path($0.calledExpression) } ?? ""
                    if callee == "UINavigationBarAppearance" { appearances[id] = ScannedAppearance() }
                    if callee == "UISearchController" || callee == "UISearchBar" { searches[id] = .some(nil) }
                }
            } else if let e = item.item.as(ExprSyntax.self) {
                expression(e, file: file, conditional: conditional)
            } else if let g = item.item.as(GuardStmtSyntax.self) {
                bindings(g.conditions)
                walk(g.body.statements, file: file, conditional: true)
            } else if let stmt = item.item.as(ExpressionStmtSyntax.self) {
                expression(stmt.expression, file: file, conditional: conditional)
            }
        }
    }

    mutating func expression(_ e: ExprSyntax, file: SourceFile, conditional: Bool) {
        if let ifExpr = e.as(IfExprSyntax.self) {
            if let value = staticFlag(ifExpr, file: file) {
                if value {
                    walk(ifExpr.body.statements, file: file, conditional: conditional)
                } else if case let .codeBlock(block)? = ifExpr.elseBody {
                    walk(block.statements, file: file, conditional: conditional)
                } else if case let .ifExpr(inner)? = ifExpr.elseBody {
                    expression(ExprSyntax(inner), file: file, conditional: conditional)
                }
                return
            }
            // `if let bar = navigationController?.navigationBar { … }` (or `if #available`): a binding that always
            // holds on a pushed screen is not a choice; other conditions add branches.
            bindings(ifExpr.conditions)
            let binds = ifExpr.conditions.allSatisfy {
                $0.condition.is(OptionalBindingConditionSyntax.self)
                    || $0.condition.is(AvailabilityConditionSyntax.self)
            }
            let before = (screen.left, screen.right)
            walk(ifExpr.body.statements, file: file, conditional: conditional || !binds || ifExpr.elseBody != nil)
            // Items are one set per bar: the first branch that sets them is the one drawn (its `else` is another
            // state of the screen), as a ternary's first branch is.
            let first = (screen.left, screen.right)
            var next = ifExpr.elseBody
            while let body = next {
                switch body {
                case let .codeBlock(block):
                    walk(block.statements, file: file, conditional: true)
                    next = nil
                case let .ifExpr(inner):
                    walk(inner.body.statements, file: file, conditional: true)
                    next = inner.elseBody
                }
            }
            if first.0 != before.0 { screen.left = first.0 }
            if first.1 != before.1 { screen.right = first.1 }
            return
        }
        if let sw = e.as(SwitchExprSyntax.self) {
            for c in sw.cases {
                if let sc = c.as(SwitchCaseSyntax.self) { walk(sc.statements, file: file, conditional: true) }
            }
            return
        }
        if let (lhs, rhs) = Self.assignment(e) {
            assign(canonical(ValueReader.path(lhs)), rhs, file: file, line: file.line(e), conditional: conditional)
            return
        }
        // `foo?.bar()` / `try foo()` / `await foo()`: the call inside.
        if let o = e.as(OptionalChainingExprSyntax.self) {
            expression(o.expression, file: file, conditional: conditional)
            return
        }
        if let tr = e.as(TryExprSyntax.self) {
            expression(tr.expression, file: file, conditional: conditional)
            return
        }
        if let aw = e.as(AwaitExprSyntax.self) {
            expression(aw.expression, file: file, conditional: conditional)
            return
        }
        if let call = e.as(FunctionCallExprSyntax.self) { self.call(call, file: file, conditional: conditional) }
    }

    mutating func call(_ call: FunctionCallExprSyntax, file: SourceFile, conditional: Bool) {
        let callee = canonical(ValueReader.path(call.calledExpression))
        let args = Array(call.arguments)
        let first = args.first?.expression
        reader.configureButton(call)
        let line = file.line(call)
        switch callee {
        case "navigationController.setNavigationBarHidden", "setNavigationBarHidden":
            if let first, !conditional {
                let hidden = ValueReader.path(first) == "true"
                screen.barHidden = hidden
                screen.barHiddenReason = hidden ? "setNavigationBarHidden(true)" : nil
                explain("barHidden", file, line, "setNavigationBarHidden(\(hidden))")
            }
        case "navigationController.navigationBar.setBackgroundImage", "UINavigationBar.appearance().setBackgroundImage":
            // `setBackgroundImage(UIImage(), for: .default)`: a transparent bar.
            if let first, ValueReader.path(first) == "UIImage()" {
                if callee.hasPrefix("UINavigationBar") {
                    globalSet = true
                    global.transparent = true
                } else {
                    var a = screen.appearance ?? ScannedAppearance()
                    a.transparent = true
                    screen.appearance = a
                }
                explain("appearance", file, line, "setBackgroundImage(UIImage()): transparent")
            } else {
                note(
                    "navigationBar.setBackgroundImage", "a background image: not drawn by BarSnap", file: file,
                    line: line)
            }
        case "navigationItem.setRightBarButton", "navigationItem.setRightBarButtonItems":
            if let first {
                assign(
                    "navigationItem.rightBarButtonItems", first, file: file, line: file.line(call),
                    conditional: conditional)
            }
        case "navigationItem.setLeftBarButton", "navigationItem.setLeftBarButtonItems":
            if let first {
                assign(
                    "navigationItem.leftBarButtonItems", first, file: file, line: file.line(call),
                    conditional: conditional)
            }
        case "navigationItem.setHidesBackButton":
            if let first {
                assign(
                    "navigationItem.hidesBackButton", first, file: file, line: file.line(call), conditional: conditional
                )
            }
        default:
            let parts = callee.split(separator: ".").map(String.init)
            if parts.count == 2, appearances[parts[0]] != nil {
                if parts[1] == "configureWithTransparentBackground" { appearances[parts[0]]?.transparent = true }
                return
            }
            if parts.count == 2, parts[0] != "self", parts[0] != "super",
                titleViewCall(parts[0], parts[1], call, file: file)
            {
                return
            }
            // A method of the screen (or its base classes) called from its configuration: read it too, dispatched
            // to the most-derived override; `super.m()` to the next class up from the one being read.
            let isSuper = parts.count == 2 && parts[0] == "super"
            let name =
                parts.count == 1 ? parts[0] : (parts.count == 2 && (parts[0] == "self" || isSuper) ? parts[1] : "")
            guard !name.isEmpty, calls < Self.maxCalls, !Self.setupNames.contains(name) else { return }
            var types = chain()
            if isSuper {
                guard let current, let i = types.firstIndex(of: current) else { return }
                types = Array(types[(i + 1)...])
            }
            for t in types {
                guard let methods = reader.index.types[t]?.methods[name] else { continue }
                let key = t + "." + name
                guard !visited.contains(key) else { return }
                visited.insert(key)
                calls += 1
                let fitting = methods.filter { $0.0.signature.parameterClause.parameters.count == args.count }
                guard let (held, f) = fitting.last ?? methods.last else { return }
                let m = held.node
                guard let body = m.body else { return }
                explain("call", f, f.line(m), "\(t).\(name)()")
                let saved = reader.locals
                for (param, arg) in zip(m.signature.parameterClause.parameters, args) {
                    reader.locals[(param.secondName ?? param.firstName).text] = arg.expression
                }
                let outer = current
                current = t
                walk(body.statements, file: f, conditional: conditional)
                current = outer
                reader.locals = saved
                visited.remove(key)
                return
            }
        }
    }

    /// The screen's type and its app-defined base classes, nearest first.
    func chain() -> [String] {
        var out: [String] = []
        var t: String? = reader.typeName
        while let name = t, let info = reader.index.types[name], !out.contains(name), out.count < 16 {
            out.append(name)
            t = info.superclass
        }
        return out
    }

    static func set<T>(_ list: inout [T], _ values: [T], conditional: Bool) {
        if conditional { list += values } else { list = values }
    }

    mutating func note(_ field: String, _ reason: String, file: SourceFile, line: Int) {
        screen.notes.append(ScanNote(file: file.display, line: line, screen: screen.name, field: field, reason: reason))
    }

    /// One step of how a field was found, for `barsnap scan --explain` (bounded: a screen's steps stop at 200).
    mutating func explain(_ field: String, _ file: SourceFile, _ line: Int, _ what: String) {
        guard screen.explain.values.reduce(0, { $0 + $1.count }) < 200 else { return }
        screen.explain[field, default: []].append("\(file.display):\(line) \(what)")
    }
}
