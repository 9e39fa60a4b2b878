import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// File and folder names a pull request chooses reach the output of `prune`, `list --origin` and `env --config`
/// only escaped: a name with a newline never starts a line of its own (a forged `::error` workflow command).
@Suite(.serialized) struct PrintedNamesAttackTests {
    static func expectNoForgedLine(_ r: CLI.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in (r.stdout + r.stderr).split(separator: "\n") {
            #expect(!line.hasPrefix("::"), "\(what) printed a line of its own: \(line)", sourceLocation: sourceLocation)
        }
        AttackLab.expectNoControlCharacters(r, sourceLocation: sourceLocation)
    }

    @Test func pruneAndListEscapeNames() throws {
        let lab = try AttackLab()
        try lab.configuration()
        try FileIO.createDirectories(lab.repo + "/Snapshots/a\n::error::dir")
        try FileIO.createDirectories(lab.repo + "/Snapshots/other")
        try FileIO.writeAtomically(AttackLab.photo, to: lab.repo + "/Snapshots/other/x\n::error::y.png")
        try lab.expectUnharmed {
            let prune = try lab.run(["prune", "--dry-run"])
            #expect(prune.stdout.contains("left alone"), "\(prune.stdout)\(prune.stderr)")
            Self.expectNoForgedLine(prune, "prune")
            let list = try lab.run(["list", "--origin"])
            #expect(list.status == 0, "\(list.stderr)")
            Self.expectNoForgedLine(list, "list --origin")
        }
    }

    @Test func envEscapesAFontFileName() throws {
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        guard FileIO.exists(font) else { return }
        let lab = try AttackLab()
        try FileIO.createDirectories(lab.repo + "/Fonts")
        try FileIO.writeAtomically(try FileIO.read(font), to: lab.repo + "/Fonts/Brand\n::error::x.ttf")
        try lab.configuration(#""fonts": ["Fonts/*.ttf"],"#)
        try lab.expectUnharmed {
            let env = try lab.run(["env", "--config", "barsnap.json"])
            #expect(env.status == 0 && env.stdout.contains("user font"), "\(env.stdout)\(env.stderr)")
            Self.expectNoForgedLine(env, "env --config")
        }
    }
}
