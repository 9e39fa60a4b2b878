import Basics
import SwiftSyntax

extension Statements {
    /// One assignment `lhs = rhs` (lhs without `self.`, `?` and `!`).
    mutating func assign(_ lhs: String, _ rhs: ExprSyntax, file: SourceFile, line: Int, conditional: Bool) {
        let parts = lhs.split(separator: ".").map(String.init)
        // Appearance objects and search controllers held in locals.
        if parts.count >= 2, appearances[parts[0]] != nil {
            var a = appearances[parts[0]] ?? ScannedAppearance()
            appearanceField(&a, parts[1], rhs, file: file, line: line)
            appearances[parts[0]] = a
            return
        }
        if parts.count >= 2, searches[parts[0]] != nil, parts.last == "placeholder" {
            searches[parts[0]] = .some(reader.text(rhs))
            return
        }
        if lhs.hasPrefix("UIBarButtonItem.appearance()."), parts.last == "tintColor" {
            // Every item's colour: the bar's tint, unless the bar's own is set.
            globalSet = true
            if global.tint == nil { global.tint = reader.color(rhs) }
            return
        }
        if lhs.hasPrefix("UINavigationBar.appearance()."), parts.count >= 3 {
            globalSet = true
            var a = global
            applyBar(to: &a, field: parts[2], rhs, file: file, line: line)
            global = a
            return
        }
        if lhs == "navigationController.isNavigationBarHidden" || lhs == "navigationController.navigationBar.isHidden" {
            guard !conditional else { return }
            screen.barHidden = ValueReader.path(rhs) == "true"
            screen.barHiddenReason = screen.barHidden ? "\(parts.last ?? "") = true" : nil
            explain("barHidden", file, line, "\(lhs) = \(ValueReader.path(rhs))")
            return
        }
        // `navigationItem.rightBarButtonItem?.tintColor = …`: the item already in the bar.
        if parts.count == 3, parts[0] == "navigationItem",
            ["rightBarButtonItem", "leftBarButtonItem"].contains(parts[1]),
            parts[2] == "tintColor" || parts[2] == "isEnabled"
        {
            let right = parts[1].hasPrefix("right")
            guard !(right ? screen.right : screen.left).isEmpty else { return }
            if parts[2] == "tintColor" {
                let c = reader.color(rhs)
                if right { screen.right[0].tint = c } else { screen.left[0].tint = c }
            } else {
                let e = ValueReader.path(rhs) == "true"
                if right { screen.right[0].enabled = e } else { screen.left[0].enabled = e }
            }
            explain(parts[1].hasPrefix("right") ? "right[0]" : "left[0]", file, line, "\(lhs)")
            return
        }
        if lhs.hasPrefix("navigationController.navigationBar."), parts.count == 3 {
            explain("appearance", file, line, lhs)
            if parts[2] == "prefersLargeTitles" {
                screen.prefersLargeTitles = ValueReader.path(rhs) == "true"
                return
            }
            var a = screen.appearance ?? ScannedAppearance()
            applyBar(to: &a, field: parts[2], rhs, file: file, line: line)
            screen.appearance = a
            return
        }
        let field = [
            "title": "title", "navigationItem.title": "title", "navigationItem.prompt": "prompt",
            "navigationItem.backButtonTitle": "backButtonTitle", "navigationItem.searchController": "searchController",
            "navigationItem.titleView": "searchController"
        ][lhs]
        if let field {
            screen.lines[field] = line
            screen.lineFiles[field] = file.display
            explain(field, file, line, "\(lhs) = \(ValueReader.shown(rhs))")
            screen.sources[field] = SourcePlace(file: file.display, line: line)
        }
        if lhs.hasPrefix("navigationItem.rightBarButtonItem") || lhs.hasPrefix("navigationItem.leftBarButtonItem") {
            let side = lhs.hasPrefix("navigationItem.right") ? "right" : "left"
            screen.sources[side] = SourcePlace(file: file.display, line: line)
        }
        switch lhs {
        case "title", "navigationItem.title":
            Self.set(&screen.title, reader.texts(rhs), conditional: conditional)
        case "navigationItem.prompt":
            Self.set(&screen.prompt, reader.texts(rhs), conditional: conditional)
        case "navigationItem.backButtonTitle":
            Self.set(&screen.backButtonTitle, reader.texts(rhs), conditional: conditional)
        case "navigationItem.backBarButtonItem":
            let items = reader.items(rhs, file: file)
            if case let .title(t, _)? = items.first?.content {
                Self.set(&screen.backButtonTitle, [t], conditional: conditional)
            } else {
                note("backBarButtonItem", "a back item without a readable title", file: file, line: line)
            }
        case "navigationItem.backButtonDisplayMode":
            screen.backButtonDisplayMode = ValueReader.path(rhs).split(separator: ".").last.map(String.init)
            explain("backButtonDisplayMode", file, line, "\(lhs) = \(ValueReader.shown(rhs))")
        case "navigationItem.style":
            let style = ValueReader.path(rhs).split(separator: ".").last.map(String.init)
            if style == "editor" || style == "browser" { screen.itemStyle = style }
        case "navigationItem.largeTitleDisplayMode":
            screen.largeTitleMode = ValueReader.path(rhs).split(separator: ".").last.map(String.init)
        case "modalPresentationStyle":
            screen.modalPresentationStyle = ValueReader.path(rhs).split(separator: ".").last.map(String.init)
        case "navigationItem.hidesBackButton":
            screen.hidesBackButton = ValueReader.path(rhs) == "true"
        case "navigationItem.leftItemsSupplementBackButton":
            screen.leftItemsSupplementBackButton = ValueReader.path(rhs) == "true"
        case "navigationItem.rightBarButtonItem", "navigationItem.rightBarButtonItems":
            // `nil` in one branch of a choice keeps the other branch's items (the bar with them is drawn).
            if conditional, ValueReader.path(rhs) == "nil", !screen.right.isEmpty { return }
            screen.right = withChanges(reader.items(rhs, file: file), rhs)
            explain("right", file, line, "\(lhs) = \(ValueReader.shown(rhs))")
        case "navigationItem.leftBarButtonItem", "navigationItem.leftBarButtonItems":
            if conditional, ValueReader.path(rhs) == "nil", !screen.left.isEmpty { return }
            screen.left = withChanges(reader.items(rhs, file: file), rhs)
            explain("left", file, line, "\(lhs) = \(ValueReader.shown(rhs))")
        case "navigationItem.hidesSearchBarWhenScrolling":
            screen.hidesSearchBarWhenScrolling = ValueReader.path(rhs) == "true"
        case "navigationController.navigationBar.topItem.titleView":
            // The bar's top item while the screen is built: its own item when it is the root.
            explain("title", file, line, "\(lhs) = \(ValueReader.shown(rhs)) (the top item: the screen's own)")
            assign("navigationItem.titleView", rhs, file: file, line: line, conditional: conditional)
        case "navigationItem.searchController", "navigationItem.titleView":
            screen.searchIsTitleView = lhs.hasSuffix("titleView")
            let name = ValueReader.path(rhs)
            let callee = rhs.as(FunctionCallExprSyntax.self).map { ValueReader.path($0.calledExpression) } ?? ""
            if let placeholder = searches[name] {
                screen.searchPlaceholder = placeholder ?? .literal("Search")
            } else if callee == "UISearchController" || callee == "UISearchBar" {
                screen.searchPlaceholder = .literal("Search")
            } else if lhs.hasSuffix("titleView") {
                setTitleView(rhs, file: file, line: line, conditional: conditional)
            } else {
                screen.searchPlaceholder = .literal("Search")
            }
        case "navigationItem.standardAppearance", "navigationItem.scrollEdgeAppearance",
            "navigationItem.compactAppearance":
            if let a = appearances[ValueReader.path(rhs)] {
                if lhs.hasSuffix("standardAppearance") || screen.appearance == nil {
                    screen.appearance = (screen.appearance ?? ScannedAppearance()).merged(with: a)
                }
            } else {
                note(
                    "appearance", "an appearance computed at run time: `\(ValueReader.shown(rhs))`", file: file,
                    line: line)
            }
        default:
            // A property of the screen with an observer or a setter (`var items: [UIBarButtonItem] = [] { didSet {
            // updateBar() } }`): the new value is read back through it, and its code runs.
            if parts.count == 1, observe(parts[0], rhs, file: file, line: line, conditional: conditional) { return }
            reader.configureButton(assignment: lhs, rhs)
            // `item.isEnabled = false`, `doneItem.tintColor = …` on a local or property item.
            if parts.count == 2, parts[1] == "isEnabled" || parts[1] == "tintColor" {
                var change = itemChanges[parts[0]] ?? (nil, nil)
                if parts[1] == "isEnabled" {
                    change.enabled = ValueReader.path(rhs) == "true"
                } else {
                    change.tint = reader.color(rhs)
                }
                itemChanges[parts[0]] = change
                apply(change, to: parts[0])
            }
        }
    }

