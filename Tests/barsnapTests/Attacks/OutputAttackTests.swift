import Basics
import PNGCodec
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `render -o`, `transition -o` and `diff --output` name a file the user chose: a device is written into, never
/// replaced by a regular file; a dangling link is refused; a regular file is replaced atomically.
@Suite(.serialized) struct OutputAttackTests {
    func isCharacterDevice(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR
    }

    @Test func devicesAreWrittenIntoNotReplaced() throws {
        let lab = try AttackLab()
        let spec = lab.repo + "/Gallery/buttons/back.json"
        let good = CLI.packageRoot + "/Tests/Fixtures/pngsuite/basic/basn6a08.png"
        let other = CLI.packageRoot + "/Tests/Fixtures/pngsuite/basic/basn2c08.png"
        try lab.expectUnharmed {
            for args in [["render", spec, "-o", "/dev/null"], ["diff", good, other, "--output", "/dev/null"]] {
                let r = try lab.run(args)
                #expect(r.status <= 1, "\(args): \(r.stderr)")
                #expect(isCharacterDevice("/dev/null"), "/dev/null was replaced by \(args)")
            }
            // /dev/stdout: the PNG goes down the pipe.
            let piped = try lab.run(["render", spec, "-o", "/dev/stdout"])
            #expect(
                piped.status == 0 && piped.stdout.dropFirst().hasPrefix("PNG\r\n") && piped.stdout.contains("IHDR"),
                "\(piped.stderr)")
            // A dangling link is not followed to create its target; a folder is not a file.
            #expect(symlink(lab.home + "/made-by-render.png", lab.repo + "/out.png") == 0)
            let dangling = try lab.run(["render", spec, "-o", "out.png"])
            #expect(dangling.status == 1 && dangling.stderr.contains("dangling symbolic link"), "\(dangling.stderr)")
            let folder = try lab.run(["render", spec, "-o", lab.home])
            #expect(folder.status == 1 && folder.stderr.contains("is a folder"), "\(folder.stderr)")
        }
        #expect(!FileIO.exists(lab.home + "/made-by-render.png"))
        // A regular file is replaced as before.
        let r = try lab.run(["render", spec, "-o", "plain.png"])
        let plain = try PNG.decode(file: lab.repo + "/plain.png")
        #expect(r.status == 0 && plain.bitmap.width > 0)
    }
}
