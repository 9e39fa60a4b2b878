import Basics
import Testing
@testable import SnapshotReport

@Suite struct ArtifactsTests {
    @Test func loadsRealArtifactsWithTheirImages() throws {
        let s = try Fixture.broken()
        let set = try ArtifactSet.load(s.artifacts)
        #expect(
            set.entries.map(\.name).sorted() == [Fixture.failedName, Fixture.newName, Fixture.environmentName].sorted())
        let failed = try #require(set.entries.first { $0.name == Fixture.failedName })
        #expect(failed.kind == .failed)
        #expect(failed.differentPixels == 480)
        #expect(failed.caseName == "full")
        #expect(failed.variant == "phone-44@3x")
        #expect(failed.group == "buttons")
        #expect(failed.actualFile == s.artifacts + "/buttons/full.phone-44@3x/actual.png")
        #expect(failed.diffFile != nil)
        let new = try #require(set.entries.first { $0.kind == .new })
        #expect(new.diffFile == nil && new.actualFile != nil)
        #expect(
            set.entries.first { $0.kind == .environment }?.referenceEnvironment
                != set.entries.first { $0.kind == .environment }?.currentEnvironment)
        #expect(set.summary?.count("passed") == 1)
    }

    @Test func missingDirectoryOrManifestIsAClearError() throws {
        #expect(throws: ReportError.self) { try ArtifactSet.load("/nonexistent/barsnap-artifacts") }
        let empty = try Fixture.temporaryDirectory()
        let error = try #require(throws: ReportError.self) { try ArtifactSet.load(empty) }
        #expect(error.message.contains("no manifest.json"))
        // Only a summary (everything passed): no entries, no error.
        try RunSummary(cases: [.init(id: "a/b.c", status: "passed")]).write(to: empty)
        #expect(try ArtifactSet.load(empty).entries.isEmpty)
    }

    @Test(arguments: [
        ("{", "not valid JSON"),
        ("[]", "expected an object"),
        (#"{"version": 2, "entries": []}"#, "version"),
        (#"{"version": 1, "entries": {}}"#, "entries"),
        (#"{"version": 1, "entries": [{"kind": "failed"}]}"#, "name"),
        (#"{"version": 1, "entries": [{"name": "../../etc/passwd", "kind": "failed"}]}"#, "invalid snapshot name"),
        (#"{"version": 1, "entries": [{"name": "/abs/x.png", "kind": "failed"}]}"#, "invalid snapshot name"),
        (#"{"version": 1, "entries": [{"name": "a/.hidden.png", "kind": "failed"}]}"#, "invalid snapshot name"),
        (#"{"version": 1, "entries": [{"name": "a/<b>.png", "kind": "failed"}]}"#, "invalid snapshot name"),
        (#"{"version": 1, "entries": [{"name": "a/b.png", "kind": "weird"}]}"#, "kind"),
        (
            #"{"version": 1, "entries": [{"name": "a/b.png", "kind": "failed", "differentPixels": -3}]}"#,
            "differentPixels"
        ),
        (#"{"version": 1, "entries": [{"name": "a/b.png", "kind": "failed", "tolerance": 5}]}"#, "tolerance")
    ])
    func corruptManifestsAreRejectedWithAReason(text: String, reason: String) throws {
        let dir = try Fixture.temporaryDirectory()
        try Fixture.manifest(text, in: dir)
        let error = try #require(throws: ReportError.self) { try ArtifactSet.load(dir) }
        #expect(error.message.contains(reason), "\(error.message)")
        #expect(!error.message.contains("\n"))
    }

    @Test func namesAreNormalisedAndChecked() throws {
        #expect(try SafePath.snapshotName("buttons/back.phone-44@3x") == "buttons/back.phone-44@3x.png")
        #expect(try SafePath.snapshotName("buttons/back.phone-44@3x.png") == "buttons/back.phone-44@3x.png")
        for bad in [
            "", "..", "a/../b", "/etc/x", "a//b", "a/./b", ".png", "a b", "a/b\n.png", "a/\u{1B}[2K.png",
            "a/b\u{202E}.png"
        ] {
            #expect(throws: ReportError.self, "\(bad)") { try SafePath.snapshotName(bad) }
        }
        // The configuration's rule: Unicode names, &, ' and % are names like any other (encoded where shown).
        for good in ["日本/レシピ.phone-44@3x", "a/%2e%2e/b", "r&d/it's.phone-44@3x", "a/100%.png"] {
            #expect(throws: Never.self, "\(good)") { try SafePath.snapshotName(good) }
        }
    }

    @Test func mergeKeepsEveryShardAndLetsTheLaterWinACollision() throws {
        let a = try Fixture.broken(), b = try Fixture.broken()
        var setB = try ArtifactSet.load(b.artifacts)
        setB.entries = setB.entries.filter { $0.kind == .failed }
        setB.summary = RunSummary(cases: [
            .init(id: "buttons/full.phone-44@3x", status: "failed"), .init(id: "z/z.z", status: "passed")
        ])
        let merged = MergedArtifacts([try ArtifactSet.load(a.artifacts), setB])
        #expect(merged.entries.count == 3)
        #expect(merged.entries.map(\.kind) == [.failed, .environment, .new]) // failures first
        #expect(merged.entries.first { $0.name == Fixture.failedName }?.source == b.artifacts)
        #expect(merged.entries.first { $0.kind == .new }?.source == a.artifacts)
        #expect(merged.notes.count == 1)
        #expect(merged.notes.first?.contains("using \(b.artifacts)") == true)
        #expect(merged.summary?.total == 5)
        #expect(merged.summary?.count("passed") == 2)
    }

    @Test func summaryRoundTrips() throws {
        let s = RunSummary(
            cases: [.init(id: "a/b.c", status: "passed"), .init(id: "a/d.e", status: "new")], shard: "2/4", filter: "a/"
        )
        let dir = try Fixture.temporaryDirectory()
        try s.write(to: dir)
        #expect(try RunSummary.read(from: dir) == s)
        let text = try Fixture.text(dir + "/summary.json")
        #expect(text.contains("\"passed\": 1") && text.contains("\"new\": 1") && text.contains("\"total\": 2"))
        try FileIO.writeAtomically(
            "{\"version\":1,\"cases\":[{\"id\":\"x\",\"status\":\"bogus\"}]}", to: dir + "/summary.json")
        #expect(throws: ReportError.self) { try RunSummary.read(from: dir) }
    }
}
