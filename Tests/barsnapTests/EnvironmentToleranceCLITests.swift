import Basics
import PNGCodec
import Testing

/// `environmentTolerance` in barsnap.json, through `barsnap verify`, `summary.json`, the manifest and `report`:
/// references recorded "on an arm64 laptop with another FreeType" (the committed pixels, a few changed, stored
/// with that fingerprint) fail as *environment* without the key, pass as **passed (environment)** with it when
/// the difference is small, and still fail beyond it; on the recording environment the comparison stays exact.
@Suite(.serialized) struct EnvironmentToleranceCLITests {
    static let back = "buttons/back.phone-44@3x"
    static let full = "buttons/full.phone-44@3x"
    static let key = #""environmentTolerance": {"mode": "pixelmatch", "threshold": 0.1, "maxRatio": 0.005}"#

    /// This machine's fingerprint, and the same with another FreeType and CPU.
    static func fingerprints() throws -> (here: String, foreign: String) {
        let here = try #require(try CLI.run(["env", "--short"]).stdout.split(separator: "\n").first.map(String.init))
        let fp = EnvironmentFingerprint(parsing: here)
        let foreign = EnvironmentFingerprint(fields: fp.fields.map { f in
            (f.name, f.name == "arch" ? "aarch64" : f.name == "freetype" ? "9.9.9" : f.value)
        }).text
        return (here, foreign)
    }

    /// A package whose barsnap.json checks buttons/back and buttons/full on iPhone 15; `back` differs from the
    /// committed reference in 40 pixels (0.01 %), `full` in an 8,000-pixel block (2.2 %).
    static func package(fingerprint: String, environmentTolerance: Bool) throws -> String {
        let root = try CLI.temporaryDirectory()
        try CLI.copyGallery(into: root)
        let gallery = "Gallery/buttons"
        try CLI.write("""
            {"snapshots": "Snapshots", \(environmentTolerance ? key + "," : "")
             "suites": [{"name": "buttons", "specs": ["\(gallery)/back.json", "\(gallery)/full.json"],
                         "matrix": {"device": ["iphone-15"]}}]}
            """, to: root + "/barsnap.json")
        try FileIO.createDirectories(root + "/Snapshots/buttons")
        for (id, change) in [(back, (200..<240, 150..<151)), (full, (300..<500, 100..<140))] {
            var bitmap = try PNG.decode(file: CLI.packageRoot + "/Snapshots/\(id).png").bitmap
            for y in change.1 { for x in change.0 { bitmap.setPixel(x: x, y: y, (255, 0, 128, 255)) } }
            try FileIO.writeAtomically(try PNG.encode(bitmap, text: [("barsnap:environment", fingerprint)]),
                                       to: root + "/Snapshots/\(id).png")
        }
        return root
    }

    static func verify(_ root: String) throws -> CLI.Result {
        try CLI.run(["verify", "--artifacts", root + "/artifacts"], directory: root)
    }

    static func lines(_ r: CLI.Result, _ prefix: String) -> [String] {
        r.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    @Test func withoutTheKeyAForeignReferenceIsAnEnvironmentFailure() throws {
        let (_, foreign) = try Self.fingerprints()
        let root = try Self.package(fingerprint: foreign, environmentTolerance: false)
        let r = try Self.verify(root)
        #expect(r.status == 1)
        let env = Self.lines(r, "ENVIRONMENT ")
        #expect(env.count == 2)
        #expect(
            env.allSatisfy {
                $0.contains(": environment differs (freetype 9.9.9 → ") && $0.contains(", arch aarch64 → ")
            }, "\(env)")
        #expect(
            Self.lines(r, "passed: ").first?.hasPrefix(
                "passed: 0, passed (environment): 0, failed: 0, new: 0, environment: 2, recorded: 0 in ") == true)
        #expect(r.stdout.hasSuffix("0 passed, 2 failed\n"))
    }

    @Test func withTheKeyASmallDifferencePassesAsPassedEnvironmentAndALargeOneFails() throws {
        let (_, foreign) = try Self.fingerprints()
        let root = try Self.package(fingerprint: foreign, environmentTolerance: true)
        let r = try Self.verify(root)
        #expect(r.status == 1, "full is beyond the tolerance")
        let pass = Self.lines(r, "PASSED (ENVIRONMENT) ")
        #expect(
            pass.count == 1
                && pass.first?.hasPrefix("PASSED (ENVIRONMENT) \(Self.back): snapshot \(Self.back).png differs from ")
                    == true
        )
        #expect(pass.first?.contains("40 of 364311 pixels differ") == true && pass.first?.contains("arch ") == true)
        let env = Self.lines(r, "ENVIRONMENT \(Self.full): ")
        #expect(
            env.count == 1
                && env.first?.contains("beyond the environment tolerance (pixelmatch threshold 0.1, max 0 px or 0.5%)")
                    == true
        )
        #expect(
            Self.lines(r, "passed: ").first?.hasPrefix(
                "passed: 0, passed (environment): 1, failed: 0, new: 0, environment: 1, recorded: 0 in ") == true)
        #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
        // summary.json counts it apart; the manifest lists it with its fields; the report counts it apart.
        let summary = try JSON.parse(FileIO.read(root + "/artifacts/summary.json"))
        #expect(
            summary["passed-environment"] == .number(1) && summary["passed"] == .number(0)
                && summary["environment"] == .number(1))
        let manifest = try JSON.parse(FileIO.read(root + "/artifacts/manifest.json"))
        guard case let .array(entries)? = manifest["entries"] else {
            Issue.record("no entries")
            return
        }
        let kinds = Dictionary(
            uniqueKeysWithValues: entries.compactMap { e -> (String, JSON)? in
                guard case let .string(n)? = e["name"] else { return nil }
                return (n, e["kind"] ?? .null)
            })
        #expect(
            kinds == ["\(Self.back).png": .string("passed-environment"), "\(Self.full).png": .string("environment")])
        #expect(entries.allSatisfy { $0["environmentDifferences"].map { "\($0)".contains("aarch64") } == true })
        let report = try CLI.run(["report", root + "/artifacts", "-o", root + "/report"], directory: root)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(
            report.stdout.hasPrefix(
                "report: 1 failure(s) in 1 group(s) of 2 case(s), 0 passed, 1 passed (environment)"), "\(report.stdout)"
        )
    }

    /// On the recording environment (same fingerprint) the key changes nothing: both differences fail, exactly.
    @Test func theRecordingEnvironmentStaysExact() throws {
        let (here, _) = try Self.fingerprints()
        let root = try Self.package(fingerprint: here, environmentTolerance: true)
        let r = try Self.verify(root)
        #expect(r.status == 1)
        #expect(Self.lines(r, "FAIL ").count == 2 && Self.lines(r, "PASSED (ENVIRONMENT) ").isEmpty)
        #expect(r.stdout.hasSuffix("0 passed, 2 failed\n"))
    }

    @Test(arguments: [
        (#""environmentTolerance": {"mode": "fuzzy"}"#, "environmentTolerance.mode"),
        (#""environmentTolerance": 3"#, "environmentTolerance"),
        (#""environmentTolerance": {"mode": "pixelmatch", "maxRatio": 2}"#, "environmentTolerance.maxRatio"),
    ])
    func aBadKeyIsOneLineNamingIt(text: String, path: String) throws {
        let root = try CLI.temporaryDirectory()
        try CLI.write(#"{\#(text), "suites": [{"name": "s", "specs": ["a.json"]}]}"#, to: root + "/barsnap.json")
        let r = try CLI.run(["list"], directory: root)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("barsnap: ") && r.stderr.contains("barsnap.json: \(path)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }
}
