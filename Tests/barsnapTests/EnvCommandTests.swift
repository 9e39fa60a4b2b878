import Basics
import PNGCodec
import Testing

/// `barsnap env`: the line references store, and `--json` with every field (what CI logs before verifying).
struct EnvCommandTests {
    @Test func jsonHasEveryFingerprintField() throws {
        let r = try CLI.run(["env", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let doc = try JSON.parse(r.stdout)
        let short = try CLI.run(["env", "--short"]).stdout.split(separator: "\n").first.map(String.init)
        #expect(doc["fingerprint"] == short.map { .string($0) })
        // The stored line's fields, in order, and the same values at the top level.
        guard case let .object(fields)? = doc["fields"] else {
            Issue.record("no fields object")
            return
        }
        #expect(
            fields.map(\.0) == [
                "fonts", "cairo", "pango", "fontconfig", "pixman", "freetype", "harfbuzz", "arch",
                "render", "format"
            ])
        for key in ["cairo", "pango", "fontconfig", "pixman", "freetype", "harfbuzz", "arch"] {
            guard case let .string(v)? = doc[key] else {
                Issue.record("\(key) missing")
                continue
            }
            #expect(!v.isEmpty && v != "unknown", "\(key)")
            #expect(doc["fields"]?[key] == .string(v))
        }
        #expect(doc["fingerprintFormat"] == .number(2))
        #expect(doc["fields"]?["format"] == .string("2"))
        // Every pinned font with path, package, size and SHA-256.
        guard case let .array(fonts)? = doc["fonts"] else {
            Issue.record("no fonts array")
            return
        }
        #expect(fonts.count == 7)
        for f in fonts {
            guard case let .string(path)? = f["path"], case let .string(sha)? = f["sha256"], case .number? = f["bytes"],
                case .string? = f["package"]
            else {
                Issue.record("incomplete font entry \(f.snippet)")
                continue
            }
            #expect(path.hasPrefix("/usr/share/fonts/") && sha.count == 64)
        }
        // The line parses back into the same fields.
        let parsed = EnvironmentFingerprint(parsing: short ?? "")
        #expect(parsed.fields.map { JSON.string($0.value) } == fields.map(\.1))
    }

    @Test func shortAndJsonAreExclusive() throws {
        let r = try CLI.run(["env", "--short", "--json"])
        #expect(r.status == 64 && r.stderr.contains("--short and --json cannot be combined"))
    }

    /// What `render` writes carries the same line, so a reference says which machine drew it.
    @Test func renderedFilesCarryTheLine() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir + "/bar.png"
        #expect(
            try CLI.run(["render", CLI.packageRoot + "/Scripts/examples/cookpad-recipe.json", "-o", out]).status == 0)
        let short = try CLI.run(["env", "--short"]).stdout.split(separator: "\n").first.map(String.init)
        #expect(try PNG.readText(file: out)["barsnap:environment"] == short)
    }
}
