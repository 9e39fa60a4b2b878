import Basics
import SnapshotSuite
import SwiftSyntax

extension AppScan {
    /// The methods UIKit calls while a screen is set up, in order.
    static let setupMethods = ["loadView", "viewDidLoad", "viewWillAppear"]

    /// One screen per view-controller class that no other class of the app inherits from. Each class is read on
    /// every core (its code only reads the index); the results are merged in name order, so the output is the same
    /// bytes whatever the threads do.
    static func screens(_ index: SwiftIndex) -> [ScannedScreen] {
        var memo: [String: Bool] = [:]
        let controllers = index.types.keys.filter { isController($0, index, memo: &memo) }.sorted()
        let bases = Set(index.types.values.compactMap(\.superclass))
        // Read from the last file to the first: the trees kept after indexing are the last files' (see
        // `TreeCache.settle`), so they are read before reading earlier files lets them go.
        var rank: [ObjectIdentifier: Int] = [:]
        for (i, f) in index.files.enumerated() { rank[ObjectIdentifier(f)] = i }
        let fileRank = controllers.map { index.types[$0].flatMap { rank[ObjectIdentifier($0.file)] } ?? -1 }
        let order = controllers.indices.sorted { a, b in
            fileRank[a] != fileRank[b] ? fileRank[a] > fileRank[b] : a < b
        }
        let unordered = Parallel.map(controllers.count) {
            k -> (ScannedScreen?, [(String, Held<ExprSyntax>)], [String]) in
            let i = order[k]
            let name = controllers[i]
            // Past the run's reading budget a screen keeps its name and place, not its values (the run then fails).
            if index.budget?.expired == true {
                guard !bases.contains(name), let info = index.types[name] else { return (nil, [], []) }
                return (ScannedScreen(name: name, file: info.file.display, line: info.line, source: .swift), [], [])
            }
            let found = navigationAndTitles(of: name, index)
            let titles = found.titles.sorted { $0.key < $1.key }
            // A base class is read too: it is a screen of its own when the app shows it (below).
            return (analyze(name, index, navigation: (found.pushes, found.presents)), titles, found.children)
        }
        var read = unordered
        for (k, i) in order.enumerated() { read[i] = unordered[k] }
        var screens = read.compactMap(\.0)
        // A class others inherit from is a base, not a screen, unless the app makes it a navigation root or a
        // tab's, pushes or presents it (a root that other screens subclass is still that root).
        var shown = Set(index.roots + index.tabRoots)
        for s in screens where !bases.contains(s.name) || shown.contains(s.name) {
            shown.formUnion(s.pushes)
            shown.formUnion(s.presents.map(\.target))
        }
        screens.removeAll { bases.contains($0.name) && !shown.contains($0.name) }
        var parentOf: [String: String] = [:]
        for (i, name) in controllers.enumerated() {
            for child in read[i].2 where parentOf[child] == nil && child != name { parentOf[child] = name }
        }
        takeTitlesFromChildren(&screens, parentOf: parentOf, index)
        // A child added through the app's own container helper (`addView(child)` calling `addChild`): no bar.
        for i in screens.indices where parentOf[screens[i].name] != nil && screens[i].containedAs == nil {
            screens[i].containedAs = "a child view controller (addChild): no bar of its own, no case"
        }
        // A screen with no title of its own takes the one the code that builds it sets (`picker.title = …`),
        // read in that code's class.
        var given: [String: (Held<ExprSyntax>, String)] = [:]
        for (i, name) in controllers.enumerated() {
            for (t, e) in read[i].1 where given[t] == nil { given[t] = (e, name) }
        }
        for i in screens.indices where screens[i].title.isEmpty {
            guard let (e, by) = given[screens[i].name] else { continue }
            let node = e.node
            screens[i].title = ValueReader(index: index, typeName: by).texts(node)
            // An annotation on a changed title names this line of the builder's code, not the screen's class.
            screens[i].sources["title"] = SourcePlace(file: e.file.display, line: e.file.line(node))
            screens[i].explain["title", default: []].append(
                "\(by) sets \(screens[i].name).title = \(ValueReader.shown(node))")
        }
        return screens
    }

