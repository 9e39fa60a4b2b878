import Basics
import SnapshotSuite
import BarModel

extension AppScan {
    /// How many cases a screen gives (one per branch of its most-branched text).
    func branches(_ s: ScannedScreen) -> Int {
        let counts = [s.title.count, s.prompt.count, s.backButtonTitle.count, 1 + s.toolbarBranches.count]
        return min(Self.maxBranches, max(1, counts.max() ?? 1))
    }

    /// The stem of branch `b` (0-based): `Screen`, `Screen-2`, …
    /// A nested type's case drops the dots of its qualified name (`Settings.RootView` → `SettingsRootView`).
    static func stem(_ s: ScannedScreen, branch b: Int) -> String {
        let name = s.name.replacingOccurrences(of: ".", with: "")
        return b == 0 ? name : "\(name)-\(b + 1)"
    }

    /// At most this many cases per branch for a screen pushed from screens with different back titles.
    static let maxBackTitles = 3

    /// The pushers a screen gets a case for: one per distinct back button (the back text in the development
    /// language) in pusher name order, the first `maxBackTitles`; the pushers whose back button is not drawn.
    func backPushers(_ s: ScannedScreen) -> (drawn: [String?], left: [String]) {
        guard !s.isRoot, s.pushers.count > 1 else { return ([s.pushedBy], []) }
        var seen: Set<String> = [], drawn: [String?] = [], left: [String] = []
        for p in s.pushers {
            guard let pusher = screen(named: p) else { continue }
            let key = backKey(pusher)
            if seen.contains(key) { continue }
            seen.insert(key)
            if drawn.count < Self.maxBackTitles { drawn.append(p) } else { left.append(p) }
        }
        return (drawn.isEmpty ? [s.pushedBy] : drawn, left)
    }

    /// What a pusher's back button says, in the development language.
    func backKey(_ pusher: ScannedScreen) -> String {
        let lang = tables.developmentLanguage
        switch pusher.backButtonDisplayMode {
        case "minimal"?: return "minimal"
        case "generic"?: return "generic"
        default:
            if let t = pusher.backButtonTitle.first { return "item:" + resolve(t, locale: lang).0 }
            return "title:" + (pusher.title.first.map { resolve($0, locale: lang).0 } ?? "")
        }
    }

    /// Every case of a screen: its branches, each once per distinct back title (`Screen-from-Pusher` after the
    /// first pusher).
    func cases(_ s: ScannedScreen) -> [(branch: Int, pusher: String?, stem: String)] {
        let pushers = backPushers(s).drawn
        var out: [(branch: Int, pusher: String?, stem: String)] = []
        for b in 0..<branches(s) {
            for (k, p) in pushers.enumerated() {
                let stem = Self.stem(s, branch: b)
                out.append((b, p, k == 0 || p == nil ? stem : "\(stem)-from-\(p!)"))
            }
        }
        return out
    }

