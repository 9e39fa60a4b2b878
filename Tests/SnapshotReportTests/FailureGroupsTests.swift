import Basics
import Verdict
import Testing
@testable import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

@Suite struct FailureGroupsTests {
    func entry(_ name: String, _ kind: ReportEntry.Kind = .failed, signature: String? = nil, pixels: Int = 10)
        -> ReportEntry
    {
        ReportEntry(
            name: name, kind: kind, differentPixels: pixels, source: "art", raw: .null,
            change: signature.map { ReportEntry.Change(region: [0, 0, 1, 1], pixels: pixels, signature: $0) })
    }

    @Test func variantsOfOneCaseAndIdenticalChangesAreOneGroupKindsNeverMix() {
        let entries = [
            entry("buttons/back.phone-44@3x.png", signature: "aa"),
            entry("buttons/back.pad-50@2x.png", signature: "bb", pixels: 50),
            entry("titles/long.phone-44@3x.png", signature: "bb"),       // same change as back.pad → joins the group
            entry("titles/short.phone-44@3x.png", signature: "cc"),
            entry("titles/short.pad-50@2x.png", .new),                  // same case, other kind: its own group
            entry("titles/x.phone-44@3x.png", .environment, signature: "bb"),  // same signature, other kind
        ]
        let groups = FailureGroups.make(entries)
        #expect(groups.map(\.id) == ["buttons/back", "titles/short", "titles/x:environment", "titles/short:new"])
        #expect(groups[0].members == [1, 0, 2])  // sorted by name
        #expect(groups[0].representative == 1)  // the most changed pixels
        #expect(groups[0].cases == 2 && groups[0].sameChange == 2)
        #expect(groups[0].reason == "3 snapshots of 2 cases, 2 with identical changed pixels")
        #expect(groups[1].members == [3] && groups[1].reason == "1 failure")
        #expect(groups[3].kind == .new && groups[3].reason == "new reference")
    }

    @Test func twoThousandIdenticalChangesAreOneGroup() {
        let entries = (0..<2000).map { entry("scratch/case-\($0).iphone-15.png", signature: "0123456789abcdef") }
        let groups = FailureGroups.make(entries)
        #expect(groups.count == 1 && groups[0].members.count == 2000)
        #expect(groups[0].id == "scratch/case-0")
        #expect(groups[0].reason == "2000 snapshots of 2000 cases, the same pixels changed in every one")
    }

    @Test func acceptGroupTakesEveryMemberAndRefusesUnknownGroups() throws {
        let s = try Fixture.grouped()
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [], all: false, groups: ["g/z"])
        }
        do {
            _ = try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [], all: false, groups: ["g/nope"])
        } catch let e as ReportError {
            #expect(
                e.message.contains("unknown group(s): g/nope") && e.message.contains("g/a (3)")
                    && e.message.contains("g/d (2)"))
        }
        let before = try FileIO.read(s.snapshots + "/g/e.p-1@1x.png")
        let changes = try Accept.run(
            artifacts: s.artifacts, packageRoot: s.root, names: [], all: false, groups: ["g/a"])
        #expect(changes.map(\.name) == ["g/a.p-1@1x.png", "g/b.p-1@1x.png", "g/c.p-1@1x.png"])
        #expect(changes.allSatisfy { $0.what == .updated })
        #expect(try FileIO.read(s.snapshots + "/g/e.p-1@1x.png") == before) // not in the group
        let left = try ArtifactSet.load(s.artifacts).entries.map(\.name)
        #expect(left == ["g/d.p-1@1x.png", "g/d.p-2@1x.png", "g/e.p-1@1x.png"])
        #expect(try FileIO.listDirectory(s.artifacts + "/manifest.d").count == 3)
        #expect(try Manifest.entries(in: s.artifacts).count == 3)
        let line = try #require(try FailureGroups.summaryLine(artifacts: s.artifacts))
        #expect(line.hasPrefix("3 failure(s) form 2 group(s) (largest: g/d ×2)"), "\(line)")
    }

    /// A record run lists the references it wrote as new: its group line counts only the failures.
    @Test func aRecordRunsLineLeavesOutWhatItRecorded() throws {
        let s = try Fixture.broken()  // one failed, one environment, one new
        let verify = try #require(try FailureGroups.summaryLine(artifacts: s.artifacts))
        let record = try #require(try FailureGroups.summaryLine(artifacts: s.artifacts, recording: true))
        #expect(verify.hasPrefix("3 failure(s)") && record.hasPrefix("2 failure(s)"), "\(verify) / \(record)")
        #expect(!record.contains(":new"))
    }
}

