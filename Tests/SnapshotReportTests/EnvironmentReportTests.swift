import Basics
import Verdict
import PNGCodec
@testable import SnapshotReport
import Testing

/// Artifacts of a run on a foreign machine (arm64, newer FreeType) with an environment tolerance, against
/// references recorded on x86-64: one case passes within the tolerance, one is beyond it.
enum ForeignRun {
    static let ci = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2 "
        + "freetype 2.12.1 harfbuzz 6.0.0 arch x86_64 render 1 format 2"
    static let laptop = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2 "
        + "freetype 2.13.2 harfbuzz 6.0.0 arch aarch64 render 1 format 2"
    static let tolerance = DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0.1)), maxDifferentRatio: 0.005)
    static let passName = "buttons/back.phone-44@3x.png"
    static let beyondName = "buttons/full.phone-44@3x.png"

    static func make() throws -> Fixture.Scratch {
        let root = try Fixture.temporaryDirectory("foreign")
        let artifacts = root + "/artifacts"
        func config(_ fp: String, _ mode: RecordMode) -> SnapshotConfiguration {
            SnapshotConfiguration(
                snapshotsDirectory: root + "/Snapshots", artifactsDirectory: artifacts, diffOptions: .exact,
                environmentFingerprint: fp, recordMode: mode, environment: [:], packageRoot: root,
                environmentTolerance: tolerance)
        }
        var images: [String: Bitmap] = [:]
        for name in [passName, beyondName] {
            let bitmap = try PNG.decode(file: Fixture.packageRoot + "/Snapshots/" + name).bitmap
            images[name] = bitmap
            _ = verifySnapshot(bitmap, named: name, configuration: config(ci, .all))  // recorded on CI
        }
        #expect(Fixture.run("rm -rf '\(artifacts)'") == 0)  // forget the recording run's "new" entries
        // 40 pixels changed (0.01 %): within 0.5 %.
        var slightly = images[passName]!
        for x in 200..<240 { slightly.setPixel(x: x, y: 150, (90, 90, 90, 255)) }
        #expect(checkSnapshot(slightly, named: passName, configuration: config(laptop, .never)).environmentPass != nil)
        // A 200×40 block (2.2 %): beyond it.
        var much = images[beyondName]!
        for y in 100..<140 { for x in 300..<500 { much.setPixel(x: x, y: y, (255, 0, 128, 255)) } }
        #expect(
            checkSnapshot(much, named: beyondName, configuration: config(laptop, .never)).failure?.kind == .environment)
        try RunSummary(cases: [
            .init(id: "buttons/back.phone-44@3x", status: "passed-environment"),
            .init(id: "buttons/full.phone-44@3x", status: "environment"),
            .init(id: "titles/short.phone-44@3x", status: "passed"),
        ]).write(to: artifacts)
        return Fixture.Scratch(root: root, artifacts: artifacts)
    }

    static let made = Result<Fixture.Scratch, any Error> { try make() }
}

struct EnvironmentReportTests {
    @Test func theManifestCarriesTheOutcomeAndTheDifferingFields() throws {
        let s = try ForeignRun.made.get()
        let set = try ArtifactSet.load(s.artifacts)
        let merged = MergedArtifacts([set])
        #expect(merged.entries.map(\.kind) == [.environment, .passedEnvironment])  // failures first
        let pass = merged.entries[1]
        #expect(pass.name == ForeignRun.passName && pass.differentPixels == 40)
        #expect(pass.environmentDifferences.map(\.description) == ["freetype 2.12.1 → 2.13.2", "arch x86_64 → aarch64"])
        #expect(pass.environmentTolerance == ForeignRun.tolerance.description)
        #expect(pass.actualFile != nil && pass.diffFile != nil)
        #expect(set.summary?.count("passed-environment") == 1)
        let json = try Fixture.text(s.artifacts + "/summary.json")
        #expect(json.contains("\"passed-environment\": 1"))
    }