    /// The scene spec of one screen's branch in one locale and colour scheme, and the notes on what it could not
    /// read (the table of `barsnap scan`).
    func scene(_ s: ScannedScreen, branch b: Int, locale: String, scheme: String, presenting: Bool = true,
               pusher chosen: String? = nil) -> (JSON, [ScanNote]) {
        let pushedBy = chosen ?? s.pushedBy
        var notes = s.notes
        // A note names the line that holds the code, in its own file (a base class's file when its code set it).
        func note(_ field: String, line: Int = 0, file: String? = nil, placeholder: Bool = false) -> (String) -> Void {
            { reason in
                var n = ScanNote(file: line == 0 ? s.file : (file ?? s.lineFiles[field] ?? s.file),
                                 line: line == 0 ? s.line : line, screen: s.name, field: field, reason: reason)
                n.placeholder = placeholder || Self.isPlaceholder(reason)
                notes.append(n)
            }
        }
        func text(_ values: [TextValue], _ field: String) -> JSON? {
            guard !values.isEmpty else { return nil }
            let (t, n) = resolve(values[min(b, values.count - 1)], locale: locale)
            if let n { note(field, line: s.lines[field] ?? 0)(n) }
            return .string(t)
        }
        var item: [(String, JSON)] = []
        // A search bar as the title view replaces the title; a search controller keeps it (and the large title) and
        // adds its row under them.
        let titleView = s.searchPlaceholder != nil && s.searchIsTitleView
        if let t = text(s.title, "title") { item.append(("title", t)) }
        else if s.searchPlaceholder == nil { note("title")("no title set in code or storyboard: the bar has none") }
        if let p = text(s.prompt, "prompt") { item.append(("prompt", p)) }
        if s.large && !titleView { item.append(("largeTitle", .bool(true))) }
        if let search = s.searchPlaceholder {
            let (t, n) = resolve(search, locale: locale)
            if let n { note("searchController", line: s.lines["searchController"] ?? 0)(n) }
            if titleView {
                item.append(("titleView", .object([("searchField", .object([("placeholder", .string(t))]))])))
                item.removeAll { $0.0 == "title" }
            } else {
                var controller: [(String, JSON)] = [("placeholder", .string(t))]
                if let hides = s.hidesSearchBarWhenScrolling { controller.append(("hidesWhenScrolling", .bool(hides))) }
                item.append(("searchController", .object(controller)))
            }
        }
        if s.hidesBackButton { item.append(("hidesBackButton", .bool(true))) }
        if s.leftItemsSupplementBackButton { item.append(("leftItemsSupplementBackButton", .bool(true))) }
        if let style = s.itemStyle { item.append(("style", .string(style))) }
        let other = s.toolbarBranches
        let toolbar = b == 0 || other.isEmpty ? s.toolbar : other[min(b, other.count) - 1]
        for (key, list) in [("left", s.left), ("right", s.right), ("toolbar", toolbar)] where !list.isEmpty {
            var out: [JSON] = []
            for (k, i) in list.prefix(8).enumerated() {
                let n = note("\(key)[\(k)]", line: i.line, file: i.file.isEmpty ? nil : i.file)
                if let j = self.item(i, locale: locale, scheme: scheme, note: n) { out.append(j) }
            }
            if !out.isEmpty { item.append((key, .array(out))) }
        }
        var spec: [(String, JSON)] = [
            ("device", .string("iphone-15")), ("style", .string("uikit")), ("backStyle", .string("system"))
        ]
        // UIKit's own words in the scene's language: the back word, and the system items' words.
        let words = UIKitWords.words(for: locale)
        if let known = BackWord.Locale(tag: locale) {
            spec.append(("locale", .string(locale)))
            // A region's own word (`pt-PT` Anterior where `pt` says Voltar).
            if let w = words?.back, w != known.backWord { spec.append(("backWord", .string(w))) }
        } else {
            spec.append(("backWord", .string(words?.back ?? "Back")))
        }
        if words != nil { spec.append(("systemWords", .string(locale))) }
        spec.append(("scriptFaces", .string("text")))
        // A root (of a navigation or a tab bar controller), or a screen no scanned code pushes (presented,
        // embedded, or the first screen): no back button.
        if s.isRoot || pushedBy == nil { spec.append(("canPop", .bool(false))) }
        // Nothing the scan read shows this UIKit screen: it may be a page, a child or an overlay built at run
        // time (no bar of its own), or pushed from Objective-C (not read). Drawn as a root, and said so.
        if !s.isRoot, pushedBy == nil, s.presentedBy == nil, s.superclass != "View", !s.barHidden {
            note("canPop")(
                "no scanned Swift or storyboard pushes it, makes it a navigation root or presents it in one: drawn "
                    + "as a root (a page, child or overlay built at run time has no bar; Objective-C is not read)")
        }
        // A split view's column: drawn as that column on an iPad, ignored on a phone.
        if let column = s.column { spec.append(("column", .string(column))) }
        if !s.isRoot, let p = pushedBy, let pusher = screen(named: p) {
            // `.minimal` shows no title at all, so the pusher's title is not part of this screen's bar.
            if let t = pusher.title.first, pusher.backButtonDisplayMode != "minimal" {
                spec.append(("previousTitle", .string(resolve(t, locale: locale).0)))
            }
            // The pusher's back item: `.minimal` shows the chevron alone, `.generic` the back word, else its
            // `backButtonTitle` / `backBarButtonItem` title.
            switch pusher.backButtonDisplayMode {
            case "minimal"?: spec.append(("previousBackItem", .object([("title", .string(""))])))
            case "generic"?:
                let word = words?.back ?? BackWord.Locale(tag: locale)?.backWord ?? "Back"
                spec.append(("previousBackItem", .object([("title", .string(word))])))
            default:
                if let t = pusher.backButtonTitle.first {
                    spec.append(("previousBackItem", .object([("title", .string(resolve(t, locale: locale).0))])))
                }
            }
            if s.pushers.count > 1 {
                let (drawn, left) = backPushers(s)
                let cases = drawn.count > 1 ? "one case per distinct back title" : "drawn as pushed from \(p)"
                var why =
                    "pushed from several screens: \(s.pushers.count) (\(s.pushers.joined(separator: ", "))), \(cases)"
                if !left.isEmpty { why += "; not drawn (over \(Self.maxBackTitles)): \(left.joined(separator: ", "))" }
                note("back")(why)
            }
        }
        let appearance = (global ?? ScannedAppearance()).merged(with: s.appearance)
        var a: [(String, JSON)] = []
        let an = note("appearance")
        if let v = color(appearance.background, scheme: scheme, note: an) { a.append(("background", v)) }
        if appearance.transparent {
            a.append(("backgroundAlpha", .number(0)))
            a.append(("shadow", .null))
        } else if appearance.opaque {
            a.append(("backgroundAlpha", .number(1)))
        }
        if let v = color(appearance.titleColor, scheme: scheme, note: an) { a.append(("titleColor", v)) }
        if let f = appearance.titleFont {
            let weight =
                ["regular", "medium", "semibold", "bold", "heavy", "light"].contains(f.weight) ? f.weight : "regular"
            a.append(("titleFont", .object([("size", .number(f.size)), ("weight", .string(weight))])))
        }
        if let v = color(appearance.tint, scheme: scheme, note: an) { a.append(("tint", v)) }
        if let shadow = appearance.shadow, !appearance.transparent {
            a.append(("shadow", shadow.flatMap { color($0, scheme: scheme, note: an) } ?? .null))
        }
        if let status = s.statusBar { a.append(("statusBar", .string(status))) }
        if !a.isEmpty { spec.append(("appearance", .object(a))) }
        if s.barHidden {
            spec.append(("barHidden", .bool(true)))
            if let why = s.barHiddenReason {
                note("barHidden", line: s.lines["barHidden"] ?? 0)(
                    "\(why): the screen draws its own bar (drawn hidden)")
            }
        }
        spec.append(("item", .object(item)))
        // A presented screen (or one pushed inside a sheet): the sheet, over the screen that presented it, as that
        // screen's own spec draws it (its notes are its own case's).
        if let kind = s.presentation {
            spec.insert(("presentation", .string(kind)), at: 2)
            if presenting, let by = s.presentedBy, let presenter = screen(named: by) {
                let (json, _) = scene(presenter, branch: 0, locale: locale, scheme: scheme, presenting: false)
                let keys = ["canPop", "previousTitle", "appearance", "barHidden", "item"]
                let kept = keys.compactMap { k in json[k].map { (k, $0) } }
                spec.append(("presenting", .object(kept)))
            }
        }
        return (.object(spec), notes)
    }