@Suite struct ManifestStoreTests {
    func dir() throws -> String { try Fixture.temporaryDirectory("manifest") }
    func entry(_ name: String, _ kind: String = "failed") -> JSON {
        .object([("name", .string(name)), ("kind", .string(kind))])
    }

    @Test func oneFilePerEntryAndAManifestAssembledFromThem() throws {
        let d = try dir()
        try Manifest.record(entry("b/x.png"), in: d)
        try Manifest.record(entry("a/y z.png"), in: d)
        try Manifest.record(entry("b/x.png", "environment"), in: d)  // replaces
        #expect(try FileIO.listDirectory(d + "/manifest.d") == ["a%2Fy%20z.png.json", "b%2Fx.png.json"])
        #expect(!FileIO.exists(d + "/manifest.json"))  // not rewritten per failure
        let list = try Manifest.assemble(in: d)
        #expect(list.map { $0["name"] } == [.string("a/y z.png"), .string("b/x.png")])
        #expect(list[1]["kind"] == .string("environment"))
        #expect(try JSON.parse(FileIO.read(d + "/manifest.json"))["entries"] == .array(list))
    }

    /// A run killed before it assembled `manifest.json` (or an older, stale one) loses nothing: readers take the
    /// entry files; a temporary file left by a killed write is ignored; beginRun starts clean.
    @Test func readersPreferTheEntryFilesAndBeginRunStartsClean() throws {
        let d = try dir()
        try FileIO.writeAtomically(
            #"{"version": 1, "entries": [{"name": "old.png", "kind": "failed"}]}"#, to: d + "/manifest.json")
        try Manifest.record(entry("g/new.png"), in: d)
        try FileIO.writeAtomically("{\"na", to: d + "/manifest.d/.g%2Fnew.png.json.tmp-ABC123")
        #expect(try Manifest.entries(in: d).map { $0["name"] } == [.string("g/new.png")])
        #expect(try ArtifactSet.load(d).entries.map(\.name) == ["g/new.png"])
        try Manifest.beginRun(in: d)
        #expect(try Manifest.entries(in: d).isEmpty)
        #expect(!FileIO.exists(d + "/manifest.json"))
        #expect(try FileIO.listDirectory(d + "/manifest.d").isEmpty)
    }

    @Test func aPassRemovesAFailedEntryButKeepsANewOne() throws {
        let d = try dir()
        try Manifest.record(entry("g/f.png"), in: d)
        try Manifest.record(entry("g/n.png", "new"), in: d)
        Manifest.removeStale(name: "g/f.png", in: d)
        Manifest.removeStale(name: "g/n.png", in: d)
        Manifest.removeStale(name: "g/none.png", in: d)
        #expect(try Manifest.entries(in: d).map { $0["name"] } == [.string("g/n.png")])
    }

    @Test func aBrokenEntryFileIsAnErrorNamingIt() throws {
        let d = try dir()
        try FileIO.createDirectories(d + "/manifest.d")
        try FileIO.writeAtomically("{\"kind\": \"failed\"}", to: d + "/manifest.d/x.png.json")
        #expect(throws: (any Error).self) { try Manifest.entries(in: d) }
        let error = #expect(throws: (any Error).self) { try ArtifactSet.load(d) }
        #expect(error.map { "\($0)" }?.contains("manifest.d/x.png.json") == true, "\(String(describing: error))")
    }

    /// 8 threads × 250 failures at once: every entry is there, each file whole.
    @Test func concurrentWritersNeverLoseAnEntry() async throws {
        let d = try dir()
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<8 {
                group.addTask {
                    for i in 0..<250 {
                        try? Manifest.record(
                            .object([
                                ("name", .string("t\(t)/\(i).png")), ("kind", .string("failed")),
                                ("pad", .string(String(repeating: "x", count: 300)))
                            ]), in: d)
                    }
                }
            }
        }
        let list = try Manifest.assemble(in: d)
        #expect(list.count == 2000)
        #expect(Set(list.compactMap { if case let .string(n)? = $0["name"] { n } else { nil } }).count == 2000)
    }
}
