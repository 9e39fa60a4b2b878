import Basics
import SnapshotSuite
import SwiftSyntax
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap scan`: reads an app's sources into screens.
public struct AppScan: Sendable {
    var screens: [ScannedScreen] = []
    var tables = StringTables()
    var assets = AssetCatalog()
    var global: ScannedAppearance?
    var fileNotes: [ScanNote] = []
    /// Files read, by kind.
    public var counts: [String: Int] = [:]
    /// Where relative paths are shown from (and images resolved against).
    public var directory: String
    /// Confines every file the scan reads, and the images `--write-specs` copies, to `directory`.
    let pathGuard: PathGuard
    /// String tables that could not be read (`file:line: why`): the scan fails naming them (`tableFailure`), as a
    /// translation drawn in the development language instead would be a silent wrong answer.
    package var unreadableTables: [String] = []
    /// Why no screen qualified (empty when some did): what the scan read.
    public var emptyReason = ""

    /// The view-controller base classes screens descend from.
    static let controllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UIHostingController", "UIDocumentBrowserViewController",
    ]
    static let containerBases: Set<String> = ["UINavigationController", "UITabBarController"]

    /// The index of the first screen of each name in `screens`, once they are all read (see `screen(named:)`).
    var screenAt: [String: Int] = [:]
    /// Screens left out by the suite's `"unresolved": "skip"`.
    var skipped: Set<String> = []
    var options = ScanOptions()

    /// Scans `sources` (folders, files, globs) below `directory`: each, and every file found under it, confined
    /// to `directory` (see `PathGuard.confine`) unless `allowOutside`.
    /// `allowOutside` nil: `BARSNAP_ALLOW_OUTSIDE=1` in the environment.
    public init(sources: [String], directory: String, allowOutside: Bool? = nil,
                options: ScanOptions = ScanOptions()) throws {
        let budget = ScanBudget()
        try self.init(sources: sources, directory: directory, allowOutside: allowOutside, options: options,
                      budget: budget, cache: TreeCache(budget: budget))
    }

    /// The same, within `budget`, keeping trees in `cache` (tests lower both).
    init(sources: [String], directory: String, allowOutside: Bool? = nil, options: ScanOptions = ScanOptions(),
         budget: ScanBudget, cache: TreeCache) throws {
        self.directory = directory
        self.options = options
        let pathGuard = PathGuard(directory: directory, allowOutside: allowOutside ?? PathGuard.allowedByEnvironment)
        self.pathGuard = pathGuard
        let files = try ScanFiles(sources: sources, directory: directory, guard: pathGuard, skip: options.skip)
        assets.pathGuard = pathGuard
        fileNotes = files.notes
        counts = ["swift": files.swift.count, "storyboard": files.storyboards.count, "strings": files.strings.count,
                  "xcstrings": files.xcstrings.count, "xcassets": files.catalogs.count]
        let show: @Sendable (String) -> String = { ScanFiles.relative($0, to: directory) }
        readTables(files, show: show, guard: pathGuard, budget: budget)
        for c in files.catalogs { assets.read(catalog: c, display: show(c), notes: &fileNotes) }
        var index = Self.indexSwift(files.swift, show: show, guard: pathGuard, budget: budget, cache: cache)
        index.budget = budget
        index.options = options
        let swiftGen = SwiftGenSettings.find(
            directory: directory, sources: sources, guard: pathGuard, notes: &fileNotes)
        let tablePaths = (files.strings + files.stringsdicts + files.xcstrings).map(show)
        index.generated = GeneratedNames(settings: swiftGen, tables: tables, tablePaths: tablePaths, assets: assets)
        fileNotes += GeneratedNames.disagreements(index)
        let hints = HintBook(options.hints)
        index.hints = hints
        fileNotes += index.notes
        index.swiftUI.finish()
        var screens = Self.screens(index)
        SwiftUIFrontEnd.linkHosted(&screens, index)
        screens += SwiftUIFrontEnd.screens(index, uikit: screens, accent: assets.colors["AccentColor"] != nil)
        SwiftUIFrontEnd.takeHostedBars(&screens)
        global = Self.globalAppearance(index)
        for sb in files.storyboards {
            guard let bytes = ScanFiles.read(sb, display: show(sb), guard: pathGuard, notes: &fileNotes) else {
                continue
            }
            for s in Storyboard.read(bytes, display: show(sb), notes: &fileNotes) {
                if let i = screens.firstIndex(where: { $0.name == s.name }) {
                    screens[i] = Self.merge(storyboard: s, code: screens[i])
                } else { screens.append(s) }
            }
        }
        self.screens = screens.sorted { $0.name < $1.name }
        if screens.isEmpty { emptyReason = SwiftUIFrontEnd.emptyReason(index, files: files.swift.count) }
        linkNavigation(index)
        for (i, s) in self.screens.enumerated() where screenAt[s.name] == nil { screenAt[s.name] = i }
        Self.report(budget)
        if budget.expired {
            throw ScanError(budget.stopReason + "; no screens are reported from a partial read")
        }
        fileNotes += cache.unreadNotes
        fileNotes.sort()
        // A hint that matches nothing is an error: hints never go stale.
        let unused = hints.unused(options.hints)
        if !unused.isEmpty {
            throw ScanError(
                "hints: \(unused.map { "\"\($0)\"" }.joined(separator: ", ")) match\(unused.count == 1 ? "es" : "") "
                    + "no expression in the scanned code (remove or correct \(unused.count == 1 ? "it" : "them"))")
        }
        try applyUnresolvedPolicy()
    }

    /// `"unresolved"`: `skip` leaves out every screen with a placeholder in its development-language scene;
    /// `error` throws one message listing them (file:line, field, reason).
    mutating func applyUnresolvedPolicy() throws {
        guard options.unresolved != "placeholder" else { return }
        let unresolved = developmentScenes.flatMap { $0.notes.filter(\.placeholder) }
        if options.unresolved == "skip" {
            skipped = Set(unresolved.map(\.screen))
            return
        }
        guard !unresolved.isEmpty else { return }
        let rows = Array(Set(unresolved)).sorted().prefix(20).map {
            "  \($0.location) \($0.screen) \($0.field): \($0.reason)"
        }
        let more = Set(unresolved).count > 20 ? "\n  … and \(Set(unresolved).count - 20) more" : ""
        throw ScanError(
            "\"unresolved\": \"error\": \(Set(unresolved).count) field(s) could not be read:\n"
                + rows.joined(separator: "\n") + more)
    }

    private mutating func readTables(
        _ files: ScanFiles, show: @escaping @Sendable (String) -> String, guard pathGuard: PathGuard,
        budget: ScanBudget
    ) {
        // .strings outside <locale>.lproj (store metadata, documentation) are not the app's tables: one note says how
        // many.
        let outside = files.strings.filter { StringTables.localeAndTable(of: $0) == nil }
        if let first = outside.first {
            fileNotes.append(
                ScanNote(
                    file: show(first), field: "file",
                    reason:
                        "\(outside.count) .strings file(s) outside a <locale>.lproj folder (this one first): not read"))
        }
        // Each table is read and parsed on every core; the entries are set in file order (the last one wins).
        let paths = (files.strings + files.stringsdicts).filter { StringTables.localeAndTable(of: $0) != nil }
        // Tables are charged to the run's budget in file order (each worker waits for its turn), so the same
        // tables are read on every machine.
        let turn = Atomic<Int>(0)
        let parsed = Parallel.map(paths.count) { i -> ([ScanNote], [(String, String, Int)]) in
            let path = paths[i]
            var notes: [ScanNote] = []
            let read = ScanFiles.read(
                path, display: show(path), guard: pathGuard, notes: &notes, limit: ScanFiles.maxTableBytes)
            while turn.load(ordering: .acquiring) != i { sched_yield() }
            let refusal = read.flatMap { budget.admitTable(bytes: $0.count) }
            turn.store(i + 1, ordering: .releasing)
            if let refusal { notes.append(ScanNote(file: show(path), field: "file", reason: refusal)) }
            guard let bytes = read, refusal == nil else { return (notes, []) }
            do {
                return (notes, try StringsFile.entries(bytes, plural: path.hasSuffix(".stringsdict")))
            } catch let StringsFile.Failure.at(line, message) {
                notes.append(
                    ScanNote(file: show(path), line: line, field: "file", reason: "\(message): the file is not read"))
            } catch {
                notes.append(ScanNote(file: show(path), field: "file", reason: "\(error): the file is not read"))
            }
            return (notes, [])
        }
        for (i, path) in paths.enumerated() {
            guard let (locale, table) = StringTables.localeAndTable(of: path) else { continue }
            fileNotes += parsed[i].0
            unreadableTables += parsed[i].0.map { "\($0.location): \($0.reason)" }
            for (k, v, line) in parsed[i].1 {
                tables.set(v, key: k, table: table, locale: locale)
                if line > 0 {
                    tables.setPlace(SourcePlace(file: show(path), line: line), key: k, table: table, locale: locale)
                }
            }
        }
        for path in files.xcstrings {
            var notes: [ScanNote] = []
            let read = ScanFiles.read(
                path, display: show(path), guard: pathGuard, notes: &notes, limit: ScanFiles.maxTableBytes)
            // Past the run's budget for tables: a table not read, which fails the scan like an unreadable one.
            let refusal = read.flatMap { budget.admitTable(bytes: $0.count) }
            if let refusal { notes.append(ScanNote(file: show(path), field: "file", reason: refusal)) }
            fileNotes += notes
            unreadableTables += notes.map { "\($0.location): \($0.reason)" }
            guard let bytes = read, refusal == nil else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let table = String(name.dropLast(".xcstrings".count))
            do {
                try StringCatalog.read(
                    try JSON.parse(bytes), table: table, into: &tables, file: show(path),
                    lines: (try? JSON.keyLines(bytes)) ?? [:])
            } catch let e
                as JSONPathError
            {
                fileNotes.append(
                    ScanNote(
                        file: show(path), field: "file", reason: "\(e.path): \(e.message): the catalog is not read"))
                unreadableTables.append("\(show(path)): \(e.path): \(e.message)")
            } catch {
                fileNotes.append(
                    ScanNote(
                        file: show(path), field: "file", reason: "not valid JSON (\(error)): the catalog is not read"))
                unreadableTables.append("\(show(path)): not valid JSON (\(error))")
            }
        }
        tables.finish()
    }

    /// Parses every Swift file on every core, then merges the indexes in file order. Each file is checked before
    /// the parser sees it (size, nesting, then the run's byte and parse budgets, taken in file order so the same
    /// files are read on every machine); one over budget is a note. A file's tree is let go once indexed (kept
    /// only while the run's `TreeCache` has room).
    static func indexSwift(_ paths: [String], show: @escaping @Sendable (String) -> String, guard pathGuard: PathGuard,
                           budget: ScanBudget = ScanBudget(), cache given: TreeCache? = nil) -> SwiftIndex {
        let cache = given ?? TreeCache(budget: budget)
        // The next file to take from the budgets: each worker waits for its turn (the files before it are held
        // by the other workers, which never wait on a later file).
        let turn = Atomic<Int>(0)
        let parts = Parallel.map(paths.count) { i -> SwiftIndex in
            var s = SwiftIndex()
            let shown = show(paths[i])
            var refusal: String?
            var refusedLine = 0
            var work = 0
            let bytes = ScanFiles.read(paths[i], display: shown, guard: pathGuard, notes: &s.notes)
            if let bytes {
                // Too large: refused before the measuring pass reads it.
                let large = bytes.count > ScanBudget.maxSwiftFileBytes
                let measured = large ? ScanBudget.Shape() : ScanBudget.measure(bytes)
                refusal = ScanBudget.refusal(bytes, measured)
                refusedLine = measured.line(in: bytes)
                work = measured.tokens + bytes.count / 16
            }
            while turn.load(ordering: .acquiring) != i { sched_yield() }
            if bytes != nil, refusal == nil { refusal = budget.admit(bytes: bytes?.count ?? 0, work: work) }
            turn.store(i + 1, ordering: .releasing)
            guard let bytes else { return s }
            if let refusal {
                s.notes.append(ScanNote(file: shown, line: refusedLine, field: "file", reason: refusal))
                return s
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                s.notes.append(ScanNote(file: shown, field: "file", reason: "not UTF-8 text: not read"))
                return s
            }
            cache.rank(shown, i, work: work)
            if bytes.count > TreeCache.largeFileBytes {
                return cache.largeFiles.withLock { _ in SwiftIndex.index(text, display: shown, cache: cache) }
            }
            return SwiftIndex.index(text, display: shown, cache: cache)
        }
        cache.settle()
        var index = SwiftIndex()
        for p in parts { index.add(p) }
        return index
    }

    /// Prints the work the scan spent to standard error when `BARSNAP_SCAN_WORK=1` (for measuring budgets).
    static func report(_ budget: ScanBudget) {
        guard let v = getenv("BARSNAP_SCAN_WORK"), String(cString: v) == "1" else { return }
        let w = budget.spent
        let line = Array("scan work: parse \(w.parse), re-parse \(w.reparse), read \(w.read)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// True when `name` descends from a UIKit view controller (through the app's own classes).
    static func isController(_ name: String, _ index: SwiftIndex) -> Bool {
        var memo: [String: Bool] = [:]
        return isController(name, index, memo: &memo)
    }

    /// The same, remembering every class on the way: all classes of a 20,000-class chain in linear time.
    static func isController(_ name: String, _ index: SwiftIndex, memo: inout [String: Bool]) -> Bool {
        var t: String? = name
        var path: [String] = []
        var seen: Set<String> = []
        var answer = false
        while let n = t, seen.insert(n).inserted {
            if let known = memo[n] {
                answer = known
                break
            }
            if controllerBases.contains(n) {
                answer = true
                break
            }
            if containerBases.contains(n) { break }
            path.append(n)
            t = index.types[n]?.superclass
        }
        for n in path { memo[n] = answer }
        return answer
    }
}