    /// A reason that leaves a visible placeholder in the reference (a `{…}` text or a labelled box).
    static func isPlaceholder(_ reason: String) -> Bool {
        [
            "computed at run time", "a localized key computed", "interpolation computed", "a custom view",
            "an image computed",
            "an item without", "has no drawing", "no image set", "vector asset", "key \""
        ].contains { reason.hasPrefix($0) }
    }

    /// The screens that get cases: those with a bar (not presented bare, not a child).
    var drawnScreens: [ScannedScreen] { screens.filter { $0.noBar == nil } }

    /// The first screen named `name`: found through `screenAt` (a scene per screen and locale looks up its pusher
    /// and presenter; a search each was quadratic), else searched.
    func screen(named name: String) -> ScannedScreen? {
        if let i = screenAt[name], i < screens.count, screens[i].name == name { return screens[i] }
        return screens.first { $0.name == name }
    }

    /// Every screen's specs in one locale and scheme, sorted by stem.
    func scannedSpecs(locale: String, colorScheme: String) -> [ScannedSpec] {
        var out: [ScannedSpec] = []
        for s in drawnScreens where !skipped.contains(s.name) {
            let sources = fieldSources(s)
            for c in cases(s) {
                let (json, _) = scene(s, branch: c.branch, locale: locale, scheme: colorScheme, pusher: c.pusher)
                var spec = ScannedSpec(stem: c.stem, json: json,
                                       origin: s.line > 0 ? "\(s.file):\(s.line)" : s.file, directory: directory,
                                       pushedBy: c.pusher)
                spec.file = s.file
                spec.line = s.line
                // A text from a string table is located at its entry in this locale's table: where a changed
                // translation is edited (the Swift line that reads the key stays the screen's).
                var located = sources
                for (field, place) in tableSources(s, branch: c.branch, locale: locale, pusher: c.pusher) {
                    // The Swift (or storyboard) line that reads the key stays known, for a second annotation.
                    if let code = sources[field]
                        ?? field.firstIndex(of: "[").flatMap({ sources[String(field[..<$0])] }),
                        code != place
                    {
                        located[SourcePlace.readKey(field)] = code
                    }
                    located[field] = place
                }
                spec.sources = located
                out.append(spec)
            }
        }
        return out.sorted { $0.stem < $1.stem }
    }