    /// `name = rhs` on a property of the screen or its base classes: later reads of `name` give `rhs`; its
    /// `willSet`/`didSet` observers (base class first) or its setter run with `newValue` bound. True when the
    /// property is the screen's.
    mutating func observe(_ name: String, _ rhs: ExprSyntax, file: SourceFile, line: Int, conditional: Bool) -> Bool {
        var declared: [(PatternBindingSyntax, SourceFile, String)] = []
        for t in chain() { if let p = reader.index.types[t]?.properties[name] { declared.append((p.1.node, p.2, t)) } }
        guard !declared.isEmpty else { return false }
        reader.locals[name] = rhs
        guard calls < Self.maxCalls, !visited.contains("set." + name) else { return true }
        visited.insert("set." + name)
        calls += 1
        for (binding, f, t) in declared.reversed() {
            guard case let .accessors(list)? = binding.accessorBlock?.accessors else { continue }
            for a in list where ["willSet", "didSet", "set"].contains(a.accessorSpecifier.text) {
                guard let body = a.body else { continue }
                explain("call", f, f.line(a), "\(t).\(name) \(a.accessorSpecifier.text) (from line \(line))")
                reader.locals[a.parameters?.name.text ?? "newValue"] = rhs
                let outer = current
                current = t
                walk(body.statements, file: f, conditional: conditional)
                current = outer
            }
        }
        visited.remove("set." + name)
        return true
    }