    static func analyze(
        _ name: String, _ index: SwiftIndex,
        navigation found: (pushes: [String], presents: [ScannedPresentation])? = nil
    ) -> ScannedScreen {
        guard let info = index.types[name] else { return ScannedScreen(name: name, file: "", line: 0, source: .swift) }
        var screen = ScannedScreen(name: name, file: info.file.display, line: info.line, source: .swift)
        screen.superclass = info.superclass
        var walker = Statements(reader: ValueReader(index: index, typeName: name), screen: screen)
        // In the order UIKit runs them: every initialiser (base first: `super.init` runs before the subclass's own
        // code), then each setup method, base first (`super.viewDidLoad()` first); so what a subclass sets after
        // its base class wins, and a base's `viewDidLoad` calling `self.m()` reaches the subclass's override.
        let chain = walker.chain().reversed()
        for t in chain {
            walker.current = t
            for (i, f) in index.types[t]?.initializers ?? [] {
                if let body = i.body { walker.walk(body.statements, file: f, conditional: false) }
            }
        }
        for m in setupMethods {
            for t in chain {
                walker.current = t
                for (fn, f) in index.types[t]?.methods[m] ?? [] {
                    if let body = fn.body { walker.walk(body.statements, file: f, conditional: false) }
                }
            }
        }
        // A hosting controller, directly or through the app's own generic base (`ThemedHostingController<V>`).
        // (An app's `extension UIHostingController` puts that class in the chain too.)
        let hosting = "UIHostingController"
        if chain.contains(where: { $0 == hosting || index.types[$0]?.superclass == hosting }) {
            walker.screen.swiftUIRoot = Self.hostedRoot(info, index)
        }
        screen = walker.screen
        readDeclaredAppearance(&screen, index)
        (screen.pushes, screen.presents) = found ?? navigation(of: name, index)
        return screen
    }

