import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A pull request's app code must not stop, slow or swell a scan-based run: deep nesting, a colour "nan", a
/// ternary chain in a title, huge files and a deep inheritance chain each end as a note naming the file, inside
/// the scan's work and memory budget (limits here are hang and swell guards, far above the measured numbers).
@Suite(.serialized) struct ScanBoundsAttackTests {
    /// `barsnap args` under /usr/bin/time: the result, its wall-clock seconds and its peak memory in MiB.
    static func measured(_ lab: AttackLab, _ args: [String]) throws -> (CLI.Result, Double, Int) {
        let r = try CLI.run(["-f", "barsnap-time %e %M", CLI.executable] + args, environment: ["HOME": lab.home],
                            directory: lab.repo, executable: "/usr/bin/time")
        let line = r.stderr.split(separator: "\n").last { $0.hasPrefix("barsnap-time ") } ?? ""
        let parts = line.split(separator: " ")
        let seconds = parts.count == 3 ? Double(parts[1]) ?? 0 : 0
        let mib = parts.count == 3 ? (Int(parts[2]) ?? 0) / 1024 : 0
        return (r, seconds, mib)
    }

    static let home = screen(title: "title = \"Home\"")

    static func screen(title: String) -> String {
        "final class HomeViewController: UIViewController {\n"
        + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(title)\n"
        + """
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action:\
             nil)\n
            """
        + "        navigationItem.rightBarButtonItem?.tintColor = UIColor(named: \"Bad\")\n    }\n}\n"
    }