    /// A manifest written before `environmentDifferences` existed: the fields are worked out from the two
    /// fingerprints by the same rule (a format-1 reference of the same machine differs in nothing).
    @Test func olderManifestsGetTheirDifferencesComputed() throws {
        let dir = try Fixture.temporaryDirectory("old-manifest")
        let f1 = "fonts sha256:000000000000 cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 format 1"
        try Fixture.manifest(
            #"""
                {"version": 1, "entries": [{"name": "a/b.png", "kind": "environment", "referenceEnvironment":\#
                 "\#(f1)", "currentEnvironment": "\#(ForeignRun.ci)"}]}
                """#,
            in: dir)
        let e = try #require(try ArtifactSet.load(dir).entries.first)
        #expect(
            e.environmentDifferences == [
                .init(field: "fonts", reference: "sha256:000000000000", current: "sha256:a4f691897e4d")
            ])
        for bad in [#""environmentDifferences": 3"#, #""environmentDifferences": [{"field": "x"}]"#] {
            try Fixture.manifest(
                #"{"version": 1, "entries": [{"name": "a/b.png", "kind": "environment", \#(bad)}]}"#, in: dir)
            #expect(throws: ReportError.self) { try ArtifactSet.load(dir) }
        }
        try Fixture.manifest(#"{"version": 1, "entries": [{"name": "a/b.png", "kind": "passed"}]}"#, in: dir)
        do {
            _ = try ArtifactSet.load(dir)
            Issue.record("accepted kind passed")
        } catch {
            #expect("\(error)".contains("failed, new, environment, layout or passed-environment"))
        }
    }

    @Test func theReportCountsPassedEnvironmentApartAndNamesTheFields() throws {
        let s = try ForeignRun.made.get()
        let out = try Fixture.temporaryDirectory("foreign-report")
        _ = try ReportWriter(output: out, packageRoot: s.root).write(
            MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        let html = try Fixture.text(out + "/index.html")
        #expect(html.contains("<title>✗ 1 BarSnap snapshot report</title>")) // one failure; the pass is not one
        #expect(html.contains(#"data-kind="passed-environment""#) && html.contains("<b>1</b> passed (environment)"))
        // the cards are drawn by the page from the data: the pass is an entry of kind passed-environment, in a group of
        // its own
        #expect(
            html.contains(#""kind":"passed-environment""#)
                && html.contains(#":passed-environment","kind":"passed-environment""#))
        #expect(
            html.contains(
                #"""
                    "environmentDifferences":[{"field":"freetype","reference":"2.12.1","current":"2.13.2"},{"field":"a\#
                    rch"
                    """#
            ))
        #expect(html.contains("<b>1</b> passed</span>"))
    }

    /// `accept --all` takes failures only; a pass (environment) is accepted only by name.
    @Test func acceptAllLeavesPassesAlone() throws {
        let s = try ForeignRun.make()
        let changes = try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [], all: true)
        #expect(changes.map(\.name) == [ForeignRun.beyondName])
        #expect(try ArtifactSet.load(s.artifacts).entries.map(\.kind) == [.passedEnvironment])
        do {
            _ = try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [], all: true)
            Issue.record("accepted a pass")
        } catch {
            #expect("\(error)".contains("lists no failures"))
        }
        let byName = try Accept.run(
            artifacts: s.artifacts, packageRoot: s.root, names: [ForeignRun.passName], all: false)
        #expect(byName.first?.line.hasSuffix("(passed within the environment tolerance, 40 px differed)") == true)
        #expect(
            try PNG.readText(file: s.root + "/Snapshots/" + ForeignRun.passName)[SnapshotConfiguration.fingerprintKey]
                == ForeignRun.laptop)
    }
}

@Suite(.serialized, .enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium)"))
struct EnvironmentBrowserTests {
    static let report = Result<String, any Error> {
        let s = try ForeignRun.made.get()
        let dir = try Fixture.temporaryDirectory("foreign-browser")
        _ = try ReportWriter(output: dir, packageRoot: s.root).write(
            MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        return dir + "/index.html"
    }

    @Test func theViewerListsTheDifferingFields() throws {
        let index = try Self.report.get()
        let pass = try Chromium.body(index, hash: "case=1")
        #expect(pass["data-name"] == ForeignRun.passName && pass["data-env"] == "shown")
        #expect(pass["data-env-fields"] == "freetype arch")
        let beyond = try Chromium.body(index, hash: "case=0")
        #expect(beyond["data-env"] == "shown" && beyond["data-env-fields"] == "freetype arch")
        #expect(try Chromium.body(index, hash: "kind=passed-environment")["data-shown"] == "1")
    }
}
