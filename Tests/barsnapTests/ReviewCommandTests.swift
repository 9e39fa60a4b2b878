import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap verify` → `report` → `accept` → `verify`, and `prune`, end to end on temporary copies.
@Suite(.serialized) struct ReviewCommandTests {
    static let name = "buttons/full.phone-44@3x"

    /// A scratch package (barsnap.json with the `buttons` suite) whose reference of buttons/full.phone-44@3x is
    /// buttons/back's image (so it fails), with an orphan and a nested orphan in the owned folder `buttons/`, and a
    /// folder no suite owns (as `assertSnapshot` writes from a test file).
    func scratch() throws -> String {
        let root = try CLI.scratchPackage()
        let back = try FileIO.read(CLI.packageRoot + "/Snapshots/buttons/back.phone-44@3x.png")
        try FileIO.writeAtomically(back, to: root + "/Snapshots/\(Self.name).png")
        try FileIO.writeAtomically(back, to: root + "/Snapshots/buttons/gone.phone-44@3x.png")
        try FileIO.createDirectories(root + "/Snapshots/buttons/old/deeper")
        try FileIO.writeAtomically(back, to: root + "/Snapshots/buttons/old/deeper/gone.phone-44@3x.png")
        try FileIO.createDirectories(root + "/Snapshots/LoginTests")
        try FileIO.writeAtomically(back, to: root + "/Snapshots/LoginTests/toolbar.png")
        return root
    }

    @Test func verifyReportAcceptVerify() throws {
        let root = try scratch()
        let env = ["BARSNAP_RECORD": "all"] // ignored: verify never writes references
        let args = ["--config", root + "/barsnap.json", "--filter", Self.name, "--artifacts", root + "/art"]
        let before = try FileIO.read(root + "/Snapshots/\(Self.name).png")
        let v1 = try CLI.run(["verify"] + args, environment: env)
        #expect(v1.status == 1)
        #expect(v1.stderr.contains("BARSNAP_RECORD=all is ignored"), "\(v1.stderr)")
        #expect(try FileIO.read(root + "/Snapshots/\(Self.name).png") == before)
        #expect(v1.stdout.hasSuffix("0 passed, 1 failed\n"))
        let summary = try JSON.parse(try FileIO.read(root + "/art/summary.json"))
        #expect(
            summary["failed"] == .number(1) && summary["total"] == .number(1) && summary["filter"] == .string(Self.name)
        )

        let r = try CLI.run(["report", root + "/art", "-o", root + "/report", "--config", root + "/barsnap.json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("report: 1 failure(s) in 1 group(s) of 1 case(s), 0 passed"), "\(r.stdout)")
        // the expected image whole, or only its changed region (laid over the actual image by the page)
        let manifest = try JSON.parse(try FileIO.read(root + "/report/manifest.json"))
        var entry: JSON?
        if case let .array(list)? = manifest["entries"] { entry = list.first }
        func stored(_ key: String) -> Bool {
            if case let .string(p)? = entry?[key] {
                return p.hasPrefix("images/") && FileIO.exists(root + "/report/" + p)
            }
            return false
        }
        #expect(FileIO.exists(root + "/report/index.html") && stored("actual"))
        #expect(stored("expected") || stored("expectedRegion"), "\(manifest)")
        #expect(v1.stdout.contains("1 failure(s) form 1 group(s)"), "\(v1.stdout)")

        let unknown = try CLI.run(["accept", root + "/art", "buttons/nope", "--config", root + "/barsnap.json"])
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr.contains("unknown snapshot name(s): buttons/nope")
                && unknown.stderr.contains(Self.name + ".png"))
        #expect(try CLI.run(["accept", root + "/art", "--config", root + "/barsnap.json"]).status != 0)

        let a = try CLI.run(["accept", root + "/art", Self.name, "--config", root + "/barsnap.json"])
        #expect(a.status == 0, "\(a.stderr)")
        #expect(a.stdout.contains("updated \(root)/Snapshots/\(Self.name).png"))

        let v2 = try CLI.run(["verify"] + args, environment: env)
        #expect(v2.status == 0, "\(v2.stdout)")
        #expect(v2.stdout.hasSuffix("1 passed, 0 failed\n"))
        // a green run still makes a report (from summary.json)
        let r2 = try CLI.run(["report", root + "/art", "-o", root + "/report2", "--config", root + "/barsnap.json"])
        #expect(
            r2.status == 0 && r2.stdout.contains("0 failure(s) in 0 group(s) of 1 case(s), 1 passed"),
            "\(r2.stdout)\(r2.stderr)")
    }

    @Test func reportErrorsAreOneLine() throws {
        let root = try CLI.temporaryDirectory()
        let missing = try CLI.run(["report", root + "/none", "-o", root + "/r"])
        #expect(missing.status == 1 && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
        try FileIO.createDirectories(root + "/bad")
        try CLI.write(
            "{\"version\": 1, \"entries\": [{\"name\": \"../x\", \"kind\": \"failed\"}]}",
            to: root + "/bad/manifest.json")
        let bad = try CLI.run(["report", root + "/bad", "-o", root + "/r"])
        #expect(bad.status == 1 && bad.stderr.contains("invalid snapshot name"), "\(bad.stderr)")
        let acc = try CLI.run(["accept", root + "/bad", "x", "--root", root])
        #expect(acc.status == 1 && acc.stderr.contains("invalid snapshot name"), "\(acc.stderr)")
    }

    @Test func mergeReportsSayWhichShardWon() throws {
        let root = try scratch()
        let env = ["BARSNAP_RECORD": "never"]
        for shard in ["a", "b"] {
            _ = try CLI.run(
                [
                    "verify", "--config", root + "/barsnap.json", "--filter", Self.name, "--artifacts",
                    root + "/" + shard
                ], environment: env)
        }
        let r = try CLI.run([
            "report", "-o", root + "/merged", "--config", root + "/barsnap.json", "--merge", root + "/a", root + "/b"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("is in both \(root)/a and \(root)/b; using \(root)/b"))
        // the entry's accept command is built by the page from its source (b) and id; the group's is in the data
        let html = try String(decoding: FileIO.read(root + "/merged/index.html"), as: UTF8.self)
        #expect(html.contains("\"src\":[\"\(root)/b\"]") && html.contains("\"id\":\"\(Self.name)\""))
        #expect(html.contains("barsnap accept \(root)/b --group "))
    }

    @Test func pruneListsThenDeletesOrphansOnlyInOwnedFolders() throws {
        let root = try scratch()
        let config = ["--config", root + "/barsnap.json"]
        let snaps = root + "/Snapshots"
        let dry = try CLI.run(["prune", "--dry-run"] + config)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("would delete \(snaps)/buttons/gone.phone-44@3x.png"))
        #expect(dry.stdout.contains("would delete \(snaps)/buttons/old/deeper/gone.phone-44@3x.png"))
        #expect(dry.stdout.contains("would remove empty directory \(snaps)/buttons/old"))
        #expect(dry.stdout.contains("left alone \(snaps)/LoginTests"))
        #expect(!dry.stdout.contains(Self.name) && !dry.stdout.contains("LoginTests/toolbar"))
        #expect(FileIO.exists(root + "/Snapshots/buttons/old/deeper/gone.phone-44@3x.png"))
        let real = try CLI.run(["prune"] + config)
        #expect(
            real.status == 0 && real.stdout.hasSuffix("2 orphaned reference(s) in 1 owned folder(s)\n"),
            "\(real.stdout)")
        #expect(
            !FileIO.exists(root + "/Snapshots/buttons/old")
                && !FileIO.exists(root + "/Snapshots/buttons/gone.phone-44@3x.png"))
        #expect(FileIO.exists(root + "/Snapshots/\(Self.name).png"))
        #expect(FileIO.exists(root + "/Snapshots/LoginTests/toolbar.png"), "a folder no suite owns is never touched")
        // the committed gallery has no orphans
        let repo = try CLI.run(["prune", "--dry-run", "--config", CLI.packageRoot + "/barsnap.json"])
        #expect(
            repo.stdout == "0 orphaned reference(s) in 16 owned folder(s) (dry run: nothing deleted)\n",
            "\(repo.stdout)")
    }

    @Test func pruneWithoutAConfigurationRefuses() throws {
        let root = try CLI.temporaryDirectory()
        try FileIO.createDirectories(root + "/Snapshots/x")
        try FileIO.writeAtomically("keep", to: root + "/Snapshots/x/a.png")
        let r = try CLI.run(["prune"], directory: root)
        #expect(r.status == 1 && r.stderr.contains("no barsnap.json here or in any folder above"), "\(r.stderr)")
        #expect(FileIO.exists(root + "/Snapshots/x/a.png"))
    }

    /// The report page (its HTML, stylesheet and script files) is compiled into barsnap: a copy of the binary alone,
    /// far from the build folder, still writes the whole page.
    @Test func aCopiedBinaryStillWritesTheWholePage() throws {
        let root = try scratch()
        _ = try CLI.run(["verify", "--filter", Self.name, "--artifacts", "art"], directory: root)
        let alone = try CLI.temporaryDirectory()
        try FileIO.writeAtomically(try FileIO.read(CLI.executable), to: alone + "/barsnap")
        #expect(chmod(alone + "/barsnap", 0o755) == 0)
        let r = try CLI.run(["report", "art", "-o", "page"], directory: root, executable: alone + "/barsnap")
        #expect(r.status == 0, "\(r.stderr)")
        let html = String(decoding: try FileIO.read(root + "/page/index.html"), as: UTF8.self)
        for part in [
            ".filterbar{", "var data = JSON.parse", "function LazyGrid", "function openCase", "function natural(role)",
            "function writeHash()", "document.addEventListener('keydown'", "id=\"viewer\""
        ] {
            #expect(html.contains(part), "\(part)")
        }
    }
}
