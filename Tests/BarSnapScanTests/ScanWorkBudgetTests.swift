import Basics
@testable import BarSnapScan
import SnapshotSuite
import Testing

/// The scan's budgets count work (tokens parsed, files parsed again, statements and values read), not time: the
/// same input stops at the same point on any machine, each budget names the file where it ran out, and only the
/// reading budget ends the run.
@Suite struct ScanWorkBudgetTests {
    static let home = """
        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Home"
            }
        }

        """

    /// An enum of `count` string constants (about 12 syntax nodes each) padded with `filler` unrelated ones.
    static func constants(_ name: String, count: Int, filler: Int = 0) -> String {
        "enum \(name) {\n" + (0..<count).map { "    static let k\($0) = \"\(name)-\($0)\"\n" }.joined()
            + (0..<filler).map { "    static let pad\($0) = [1, 2, 3, 4, 5, 6, 7, 8]\n" }.joined() + "}\n"
    }

    static func scan(_ app: Scratch, limits: ScanBudget.Limits = .init(), maxNodes: Int = TreeCache.maxNodes,
                     tracking: Bool = false) throws -> (AppScan, ScanBudget, TreeCache) {
        let budget = ScanBudget(limits: limits)
        let cache = TreeCache(budget: budget, maxNodes: maxNodes, tracking: tracking)
        let scan = try AppScan(sources: ["App"], directory: app.path, budget: budget, cache: cache)
        return (scan, budget, cache)
    }

    @Test func jumpingBetweenLargeFilesLeavesThoseFilesUnreadAndTheOtherScreensRead() throws {
        let app = try Scratch("jump")
        defer { app.remove() }
        try app.write("App/Home.swift", Self.home)
        // Two files too large for the cache, read in turn: every read parses one of them again.
        try app.write("App/Big0.swift", Self.constants("B0", count: 40, filler: 400))
        try app.write("App/Big1.swift", Self.constants("B1", count: 40, filler: 400))
        let jumps = (0..<40).map { "        title = B\($0 % 2).k\($0 / 2)\n" }.joined()
        try app.write("App/Jump.swift", """
            final class JumpViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(jumps)    }
            }

            """)
        let bigWork = ScanBudget.parseWork(Array(Self.constants("B0", count: 40, filler: 400).utf8))
        // Room for six re-parses of a large file, not seven.
        let limits = ScanBudget.Limits(reparse: 6 * bigWork + bigWork / 2)
        let (scan, budget, cache) = try Self.scan(app, limits: limits, maxNodes: 4_000)
        #expect(cache.kept.trees == 2, "Home and Jump are kept, \(cache.kept)")
        let unread = scan.notes.filter { $0.reason.contains("re-parse budget") }
        #expect(unread.map(\.file) == ["App/Big0.swift", "App/Big1.swift"], "\(scan.notes)")
        #expect(budget.spent.reparse == 6 * bigWork, "\(budget.spent)")
        #expect(!budget.expired)
        // The other screens are read as before; the jumping one keeps what it read before the budget ran out.
        #expect(scan.spec("HomeViewController")?["item"]?["title"] == .string("Home"))
        #expect(scan.screens.contains { $0.name == "JumpViewController" })
        // The same notes in every run (the cache is settled in file order after the parallel parse).
        let (again, _, _) = try Self.scan(app, limits: limits, maxNodes: 4_000)
        #expect(again.notes == scan.notes)
    }

    /// Screens are read from the last file to the first: the trees the cache kept after indexing (the last
    /// files') are read before the earlier files' re-parses let them go, so a kept file is not parsed again.
    @Test func screensOfKeptFilesAreReadBeforeTheirTreesAreLetGo() throws {
        let app = try Scratch("order")
        defer { app.remove() }
        func screen(_ i: Int) -> String {
            "final class S\(i)ViewController: UIViewController {\n    override func viewDidLoad() {\n"
                + "        super.viewDidLoad()\n        title = \"S\(i)\"\n    }\n}\n"
                + Self.constants("K\(i)", count: 60)
        }
        for i in 0..<10 { try app.write("App/S\(i).swift", screen(i)) }
        let one = TreeCache()
        _ = SwiftIndex.index(screen(0), display: "S0.swift", cache: one)
        // Room for three files' trees.
        let (scan, _, cache) = try Self.scan(app, maxNodes: one.kept.nodes * 7 / 2)
        #expect(scan.screens.count == 10 && scan.spec("S4ViewController")?["item"]?["title"] == .string("S4"))
        // The seven files not kept are parsed again once each (one more when the other worker's re-parse lets a
        // kept tree go first, or when settling the cache parses one); read first to last, all ten would be.
        let size = screen(0).utf8.count
        #expect(cache.kept.reparsedBytes >= 7 * size && cache.kept.reparsedBytes < 10 * size, "\(cache.kept)")
    }

