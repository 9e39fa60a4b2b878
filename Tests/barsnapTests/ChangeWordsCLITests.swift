import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What a user sees after a change: words in verify, one group per change, the CI surfaces, and the things a user
/// hit (an empty selection, a hidden bad spec value, prune next to tests' references, accept's default folder).
@Suite(.serialized) struct ChangeWordsCLITests {
    /// Two titles on two devices, one of them with a dot in its name, named by device.
    func package(tint: String? = nil) throws -> String {
        let root = try CLI.temporaryDirectory()
        try CLI.write(
            ##"""
                {"suites": [{"name": "bars", "specs": ["Specs/*.json"], "caseName": "{stem}-{device}", "matrix":\##
                 {"device": ["iphone-15", "ipad-pro-12.9"]}}]}
                """##,
            to: root + "/barsnap.json")
        try FileIO.createDirectories(root + "/Specs")
        try writeSpecs(root, tint: tint)
        return root
    }

    func writeSpecs(_ root: String, tint: String?) throws {
        let appearance = tint.map { #", "appearance": {"tint": "\#($0)"}"# } ?? ""
        for title in ["Edit", "Recipes"] {
            try CLI.write(
                #"""
                    {"style": "uikit", "item": {"title": "\#(title)", "right": [{"system": "done"}, {"symbol":\#
                     "square.and.arrow.up"}]}\#(appearance)}
                    """#,
                to: root + "/Specs/\(title.lowercased()).json")
        }
    }

    @Test func oneTintChangeIsOneGroupNamedByTheChangeInVerifyAndTheJobSummary() throws {
        let root = try package()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        try writeSpecs(root, tint: "#FF3B30")
        let summary = root + "/job-summary.md"
        let r = try CLI.run(["verify", "--pr-comment", root + "/comment.md"],
                            environment: ["GITHUB_STEP_SUMMARY": summary, "GITHUB_ACTIONS": "true"], directory: root)
        #expect(r.status == 1)
        let fails = r.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
        #expect(fails.count == 4, "\(r.stdout)")
        #expect(fails.allSatisfy { $0.contains(": tint #007AFF → #FF3B30 (") }, "\(r.stdout)")
        #expect(r.stdout.contains("4 failure(s) form 1 group(s) (largest: tint #007AFF → #FF3B30"), "\(r.stdout)")
        let job = try String(decoding: FileIO.read(summary), as: UTF8.self)
        #expect(job.contains("4 snapshot failures in 1 group") && job.contains("| `tint #007AFF → #FF3B30 ("), "\(job)")
        #expect(try FileIO.read(root + "/comment.md") == Array(job.dropLast().utf8))
        #expect(
            r.stdout.contains(
                """
                    ::error file=Specs/edit.json,line=1,title=BarSnap%3A failed bars/edit-ipad-pro-12.9::tint #007AFF →\
                     #FF3B30
                    """
            ), "\(r.stdout)")
        // The manifest keeps the case (a dot in the device name no longer cuts it).
        let manifest = String(
            decoding: try FileIO.read(root + "/.build/barsnap-artifacts/manifest.json"), as: UTF8.self)
        #expect(
            manifest.contains(#""case":"bars/edit-ipad-pro-12.9""#)
                || manifest.contains(#""case": "bars/edit-ipad-pro-12.9""#))
        // accept without a folder takes verify's, and --group accepts the whole change.
        let a = try CLI.run(["accept", "--group", "bars/edit-ipad-pro-12.9"], directory: root)
        #expect(a.status == 0 && a.stdout.contains("accepted 4 snapshot(s)"), "\(a.stdout)\(a.stderr)")
        #expect(try CLI.run(["verify"], directory: root).status == 0)
    }

    @Test func aTitleChangeSaysOldAndNew() throws {
        let root = try package()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        try CLI.write(
            #"""
                {"style": "uikit", "item": {"title": "Select", "right": [{"system": "done"}, {"symbol":\#
                 "square.and.arrow.up"}]}}
                """#,
            to: root + "/Specs/edit.json")
        let r = try CLI.run(["verify"], directory: root)
        #expect(
            r.stdout.contains(#"FAIL bars/edit-iphone-15.phone-uikit-44@3x: title "Edit" → "Select" — "#), "\(r.stdout)"
        )
    }

    @Test func anEmptySelectionFailsWithTheClosestIds() throws {
        let root = try package()
        let r = try CLI.run(["verify", "--filter", "bar/rec*"], directory: root)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty || !r.stdout.contains("0 passed, 0 failed"))
        #expect(
            r.stderr.contains("--filter 'bar/rec*' selects none of the 4 case(s)")
                && r.stderr.contains("closest ids: bars/recipes-"), "\(r.stderr)")
        let version = try CLI.run(["--version"])
        #expect(version.status == 0 && version.stdout.split(separator: ".").count == 3, "\(version.stdout)")
    }

    @Test func aBadSpecValueTheMatrixReplacesIsReported() throws {
        let root = try package()
        try CLI.write(#"{"device": "iphone-99", "item": {"title": "Edit"}}"#, to: root + "/Specs/edit.json")
        let r = try CLI.run(["list"], directory: root)
        #expect(r.status == 1)
        #expect(
            r.stderr.contains("Specs/edit.json: device")
                && r.stderr.contains("the configuration's matrix replaces this value"), "\(r.stderr)")
    }

    @Test func pruneNeverReachesATestFilesReferences() throws {
        let root = try package()
        try CLI.write("// swift-tools-version:6.1\n", to: root + "/Package.swift")
        try FileIO.createDirectories(root + "/Tests/AppTests")
        try CLI.write("// tests\n", to: root + "/Tests/AppTests/Bars.swift")
        #expect(try CLI.run(["record"], directory: root).status == 0)
        // assertSnapshot in Bars.swift writes Snapshots/bars/…: the suite's folder too.
        try CLI.write("test reference", to: root + "/Snapshots/bars/login.phone-44@3x.png")
        let r = try CLI.run(["prune"], directory: root)
        #expect(r.status == 0 && r.stderr.contains("left alone"), "\(r.stdout)\(r.stderr)")
        #expect(FileIO.exists(root + "/Snapshots/bars/login.phone-44@3x.png"))
    }

    @Test func colourAndAProgressBarOnlyOnATerminalNeverWithNO_COLORPlainInCI() throws {
        let root = try package()
        #expect(try CLI.run(["record", "--filter", "edit-iphone"], directory: root).status == 0)
        try writeSpecs(root, tint: "#FF3B30")
        let r = try CLI.run(["verify", "--filter", "edit-iphone"], directory: root)
        #expect(!r.stdout.contains("\u{1B}["), "not a terminal: plain lines")
        #expect(r.stdout.contains("[1/1]"), "\(r.stdout)")
        guard FileIO.exists("/usr/bin/script") else { return }
        // Under a pseudo-terminal (util-linux `script`): FAIL in red and a bar that rewrites itself.
        func onTerminal(_ env: String) throws -> String {
            let out = root + "/tty.txt"
            let cmd =
                """
                    cd \(CLI.shellQuote(root)) && env -u GITHUB_ACTIONS -u CI -u NO_COLOR TERM=xterm \(env) script -qc\
                     \(CLI.shellQuote(CLI.shellQuote(CLI.executable) + " verify --filter edit-iphone")) /dev/null >\
                     \(CLI.shellQuote(out)) 2>&1
                    """
            _ = system(cmd)
            return String(decoding: try FileIO.read(out), as: UTF8.self)
        }
        let tty = try onTerminal("")
        #expect(tty.contains("\u{1B}[31mFAIL\u{1B}[0m") && tty.contains("\r\u{1B}[K["), "\(tty.prefix(300))")
        let noColor = try onTerminal("NO_COLOR=1")
        #expect(!noColor.contains("\u{1B}[31m") && noColor.contains("FAIL bars/"))
        let ci = try onTerminal("CI=true")
        #expect(!ci.contains("\r\u{1B}[K[") && ci.contains("[1/1]"), "CI: plain progress lines")
    }
}
