import Basics
import BarModel

/// SwiftUI's front-end: each view type that applies a bar modifier becomes a `ScannedScreen`, the same model the
/// UIKit front-end fills, so specs, notes, locales and verify treat both alike.
enum SwiftUIFrontEnd {
    /// Placements drawn on the bar's leading side (SwiftUI puts `cancellationAction` and `navigation` there on iOS).
    static let leading: Set<String> = ["topBarLeading", "navigationBarLeading", "navigation", "cancellationAction"]
    /// Placements not on the navigation bar: noted, not drawn.
    static let elsewhere: Set<String> = ["bottomBar", "keyboard", "status", "bottomOrnament", "largeSubtitle"]

    /// The screens of the app's SwiftUI views, and notes on why views did not qualify (for an empty scan).
    static func screens(_ index: SwiftIndex, uikit: [ScannedScreen], accent: Bool = false) -> [ScannedScreen] {
        var reader = SwiftUIReader(index: index)
        reader.read()
        let taken = Set(uikit.map(\.name))
        var roots: Set<String> = []
        var columns: [String: String] = [:]
        for name in reader.bars.keys.sorted() {
            guard let bar = reader.bars[name] else { continue }
            roots.formUnion(bar.roots)
            for (view, column) in bar.columns.sorted(by: { $0.key < $1.key }) where columns[view] == nil {
                columns[view] = column
            }
        }
        // A view with its own stack is that stack's root.
        for (name, bar) in reader.bars where bar.ownStack { roots.insert(name) }
        var out: [ScannedScreen] = []
        for name in reader.bars.keys.sorted() where !taken.contains(name) {
            guard var bar = reader.bars[name], bar.applied, let t = index.swiftUI.types[name] else { continue }
            // The asset catalog's AccentColor tints every SwiftUI bar that sets no tint of its own.
            if accent, bar.tint == nil { bar.tint = ColorValue.named("AccentColor") }
            var s = screen(name, t, bar, root: roots.contains(name))
            s.column = columns[name]
            out.append(s)
        }
        return out
    }

    static func screen(_ name: String, _ t: SwiftUIType, _ bar: SwiftUIBar, root: Bool) -> ScannedScreen {
        var s = ScannedScreen(name: name, file: t.file.display, line: t.line, source: .swift)
        s.superclass = "View"
        s.title = bar.title
        if let sub = bar.subtitle { s.prompt = [sub] }
        // SwiftUI's stack prefers large titles; `.automatic` takes the previous screen's mode.
        s.prefersLargeTitles = true
        switch bar.displayMode {
        case "inline"?: s.largeTitleMode = "never"
        case "large"?, "inlineLarge"?: s.largeTitleMode = "always"
        default: s.largeTitleMode = nil
        }
        s.searchPlaceholder = bar.search
        s.hidesBackButton = bar.backHidden
        s.itemStyle = bar.itemStyle
        s.barHidden = bar.barHidden
        s.isRoot = root
        s.lines = bar.lines
        s.sources.merge(bar.sources) { own, _ in own }
        var notes = bar.notes
        // Where the scene spec takes placements, the items keep them and the bar style places them per iOS.
        let placed = AppScan.itemKeys.contains("placement")
        var principalText = false
        var principalView = false
        let anyPrincipalText = bar.items.contains { item in
            if item.placement == "principal", case .title = item.content { true } else { false }
        }
        // The symbol or image beside the first principal Text (an HStack's or a Label's) is drawn with it.
        let iconAt = Self.principalIcon(bar.items)
        for (index, item) in bar.items.enumerated() {
            let p = item.placement ?? "automatic"
            if elsewhere.contains(p) {
                notes.append(ScanNote(file: t.file.display, line: item.line, screen: name, field: "toolbar",
                                      reason: "a \(p) item: not on the navigation bar, not drawn"))
            } else if p == "principal" {
                // The principal view replaces the title: its first Text is drawn there (a title set as well stays
                // the back title of the screens this one pushes); without a Text, its first other view (a symbol,
                // or a labelled box for a view BarSnap does not draw); the rest is noted.
                if case let .title(text, _) = item.content, !principalText {
                    principalText = true
                    if s.title.isEmpty { s.title = [text] }
                    if placed { s.toolbar.append(item) }
                } else if index == iconAt, placed {
                    s.toolbar.append(item)
                } else if !anyPrincipalText, !principalView, placed {
                    principalView = true
                    s.toolbar.append(item)
                    notes.append(ScanNote(file: t.file.display, line: item.line, screen: name, field: "principal",
                                          reason: "a principal \(Self.kind(item)): drawn in the title's place"))
                } else {
                    let why = anyPrincipalText ? "not drawn (only its Text is)" : "not drawn (only its first view is)"
                    notes.append(ScanNote(file: t.file.display, line: item.line, screen: name, field: "principal",
                                          reason: "a principal \(Self.kind(item)): \(why)"))
                }
            } else if placed { s.toolbar.append(item) }
            else if leading.contains(p) { s.left.append(item) }
            else { s.right.append(item) }
        }
        // The other branches of an undecided `if`/`switch` in the toolbar: a case each (placed specs only).
        if placed {
            // As for the first case: the principal Text, else the first other principal view.
            s.toolbarBranches = bar.itemBranches.map { list in
                let principal = list.filter { $0.placement == "principal" }
                let kept = principal.first { if case .title = $0.content { true } else { false } } ?? principal.first
                let icon = Self.principalIcon(list)
                return list.enumerated().filter { index, item in
                    let p = item.placement ?? "automatic"
                    return p == "principal" ? item == kept || index == icon : !elsewhere.contains(p)
                }.map(\.element)
            }
        }
        // Without a placement key in the scene spec, secondary actions are what iOS 16-18 draw: one overflow item.
        if !AppScan.itemKeys.contains("placement"),
            let first = s.right.firstIndex(where: { $0.placement == "secondaryAction" })
        {
            var overflow = ScannedItem(content: .sfSymbol("ellipsis.circle"), line: s.right[first].line)
            overflow.placement = "secondaryAction"
            s.right.removeAll { $0.placement == "secondaryAction" }
            s.right.append(overflow)
        }
        // SwiftUI lays trailing items out left to right; a UIKit right array starts at the edge, where SwiftUI puts
        // the confirmation action whatever its order in the code (Apple: ToolbarItemPlacement.confirmationAction).
        s.right.reverse()
        s.right =
            s.right.filter { $0.placement == "confirmationAction" }
            + s.right.filter { $0.placement != "confirmationAction" }
        if bar.background != nil || bar.tint != nil {
            var a = ScannedAppearance()
            a.background = bar.background
            a.tint = bar.tint
            s.appearance = a
        }
        if let scheme = bar.colorScheme { s.statusBar = scheme == "dark" ? "light" : "dark" }
        s.pushes = bar.pushes
        s.presents = bar.presents
        s.notes = notes
        return s
    }