    /// Items read from `rhs`, with the changes made to the locals or properties it names.
    func withChanges(_ items: [ScannedItem], _ rhs: ExprSyntax) -> [ScannedItem] {
        var names: [String] = []
        if let array = rhs.as(ArrayExprSyntax.self) { names = array.elements.map { ValueReader.path($0.expression) } }
        else { names = [ValueReader.path(rhs)] }
        guard names.count == items.count else { return items }
        var out = items
        for (i, n) in names.enumerated() {
            if let c = itemChanges[n] {
                if let e = c.enabled { out[i].enabled = e }
                if let t = c.tint { out[i].tint = t }
            }
            out[i].source = n
        }
        return out
    }

    /// A change made after the item was put in the bar.
    mutating func apply(_ change: (enabled: Bool?, tint: ColorValue?), to name: String) {
        for i in screen.right.indices where screen.right[i].source == name {
            if let e = change.enabled { screen.right[i].enabled = e }
            if let t = change.tint { screen.right[i].tint = t }
        }
        for i in screen.left.indices where screen.left[i].source == name {
            if let e = change.enabled { screen.left[i].enabled = e }
            if let t = change.tint { screen.left[i].tint = t }
        }
    }

    /// `UINavigationBarAppearance`'s fields.
    mutating func appearanceField(
        _ a: inout ScannedAppearance, _ field: String, _ rhs: ExprSyntax, file: SourceFile, line: Int
    ) {
        let place = SourcePlace(file: file.display, line: line)
        switch field {
        case "backgroundColor": a.sources["background"] = place
        case "titleTextAttributes": a.sources["titleColor"] = place
        default: break
        }
        switch field {
        case "backgroundColor": a.background = reader.color(rhs)
        case "shadowColor":
            a.shadow =
                ValueReader.path(rhs) == "nil" || ValueReader.path(rhs).hasSuffix("clear")
                ? .some(nil) : .some(reader.color(rhs))
        case "titleTextAttributes": a.titleColor = foreground(rhs)
        case "largeTitleTextAttributes": a.largeTitleColor = foreground(rhs)
        default: note("appearance.\(field)", "not drawn by BarSnap", file: file, line: line)
        }
    }