    /// Where a screen's fields are set: its own assignments, each bar item's line, the appearance it draws with
    /// (its own over the app's global one), and the back button from the pushing screen's title.
    func fieldSources(_ s: ScannedScreen) -> [String: SourcePlace] {
        var out = (global ?? ScannedAppearance()).merged(with: s.appearance).sources
        out.merge(s.sources) { _, own in own }
        for (key, list) in [("left", s.left), ("right", s.right), ("toolbar", s.toolbar)] {
            let file = s.sources[key]?.file ?? s.file
            for (k, item) in list.prefix(8).enumerated() where item.line > 0 {
                out["\(key)[\(k)]"] = SourcePlace(file: item.file.isEmpty ? file : item.file, line: item.line)
            }
        }
        if let p = s.pushedBy, let pusher = screen(named: p) {
            if let place = pusher.sources["backButtonTitle"] ?? pusher.sources["title"] { out["back"] = place }
        }
        out.merge(Self.toolbarSides(s.toolbar, backButton: !s.isRoot && s.pushedBy != nil, file: s.file)) { own, _ in
            own
        }
        return out
    }

    /// A SwiftUI toolbar's items under the names a failure's words give them: the trailing ones `right[k]`, the
    /// leading ones `left[k]`, each in declaration order (where iOS puts each placement on a phone, as the bar
    /// styles place them), so a changed item is annotated on its own line.
    static func toolbarSides(_ toolbar: [ScannedItem], backButton: Bool, file: String) -> [String: SourcePlace] {
        var out: [String: SourcePlace] = [:]
        var left = 0, right = 0
        for item in toolbar.prefix(100) {
            let side: String?
            switch item.placement ?? "automatic" {
            case "automatic", "primaryAction", "confirmationAction", "destructiveAction", "topBarTrailing",
                 "navigationBarTrailing":
                side = "right"
            case "cancellationAction", "topBarLeading", "navigationBarLeading": side = "left"
            case "navigation": side = backButton ? "right" : "left"
            default: side = nil
            }
            guard let side else { continue }
            let k = side == "left" ? left : right
            if side == "left" { left += 1 } else { right += 1 }
            if item.line > 0 {
                out["\(side)[\(k)]"] = SourcePlace(file: item.file.isEmpty ? file : item.file, line: item.line)
            }
        }
        return out
    }

    /// Where the texts of one screen's branch that come from a string table are written in `locale` (the
    /// `.strings` entry's line, the `.xcstrings` localization's line): `title`, `prompt`, `back`, an item's
    /// `right[1]`.
    func tableSources(_ s: ScannedScreen, branch b: Int, locale: String, pusher: String?) -> [String: SourcePlace] {
        var out: [String: SourcePlace] = [:]
        func pick(_ values: [TextValue]) -> TextValue? { values.isEmpty ? nil : values[min(b, values.count - 1)] }
        if let t = pick(s.title), let p = tablePlace(t, locale: locale) { out["title"] = p }
        if let t = pick(s.prompt), let p = tablePlace(t, locale: locale) { out["prompt"] = p }
        let other = s.toolbarBranches
        let toolbar = b == 0 || other.isEmpty ? s.toolbar : other[min(b, other.count) - 1]
        for (key, list) in [("left", s.left), ("right", s.right), ("toolbar", toolbar)] {
            for (k, item) in list.prefix(8).enumerated() {
                if case let .title(t, _) = item.content, let p = tablePlace(t, locale: locale) {
                    out["\(key)[\(k)]"] = p
                }
            }
        }
        if let name = pusher ?? s.pushedBy, let by = screen(named: name),
            let t = by.backButtonTitle.first ?? by.title.first,
            let p = tablePlace(t, locale: locale)
        {
            out["back"] = p
        }
        return out
    }

