import BarSnapCore
import SnapshotSuite
import ToolbarModel

extension AppScan {
    /// How many cases a screen gives (one per branch of its most-branched text).
    func branches(_ s: ScannedScreen) -> Int {
        min(Self.maxBranches, max(1, s.title.count, s.prompt.count, s.backButtonTitle.count))
    }

    /// The stem of branch `b` (0-based): `Screen`, `Screen-2`, …
    static func stem(_ s: ScannedScreen, branch b: Int) -> String { b == 0 ? s.name : "\(s.name)-\(b + 1)" }

    /// The scene spec of one screen's branch in one locale and colour scheme, and the notes on what it could not
    /// read (the table of `barsnap scan`).
    func scene(_ s: ScannedScreen, branch b: Int, locale: String, scheme: String, presenting: Bool = true) -> (JSON, [ScanNote]) {
        var notes = s.notes
        func note(_ field: String, line: Int = 0) -> (String) -> Void {
            { notes.append(ScanNote(file: s.file, line: line == 0 ? s.line : line, screen: s.name, field: field, reason: $0)) }
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
        for (key, list) in [("left", s.left), ("right", s.right)] where !list.isEmpty {
            var out: [JSON] = []
            for (k, i) in list.prefix(8).enumerated() {
                if let j = self.item(i, locale: locale, scheme: scheme, note: note("\(key)[\(k)]", line: i.line)) { out.append(j) }
            }
            if !out.isEmpty { item.append((key, .array(out))) }
        }
        var spec: [(String, JSON)] = [("device", .string("iphone-15")), ("style", .string("uikit")), ("backStyle", .string("system"))]
        if BackWord.Locale(tag: locale) != nil { spec.append(("locale", .string(locale))) } else { spec.append(("backWord", .string("Back"))) }
        // A root, or a screen no scanned code pushes (presented, embedded, or the first screen): no back button.
        if s.isRoot || s.pushedBy == nil { spec.append(("canPop", .bool(false))) }
        if let p = s.pushedBy, let pusher = screens.first(where: { $0.name == p }) {
            if let t = pusher.title.first { spec.append(("previousTitle", .string(resolve(t, locale: locale).0))) }
            if let t = pusher.backButtonTitle.first {
                spec.append(("previousBackItem", .object([("title", .string(resolve(t, locale: locale).0))])))
            }
        }
        let appearance = (global ?? ScannedAppearance()).merged(with: s.appearance)
        var a: [(String, JSON)] = []
        let an = note("appearance")
        if let v = color(appearance.background, scheme: scheme, note: an) { a.append(("background", v)) }
        if appearance.transparent { a.append(("backgroundAlpha", .number(0))); a.append(("shadow", .null)) }
        if let v = color(appearance.titleColor, scheme: scheme, note: an) { a.append(("titleColor", v)) }
        if let v = color(appearance.tint, scheme: scheme, note: an) { a.append(("tint", v)) }
        if let shadow = appearance.shadow, !appearance.transparent {
            a.append(("shadow", shadow.flatMap { color($0, scheme: scheme, note: an) } ?? .null))
        }
        if let status = s.statusBar { a.append(("statusBar", .string(status))) }
        if !a.isEmpty { spec.append(("appearance", .object(a))) }
        if s.barHidden { spec.append(("barHidden", .bool(true))) }
        spec.append(("item", .object(item)))
        // A presented screen (or one pushed inside a sheet): the sheet, over the screen that presented it, as that
        // screen's own spec draws it (its notes are its own case's).
        if let kind = s.presentation {
            spec.insert(("presentation", .string(kind)), at: 2)
            if presenting, let by = s.presentedBy, let presenter = screens.first(where: { $0.name == by }) {
                let (json, _) = scene(presenter, branch: 0, locale: locale, scheme: scheme, presenting: false)
                let keys = ["canPop", "previousTitle", "appearance", "barHidden", "item"]
                let kept = keys.compactMap { k in json[k].map { (k, $0) } }
                spec.append(("presenting", .object(kept)))
            }
        }
        return (.object(spec), notes)
    }

    /// Every screen's specs in one locale and scheme, sorted by stem.
    func scannedSpecs(locale: String, colorScheme: String) -> [ScannedSpec] {
        var out: [ScannedSpec] = []
        for s in screens {
            for b in 0..<branches(s) {
                let (json, _) = scene(s, branch: b, locale: locale, scheme: colorScheme)
                out.append(ScannedSpec(stem: Self.stem(s, branch: b), json: json,
                                       origin: s.line > 0 ? "\(s.file):\(s.line)" : s.file, directory: directory,
                                       pushedBy: s.pushedBy))
            }
        }
        return out.sorted { $0.stem < $1.stem }
    }

    /// What the scan could not read: file notes and every screen's notes in the development language (light),
    /// sorted and without repeats.
    public var notes: [ScanNote] { notes(developmentScenes) }

    func notes(_ scenes: [DevelopmentScene]) -> [ScanNote] {
        var all = fileNotes
        for d in scenes { all += d.notes }
        return Array(Set(all)).sorted()
    }

    /// One screen's branch in the development language (light): what the text output and the counts show.
    struct DevelopmentScene {
        var screen: ScannedScreen
        var branch: Int
        var json: JSON
        var notes: [ScanNote]
    }

    var developmentScenes: [DevelopmentScene] {
        screens.flatMap { s in
            (0..<branches(s)).map { b in
                let (json, notes) = scene(s, branch: b, locale: tables.developmentLanguage, scheme: "light")
                return DevelopmentScene(screen: s, branch: b, json: json, notes: notes)
            }
        }
    }
}

/// A finished scan as `"scan"` suites see it.
struct ScanResult: ScannedApp {
    let scan: AppScan
    var developmentLanguage: String { scan.tables.developmentLanguage }
    var locales: [String] { scan.tables.locales }
    func specs(locale: String, colorScheme: String) -> [ScannedSpec] { scan.scannedSpecs(locale: locale, colorScheme: colorScheme) }
}

/// The scan provider for `"scan"` suites.
public struct BarSnapScanProvider: ScanProvider {
    public init() {}
    public func scan(_ settings: ScanSettings, directory: String) throws -> any ScannedApp {
        let scan = try AppScan(sources: settings.sources, directory: directory, allowOutside: settings.allowOutside)
        // Silence is not success: a suite of no screens fails, saying what was read.
        if scan.screens.isEmpty { throw ScanError(scan.emptyReason) }
        return ScanResult(scan: scan)
    }
}

/// `import BarSnapScan` in a test target: the configuration with its `"scan"` suites readable.
public enum ScanConfiguration {
    /// Registers the scan provider, then loads `barsnap.json` like `BarSnapConfiguration.load`.
    public static func load(_ path: String? = nil, searchingFrom directory: String? = nil,
                            filePath: String = #filePath) throws -> BarSnapConfiguration {
        ScanProviders.register(BarSnapScanProvider())
        return try BarSnapConfiguration.load(path, searchingFrom: directory, filePath: filePath)
    }
}