    @Test func deepNestingAndNaNColoursNeverTrap() throws {
        let lab = try AttackLab()
        try lab.write(Self.home, "App/Home.swift")
        // 1,000 nested array literals crashed swift-syntax; a few dozen unclosed ones parsed for minutes.
        try lab.write(
            "let deep = " + String(repeating: "[", count: 1_000) + "1" + String(repeating: "]", count: 1_000) + "\n",
            "App/Deep.swift")
        try lab.write("let slow = " + String(repeating: "[", count: 160) + "\n", "App/Slow.swift")
        // 1,000 nested generic arguments overflowed the parser's stack (SIGSEGV).
        try lab.write(
            "let types: " + String(repeating: "Array<", count: 1_000) + "Int"
                + String(repeating: ">", count: 1_000) + " = []\n", "App/Generic.swift")
        let nan =
            #"{"colors": [{"color": {"components": {"red": "nan", "green": "inf", "blue": "1e999", "alpha": "nan"}}}]}"#
        try lab.write(nan, "App/Assets.xcassets/Bad.colorset/Contents.json")
        try lab.write(
            #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"device": ["iphone-15"]}}]}"#,
            "barsnap.json")
        try lab.expectUnharmed {
            // The refused files are listed and the scan fails (their screens may be missing).
            let (scan, seconds, mib) = try Self.measured(lab, ["scan", "App"])
            #expect(scan.status == 1 && !scan.stderr.contains("Fatal error"), "\(scan.stderr)")
            #expect(scan.stdout.contains("Deep.swift") && scan.stdout.contains("nested deeper than"), "\(scan.stdout)")
            #expect(scan.stdout.contains("Slow.swift"), "\(scan.stdout)")
            #expect(scan.stdout.contains("Generic.swift"), "\(scan.stdout)")
            #expect(seconds < 30 && mib < 512, "\(seconds) s, \(mib) MiB")
            for command in [["list"], ["verify"]] {
                let r = try lab.run(command)
                // The scan suite fails naming the refused files; neither may trap.
                #expect(r.status == 1 && !r.stderr.contains("Fatal error"), "\(command): \(r.stderr)")
                #expect(r.stderr.contains("App/Deep.swift") && r.stderr.contains("could not be read"),
                        "\(command): \(r.stdout)\(r.stderr)")
            }
        }
    }

    /// Numbers a pull request writes (in Swift, a colour set, a string catalog, the configuration) are checked for
    /// NaN, infinity and range before any conversion: `nan`, `inf` and `1e300` are notes or errors, never a trap.
    @Test func hostileNumbersNeverTrap() throws {
        let lab = try AttackLab()
        let code = "title = \"Home\"\n"
            + """
                        navigationController?.navigationBar.barTintColor = UIColor(red: 1e300, green: .nan, blue:\
                 1e999,\u{20}
                """
            + "alpha: -1e300)\n"
            + "        navigationController?.navigationBar.tintColor = UIColor(white: 0 / 0, alpha: .infinity)\n"
            + """
                        navigationController?.navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize:\
                 1e300),\u{20}
                """
            + ".foregroundColor: UIColor(red: 255 / 0, green: 1e308 * 1e308, blue: 0, alpha: 1)]\n"
            + """
                        navigationController?.navigationBar.largeTitleTextAttributes = [.font:\
                 UIFont.boldSystemFont(ofSize:\u{20}
                """
            + ".nan)]"
        try lab.write(Self.screen(title: code), "App/Home.swift")
        let colour =
            #"{"colors": [{"color": {"components": {"red": 1e300, "green": "-inf", "blue": "1e300", "#
            + #""alpha": -1e300}}}]}"#
        try lab.write(colour, "App/Assets.xcassets/Bad.colorset/Contents.json")
        let catalog =
            #"{"sourceLanguage": "en", "version": 1e300, "strings": {"Home": {"localizations": "#
            + #"{"de": {"stringUnit": {"state": 1e300, "value": 1e300}}}}}}"#
        try lab.write(catalog, "App/Localizable.xcstrings")
        try lab.write(
            #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"device": ["iphone-15"]}}]}"#,
            "barsnap.json")
        try lab.expectUnharmed {
            let scan = try lab.run(["scan", "App"])
            #expect(scan.status == 0 && !scan.stderr.contains("Fatal error"), "\(scan.stderr)")
            #expect(scan.stdout.contains("HomeViewController"), "\(scan.stdout)")
            for command in [["list"], ["verify"]] {
                let r = try lab.run(command)
                #expect(r.status <= 1 && !r.stderr.contains("Fatal error"), "\(command): \(r.stderr)")
            }
        }
        // Whole numbers of the configuration: out of range is an error naming the key.
        for value in ["1e300", "-1e300", "2.5"] {
            try lab.write(#"{"tolerance": {"mode": "exact", "maxPixels": \#(value)}, "suites": [{"name": "app", "#
                + #""scan": {"sources": ["App"]}, "matrix": {"device": ["iphone-15"]}}]}"#, "barsnap.json")
            let r = try lab.run(["list"])
            #expect(r.status == 1 && r.stderr.contains("tolerance.maxPixels"), "\(value): \(r.stderr)")
        }
    }

    /// A 400 KB method chain overflowed the stack of the syntax walks (SIGSEGV in scan, verify and init), and 32
    /// nested arrays in 179 bytes parsed for more than 20 s: each is refused before the parser sees it, a note
    /// naming its file and line.
    @Test func methodChainsAndNestedArraysNeverTrapNorHang() throws {
        let lab = try AttackLab()
        try lab.write(Self.home, "App/Home.swift")
        try lab.write(Self.screen(title: "title = view" + String(repeating: ".a()", count: 100_000)),
                      "App/Chain.swift")
        try lab.write("struct Feed: View {\n    var body: some View {\n        Text(\"Feed\")"
                      + String(repeating: "\n.padding()", count: 40_000) + "\n    }\n}\n", "App/Feed.swift")
        try lab.write("let x = " + String(repeating: "[", count: 32) + "1" + String(repeating: "]", count: 32)
                      + "\n" + String(repeating: "//", count: 52) + "\n", "App/Arrays.swift")
        try lab.write("", "App.xcodeproj/project.pbxproj")
        try lab.write(
            #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"device": ["iphone-15"]}}]}"#,
            "barsnap.json")
        try lab.expectUnharmed {
            // The report still lists every screen it read; the refused files make the scan fail (exit 1).
            let (scan, seconds, mib) = try Self.measured(lab, ["scan", "App", "--json"])
            #expect(scan.status == 1 && scan.stderr.contains("could not be read"), "\(scan.stderr)")
            #expect(scan.stdout.contains("App/Chain.swift") && scan.stdout.contains("chaining more than 1,000"),
                    "\(scan.stdout.prefix(2_000))")
            #expect(scan.stdout.contains("App/Feed.swift") && scan.stdout.contains("HomeViewController"))
            #expect(scan.stdout.contains("App/Arrays.swift") && scan.stdout.contains("square brackets"))
            #expect(seconds < 30 && mib < 512, "\(seconds) s, \(mib) MiB")
            let verify = try lab.run(["verify"])
            #expect(verify.status <= 1 && !verify.stderr.contains("Fatal error"), "\(verify.stderr)")
            #expect(unlink(lab.repo + "/barsnap.json") == 0)
            let (setup, initSeconds, initMiB) = try Self.measured(lab, ["init"])
            #expect(setup.status <= 1 && !setup.stderr.contains("Fatal error"), "\(setup.stdout)\(setup.stderr)")
            #expect(initSeconds < 30 && initMiB < 512, "\(initSeconds) s, \(initMiB) MiB")
        }
    }

    /// 200 string tables of 4 MiB took 1.85 GB: tables past the run's 32 MiB are not read, each named; the scan fails.
    @Test func stringTablesPastTheRunBudgetAreNotes() throws {
        let lab = try AttackLab()
        try lab.write(Self.home, "App/Home.swift")
        let line = "\"k\" = \"" + String(repeating: "v", count: 1_000) + "\";\n"
        let table = String(repeating: line, count: (4 << 20) / line.utf8.count - 1)
        for i in 0..<9 { try lab.write(table, "App/en.lproj/T\(i).strings") }
        // A table past the budget is a table not read: the scan names it and fails (a translation is never drawn
        // in the development language silently).
        let (r, seconds, mib) = try Self.measured(lab, ["scan", "App", "--json"])
        #expect(r.status == 1 && r.stderr.contains("T8.strings"), "\(r.stderr)")
        #expect(r.stdout.contains("App/en.lproj/T8.strings") && r.stdout.contains("string-table budget (32 MiB"),
                "\(r.stdout.prefix(2_000))")
        #expect(r.stdout.contains("HomeViewController"))
        #expect(seconds < 60 && mib < 512, "\(seconds) s, \(mib) MiB")
    }

    @Test func ternaryChainsAndLargeFilesStayWithinBudget() throws {
        let lab = try AttackLab()
        // A 50 KB ternary chain in one title (it took 1.44 GB), and six 4 MiB files (their trees took 4.68 GB).
        var chain = "title = "
        var k = 0
        while chain.utf8.count < 50_000 {
            chain += "c\(k) ? \"t\(k)\" : "
            k += 1
        }
        chain += "\"last\""
        try lab.write(Self.screen(title: chain), "App/Home.swift")
        let filler = String(repeating: "let a_0123456789 = \"0123456789\"\n", count: (4 << 20) / 32)
        for i in 0..<6 { try lab.write(filler, "App/Big\(i).swift") }
        let (r, seconds, mib) = try Self.measured(lab, ["scan", "App"])
        // The six large files are refused: listed, and the scan exits 1.
        #expect(r.status == 1 && r.stderr.contains("6 source file(s) could not be read"), "\(r.stderr)")
        #expect(r.stdout.contains("HomeViewController-4  App/Home.swift"), "\(r.stdout)")
        // Six notes of one reason: counted, the first three named, the rest counted (`--json` lists each).
        #expect(r.stdout.contains("  6  larger than 1 MiB of Swift"), "\(r.stdout)")
        #expect((0..<6).filter { r.stdout.contains("Big\($0).swift") }.count == 3 && r.stdout.contains("… 3 more"))
        #expect(seconds < 30 && mib < 512, "\(seconds) s, \(mib) MiB")
    }

    @Test func deepInheritanceChainsAreLinear() throws {
        let lab = try AttackLab()
        var code = "class C0: UIViewController {}\n"
        for i in 1..<20_000 { code += "class C\(i): C\(i - 1) {}\n" }
        try lab.write(code, "App/Chain.swift")
        let (r, seconds, mib) = try Self.measured(lab, ["scan", "App", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"C19999\""), "\(r.stdout.prefix(400))")
        // A hang guard, not a benchmark (a debug build parses the 500 KB slowly; the walk itself took 35 s in a
        // release build before, every class walking its whole chain).
        #expect(seconds < 170 && mib < 512, "\(seconds) s, \(mib) MiB")
    }
}
