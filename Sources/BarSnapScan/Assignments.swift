import BarSnapCore
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
        if lhs.hasPrefix("UINavigationBar.appearance()."), parts.count >= 3 {
            globalSet = true
            var a = global
            applyBar(to: &a, field: parts[2], rhs, file: file, line: line)
            global = a
            return
        }
        if lhs.hasPrefix("navigationController.navigationBar."), parts.count == 3 {
            if parts[2] == "prefersLargeTitles" { screen.prefersLargeTitles = ValueReader.path(rhs) == "true"; return }
            var a = screen.appearance ?? ScannedAppearance()
            applyBar(to: &a, field: parts[2], rhs, file: file, line: line)
            screen.appearance = a
            return
        }
        let field = ["title": "title", "navigationItem.title": "title", "navigationItem.prompt": "prompt",
                     "navigationItem.backButtonTitle": "backButtonTitle", "navigationItem.searchController": "searchController",
                     "navigationItem.titleView": "searchController"][lhs]
        if let field {
            screen.lines[field] = line
            screen.sources[field] = SourcePlace(file: file.display, line: line)
        }
        if lhs.hasPrefix("navigationItem.rightBarButtonItem") || lhs.hasPrefix("navigationItem.leftBarButtonItem") {
            screen.sources[lhs.hasPrefix("navigationItem.right") ? "right" : "left"] = SourcePlace(file: file.display, line: line)
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
            if case let .title(t, _)? = items.first?.content { Self.set(&screen.backButtonTitle, [t], conditional: conditional) }
            else { note("backBarButtonItem", "a back item without a readable title", file: file, line: line) }
        case "navigationItem.largeTitleDisplayMode":
            screen.largeTitleMode = ValueReader.path(rhs).split(separator: ".").last.map(String.init)
        case "modalPresentationStyle":
            screen.modalPresentationStyle = ValueReader.path(rhs).split(separator: ".").last.map(String.init)
        case "navigationItem.hidesBackButton":
            screen.hidesBackButton = ValueReader.path(rhs) == "true"
        case "navigationItem.leftItemsSupplementBackButton":
            screen.leftItemsSupplementBackButton = ValueReader.path(rhs) == "true"
        case "navigationItem.rightBarButtonItem", "navigationItem.rightBarButtonItems":
            screen.right = withChanges(reader.items(rhs, file: file), rhs)
        case "navigationItem.leftBarButtonItem", "navigationItem.leftBarButtonItems":
            screen.left = withChanges(reader.items(rhs, file: file), rhs)
        case "navigationItem.hidesSearchBarWhenScrolling":
            screen.hidesSearchBarWhenScrolling = ValueReader.path(rhs) == "true"
        case "navigationItem.searchController", "navigationItem.titleView":
            screen.searchIsTitleView = lhs.hasSuffix("titleView")
            let name = ValueReader.path(rhs)
            let callee = rhs.as(FunctionCallExprSyntax.self).map { ValueReader.path($0.calledExpression) } ?? ""
            if let placeholder = searches[name] { screen.searchPlaceholder = placeholder ?? .literal("Search") }
            else if callee == "UISearchController" || callee == "UISearchBar" { screen.searchPlaceholder = .literal("Search") }
            else if lhs.hasSuffix("titleView") { note("titleView", "a custom title view: drawn by its own code (`\(ValueReader.shown(rhs))`)", file: file, line: line) }
            else { screen.searchPlaceholder = .literal("Search") }
        case "navigationItem.standardAppearance", "navigationItem.scrollEdgeAppearance", "navigationItem.compactAppearance":
            if let a = appearances[ValueReader.path(rhs)] {
                if lhs.hasSuffix("standardAppearance") || screen.appearance == nil { screen.appearance = (screen.appearance ?? ScannedAppearance()).merged(with: a) }
            } else { note("appearance", "an appearance computed at run time: `\(ValueReader.shown(rhs))`", file: file, line: line) }
        default:
            // `item.isEnabled = false`, `doneItem.tintColor = …` on a local or property item.
            if parts.count == 2, parts[1] == "isEnabled" || parts[1] == "tintColor" {
                var change = itemChanges[parts[0]] ?? (nil, nil)
                if parts[1] == "isEnabled" { change.enabled = ValueReader.path(rhs) == "true" } else { change.tint = reader.color(rhs) }
                itemChanges[parts[0]] = change
                apply(change, to: parts[0])
            }
        }
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
    mutating func appearanceField(_ a: inout ScannedAppearance, _ field: String, _ rhs: ExprSyntax, file: SourceFile, line: Int) {
        let place = SourcePlace(file: file.display, line: line)
        switch field {
        case "backgroundColor": a.sources["background"] = place
        case "titleTextAttributes": a.sources["titleColor"] = place
        default: break
        }
        switch field {
        case "backgroundColor": a.background = reader.color(rhs)
        case "shadowColor": a.shadow = ValueReader.path(rhs) == "nil" || ValueReader.path(rhs).hasSuffix("clear") ? .some(nil) : .some(reader.color(rhs))
        case "titleTextAttributes": a.titleColor = foreground(rhs)
        case "largeTitleTextAttributes": a.largeTitleColor = foreground(rhs)
        default: note("appearance.\(field)", "not drawn by BarSnap", file: file, line: line)
        }
    }

    /// `UINavigationBar.appearance().x` / `navigationController?.navigationBar.x`.
    mutating func applyBar(to a: inout ScannedAppearance, field: String, _ rhs: ExprSyntax, file: SourceFile, line: Int) {
        switch field {
        case "standardAppearance", "scrollEdgeAppearance", "compactAppearance":
            if let local = appearances[ValueReader.path(rhs)] {
                if field == "standardAppearance" || a == ScannedAppearance() { a = a.merged(with: local) }
            } else { note("appearance", "an appearance computed at run time: `\(ValueReader.shown(rhs))`", file: file, line: line) }
        case "tintColor":
            a.tint = reader.color(rhs)
            a.sources["tint"] = SourcePlace(file: file.display, line: line)
        case "barTintColor":
            a.background = reader.color(rhs)
            a.sources["background"] = SourcePlace(file: file.display, line: line)
        case "titleTextAttributes": a.titleColor = foreground(rhs)
        case "largeTitleTextAttributes": a.largeTitleColor = foreground(rhs)
        case "prefersLargeTitles", "isTranslucent": break
        default: note("navigationBar.\(field)", "not drawn by BarSnap", file: file, line: line)
        }
    }

    /// `[.foregroundColor: UIColor.white]` → the colour.
    func foreground(_ rhs: ExprSyntax) -> ColorValue? {
        guard let dict = rhs.as(DictionaryExprSyntax.self), case let .elements(list) = dict.content else { return nil }
        for el in list where ValueReader.path(el.key).hasSuffix("foregroundColor") { return reader.color(el.value) }
        return nil
    }
}