    /// Where a text's string-table entry is written in `locale` (the first table entry of an interpolation).
    func tablePlace(_ t: TextValue, locale: String, depth: Int = 0) -> SourcePlace? {
        guard depth < 16 else { return nil }
        switch t {
        case let .localized(key, table, _): return tables.place(key, table: table, locale: locale)
        case let .joined(parts):
            for part in parts { if let p = tablePlace(part, locale: locale, depth: depth + 1) { return p } }
            return nil
        case let .cased(inner, _): return tablePlace(inner, locale: locale, depth: depth + 1)
        case .literal, .placeholder, .unresolved: return nil
        }
    }

    /// What the scan could not read: file notes and every screen's notes in the development language (light),
    /// sorted and without repeats.
    public var notes: [ScanNote] { notes(developmentScenes) }

    func notes(_ scenes: [DevelopmentScene]) -> [ScanNote] {
        var all = fileNotes
        for s in screens {
            if let why = s.noBar {
                all.append(ScanNote(file: s.file, line: s.line, screen: s.name, field: "screen", reason: why))
            }
        }
        for d in scenes { all += d.notes }
        return Array(Set(all)).sorted()
    }

    /// One screen's branch in the development language (light): what the text output and the counts show.
    struct DevelopmentScene: Sendable {
        var screen: ScannedScreen
        var branch: Int
        var json: JSON
        var notes: [ScanNote]
        var stem: String
        var pusher: String?
    }

    /// Each screen's scenes on every core, in screen order.
    var developmentScenes: [DevelopmentScene] {
        let drawn = drawnScreens
        return Parallel.map(drawn.count) { i in
            let s = drawn[i]
            return cases(s).map { c in
                let (json, notes) = scene(s, branch: c.branch, locale: tables.developmentLanguage, scheme: "light",
                                          pusher: c.pusher)
                return DevelopmentScene(screen: s, branch: c.branch, json: json, notes: notes, stem: c.stem,
                                        pusher: c.pusher)
            }
        }.flatMap { $0 }
    }
}

extension AppScan {
    /// The sources this scan refused or could not read (not those skipped on purpose), in file order.
    package var refusals: [ScanNote] { fileNotes.filter(\.isRefusal).sorted() }

    /// One message naming each refused source and why (nil: none), saying how to skip one on purpose.
    package var refusalMessage: String? {
        let refused = refusals
        guard !refused.isEmpty else { return nil }
        let shown = refused.prefix(10).map { "\(AppScanText.escape($0.location)): \(AppScanText.escape($0.reason))" }
        let more = refused.count > 10 ? "; and \(refused.count - 10) more" : ""
        return "\(refused.count) source file(s) could not be read, so their screens may be missing: "
            + shown.joined(separator: "; ") + more
            + " (list a file in the scan's \"skip\" to leave it out on purpose)"
    }
}

/// A finished scan as `"scan"` suites see it.
struct ScanResult: ScannedApp {
    let scan: AppScan
    var developmentLanguage: String { scan.tables.developmentLanguage }
    var locales: [String] { scan.tables.locales }
    func specs(locale: String, colorScheme: String) -> [ScannedSpec] {
        scan.scannedSpecs(locale: locale, colorScheme: colorScheme)
    }
}

/// The scan provider for `"scan"` suites.
public struct BarSnapScanProvider: ScanProvider {
    public init() {}
    package func scan(_ settings: ScanSettings, directory: String) throws -> any ScannedApp {
        var options = ScanOptions(theme: settings.theme, hints: settings.hints, unresolved: settings.unresolved)
        options.skip = settings.skip
        let scan = try AppScan(sources: settings.sources, directory: directory,
                               allowOutside: settings.allowOutside, options: options)
        // A refused source may hide a changed screen (its references would only look orphaned): the suite fails.
        if let message = scan.refusalMessage { throw ScanError(message) }
        // Silence is not success: a suite of no screens fails, saying what was read.
        if scan.screens.isEmpty { throw ScanError(scan.emptyReason) }
        if let failure = scan.tableFailure { throw ScanError(failure) }
        return ScanResult(scan: scan)
    }
}

/// `import BarSnapScan` in a test target: the configuration with its `"scan"` suites readable.
public enum ScanConfiguration {
    /// Loads `barsnap.json` like `BarSnapConfiguration.load`, its `"scan"` suites read by this product's scanner.
    public static func load(_ path: String? = nil, searchingFrom directory: String? = nil,
                            filePath: String = #filePath) throws -> BarSnapConfiguration {
        try BarSnapConfiguration.load(path, searchingFrom: directory, scanner: BarSnapScanProvider(),
                                      filePath: filePath)
    }
}