    /// `UINavigationBar.appearance().x` / `navigationController?.navigationBar.x`.
    mutating func applyBar(to a: inout ScannedAppearance, field: String, _ rhs: ExprSyntax, file: SourceFile, line: Int)
    {
        switch field {
        case "standardAppearance", "scrollEdgeAppearance", "compactAppearance":
            if let local = appearances[ValueReader.path(rhs)] {
                if field == "standardAppearance" || a == ScannedAppearance() { a = a.merged(with: local) }
            } else {
                note(
                    "appearance", "an appearance computed at run time: `\(ValueReader.shown(rhs))`", file: file,
                    line: line)
            }
        case "tintColor":
            a.tint = reader.color(rhs)
            a.sources["tint"] = SourcePlace(file: file.display, line: line)
        case "barTintColor", "backgroundColor":
            a.background = reader.color(rhs)
            a.sources["background"] = SourcePlace(file: file.display, line: line)
        case "titleTextAttributes":
            a.titleColor = foreground(rhs)
            if let f = font(rhs) { a.titleFont = f }
        case "largeTitleTextAttributes": a.largeTitleColor = foreground(rhs)
        case "shadowImage":
            // `shadowImage = UIImage()`: no shadow line.
            if ValueReader.path(rhs) == "UIImage()" { a.shadow = .some(nil) }
            else { note("navigationBar.shadowImage", "a shadow image: not drawn by BarSnap", file: file, line: line) }
        case "isTranslucent": if ValueReader.path(rhs) == "false" { a.opaque = true }
        case "prefersLargeTitles": break
        default: note("navigationBar.\(field)", "not drawn by BarSnap", file: file, line: line)
        }
    }

    /// `[.font: UIFont.systemFont(ofSize: 18, weight: .bold)]` → the font (`boldSystemFont(ofSize:)` included).
    func font(_ rhs: ExprSyntax) -> ScannedFont? {
        guard let dict = rhs.as(DictionaryExprSyntax.self), case let .elements(list) = dict.content else { return nil }
        for el in list where ValueReader.path(el.key).hasSuffix("font") {
            guard let call = el.value.as(FunctionCallExprSyntax.self) else { return nil }
            let callee = ValueReader.path(call.calledExpression)
            guard let size = call.arguments.first.flatMap({ reader.number($0.expression) }) else { return nil }
            if callee.hasSuffix("boldSystemFont") { return ScannedFont(size: size, weight: "bold") }
            let weight =
                call.arguments.first { $0.label?.text == "weight" }
                .map { ValueReader.path($0.expression).split(separator: ".").last.map(String.init) ?? "regular" }
                ?? "regular"
            if callee.hasSuffix("systemFont") { return ScannedFont(size: size, weight: weight) }
        }
        return nil
    }

    /// `[.foregroundColor: UIColor.white]` → the colour.
    func foreground(_ rhs: ExprSyntax) -> ColorValue? {
        guard let dict = rhs.as(DictionaryExprSyntax.self), case let .elements(list) = dict.content else { return nil }
        for el in list where ValueReader.path(el.key).hasSuffix("foregroundColor") { return reader.color(el.value) }
        return nil
    }
}
