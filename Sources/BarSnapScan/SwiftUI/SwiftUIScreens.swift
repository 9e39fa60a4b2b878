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
        for bar in reader.bars.values { roots.formUnion(bar.roots) }
        // A view with its own stack is that stack's root.
        for (name, bar) in reader.bars where bar.ownStack { roots.insert(name) }
        var out: [ScannedScreen] = []
        for name in reader.bars.keys.sorted() where !taken.contains(name) {
            guard var bar = reader.bars[name], bar.applied, let t = index.swiftUI.types[name] else { continue }
            // The asset catalog's AccentColor tints every SwiftUI bar that sets no tint of its own.
            if accent, bar.tint == nil { bar.tint = ColorValue.named("AccentColor") }
            out.append(screen(name, t, bar, root: roots.contains(name)))
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
        s.barHidden = bar.barHidden
        s.isRoot = root
        s.lines = bar.lines
        s.sources.merge(bar.sources) { own, _ in own }
        var notes = bar.notes
        // Where the scene spec takes placements, the items keep them and the bar style places them per iOS.
        let placed = AppScan.itemKeys.contains("placement")
        for item in bar.items {
            let p = item.placement ?? "automatic"
            if elsewhere.contains(p) {
                notes.append(ScanNote(file: t.file.display, line: item.line, screen: name, field: "toolbar",
                                      reason: "a \(p) item: not on the navigation bar, not drawn"))
            } else if p == "principal" {
                if s.title.isEmpty, case let .title(text, _) = item.content { s.title = [text] } else {
                    notes.append(ScanNote(file: t.file.display, line: item.line, screen: name, field: "principal",
                                          reason: "a principal view: the title is drawn in its place"))
                }
            } else if placed { s.toolbar.append(item) }
            else if leading.contains(p) { s.left.append(item) }
            else { s.right.append(item) }
        }
        // Without a placement key in the scene spec, secondary actions are what iOS 16-18 draw: one overflow item.
        if !AppScan.itemKeys.contains("placement"), let first = s.right.firstIndex(where: { $0.placement == "secondaryAction" }) {
            var overflow = ScannedItem(content: .sfSymbol("ellipsis.circle"), line: s.right[first].line)
            overflow.placement = "secondaryAction"
            s.right.removeAll { $0.placement == "secondaryAction" }
            s.right.append(overflow)
        }
        // SwiftUI lays trailing items out left to right; a UIKit right array starts at the edge, where SwiftUI puts
        // the confirmation action whatever its order in the code (Apple: ToolbarItemPlacement.confirmationAction).
        s.right.reverse()
        s.right = s.right.filter { $0.placement == "confirmationAction" } + s.right.filter { $0.placement != "confirmationAction" }
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
    }

    /// Why a scan found no screens: what it read.
    static func emptyReason(_ index: SwiftIndex, files: Int) -> String {
        let views = index.swiftUI.viewCount
        return "no screens: read \(files) Swift file(s) with \(index.types.count) class(es) and \(views) SwiftUI view(s); "
            + "no view controller descends from UIViewController and no SwiftUI view applies .navigationTitle, "
            + ".toolbar, a title display mode, .searchable or .navigationBarBackButtonHidden"
    }
}
