import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An iOS app's own repository (an Xcode project, no Package.swift): `init` finds its screens and locales, the
/// workflow it writes runs as written, failures are annotated on the line that changed, and nothing is silent.
@Suite(.serialized) struct AppRepositoryTests {
    /// Writes a file, creating its folders.
    static func put(_ text: String, to path: String) throws {
        try FileIO.createDirectories(FileIO.parentDirectory(of: path))
        try CLI.write(text, to: path)
    }

    /// A copy of the scan fixture as an app repository: `ScanApp.xcodeproj` naming the `App` group, a `Docs` folder
    /// and a test folder with view controllers that are not the app's.
    static func appRepository() throws -> String {
        let root = try CLI.temporaryDirectory()
        let copy =
            "cp -R \(CLI.shellQuote(CLI.packageRoot + "/Tests/Fixtures/ScanApp/App")) \(CLI.shellQuote(root + "/App"))"
        #expect(system(copy) == 0)
        try Self.put(
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA1 /* App */ = {isa = PBXGroup; children = (); path = App; sourceTree = "<group>"; };
            \t\tA2 /* AppTests */ = {isa = PBXGroup; children = (); path = AppTests; sourceTree = "<group>"; };
            \t};
            }

            """, to: root + "/ScanApp.xcodeproj/project.pbxproj")
        try Self.put(
            "final class MockViewController: UIViewController { override func viewDidLoad() { title = \"Mock\" } }\n",
            to: root + "/AppTests/MockViewController.swift")
        try Self.put("# The app\n", to: root + "/Docs/README.md")
        return root
    }

    /// The `run:` scripts of one job of a workflow, in order, with their step names (`uses:` steps skipped:
    /// checkout, cache, upload and download run on GitHub only; the test stands in for them).
    static func runSteps(_ workflow: String, job: String) -> [(name: String, script: String)] {
        var out: [(String, String)] = []
        var inJob = false, name = "", block: [String]? = nil
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("  ") && !line.hasPrefix("   ") && line.hasSuffix(":") {
                inJob = line == "  \(job):"
                continue
            }
            guard inJob else { continue }
            if var b = block {
                if line.hasPrefix("          ") || line.isEmpty {
                    b.append(String(line.dropFirst(min(10, line.count))))
                    block = b
                    continue
                }
                out.append((name, b.joined(separator: "\n")))
                block = nil
            }
            let trimmed = line.trimmingLeadingSpaces
            if trimmed.hasPrefix("- name: ") { name = String(trimmed.dropFirst(8)) }
            if trimmed.hasPrefix("- uses: ") { name = "" }
            if trimmed == "run: |" {
                block = []
            } else if trimmed.hasPrefix("run: ") {
                out.append((name, String(trimmed.dropFirst(5))))
            }
        }
        if let b = block { out.append((name, b.joined(separator: "\n"))) }
        return out
    }

    @Test func initInAnXcodeProjectWritesAScanSuiteAndAWorkflowThatLints() throws {
        let root = try Self.appRepository()
        let r = try CLI.run(["init"], directory: root)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("ScanApp.xcodeproj") && !r.stdout.contains("no Package.swift"), "\(r.stdout)")
        let config = String(decoding: try FileIO.read(root + "/barsnap.json"), as: UTF8.self)
        #expect(config.contains(#""scan": {"sources": ["App"]}"#), "\(config)")
        #expect(
            config.contains(#""locale": ["en", "de", "ja"]"#) && config.contains(#""colorScheme": ["light", "dark"]"#),
            "\(config)")
        #expect(!FileIO.exists(root + "/Specs") && !FileIO.exists(root + "/Tests"))
        let workflow = String(decoding: try FileIO.read(root + "/.github/workflows/barsnap.yml"), as: UTF8.self)
        #expect(!workflow.contains("swift run") && workflow.contains("BARSNAP_VERSION: \"0."), "\(workflow)")
        // A scan suite's references without a case (a screen the scan no longer finds) fail the job.
        #expect(workflow.contains("barsnap verify --strict "), "\(workflow)")
        #expect(WorkflowLintTests.problems(in: workflow).filter { !$0.contains("actions/cache") } == [])
        // The packages the configuration needs: the ja locale brings Noto Sans CJK.
        let env = try CLI.run(["env", "--packages"], directory: root)
        #expect(
            env.status == 0 && env.stdout.contains("fonts-noto-cjk") && env.stdout.contains("libcairo2-dev"),
            "\(env.stdout)\(env.stderr)")
        let lint = try WorkflowLintTests.lint([root + "/.github/workflows/barsnap.yml"])
        #expect(lint.status == 0, "\(lint.stdout)\n\(lint.stderr)")
        // Twice changes nothing.
        #expect(try CLI.run(["init"], directory: root).stdout.contains("skipped barsnap.json"))
    }

    /// The workflow's shell steps, as written, in a clean home: the verify job in both shards, then the report job
    /// over what they uploaded. Skipped (GitHub only): checkout (the repository is the folder), the cache (a hit
    /// is simulated with this build's barsnap in ~/.barsnap/bin), upload-artifact and download-artifact (the test
    /// copies the shards' folders). The apt steps run as written: the packages are present, so they do nothing.
    @Test func theWorkflowsShellStepsRunInATemporaryAppRepository() throws {
        let root = try Self.appRepository()
        #expect(try CLI.run(["init"], directory: root).status == 0)
        let record = try CLI.run(["record"], directory: root)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let workflow = String(decoding: try FileIO.read(root + "/.github/workflows/barsnap.yml"), as: UTF8.self)
        let version = workflow.split(separator: "\n").first { $0.contains("BARSNAP_VERSION: ") }.map {
            String($0.split(separator: "\"")[1])
        } ?? ""
        let home = try CLI.temporaryDirectory(), temp = try CLI.temporaryDirectory()
        try FileIO.createDirectories(home + "/.barsnap/bin")
        #expect(system("cp \(CLI.shellQuote(CLI.executable)) \(CLI.shellQuote(home + "/.barsnap/bin/barsnap"))") == 0)
        let github = try CLI.temporaryDirectory()
        func run(job: String, shard: Int?) throws -> (status: Int32, log: String) {
            var path = "/usr/bin:/bin:/usr/sbin:/sbin"
            for (i, step) in Self.runSteps(workflow, job: job).enumerated() {
                let script = github + "/step-\(job)-\(i).sh"
                try Self.put(step.script + "\n", to: script)
                let added = (try? FileIO.read(github + "/path")).map { String(decoding: $0, as: UTF8.self) } ?? ""
                for dir in added.split(separator: "\n") where !path.hasPrefix(dir + ":") { path = dir + ":" + path }
                var env =
                    """
                        env -i HOME=\(CLI.shellQuote(home)) PATH=\(CLI.shellQuote(path))\
                         RUNNER_TEMP=\(CLI.shellQuote(temp))
                        """
                env += " GITHUB_ACTIONS=true CI=true GITHUB_PATH=\(CLI.shellQuote(github + "/path"))"
                env +=
                    """
                         GITHUB_STEP_SUMMARY=\(CLI.shellQuote(github + "/summary-\(job).md"))\
                         GITHUB_OUTPUT=\(CLI.shellQuote(github + "/output"))
                        """
                env += " BARSNAP_VERSION=\(CLI.shellQuote(version)) BARSNAP_GIT=/nonexistent BARSNAP_RECORD=never"
                if let shard { env += " SHARD=\(shard)" }
                let log = github + "/log-\(job)-\(i)"
                let status = system(
                    """
                        cd \(CLI.shellQuote(root)) && \(env) bash --noprofile --norc -eo pipefail\
                         \(CLI.shellQuote(script)) > \(CLI.shellQuote(log)) 2>&1
                        """
                )
                let text = String(decoding: (try? FileIO.read(log)) ?? [], as: UTF8.self)
                if status != 0 { return ((status >> 8) & 0xFF, "step \(step.name):\n\(text)") }
            }
            return (0, "")
        }
        for shard in [1, 2] {
            let r = try run(job: "verify", shard: shard)
            #expect(r.status == 0, "\(r.log)")
        }
        // download-artifact: one folder per shard artifact, holding what the shard uploaded (barsnap-artifacts/).
        for shard in [1, 2] {
            try FileIO.createDirectories(root + "/shards/barsnap-artifacts-shard-\(shard)")
            #expect(
                system(
                    """
                        cp -R \(CLI.shellQuote(root + "/barsnap-artifacts/shard-\(shard)"))\
                         \(CLI.shellQuote(root + "/shards/barsnap-artifacts-shard-\(shard)/"))
                        """
                ) == 0)
        }
        let report = try run(job: "report", shard: nil)
        #expect(report.status == 0, "\(report.log)")
        #expect(
            FileIO.exists(root + "/barsnap-report/index.html") && FileIO.exists(root + "/barsnap-report/comment.md"))
        let summary = String(decoding: (try? FileIO.read(github + "/summary-report.md")) ?? [], as: UTF8.self)
        #expect(summary.contains("### BarSnap: all "), "\(summary)")
    }

    /// A title changed in the app's Swift code: the annotation names that file and the line that sets the title.
    @Test func aScanFailureIsAnnotatedOnTheLineThatSetsTheChangedField() throws {
        let root = try Self.appRepository()
        try Self.put(#"{"suites": [{"name": "app", "scan": {"sources": ["App"]}}]}"#, to: root + "/barsnap.json")
        #expect(try CLI.run(["record"], directory: root).status == 0)
        let file = root + "/App/Screens/InboxViewController.swift"
        let text = String(decoding: try FileIO.read(file), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("title = ") }) + 1
        let changed = lines.enumerated().map {
            $0.offset + 1 == line ? "        title = \"Mailbox\"" : String($0.element)
        }
        try Self.put(changed.joined(separator: "\n"), to: file)
        let r = try CLI.run(["verify"], environment: ["GITHUB_ACTIONS": "true"], directory: root)
        #expect(r.status == 1)
        let annotations = r.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }.map(String.init)
        let own = annotations.first { $0.contains(#"::title "Inbox" → "Mailbox""#) } ?? ""
        #expect(own.hasPrefix("::error file=App/Screens/InboxViewController.swift,line=\(line),title="), "\(r.stdout)")
        // The screens it pushes show the title as their back button's: that change points at the same line.
        let back = annotations.first { $0.contains(#"::back "Inbox" → "Mailbox""#) } ?? ""
        #expect(
            back.hasPrefix("::error file=App/Screens/InboxViewController.swift,line=\(line),title="), "\(annotations)")
    }

    /// A spec case: the spec file and the line of the key whose words changed.
    @Test func aSpecFailureIsAnnotatedOnTheKeysLine() throws {
        let root = try CLI.temporaryDirectory()
        try Self.put(#"{"suites": [{"name": "bars", "specs": ["Specs/*.json"]}]}"#, to: root + "/barsnap.json")
        let spec = { (title: String) in
            """
                {\n  \"device\": \"iphone-15\",\n  \"style\": \"uikit\",\n  \"item\": {\n    \"right\": [{\"system\":\
                 \"done\"}],\n    \"title\": \"\(title)\"\n  }\n}\n
                """
        }
        try Self.put(spec("Settings"), to: root + "/Specs/settings.json")
        #expect(try CLI.run(["record"], directory: root).status == 0)
        try Self.put(spec("Preferences"), to: root + "/Specs/settings.json")
        let r = try CLI.run(["verify"], environment: ["GITHUB_ACTIONS": "true"], directory: root)
        #expect(
            r.stdout.contains(
                #"""
                    ::error file=Specs/settings.json,line=6,title=BarSnap%3A failed bars/settings::title "Settings" →\#
                     "Preferences"
                    """#
            ), "\(r.stdout)")
    }

    /// No silent green: a scan that finds no screen fails and says why; references no case produces are listed and
    /// `--strict` fails on them.
    @Test func anEmptyScanFailsAndOrphanedReferencesAreNamed() throws {
        let root = try CLI.temporaryDirectory()
        try Self.put("# nothing here\n", to: root + "/Docs/README.md")
        try Self.put("let x = 1\n", to: root + "/Docs/Nothing.swift")
        try Self.put(#"{"suites": [{"name": "app", "scan": {"sources": ["Docs"]}}]}"#, to: root + "/barsnap.json")
        let empty = try CLI.run(["verify"], directory: root)
        #expect(
            empty.status == 1 && empty.stderr.contains("suites[0].scan")
                && empty.stderr.contains("no screens: read 1 Swift file(s)"), "\(empty.stderr)")
        #expect(!empty.stdout.contains("0 passed, 0 failed"))

        try Self.put(#"{"suites": [{"name": "bars", "specs": ["Specs/*.json"]}]}"#, to: root + "/barsnap.json")
        for title in ["Inbox", "Settings", "About"] {
            try Self.put(
                #"{"device": "iphone-15", "item": {"title": "\#(title)"}}"#,
                to: root + "/Specs/\(title.lowercased()).json")
        }
        #expect(try CLI.run(["record"], directory: root).status == 0)
        unlink(root + "/Specs/settings.json")
        unlink(root + "/Specs/about.json")
        let r = try CLI.run(["verify"], directory: root)
        #expect(r.status == 0)
        #expect(r.stdout.contains("2 references have no case: bars/about."), "\(r.stdout)")
        #expect(r.stdout.contains("barsnap prune` removes them"), "\(r.stdout)")
        let strict = try CLI.run(["verify", "--strict"], directory: root)
        #expect(strict.status == 1 && strict.stderr.contains("--strict"), "\(strict.stderr)")
        #expect(try CLI.run(["prune"], directory: root).status == 0)
        #expect(try CLI.run(["verify", "--strict"], directory: root).status == 0)
    }
}
