import Basics
import Foundation
import Verdict
import PNGCodec
import BarSnap
@testable import Verdict
import Testing

/// Fingerprints as BarSnap writes them: the recording machine (x86-64 CI), an arm64 laptop with a newer
/// FreeType, and the same CI machine as BarSnap 1 described it (format 1).
enum Machines {
    static let ci = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2 "
        + "freetype 2.12.1 harfbuzz 6.0.0 arch x86_64 render 1 format 2"
    static let laptop = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2 "
        + "freetype 2.13.2 harfbuzz 6.0.0 arch aarch64 render 1 format 2"
    static let ciFormat1 = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 format 1"
}

/// The toolbar with `count` bar pixels changed by a visible amount (as another FreeType would shift a few
/// glyph edges): 1,200 pixels in all, so 6 pixels are 0.5 %.
func speckled(_ count: Int) -> Bitmap {
    var b = toolbar()
    for i in 0..<count { b.setPixel(x: 40 + (i % 15), y: 1 + 2 * (i / 15), (180, 180, 180, 255)) }
    return b
}

extension Sandbox {
    /// pixelmatch 0.1, at most 0.5 % of the pixels: the documented example.
    static let tolerance = DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0.1)), maxDifferentRatio: 0.005)

    func exact(_ mode: RecordMode, fingerprint: String?, tolerance: DiffOptions? = Sandbox.tolerance)
        -> SnapshotConfiguration
    {
        var c = config(mode, fingerprint: fingerprint)
        c.diffOptions = .exact
        c.environmentTolerance = tolerance
        return c
    }

    func record(_ bitmap: Bitmap = toolbar(), _ name: String = "a.png", fingerprint: String? = Machines.ci) {
        #expect(
            verifySnapshot(bitmap, named: name, configuration: exact(.all, fingerprint: fingerprint))?.recorded == true)
    }
}