    /// The index of a principal symbol or image next to the first principal Text (SwiftUI lays an `HStack`'s or a
    /// `Label`'s views side by side in the title's place), or nil.
    static func principalIcon(_ items: [ScannedItem]) -> Int? {
        func isText(_ i: ScannedItem) -> Bool { if case .title = i.content { true } else { false } }
        func isIcon(_ i: ScannedItem) -> Bool {
            switch i.content {
            case .sfSymbol, .asset: true
            default: false
            }
        }
        guard let t = items.firstIndex(where: { $0.placement == "principal" && isText($0) }) else { return nil }
        return [t - 1, t + 1].first { j in
            items.indices.contains(j) && items[j].placement == "principal" && isIcon(items[j])
        }
    }

    /// What a principal item is, in words.
    static func kind(_ item: ScannedItem) -> String {
        switch item.content {
        case .sfSymbol, .asset: "symbol"
        case .unresolved: "view BarSnap does not read"
        default: "view"
        }
    }

    /// UIKit screens that push or present `UIHostingController(rootView: X())` push or present X.
    static func linkHosted(_ screens: inout [ScannedScreen], _ index: SwiftIndex) {
        var hosted: [String: [String]] = [:]
        for h in index.swiftUI.hosted { hosted[h.owner, default: []].append(h.view) }
        for i in screens.indices {
            guard let views = hosted[screens[i].name] else { continue }
            if screens[i].pushes.contains("UIHostingController") {
                screens[i].pushes.removeAll { $0 == "UIHostingController" }
                screens[i].pushes += views
            }
            for (k, p) in screens[i].presents.enumerated() where p.target == "UIHostingController" {
                screens[i].presents[k].target = views[0]
            }
        }
        // A view handed to the app's own hosting push helper is pushed by the screen whose code calls it.
        var at: [String: Int] = [:]
        for (i, s) in screens.enumerated() where at[s.name] == nil { at[s.name] = i }
        for (owner, view) in index.swiftUI.hostingHelpers.pushed() {
            guard let i = at[owner], !screens[i].pushes.contains(view) else { continue }
            screens[i].pushes.append(view)
        }
    }

    /// A `UIHostingController` subclass shows its root view's bar: what the view's modifiers declare fills what the
    /// controller's own code leaves unset (the controller's `title` wins), with the lines in the view's file.
    static func takeHostedBars(_ screens: inout [ScannedScreen]) {
        var byName: [String: Int] = [:]
        for (i, s) in screens.enumerated() where s.superclass == "View" { byName[s.name] = i }
        for i in screens.indices {
            guard let root = screens[i].swiftUIRoot, let j = byName[root] else { continue }
            let view = screens[j]
            var s = screens[i]
            func place(_ field: String) {
                if let line = view.lines[field] {
                    s.lines[field] = line
                    s.lineFiles[field] = view.file
                    s.sources[field] = SourcePlace(file: view.file, line: line)
                }
            }
            if s.title.isEmpty, !view.title.isEmpty {
                s.title = view.title
                place("title")
            }
            if s.prompt.isEmpty { s.prompt = view.prompt }
            if s.left.isEmpty && s.right.isEmpty && s.toolbar.isEmpty {
                (s.left, s.right, s.toolbar) = (view.left, view.right, view.toolbar)
            }
            if s.largeTitleMode == nil { s.largeTitleMode = view.largeTitleMode }
            if s.searchPlaceholder == nil, view.searchPlaceholder != nil {
                s.searchPlaceholder = view.searchPlaceholder
                place("searchController")
            }
            s.hidesBackButton = s.hidesBackButton || view.hidesBackButton
            if s.appearance == nil { s.appearance = view.appearance }
            s.notes += view.notes
            screens[i] = s
            // Shown only through the controller: its bar is the controller's case, not one of its own.
            if !screens.contains(where: { $0.pushes.contains(root) || $0.presents.contains { $0.target == root } }) {
                screens[j].noBar = "the root view of \(s.name): its bar is drawn as that screen's, no case of its own"
            }
        }
    }

    /// Why a scan found no screens: what it read.
    static func emptyReason(_ index: SwiftIndex, files: Int) -> String {
        let views = index.swiftUI.viewCount
        return
            "no screens: read \(files) Swift file(s) with \(index.types.count) class(es) and \(views) SwiftUI view(s); "
            + "no view controller descends from UIViewController and no SwiftUI view applies .navigationTitle, "
            + ".toolbar, a title display mode, .searchable or .navigationBarBackButtonHidden"
    }
}
