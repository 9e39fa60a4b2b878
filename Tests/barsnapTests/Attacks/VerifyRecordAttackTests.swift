import Basics
import PNGCodec
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap verify` and `record` on a hostile checkout: links out of the owned folders, planted configurations,
/// foreign artifact folders, shell and terminal injection, hostile references.
@Suite(.serialized) struct VerifyRecordAttackTests {
    /// `review/manifest.d -> ../../..`: the run-start cleanup used to unlink every file in the reviewer's home.
    @Test func symlinkedManifestFolderDeletesNothing() throws {
        let lab = try AttackLab()
        try lab.configuration(#""artifacts": "review","#)
        try FileIO.createDirectories(lab.repo + "/review")
        lab.link("../../..", at: "review/manifest.d")
        for command in ["verify", "record"] {
            try lab.expectUnharmed {
                // The folder is not BarSnap's (it holds a link, not BarSnap's files)…
                unlink(lab.repo + "/review/.barsnap-owned")
                let r = try lab.run([command])
                #expect(r.status != 0, "\(command): \(r.stdout)\(r.stderr)")
                #expect(r.stderr.contains("was not created by BarSnap"), "\(r.stderr)")
                // …and even forced, the cleanup never deletes through the link.
                let forced = try lab.run([command, "--force"])
                #expect(
                    forced.status != 0 && forced.stderr.contains("manifest.d: is a symbolic link"), "\(forced.stderr)")
            }
        }
        #expect(FileIO.isSymbolicLink(lab.repo + "/review/manifest.d"))
    }

    /// A dangling `manifest.lock` link must not make BarSnap create its target outside.
    @Test func danglingLockLinkCreatesNothingOutside() throws {
        let lab = try AttackLab()
        try lab.configuration(#""artifacts": "review","#)
        try FileIO.createDirectories(lab.repo + "/review")
        try FileIO.writeAtomically("{}", to: lab.repo + "/review/summary.json")
        lab.link(lab.home + "/created-by-attack", at: "review/manifest.lock")
        try lab.expectUnharmed {
            _ = try lab.run(["record"])
            _ = try lab.run(["verify"])
        }
        #expect(!FileIO.exists(lab.home + "/created-by-attack"))
    }

    /// Another user's barsnap.json in a shared parent folder is never used (root can plant one for uid 4242).
    @Test(.enabled(if: geteuid() == 0, "needs root to own a folder as another user"))
    func plantedConfigurationInASharedParentIsIgnored() throws {
        let lab = try AttackLab()
        let shared = lab.root + "/shared"
        try FileIO.createDirectories(shared + "/victim/sub")
        try FileIO.writeAtomically(
            #"{"artifacts": "../../home", "suites": [{"name": "x", "specs": ["*.json"]}]}"#,
            to: shared + "/barsnap.json")
        #expect(
            chown(shared, 4242, 4242) == 0 && chown(shared + "/barsnap.json", 4242, 4242) == 0
                && chmod(shared, 0o1777) == 0)
        try lab.expectUnharmed {
            let r = try lab.run(["verify"], in: shared + "/victim/sub")
            #expect(r.status == 1)
            #expect(
                r.stderr.contains("no barsnap.json here or in any folder above")
                    && r.stderr.contains("belongs to another user"), "\(r.stderr)")
        }
        // The search also stops at the repository root and at HOME.
        try FileIO.writeAtomically(
            #"{"suites": [{"name": "x", "specs": ["*.json"]}]}"#, to: lab.home + "/src/barsnap.json")
        let inRepo = try lab.run(["list"])
        #expect(inRepo.status == 1 && inRepo.stderr.contains("no barsnap.json"), "\(inRepo.stderr)")
    }

    /// `record` never writes through a symlinked suite folder or snapshots folder, nor into a foreign artifacts folder.
    @Test func writesThroughLinksAndIntoForeignFoldersAreRefused() throws {
        let lab = try AttackLab()
        try lab.configuration()
        try FileIO.createDirectories(lab.repo + "/Snapshots")
        lab.link("../../..", at: "Snapshots/buttons")
        try lab.expectUnharmed {
            let r = try lab.run(["record"])
            #expect(r.status == 1 && r.stdout.contains("Snapshots/buttons: is a symlink"), "\(r.stdout)\(r.stderr)")
        }
        unlink(lab.repo + "/Snapshots/buttons")
        rmdir(lab.repo + "/Snapshots")
        lab.link("../..", at: "Snapshots")
        try lab.expectUnharmed {
            let r = try lab.run(["record"])
            #expect(r.status == 1 && r.stderr.contains("goes through the symbolic link"), "\(r.stderr)")
        }
        unlink(lab.repo + "/Snapshots")
        // An artifacts folder that is someone else's (it already holds their files) is not written to.
        try FileIO.createDirectories(lab.repo + "/docs")
        try FileIO.writeAtomically("<p>docs</p>", to: lab.repo + "/docs/index.html")
        try lab.configuration(#""artifacts": "docs","#)
        let r = try lab.run(["verify"])
        #expect(r.status == 1 && r.stderr.contains("was not created by BarSnap"), "\(r.stderr)")
        #expect(
            try FileIO.read(lab.repo + "/docs/index.html") == Array("<p>docs</p>".utf8)
                && !FileIO.exists(lab.repo + "/docs/summary.json"))
        let forced = try lab.run(["verify", "--force"])
        #expect(forced.stdout.contains("NEW buttons/back.phone-44@3x"), "\(forced.stdout)\(forced.stderr)")
        // Paths that leave the configuration's folder are refused unless the reviewer allows them.
        for value in ["../..", "/tmp", "a/../../b"] {
            try lab.configuration(#""artifacts": "\#(value)","#)
            try lab.expectUnharmed {
                let r = try lab.run(["verify"])
                #expect(
                    r.status == 1 && r.stderr.contains("artifacts: \"\(value)\" leaves the configuration's folder"),
                    "\(r.stderr)")
            }
        }
    }

    /// The suggested command for a hostile spec name, pasted into bash with `barsnap` replaced by `true`, runs
    /// nothing else.
    @Test func suggestedCommandsAreQuotedForTheShell() throws {
        let lab = try AttackLab()
        let name = "bar';touch${IFS}PWNED;'"
        try lab.write(
            String(decoding: try FileIO.read(lab.repo + "/Gallery/buttons/back.json"), as: UTF8.self),
            "Specs/\(name).json")
        try lab.configuration(specs: "Specs/*.json")
        let r = try lab.run(["verify"], environment: ["CI": "true"])
        let line = try #require(
            r.stdout.split(separator: "\n").first { $0.hasPrefix("NEW ") }, "\(r.stdout)\(r.stderr)")
        // The command is printed the way barsnap was run (here: the build product's path), then its arguments.
        let command = try #require(line.split(separator: "`").dropFirst().first.map(String.init))
        let arguments = try #require(command.firstRange(of: " record --filter ").map { command[$0.lowerBound...] })
        let pasted = "cd " + Shell.quote(lab.repo) + " && true" + arguments
        #expect(system("bash -c " + Shell.quote(pasted)) == 0)
        #expect(!FileIO.exists(lab.repo + "/PWNED"), "the pasted command ran touch")
    }

    /// Control characters in a spec value never reach the terminal: no erased line, no colour, one line per message.
    @Test func terminalEscapesAreEscaped() throws {
        let lab = try AttackLab()
        try lab.write(#"{"device": "\u001b[2K\r\u001b[32mALL GOOD\nsecond line"}"#, "Specs/evil.json")
        try lab.write(#"{"suites": [{"name": "s", "specs": ["Specs/*.json"]}]}"#, "barsnap.json")
        let r = try lab.run(["verify"])
        #expect(r.status == 1)
        AttackLab.expectNoControlCharacters(r)
        #expect(r.stderr.contains("\\u{1B}[2K\\r\\u{1B}[32mALL GOOD\\nsecond line"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    /// A reference that cannot be read is said to be unreadable (not "fingerprint changed"), counted once, and a
    /// Git LFS pointer is never replaced without --force.
    @Test func recordOverUnreadableReferences() throws {
        let lab = try AttackLab()
        try lab.configuration()
        try FileIO.createDirectories(lab.repo + "/Snapshots/buttons")
        let ref = lab.repo + "/Snapshots/buttons/back.phone-44@3x.png"
        try FileIO.writeAtomically("\u{89}PNG\r\n\u{1A}\ntruncated", to: ref)
        let r = try lab.run(["record", "--mode", "all"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stdout.contains("recorded buttons/back.phone-44@3x (the reference could not be read ("), "\(r.stdout)")
        #expect(!r.stdout.contains("fingerprint changed") && r.stdout.contains("failed: 0,"), "\(r.stdout)")
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n"
        try FileIO.writeAtomically(pointer, to: ref)
        let lfs = try lab.run(["record", "--mode", "all"])
        #expect(
            lfs.status == 1 && lfs.stdout.contains("Git LFS pointer") && lfs.stdout.contains("--force"), "\(lfs.stdout)"
        )
        #expect(try FileIO.read(ref) == Array(pointer.utf8))
        let forced = try lab.run(["record", "--mode", "all", "--force"])
        #expect(forced.status == 0, "\(forced.stdout)")
        #expect(try PNG.decode(file: ref).bitmap.width > 0)
    }

    /// When artifacts cannot be written (a full disk; here a file where a folder must go), the NEW and FAIL lines
    /// say so.
    @Test func unwritableArtifactsAreReported() throws {
        let lab = try AttackLab()
        try lab.configuration()
        try FileIO.createDirectories(lab.repo + "/art")
        try FileIO.writeAtomically("BarSnap's", to: lab.repo + "/art/.barsnap-owned")
        try FileIO.writeAtomically("in the way", to: lab.repo + "/art/buttons")
        let r = try lab.run(["verify", "--artifacts", "art"], environment: ["CI": "true"])
        #expect(r.status == 1)
        let line = r.stdout.split(separator: "\n").first { $0.hasPrefix("NEW ") }.map(String.init) ?? ""
        #expect(
            line.contains("could not write artifacts") && line.contains("art/buttons: exists and is not a folder"),
            "\(r.stdout)")
    }

    /// Hostile references (a 1-bit 16384² image, a huge but valid header, a pointer, garbage) under `verify
    /// --jobs 2` with a 1.5 GiB address-space limit: every one fails with a message, nothing aborts.
    @Test func hostileReferencesStayWithinBoundedMemory() throws {
        let lab = try AttackLab()
        try lab.configuration(specs: "Gallery/buttons/*.json")
        try FileIO.createDirectories(lab.repo + "/Snapshots/buttons")
        let grey = HostileInputTests.forgedPNG(width: 16_384, height: 16_384, depth: 1, colourType: 0, idat: 32_768)
        let big = HostileInputTests.forgedPNG(width: 8_000, height: 4_000, depth: 1, colourType: 0, idat: 4_000)
        for (i, name) in (try FileIO.listDirectory(lab.repo + "/Gallery/buttons")).enumerated()
        where name.hasSuffix(".json") {
            let bytes = [grey, big, Array("version https://git-lfs.github.com/spec/v1\n".utf8), Array("garbage".utf8)][
                i % 4]
            try FileIO.writeAtomically(
                bytes, to: lab.repo + "/Snapshots/buttons/" + name.dropLast(5) + ".phone-44@3x.png")
        }
        let command =
            """
                ulimit -v 1572864; exec env HOME=\(Shell.quote(lab.home)) \(Shell.quote(CLI.executable)) verify --jobs\
                 2 > /dev/null 2> \(Shell.quote(lab.root + "/err"))
                """
        let status = system("cd \(Shell.quote(lab.repo)) && bash -c \(Shell.quote(command))")
        #expect(
            status >> 8 == 1 && status & 0x7F == 0,
            """
                status \(status):\
                 \((try? FileIO.read(lab.root + "/err")).map { String(decoding: $0, as: UTF8.self) } ?? "")
                """
        )
    }

    /// Two runs that start together on one empty artifacts folder both use it: neither takes the other's
    /// marker-in-progress for someone else's file (it refused in 5 of 25 trials).
    @Test func twoRunsClaimOneEmptyArtifactsFolder() throws {
        let lab = try AttackLab()
        try lab.configuration(#""artifacts": "review","#)
        _ = try lab.run(["record"])
        for trial in 0..<8 {
            unlink(lab.repo + "/review/.barsnap-owned")
            _ = system("rm -rf " + Shell.quote(lab.repo + "/review"))
            try FileIO.createDirectories(lab.repo + "/review")
            let run =
                "cd \(Shell.quote(lab.repo)) && HOME=\(Shell.quote(lab.home)) \(Shell.quote(CLI.executable)) verify"
            let both =
                """
                    (\(run) > /dev/null 2> \(Shell.quote(lab.root + "/e1")) & \(run) > /dev/null 2>\
                     \(Shell.quote(lab.root + "/e2")); wait)
                    """
            _ = system("bash -c " + Shell.quote(both))
            for e in ["/e1", "/e2"] {
                let err = String(decoding: (try? FileIO.read(lab.root + e)) ?? [], as: UTF8.self)
                #expect(!err.contains("was not created by BarSnap"), "trial \(trial): \(err)")
            }
        }
    }
}
