import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What a reviewer's CI shows from a hostile pull request: no value can become a workflow command, Markdown or
/// HTML in the job summary or PR comment, words that always fit `report` and `accept`, and no write through a
/// link committed in the checkout.
@Suite(.serialized) struct ReviewOutputAttackTests {
    static let evil =
        #"""
            X\n::stop-commands::pwned\n::error file=a.swift::forged <img src=https://evil.example/p.png>\#
             ![i](https://evil.example/a.png) [Accept](https://evil.example) @octocat
            """#

    /// Lines that start a workflow command other than the annotations `verify` builds itself.
    static func forged(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter {
            $0.contains("::") && !($0.hasPrefix("::error file=") || $0.hasPrefix("::warning file="))
                && $0.hasPrefix("::") || $0.hasPrefix("::stop-commands")
        }
    }

    /// A recorded spec whose title a pull request then changes to `title` (a JSON string's contents).
    static func changedTitle(_ lab: AttackLab, _ title: String) throws {
        try lab.write(#"{"suites": [{"name": "s", "specs": ["Specs/*.json"]}], "artifacts": "review"}"#, "barsnap.json")
        for name in ["a", "b"] {
            try lab.write(#"{"device": "iphone-15", "item": {"title": "Recipe"}}"#, "Specs/\(name).json")
        }
        let recorded = try lab.run(["record"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        for name in ["a", "b"] {
            try lab.write(#"{"device": "iphone-15", "item": {"title": "\#(title)"}}"#, "Specs/\(name).json")
        }
    }

    @Test func valuesCannotStartAWorkflowCommand() throws {
        let lab = try AttackLab()
        try Self.changedTitle(lab, Self.evil)
        try lab.write("\"Home\" = \"Start\";\n", "App/x\n::stop-commands::t.lproj/Localizable.strings")
        try lab.write("class HomeViewController: UIViewController {}\n", "App/Home.swift")
        let summary = lab.repo + "/summary.md"
        try lab.expectUnharmed {
            let verify = try lab.run(
                ["verify", "--pr-comment", "comment.md"],
                environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
            #expect(verify.status == 1, "\(verify.stderr)")
            #expect(
                Self.forged(verify.stdout).isEmpty && Self.forged(verify.stderr).isEmpty,
                "\(verify.stdout)\(verify.stderr)")
            #expect(
                verify.stdout.contains("::error file=Specs/a.json,line=1,title=")
                    || verify.stdout.contains("::error file=Specs/b.json,line=1,"),
                "\(verify.stdout)")
            // File names and locale folders carry text too.
            try lab.write(#"{"device": "iphone-15", "item": {"title": "Other"}}"#, "Specs/c\n::warning::forged.json")
            for args in [
                ["list", "--origin"], ["report", "review", "-o", "report-out"], ["scan", "App"],
                ["layout", "--checks", "Specs/a.json"], ["prune", "--dry-run"], ["accept", "review", "--all"]
            ] {
                let r = try lab.run(args)
                #expect(
                    Self.forged(r.stdout).isEmpty && Self.forged(r.stderr).isEmpty, "\(args): \(r.stdout)\(r.stderr)")
                AttackLab.expectNoControlCharacters(r)
            }
            // The job summary and the PR comment: every value in a code span (no image, link or mention).
            for file in [summary, lab.repo + "/comment.md"] {
                let md = String(decoding: (try? FileIO.read(file)) ?? [], as: UTF8.self)
                #expect(md.contains("snapshot failures") && !md.contains("all 0"), "\(md)")
                for line in md.split(separator: "\n") {
                    let outside = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 0 }.map(\.element).joined()
                    for bad in ["<img", "](", "@octocat", "https://"] { #expect(!outside.contains(bad), "\(line)") }
                }
            }
        }
    }

    /// A scanned screen's annotation names its file and line as two properties (`:4` was put into the name).
    @Test func annotationsSplitFileAndLine() {
        let line = WorkflowCommand.make("error", file: "App/a,b:c.swift", line: 4, title: "t:1", message: "m\n::x%")
        #expect(line == "::error file=App/a%2Cb%3Ac.swift,line=4,title=t%3A1::m%0A::x%25")
        #expect(WorkflowCommand.splitLine("App/Settings.swift:12") == ("App/Settings.swift", 12))
        #expect(WorkflowCommand.splitLine("Specs/a.json") == ("Specs/a.json", nil))
    }

    /// A change listed in words over 2,000 bytes (or more than 200 changes) used to make the manifest `verify`
    /// wrote unreadable to `report` and `accept`.
    @Test func longWordsStayReviewable() throws {
        let lab = try AttackLab()
        // 990 characters (a spec allows 1,000), 2,970 bytes.
        try Self.changedTitle(lab, String(repeating: "€", count: 990))
        try lab.expectUnharmed {
            let verify = try lab.run(["verify"])
            #expect(verify.status == 1)
            let report = try lab.run(["report", "review", "-o", "report-out"])
            #expect(report.status == 0, "\(report.stderr)")
            let accept = try lab.run(["accept", "review", "--all"])
            #expect(
                accept.status == 0 && accept.stdout.contains("accepted 2 snapshot(s)"),
                "\(accept.stdout)\(accept.stderr)")
        }
    }

    /// `--pr-comment` and `--write-specs` never write through a folder link in the path the reviewer named.
    @Test func namedPathsNeverWriteThroughALink() throws {
        let lab = try AttackLab()
        try Self.changedTitle(lab, "Changed")
        try lab.write(
            "class HomeViewController: UIViewController { override func viewDidLoad() { title = \"Home\" } }\n",
            "App/Home.swift")
        lab.link(lab.home, at: "review-out")
        try lab.expectUnharmed {
            let verify = try lab.run(["verify", "--pr-comment", "review-out/comment.md"])
            #expect(verify.stderr.contains("symlink"), "\(verify.stderr)")
            let scan = try lab.run(["scan", "App", "--write-specs", "review-out/specs"])
            #expect(scan.status == 1 && scan.stderr.contains("symlink"), "\(scan.stderr)")
        }
        #expect(!FileIO.exists(lab.home + "/comment.md") && !FileIO.exists(lab.home + "/specs"))
    }

    /// Swapping `Out/en` for a link while `--write-specs` writes never puts a file in the link's target.
    @Test func swappingAFolderDuringWriteSpecsWritesNothingElsewhere() throws {
        let lab = try AttackLab()
        var code = ""
        for i in 0..<600 {
            code +=
                "class S\(i)ViewController: UIViewController { override func viewDidLoad() { title = \"S\(i)\" } }\n"
        }
        try lab.write(code, "App/Screens.swift")
        try FileIO.createDirectories(lab.home + "/victim")
        try lab.expectUnharmed {
            for _ in 0..<3 {
                let done = lab.repo + "/done"
                unlink(done)
                let command = "cd " + Shell.quote(lab.repo) + " && HOME=" + Shell.quote(lab.home) + " "
                    + Shell.quote(CLI.executable) + " scan App --write-specs Out --force >/dev/null 2>&1; touch done"
                #expect(system("(" + command + ") &") == 0)
                var swaps = 0
                while !FileIO.exists(done) && swaps < 200_000 {
                    if rename(lab.repo + "/Out/en", lab.repo + "/Out/en.real") == 0 {
                        _ = symlink(lab.home + "/victim", lab.repo + "/Out/en")
                        usleep(300)
                        unlink(lab.repo + "/Out/en")
                        _ = rename(lab.repo + "/Out/en.real", lab.repo + "/Out/en")
                    }
                    swaps += 1
                }
                while !FileIO.exists(done) { usleep(10_000) }
                #expect(((try? FileIO.listDirectory(lab.home + "/victim")) ?? []).isEmpty)
            }
        }
    }
}
