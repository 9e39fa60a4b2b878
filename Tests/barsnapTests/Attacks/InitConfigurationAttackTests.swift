import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `init` and configuration loading on a hostile checkout.
@Suite(.serialized) struct InitConfigurationAttackTests {
    /// `init` never overwrites a file nor writes through a link planted where one of its files goes.
    @Test func initNeverOverwritesNorFollowsLinks() throws {
        let lab = try AttackLab()
        try lab.write("// mine\n", "Package.swift")
        lab.link(lab.home + "/thesis.txt", at: "barsnap.json")
        lab.link(lab.home, at: ".barsnap")
        try lab.expectUnharmed {
            let r = try lab.run(["init"])
            #expect(r.status == 0 || r.status == 1, "\(r.stdout)\(r.stderr)")
        }
        #expect(FileIO.isSymbolicLink(lab.repo + "/barsnap.json") && FileIO.isSymbolicLink(lab.repo + "/.barsnap"))
        #expect(try FileIO.read(lab.repo + "/Package.swift") == Array("// mine\n".utf8))
    }

    /// A spec glob, a font or an image outside the configuration's folder is refused, and a file that is not JSON
    /// is never quoted in the error.
    @Test func configurationsReadOnlyInsideTheirFolder() throws {
        let lab = try AttackLab()
        try FileIO.writeAtomically("s3cr3t-token\n", to: lab.home + "/secret")
        for specs in [lab.home + "/secret", "../../secret", "../../*"] {
            try lab.configuration(specs: specs)
            let r = try lab.run(["list"])
            // Outside, or leaving it by `..`: the one confinement rule names itself.
            #expect(
                r.status == 1 && r.stderr.contains("a configuration may only name paths inside its own folder"),
                "\(specs): \(r.stderr)")
            #expect(!r.stderr.contains("s3cr3t") && !r.stderr.contains("\"s\""), "\(r.stderr)")
        }
        // A link inside the folder is never read through (it resolves outside here).
        lab.link(lab.home + "/secret", at: "Specs/inner.json")
        try lab.configuration(specs: "Specs/*.json")
        let linked = try lab.run(["list"])
        #expect(linked.status == 1 && linked.stderr.contains("is a symbolic link"), "\(linked.stderr)")
        // Allowed explicitly by the reviewer: then it is read, and its content is still not quoted.
        let allowed = try lab.run(["list", "--allow-outside"])
        #expect(
            allowed.status == 1 && allowed.stderr.contains("not a JSON file") && !allowed.stderr.contains("s3cr3t"),
            "\(allowed.stderr)")
        // An icon outside.
        unlink(lab.repo + "/Specs/inner.json")
        try lab.write(
            #"{"device": "iphone-15", "item": {"right": [{"image": "\#(lab.home)/holiday.png"}]}}"#, "Specs/inner.json")
        let icon = try lab.run(["list"])
        #expect(icon.status == 1 && icon.stderr.contains("outside the configuration's folder"), "\(icon.stderr)")
    }

    /// A million-case configuration is refused at once, naming its size, in bounded memory.
    @Test func aMillionCasesAreRefusedQuickly() throws {
        let lab = try AttackLab()
        let titles = (0..<1000).map { "\"t\($0)\"" }.joined(separator: ", ")
        let heights = (0..<1000).map { "\(44 + $0 % 20)" }.joined(separator: ", ")
        try lab.write(
            #"""
                {"suites": [{"name": "m", "specs": ["Gallery/buttons/back.json"], "caseName":\#
                 "{stem}-{barHeight}-{previousTitle}", "matrix": {"previousTitle": [\#(titles)], "barHeight":\#
                 [\#(heights)]}}]}
                """#,
            "barsnap.json")
        let start = ContinuousClock.now
        let command =
            """
                ulimit -v 1048576; exec \(Shell.quote(CLI.executable)) list > /dev/null 2>\
                 \(Shell.quote(lab.root + "/err"))
                """
        let status = system("cd \(Shell.quote(lab.repo)) && bash -c \(Shell.quote(command))")
        let err = String(decoding: (try? FileIO.read(lab.root + "/err")) ?? [], as: UTF8.self)
        #expect(status >> 8 == 1, "\(status) \(err)")
        #expect(err.contains("1000000") && err.contains("100000"), "\(err)")
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
