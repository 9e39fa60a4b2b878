import Basics
import Testing

/// `barsnap diff`'s comparison flags come from the comparison modes: `--mode`, each mode's flags, checked as the
/// tolerance keys they stand for.
@Suite struct DiffModeCLITests {
    static let fixtures = CLI.packageRoot + "/Tests/Fixtures/pixelmatch"

    @Test func modesAndTheirFlags() throws {
        let a = Self.fixtures + "/1a.png", b = Self.fixtures + "/1b.png"
        // The command's own default stays pixelmatch (106 pixels); exact counts every changed pixel.
        #expect(try CLI.run(["diff", a, b]).stdout.hasPrefix("106\n"))
        let exact = try CLI.run(["diff", a, b, "--mode", "exact"])
        #expect(exact.status == 1 && Int(exact.stdout.prefix { $0 != "\n" })! > 106, "\(exact.stdout)")
        // Flags may come before the files; --perceptual chooses its mode.
        #expect(try CLI.run(["diff", "--threshold", "0.05", a, b]).stdout.hasPrefix("143\n"))
        #expect(try CLI.run(["diff", a, b, "--perceptual", "0.98"]).stdout.hasPrefix("3698\n"))
        #expect(try CLI.run(["diff", a, b, "--mode", "perceptual", "--perceptual", "0.98"]).stdout.hasPrefix("3698\n"))
    }

    @Test func badFlagsAreUsageErrorsNamingTheFlag() throws {
        let a = Self.fixtures + "/1a.png", b = Self.fixtures + "/1b.png"
        let cases: [([String], String)] = [
            (["--mode", "fuzzy"], #"--mode "fuzzy" is not a known tolerance mode"#),
            (["--threshold", "1.5"], "--threshold 1.5 must be between 0 and 1"),
            (
                ["--mode", "exact", "--threshold", "0.1"],
                #"--threshold applies to mode "pixelmatch" only (this comparison is "exact")"#
            ),
            (["--perceptual", "0.9", "--include-aa"], #"--include-aa applies to mode "pixelmatch" only"#),
            (["--threshold"], "--threshold needs a value"),
            (["--sharpness", "2"], "unknown option --sharpness")
        ]
        for (flags, words) in cases {
            let r = try CLI.run(["diff", a, b] + flags)
            #expect(r.status == 64 && r.stderr.contains(words), "\(flags): \(r.stderr)")
        }
        let one = try CLI.run(["diff", a])
        #expect(one.status == 64 && one.stderr.contains("give the expected and the actual image"))
    }
}