    /// A hosting controller's SwiftUI root view: the superclass's generic argument, or (for `AnyView` and the
    /// like) the last of the app's views its initialisers build as `rootView` (`self.rootView = AnyView(V(…))`).
    static func hostedRoot(_ info: TypeInfo, _ index: SwiftIndex) -> String? {
        if let a = info.superclassArgument, index.swiftUI.types[a] != nil { return a }
        var last: String?
        for (i, _) in info.initializers {
            guard let body = i.body, body.description.contains("rootView") else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) {
                guard case let .identifier(name) = token.tokenKind else { continue }
                if name != info.superclassArgument, index.swiftUI.types[name]?.kind == .view,
                   token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen { last = name }
            }
        }
        return last ?? info.superclassArgument
    }

    /// `UINavigationBar.appearance()` set up anywhere in the app (usually the app or scene delegate).
    static func globalAppearance(_ index: SwiftIndex) -> ScannedAppearance? {
        var walker = Statements(
            reader: ValueReader(index: index, typeName: nil),
            screen: ScannedScreen(name: "", file: "", line: 0, source: .swift))
        for (code, file) in index.appearanceCode { walker.walk(code.node, file: file, conditional: false) }
        return walker.globalSet ? walker.global : nil
    }

    /// Screens a class pushes (`pushViewController(X(…))`, `show(X(), sender:)`) and presents
    /// (`present(X(), animated:)`, a navigation controller whose root is X), directly or through a local.
    static func navigation(of name: String, _ index: SwiftIndex) -> (pushes: [String], presents: [ScannedPresentation])
    {
        let (pushes, presents, _, _) = navigationAndTitles(of: name, index)
        return (pushes, presents)
    }

    /// Pushes, presentations and the titles the class gives the screens it builds.
    static func navigationAndTitles(of name: String, _ index: SwiftIndex)
        -> (pushes: [String], presents: [ScannedPresentation], titles: [String: Held<ExprSyntax>], children: [String])
    {
        guard let info = index.types[name] else { return ([], [], [:], []) }
        let visitor = NavigationVisitor(viewMode: .sourceAccurate)
        visitor.selfName = name
        visitor.helpers = index.helpers
        // Titles are held by their files (a tree is not kept for them); the first one found wins.
        var titles: [String: Held<ExprSyntax>] = [:]
        func hold(_ file: SourceFile) {
            for (t, e) in visitor.titles where titles[t] == nil { titles[t] = Held(e, in: file) }
        }
        for (_, list) in info.methods.sorted(by: { $0.key < $1.key }) {
            for (fn, f) in list {
                visitor.walk(fn.node)
                hold(f)
            }
        }
        for (i, f) in info.initializers {
            visitor.walk(i.node)
            hold(f)
        }
        return (visitor.pushes, visitor.presents, titles, visitor.children)
    }

    /// Storyboard values first, the code's over them.
    static func merge(storyboard s: ScannedScreen, code c: ScannedScreen) -> ScannedScreen {
        var out = c
        // An item the code reads from an `@IBOutlet` property is the scene's item that outlet holds.
        func outlet(_ item: ScannedItem) -> ScannedItem {
            guard case let .unresolved(reason) = item.content, reason.hasPrefix("computed at run time: `"),
                  let name = reason.split(separator: "`").dropFirst().first,
                  let found = s.outletItems[String(name.hasPrefix("self.") ? name.dropFirst(5) : name)] else {
                return item
            }
            var out = found
            (out.line, out.file) = (item.line, item.file)
            return out
        }
        out.left = out.left.map(outlet)
        out.right = out.right.map(outlet)
        // A field the code leaves empty is the scene's, with the scene's place (a change is annotated there).
        func fromScene<T: Collection>(_ field: WritableKeyPath<ScannedScreen, T>, _ name: String) {
            guard out[keyPath: field].isEmpty else { return }
            out[keyPath: field] = s[keyPath: field]
            if let place = s.sources[name] { out.sources[name] = place }
        }
        fromScene(\.title, "title")
        fromScene(\.prompt, "prompt")
        fromScene(\.backButtonTitle, "backButtonTitle")
        fromScene(\.left, "left")
        fromScene(\.right, "right")
        if out.largeTitleMode == nil { out.largeTitleMode = s.largeTitleMode }
        out.isRoot = out.isRoot || s.isRoot
        out.isTabRoot = out.isTabRoot || s.isTabRoot
        out.pushes += s.pushes
        out.presents += s.presents
        if out.modalPresentationStyle == nil { out.modalPresentationStyle = s.modalPresentationStyle }
        out.storyboardID = s.storyboardID
        out.containedAs = out.containedAs ?? s.containedAs
        return out
    }

    /// Roots (`UINavigationController(rootViewController: X())` anywhere, storyboard relationships) and the
    /// screen each pushed screen comes from (the first pusher by name, so the choice is stable).
    mutating func linkNavigation(_ index: SwiftIndex) {
        let roots = Set(index.roots)
        let tabRoots = Set(index.tabRoots)
        for i in screens.indices where roots.contains(screens[i].name) { screens[i].isRoot = true }
        for i in screens.indices where tabRoots.contains(screens[i].name) {
            screens[i].isRoot = true
            screens[i].isTabRoot = true
        }
        var pusher: [String: Int] = [:]
        var pushers: [String: [String]] = [:]
        for (i, s) in screens.enumerated() {
            for target in s.pushes where target != s.name {
                if pusher[target] == nil { pusher[target] = i }
                if !(pushers[target] ?? []).contains(s.name) { pushers[target, default: []].append(s.name) }
            }
        }
        for i in screens.indices {
            guard let p = pusher[screens[i].name] else { continue }
            screens[i].pushedBy = screens[p].name
            screens[i].pushers = pushers[screens[i].name] ?? []
        }
        // A view pushed through the app's own hosting helper from code that is not a screen (a coordinator): pushed,
        // with a back button whose title is the system's back word (the coordinator's screen is not known).
        for (owner, view) in index.swiftUI.hostingHelpers.pushed() {
            for i in screens.indices where screens[i].name == view && screens[i].pushedBy == nil && !screens[i].isRoot {
                screens[i].pushedBy = owner
            }
        }
        // Where a screen lives decides whether it has a bar: presented by itself (no navigation controller around
        // it) or added as a child, and never pushed or a navigation controller's root → no bar, no case (a note).
        var presentedBare: Set<String> = [], presentedWrapped: Set<String> = []
        for s in screens {
            for p in s.presents {
                if p.inNavigation { presentedWrapped.insert(p.target) } else { presentedBare.insert(p.target) }
            }
        }
        let children = Set(index.children)
        let bare = Set(index.bareRoots)
        for i in screens.indices
        where screens[i].pushedBy == nil && !screens[i].isRoot && !presentedWrapped.contains(screens[i].name) {
            if presentedBare.contains(screens[i].name) {
                screens[i].noBar = "presented without a navigation controller: no bar, no case"
            } else if children.contains(screens[i].name) {
                screens[i].noBar = "a child view controller (addChild): no bar of its own, no case"
            } else if bare.contains(screens[i].name) {
                screens[i].noBar = "the window's root or a tab, outside a navigation controller: no bar, no case"
            } else if let why = screens[i].containedAs {
                screens[i].noBar = why
            }
        }
        // Presented screens no scanned code pushes: a sheet (UIKit's default since iOS 13) or a form sheet, unless
        // the style set where it is presented, else in its own code, says full screen; the first presenter by name.
        // A screen pushed inside a sheet is in that sheet, over the same presenting screen.
        var presenter: [String: (Int, String?)] = [:]
        for (i, s) in screens.enumerated() {
            for p in s.presents where presenter[p.target] == nil && p.target != s.name && p.inNavigation {
                presenter[p.target] = (i, p.style)
            }
        }
        for i in screens.indices where screens[i].pushedBy == nil {
            guard let (p, style) = presenter[screens[i].name] else { continue }
            guard let kind = ScannedPresentation.presentation(style: style ?? screens[i].modalPresentationStyle) else {
                continue
            }
            screens[i].presentedBy = screens[p].name
            screens[i].presentation = kind
        }
        // The first screen of each name (as `firstIndex(where:)` finds it), without a search per step.
        var at: [String: Int] = [:]
        for (i, s) in screens.enumerated() where at[s.name] == nil { at[s.name] = i }
        func sheet(of i: Int, depth: Int) -> (String, String)? {
            if let by = screens[i].presentedBy, let kind = screens[i].presentation { return (by, kind) }
            guard depth < 16, let p = screens[i].pushedBy, let j = at[p] else {
                return nil
            }
            return sheet(of: j, depth: depth + 1)
        }
        for i in screens.indices where screens[i].presentedBy == nil {
            if let (by, kind) = sheet(of: i, depth: 0), by != screens[i].name {
                screens[i].presentedBy = by
                screens[i].presentation = kind
            }
        }
        // The bar's prefersLargeTitles reaches every screen pushed on it; `.automatic` (or no mode) takes the
        // previous screen's choice, as UIKit does.
        var large: [String: Bool] = [:]
        func isLarge(_ i: Int, depth: Int) -> Bool {
            if let known = large[screens[i].name] { return known }
            let s = screens[i]
            var bar = s.prefersLargeTitles
            var previous: Int?
            if let p = s.pushedBy, let j = at[p] { previous = j }
            var chain = previous
            var steps = 0
            while bar == nil, let j = chain, steps < 16 {
                bar = screens[j].prefersLargeTitles
                chain = screens[j].pushedBy.flatMap { at[$0] }
                steps += 1
            }
            let result: Bool
            switch s.largeTitleMode {
            case "always"?: result = true
            case "never"?: result = false
            default:
                result = (bar ?? false) && (previous.map { depth < 16 ? isLarge($0, depth: depth + 1) : false } ?? true)
            }
            large[s.name] = result
            return result
        }
        for i in screens.indices { screens[i].large = isLarge(i, depth: 0) }
    }
}