    @Test func filesPastTheParseBudgetAreNotesInFileOrder() throws {
        let app = try Scratch("parse-budget")
        defer { app.remove() }
        try app.write("App/Home.swift", Self.home)
        var works: [Int] = []
        for i in 0..<6 {
            let text = Self.constants("C\(i)", count: 50)
            works.append(ScanBudget.parseWork(Array(text.utf8)))
            try app.write("App/C\(i).swift", text)
        }
        let home = ScanBudget.parseWork(Array(Self.home.utf8))
        // C0 to C2 fit (read in file order: C0 … C5, then Home), the rest do not; Home (small) still does.
        let limits = ScanBudget.Limits(parse: works[0...2].reduce(0, +) + home + works[3] / 2)
        for _ in 0..<2 {
            let (scan, budget, _) = try Self.scan(app, limits: limits)
            let skipped = scan.notes.filter { $0.reason.contains("parse budget") }.map(\.file)
            #expect(skipped == ["App/C3.swift", "App/C4.swift", "App/C5.swift"], "\(scan.notes)")
            #expect(scan.spec("HomeViewController")?["item"]?["title"] == .string("Home"))
            #expect(budget.spent.parse == works[0...2].reduce(0, +) + home)
        }
    }

    @Test func theReadingBudgetStopsTheRunNamingTheFileAndLine() throws {
        let app = try Scratch("read-budget")
        defer { app.remove() }
        try app.write("App/Home.swift", Self.home)
        let lines = (0..<200).map { "        navigationItem.title = \"T\($0)\"\n" }.joined()
        try app.write("App/Long.swift", """
            final class LongViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(lines)    }
            }

            """)
        let (scan, budget, _) = try Self.scan(app)
        #expect(scan.screens.count == 2 && budget.spent.read > 200)
        // A budget below what the screens need: the run stops with one message, never a partial result.
        let tight = ScanBudget.Limits(read: 150)
        #expect {
            _ = try Self.scan(app, limits: tight)
        } throws: { error in
            let text = "\(error)"
            return text.contains("App/Long.swift:") && text.contains("reading budget (150 units")
                && text.contains("no screens are reported")
        }
    }

    /// 200 string tables of 4 MiB took 1.85 GB: tables are charged to the run's budget in file order, and each
    /// one past it is a note naming it.
    @Test func stringTablesPastTheRunBudgetAreNotesInFileOrder() throws {
        let app = try Scratch("tables")
        defer { app.remove() }
        try app.write("App/Home.swift", Self.home)
        let table = (0..<40).map { "\"k\($0)\" = \"v\($0)\";\n" }.joined()
        for name in ["A", "B", "C", "D", "E"] { try app.write("App/en.lproj/\(name).strings", table) }
        try app.write("App/F.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#)
        let limits = ScanBudget.Limits(tables: table.utf8.count * 2 + 10)
        for _ in 0..<2 {
            let (scan, _, _) = try Self.scan(app, limits: limits)
            let skipped = scan.notes.filter { $0.reason.contains("string-table budget") }.map(\.file)
            #expect(skipped == ["App/F.xcstrings", "App/en.lproj/C.strings", "App/en.lproj/D.strings",
                                "App/en.lproj/E.strings"], "\(scan.notes)")
            #expect(scan.spec("HomeViewController")?["item"]?["title"] == .string("Home"))
        }
    }

    /// A switch over a huge enum was read as its first case for every title, and each read walked every case
    /// uncharged (6,000 screens over a 30,000-case enum took 35 s): past `maxThemeCases` it is not read (a
    /// note), and each case looked at is charged.
    @Test func hugeSwitchesAreChargedAndNeverReadAsTheirFirstCase() throws {
        let app = try Scratch("switch")
        defer { app.remove() }
        let count = 2_000
        try app.write("App/Kind.swift", "enum Kind {\n" + (0..<count).map { "    case k\($0)\n" }.joined() + "}\n")
        try app.write("App/Home.swift", "final class HomeViewController: UIViewController {\n"
            + "    let kind: Kind = .k1999\n    var name: String {\n        switch kind {\n"
            + (0..<count).map { "        case .k\($0): return \"T\($0)\"\n" }.joined() + "        }\n    }\n"
            + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = name\n    }\n}\n")
        let (scan, budget, _) = try Self.scan(app)
        #expect(scan.spec("HomeViewController")?["item"]?["title"] != .string("T0"), "\(scan.notes)")
        #expect(scan.notes.contains { $0.file == "App/Home.swift" && $0.field == "title" }, "\(scan.notes)")
        #expect(budget.spent.read >= count, "\(budget.spent)")
    }

    /// A real app's file that swift-syntax cannot parse (`@MainActor([T]) -> Void` compiles, yet does not parse)
    /// is refused, which fails a scan suite: `init` lists the files it cannot read today in the suite's `"skip"`,
    /// so the first run is green and a file that becomes unreadable later still fails it.
    @Test func initSkipsTheFilesItCannotReadToday() throws {
        let app = try Scratch("init-skip")
        defer { app.remove() }
        try app.write("App.xcodeproj/project.pbxproj", "")
        try app.write("App/Home.swift", Self.home)
        try app.write("App/Model.swift", "func f(update: @escaping @MainActor([Int]) -> Void) {\n}\n")
        let setup = try #require(try AppSetup.detect(root: app.path, limits: ScanBudget.Limits()))
        #expect(setup.skip == ["App/Model.swift"], "\(setup.skip)")
        #expect(setup.configuration.contains(#""scan": {"sources": ["App"], "skip": ["App/Model.swift"]}"#),
                "\(setup.configuration)")
    }

    /// `init` gave each top-level folder a scan budget of its own (32 folders: 41 s, 729 MB): one budget pays
    /// for every folder's scan, and running out is an error, never a setup that silently lacks folders.
    @Test func initSharesOneBudgetAcrossFolders() throws {
        let app = try Scratch("init")
        defer { app.remove() }
        try app.write("App.xcodeproj/project.pbxproj", "")
        let filler = Self.constants("K", count: 200)
        for i in 0..<4 {
            try app.write("F\(i)/Home.swift", Self.home.replacingOccurrences(of: "Home", with: "S\(i)"))
            try app.write("F\(i)/K.swift", filler)
        }
        let work = ScanBudget.parseWork(Array(filler.utf8))
        // Each folder's scan fits the limit; the four of them do not.
        let limits = ScanBudget.Limits(parse: work * 3)
        #expect(try AppSetup.detect(root: app.path, limits: ScanBudget.Limits())?.sources.count == 4)
        #expect {
            _ = try AppSetup.detect(root: app.path, limits: limits)
        } throws: { error in
            "\(error)".contains("budget for all of init ran out")
        }
    }

    /// The scanner once kept every file's syntax tree (6 × 4 MiB of Swift took 4.68 GB). Trees alive at once are
    /// counted (a weak reference to each tree's storage): a tree kept anywhere, by the index, a held node or a
    /// reader, would keep one alive per file.
    @Test func treesAliveStayWithinTheCacheWhateverTheFileCount() throws {
        let app = try Scratch("trees")
        defer { app.remove() }
        let count = 40
        for i in 0..<count {
            try app.write("App/S\(i).swift", """
                final class S\(i)ViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = K\(i).k0
                    }
                }
                \(Self.constants("K\(i)", count: 30))
                """)
        }
        let nodes = 1_500  // about four files' trees
        let (scan, _, cache) = try Self.scan(app, maxNodes: nodes, tracking: true)
        #expect(scan.screens.count == count)
        #expect(scan.spec("S7ViewController")?["item"]?["title"] == .string("K7-0"))
        #expect(cache.kept.nodes <= nodes && cache.kept.reparsedBytes > 0, "\(cache.kept)")
        // At most the cache's trees, one per worker in flight and a reader's few: never one per file.
        let alive = cache.alive
        #expect(alive.most <= cache.kept.trees + Parallel.cores + 4, "\(alive), \(cache.kept)")
        #expect(alive.now <= cache.kept.trees, "\(alive), \(cache.kept)")
    }
}