struct EnvironmentToleranceTests {
    /// Without `environmentTolerance`, a foreign environment can only fail — as an *environment* failure naming
    /// each differing field, in the message and the manifest.
    @Test func aForeignReferenceFailsWithoutTheTolerance() throws {
        let s = Sandbox()
        s.record()
        let outcome = checkSnapshot(
            speckled(4), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.laptop, tolerance: nil))
        let f = try #require(outcome.failure)
        #expect(f.kind == .environment && outcome.status == "environment")
        #expect(
            f.message.hasPrefix(
                "environment differs (freetype 2.12.1 → 2.13.2, arch x86_64 → aarch64): recorded with "
                    + Machines.ci + ", this machine has " + Machines.laptop + "; snapshot a.png does not match"))
        #expect(f.environmentDifferences.map(\.field) == ["freetype", "arch"])
        let entry = try #require(try s.manifest().last)
        #expect(entry["kind"] == .string("environment"))
        #expect(entry["environmentDifferences"] == EnvironmentFingerprint.json(f.environmentDifferences))
        #expect(entry["environmentTolerance"] == .null)
    }

    /// With it, the same comparison passes — as "passed (environment)", with artifacts and a manifest entry,
    /// never as a plain pass; `verifySnapshot` (pass or fail only) sees a pass.
    @Test func aForeignReferencePassesAsPassedEnvironmentWithTheTolerance() throws {
        let s = Sandbox()
        s.record()
        let config = s.exact(.never, fingerprint: Machines.laptop)
        let outcome = checkSnapshot(speckled(4), named: "a.png", configuration: config)
        let pass = try #require(outcome.environmentPass)
        #expect(outcome.status == "passed-environment" && outcome.failure == nil)
        #expect(pass.differences.map(\.description) == ["freetype 2.12.1 → 2.13.2", "arch x86_64 → aarch64"])
        #expect(pass.result.differentPixels == 4 && pass.result.passed)
        #expect(
            pass.message.hasPrefix(
                """
                    passed (environment): snapshot a.png differs from \(s.reference("a.png")) only within the\
                     environment tolerance
                    """
            ))
        #expect(pass.message.contains("4 of 1200 pixels differ") && pass.message.contains("arch x86_64 → aarch64"))
        #expect(pass.artifactsDirectory == s.root + "/artifacts/a" && pass.result.diffImage == nil)
        for file in ["actual.png", "diff.png"] {
            #expect(FileManager.default.fileExists(atPath: s.root + "/artifacts/a/" + file))
        }
        let entry = try #require(try s.manifest().last)
        #expect(entry["kind"] == .string("passed-environment"))
        #expect(entry["differentPixels"] == .number(4))
        #expect(entry["environmentTolerance"] == .string(Sandbox.tolerance.description))
        #expect(entry["environmentDifferences"] == EnvironmentFingerprint.json(pass.differences))
        #expect(verifySnapshot(speckled(4), named: "a.png", configuration: config) == nil)
        // The reference is untouched (never records, and a pass is not re-recorded in `failed` mode either).
        #expect(
            checkSnapshot(speckled(4), named: "a.png", configuration: s.exact(.failed, fingerprint: Machines.laptop))
                .environmentPass != nil)
        #expect(try PNG.decode(file: s.reference("a.png")).bitmap == toolbar())
    }

    /// Beyond the tolerance it is still an environment failure, saying which tolerance it exceeded.
    @Test func aDifferenceBeyondTheToleranceFails() throws {
        let s = Sandbox()
        s.record()
        let f = try #require(
            checkSnapshot(speckled(30), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.laptop))
                .failure)
        #expect(f.kind == .environment)
        #expect(f.message.contains("30 of 1200 pixels differ"))
        #expect(f.message.contains("beyond the environment tolerance (\(Sandbox.tolerance))"))
        #expect(try s.manifest().last?["kind"] == .string("environment"))
    }

    /// On the recording environment the exact comparison alone applies: the tolerance is never used there.
    @Test func theRecordingEnvironmentStaysExact() throws {
        let s = Sandbox()
        s.record()
        let f = try #require(
            checkSnapshot(speckled(1), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.ci)).failure
        )
        #expect(f.kind == .failed && f.environmentDifferences.isEmpty)
        #expect(f.message.hasPrefix("snapshot a.png does not match") && !f.message.contains("environment"))
    }

    /// A format-1 reference of the same machine: identical pixels pass, different pixels are a plain failure
    /// (no field both sides have differs), and the tolerance does not apply.
    @Test func aFormat1ReferenceOfTheSameMachineIsTheSameEnvironment() throws {
        let s = Sandbox()
        s.record(fingerprint: Machines.ciFormat1)
        #expect(
            checkSnapshot(toolbar(), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.ci)).status
                == "passed")
        let f = try #require(
            checkSnapshot(speckled(2), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.ci)).failure
        )
        #expect(f.kind == .failed)
        // A format-1 reference from other fonts is an environment difference, named.
        let other = Machines.ciFormat1.replacingOccurrences(of: "a4f691897e4d", with: "0123456789ab")
        s.record(fingerprint: other)
        let g = try #require(
            checkSnapshot(speckled(30), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.ci))
                .failure)
        #expect(
            g.kind == .environment
                && g.message.hasPrefix("environment differs (fonts sha256:0123456789ab → sha256:a4f691897e4d)"))
    }

    /// A reference without any fingerprint says nothing about its environment: a plain failure.
    @Test func aReferenceWithoutAFingerprintIsAPlainFailure() throws {
        let s = Sandbox()
        s.record(fingerprint: nil)
        let f = try #require(
            checkSnapshot(speckled(2), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.laptop))
                .failure)
        #expect(f.kind == .failed)
    }

    /// `record` (mode all) leaves a format-1 reference with identical pixels alone — upgrading BarSnap must not
    /// rewrite every reference — but adds a fingerprint where there was none and re-records a real change.
    @Test func recordAllRewritesOnlyRealChanges() throws {
        let s = Sandbox()
        s.record(fingerprint: Machines.ciFormat1)
        let before = try FileIO.read(s.reference("a.png"))
        #expect(
            checkSnapshot(toolbar(), named: "a.png", configuration: s.exact(.all, fingerprint: Machines.ci)).status
                == "passed")
        #expect(try FileIO.read(s.reference("a.png")) == before)
        s.record(toolbar(), "b.png", fingerprint: nil)
        #expect(
            checkSnapshot(toolbar(), named: "b.png", configuration: s.exact(.all, fingerprint: Machines.ci)).failure?
                .recorded == true)
        #expect(try PNG.readText(file: s.reference("b.png"))[SnapshotConfiguration.fingerprintKey] == Machines.ci)
        // Another environment within its tolerance: record means "make the reference this machine's".
        let f = try #require(
            checkSnapshot(speckled(3), named: "b.png", configuration: s.exact(.all, fingerprint: Machines.laptop))
                .failure)
        #expect(f.recorded && f.message.contains("within the environment tolerance"))
        #expect(try PNG.readText(file: s.reference("b.png"))[SnapshotConfiguration.fingerprintKey] == Machines.laptop)
    }

    /// assertSnapshot does not fail the test on a pass (environment); it records a warning instead.
    @Test func assertSnapshotPassesWithAWarning() throws {
        let s = Sandbox()
        s.record()
        assertSnapshot(of: speckled(4), named: "a.png", configuration: s.exact(.never, fingerprint: Machines.laptop))
        #expect(try s.manifest().last?["kind"] == .string("passed-environment"))
    }
}