extension AppScan {
    /// A child view controller that sets its parent's bar (`parent?.navigationItem.title = …`, `parent?.title = …`):
    /// the title is the parent's (the child's code runs after the parent's own setup), read in the child's class.
    static func takeTitlesFromChildren(_ screens: inout [ScannedScreen], parentOf: [String: String],
                                       _ index: SwiftIndex) {
        guard !parentOf.isEmpty else { return }
        var at: [String: Int] = [:]
        for (i, s) in screens.enumerated() where at[s.name] == nil { at[s.name] = i }
        for (child, parent) in parentOf.sorted(by: { $0.key < $1.key }) {
            guard let p = at[parent], let info = index.types[child] else { continue }
            let v = ParentTitleVisitor(viewMode: .sourceAccurate)
            for (_, list) in info.methods.sorted(by: { $0.key < $1.key }) {
                for (fn, f) in list where v.found == nil {
                    v.file = f
                    v.walk(fn.node)
                }
            }
            guard let (e, f) = v.found else { continue }
            screens[p].title = ValueReader(index: index, typeName: child).texts(e)
            screens[p].sources["title"] = SourcePlace(file: f.display, line: f.line(e))
            screens[p].explain["title", default: []].append(
                "\(child), its child, sets parent.navigationItem.title = \(ValueReader.shown(e))")
        }
    }
}

/// The first `parent?.navigationItem.title = …` (or `parent?.title = …`) in a child's code.
final class ParentTitleVisitor: SyntaxVisitor {
    var file: SourceFile?
    var found: (ExprSyntax, SourceFile)?

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, let file, let (lhs, rhs) = Statements.assignment(ExprSyntax(node)) else {
            return .visitChildren
        }
        var path = ValueReader.path(lhs).filter { $0 != "?" && $0 != "!" }
        if path.hasPrefix("self.") { path.removeFirst(5) }
        if path == "parent.navigationItem.title" || path == "parent.title" { found = (rhs, file) }
        return .visitChildren
    }
}
