import Basics
import Testing

/// The closest this machine gets to another CPU family: pixman (Cairo's rasteriser and compositor) with its
/// SIMD implementations switched off by `PIXMAN_DISABLE`, so every composite runs pixman's portable C fast
/// paths — the code an arm64 pixman without NEON would run. BarSnap's output must not change by one byte.
///
/// (Disabling `fast` as well is not a configuration any CPU runs: pixman's general implementation has no
/// solid fill, so Cairo's fills draw nothing. See the DocC article Trust across machines, "What changes pixels".)
@Suite(.serialized) struct PortablePathsTests {
    #if arch(x86_64)
    static let disabled = ["sse2", "ssse3", "mmx"]
    #else
    static let disabled = ["arm-simd", "arm-neon", "mips-dspr2", "vmx"]
    #endif
    static var environment: [String: String] {
        ["PIXMAN_DISABLE": disabled.joined(separator: " "), "BARSNAP_RECORD": "never"]
    }

    /// pixman says so on stdout for every implementation it drops, so the test knows the variable took effect.
    func expectDisabled(_ r: CLI.Result) {
        #if arch(x86_64)
        for name in Self.disabled {
            #expect(r.stdout.contains("pixman: Disabled \(name) implementation"), "pixman did not confirm \(name)")
        }
        #endif
    }

    /// The whole gallery, rendered in a child process on the portable paths, matches the committed references
    /// exactly (decoded pixels compared with memcmp; the same references the in-process gallery test checks).
    @Test func theGalleryIsByteIdenticalOnPixmansPortablePaths() throws {
        let artifacts = try CLI.temporaryDirectory()
        let r = try CLI.run(
            ["verify", "--config", CLI.packageRoot + "/barsnap.json", "--artifacts", artifacts, "--jobs", "2"],
            environment: Self.environment)
        expectDisabled(r)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let first = try #require(
            lines.first { $0.hasPrefix("barsnap: ") && $0.contains(" case(s) ") }, "\(r.stdout.prefix(500)) \(r.stderr)"
        )
        let cases = Int(first.dropFirst("barsnap: ".count).prefix { $0.isNumber }) ?? 0
        #expect(cases >= 100, "\(first)")
        #expect(lines.last == "\(cases) passed, 0 failed", "\(r.stdout.suffix(2000))")
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// The written files too: every example scene and a transition filmstrip, byte for byte (pixels, text
    /// chunks, compression) against the same commands on the default paths.
    @Test func renderedFilesAreByteIdenticalOnPixmansPortablePaths() throws {
        let dir = try CLI.temporaryDirectory()
        let examples = CLI.packageRoot + "/Scripts/examples"
        var jobs: [(String, [String])] = try FileIO.listDirectory(examples).filter { $0.hasSuffix(".json") }.sorted()
            .map {
                ($0, ["render", examples + "/" + $0])
            }
        jobs.append(
            (
                "transition",
                ["transition", examples + "/cookpad-recipe.json", examples + "/appearance-red.json", "--frames", "5"]
            ))
        #expect(jobs.count >= 6)
        for (name, args) in jobs {
            let plain = dir + "/\(name).default.png", portable = dir + "/\(name).portable.png"
            let a = try CLI.run(args + ["-o", plain])
            let b = try CLI.run(args + ["-o", portable], environment: Self.environment)
            #expect(a.status == 0 && b.status == 0, "\(name): \(a.stderr) \(b.stderr)")
            expectDisabled(b)
            #expect(try FileIO.read(plain) == (try FileIO.read(portable)), "\(name) differs on pixman's portable paths")
        }
    }
}
