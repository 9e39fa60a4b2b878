import Basics
import Verdict
import PNGCodec
import Testing
@testable import Verdict
import BarSnap
#if canImport(Glibc)
import Glibc
#endif

func temporaryDirectory() -> String {
    var t = Array("/tmp/barsnap-harness-XXXXXX".utf8CString)
    let p = t.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(p != nil)
    return String(cString: p!)
}

/// A small toolbar-like image: light bar, a blue "button", a dark title; `variant` moves the title.
func toolbar(width: Int = 60, height: Int = 20, variant: Int = 0) -> Bitmap {
    var b = Bitmap(width: width, height: height, fill: (248, 248, 248, 255))
    for y in 6..<14 { for x in 4..<14 { b.setPixel(x: x, y: y, (0, 122, 255, 255)) } }
    for y in 8..<12 { for x in (25 + variant)..<(35 + variant) { b.setPixel(x: x, y: y, (0, 0, 0, 255)) } }
    return b
}

struct Sandbox {
    let root = temporaryDirectory()
    func config(_ mode: RecordMode? = nil, env: [String: String] = [:], fingerprint: String? = "fonts=A cairo=1")
        -> SnapshotConfiguration
    {
        SnapshotConfiguration(
            snapshotsDirectory: root + "/Snapshots", artifactsDirectory: root + "/artifacts",
            environmentFingerprint: fingerprint, recordMode: mode, environment: env)
    }
    func reference(_ name: String) -> String { root + "/Snapshots/" + name }
    func manifest() throws -> [JSON] { try Manifest.entries(in: root + "/artifacts") }
}

struct NamingTests {
    @Test func makesStableSanitisedNames() {
        #expect(
            SnapshotName.make(group: "buttons", name: "back-right2", variant: "phone-44@3x")
                == "buttons/back-right2.phone-44@3x.png")
        #expect(
            SnapshotName.make(group: "Buttons", name: "Back Right (2)", variant: "Phone 44@3x")
                == "buttons/back-right-2.phone-44@3x.png")
        #expect(SnapshotName.make(name: "../../etc/passwd") == "etc-passwd.png")
        #expect(SnapshotName.make(name: ".hidden..name") == "hidden.name.png")
        #expect(SnapshotName.make(name: "testBackButton()") == "testbackbutton.png")
        #expect(SnapshotName.make(name: "Grüße ✓") == "gr-e.png")
        #expect(SnapshotName.make(name: "") == "unnamed.png")
        #expect(SnapshotName.make(group: "a", name: "b", variant: "") == "a/b.png")
        #expect(SnapshotName.make(fileID: "CairoRendererTests/BackButtonTests.swift", function: "rightToLeft()",
                                  variant: "phone-44@3x") == "backbuttontests/righttoleft.phone-44@3x.png")
        #expect(SnapshotName.make(variant: "x") == "snapshotharnesstests/makesstablesanitisednames.x.png")
    }

    @Test func rejectsUnsafeNames() {
        let s = Sandbox()
        for bad in ["../x.png", "/abs.png", "a//b.png", "a/./b.png", ".hidden.png"] {
            let f = verifySnapshot(toolbar(), named: bad, configuration: s.config(.missing))
            #expect(f?.message.contains("invalid snapshot name") == true, "\(bad)")
        }
    }
}

struct RecordModeResolutionTests {
    @Test func defaults() throws {
        #expect(try RecordMode.resolve(environment: [:]) == .missing)
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.resolve(environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.resolve(environment: ["BARSNAP_RECORD": "all", "CI": "true"]) == .all)
        #expect(try RecordMode.resolve(environment: ["BARSNAP_RECORD": "Failed"]) == .failed)
        #expect(try RecordMode.resolve(environment: ["BARSNAP_RECORD": "never"]) == .never)
        #expect(throws: SnapshotSetupError.self) {
            try RecordMode.resolve(environment: ["BARSNAP_RECORD": "sometimes"])
        }
        #expect(try RecordMode.resolve(explicit: .failed, environment: ["BARSNAP_RECORD": "all"]) == .failed)
    }

    @Test func taskLocalOverridesEnvironment() throws {
        try withRecordMode(.all) { () throws in
            #expect(try RecordMode.resolve(environment: ["BARSNAP_RECORD": "never", "CI": "true"]) == .all)
        }
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .never)
    }

    @Test func taskLocalIsAsyncScoped() async throws {
        let mode = try await withRecordMode(.failed) { () async throws -> RecordMode in
            try await Task { try RecordMode.resolve(environment: [:]) }.value
        }
        #expect(mode == .failed)
    }

    @Test(.recordMode(.all)) func traitSetsMode() throws {
        #expect(RecordMode.fromTrait == .all)
        #expect(try RecordMode.resolve(environment: ["BARSNAP_RECORD": "never"]) == .all)
        try withRecordMode(.never) { () throws in #expect(try RecordMode.resolve(environment: [:]) == .never) }
    }

    @Test func invalidEnvironmentFailsTheCheck() {
        let s = Sandbox()
        let f = verifySnapshot(toolbar(), named: "x.png", configuration: s.config(env: ["BARSNAP_RECORD": "yes"]))
        #expect(f?.message.contains("BARSNAP_RECORD=yes") == true)
        #expect(!FileIO.exists(s.reference("x.png")))
    }
}

@Suite(.recordMode(.never)) struct SuiteTraitTests {
    @Test func suiteTraitAppliesToTests() throws {
        #expect(try RecordMode.resolve(environment: [:]) == .never)
    }
}

struct RecordModeBehaviourTests {
    @Test func neverDoesNotRecordMissing() throws {
        let s = Sandbox()
        let f = try #require(verifySnapshot(toolbar(), named: "bars/a.png", configuration: s.config(.never)))
        #expect(f.kind == .new && !f.recorded)
        #expect(f.message.contains("nothing recorded"))
        #expect(!FileIO.exists(s.reference("bars/a.png")))
        #expect(!FileIO.exists(s.root + "/Snapshots"))
    }

    @Test func ciTrueDefaultsToNever() throws {
        let s = Sandbox()
        let f = try #require(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(env: ["CI": "true"])))
        #expect(f.kind == .new && !f.recorded)
        #expect(!FileIO.exists(s.reference("a.png")))
        // Locally (no CI) the same check records.
        let g = try #require(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(env: [:])))
        #expect(g.recorded && FileIO.exists(s.reference("a.png")))
    }

    @Test func missingRecordsThenPasses() throws {
        let s = Sandbox()
        let f = try #require(verifySnapshot(toolbar(), named: "bars/a.png", configuration: s.config(.missing)))
        #expect(f.kind == .new && f.recorded)
        #expect(f.message.hasPrefix("recorded new reference \(s.reference("bars/a.png"))"))
        #expect(f.message.contains("re-run"))
        let ref = try PNG.decode(file: s.reference("bars/a.png"))
        #expect(ref.bitmap == toolbar())
        #expect(ref.text["barsnap:environment"] == "fonts=A cairo=1")
        #expect(verifySnapshot(toolbar(), named: "bars/a.png", configuration: s.config(.missing)) == nil)
        #expect(verifySnapshot(toolbar(), named: "bars/a.png", configuration: s.config(.never)) == nil)
        #expect(try s.manifest().first?["kind"] == .string("new"))
    }

    @Test func missingModeFailureWritesArtifactsAndKeepsReference() throws {
        let s = Sandbox()
        _ = verifySnapshot(toolbar(), named: "bars/a.png", configuration: s.config(.missing))
        let before = try FileIO.read(s.reference("bars/a.png"))
        let f = try #require(
            verifySnapshot(toolbar(variant: 3), named: "bars/a.png", configuration: s.config(.missing)))
        #expect(f.kind == .failed && !f.recorded)
        #expect(f.message.contains("does not match"))
        #expect(f.result?.differentPixels ?? 0 > 0)
        #expect(try FileIO.read(s.reference("bars/a.png")) == before)
        let dir = s.root + "/artifacts/bars/a"
        #expect(f.artifactsDirectory == dir)
        #expect(try PNG.decode(file: dir + "/actual.png").bitmap == toolbar(variant: 3))
        let diff = try PNG.decode(file: dir + "/diff.png").bitmap
        #expect(diff.width == 60 && diff.pixel(x: 26, y: 9) == (255, 0, 0, 255))
        #expect(!FileIO.exists(dir + "/strip.png")) // the report composes it; attachments carry the reference instead
        #expect(f.attachments.map(\.name) == ["expected.png", "actual.png", "diff.png"])
        #expect(f.attachments[0].bytes == (try FileIO.read(s.reference("bars/a.png"))))
        let entry = try #require(
            try s.manifest().first { $0["name"] == .string("bars/a.png") && $0["kind"] == .string("failed") })
        #expect(entry["reference"] == .string(s.reference("bars/a.png")))
        #expect(entry["diff"] == .string(dir + "/diff.png"))
        // the title moved 3 px right: columns 25…37 of rows 8…11 changed
        #expect(entry["change"]?["region"] == .array([25, 8, 13, 4].map { .number($0) }))
        #expect(entry["change"]?["pixels"] == .number(24))
        // the region (with a 1-pixel margin) of the expected and diff images, cut for the report
        #expect(entry["change"]?["crop"] == .array([24, 7, 15, 6].map { .number($0) }))
        let region = try PNG.decode(file: dir + "/expected-region.png").bitmap
        #expect(region.width == 15 && region.height == 6 && region.pixel(x: 1, y: 1) == toolbar().pixel(x: 25, y: 8))
        #expect(try PNG.decode(file: dir + "/diff-region.png").bitmap.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        if case let .string(sig)? = entry["change"]?["signature"] {
            #expect(sig.count == 16)
        } else {
            Issue.record("no signature")
        }
        #expect(entry["differentPixels"] == .number(Double(f.result!.differentPixels)))
        #expect(entry["totalPixels"] == .number(1200))
        #expect(entry["expectedSize"] == .string("60×20"))
        #expect(entry["currentEnvironment"] == .string("fonts=A cairo=1"))
        #expect(entry["tolerance"] != nil)
    }

    @Test func failedModeReRecords() throws {
        let s = Sandbox()
        _ = verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.missing))
        let f = try #require(verifySnapshot(toolbar(variant: 2), named: "a.png", configuration: s.config(.failed)))
        #expect(f.recorded && f.kind == .failed)
        #expect(f.message.contains("re-recorded"))
        #expect(try PNG.decode(file: s.reference("a.png")).bitmap == toolbar(variant: 2))
        #expect(verifySnapshot(toolbar(variant: 2), named: "a.png", configuration: s.config(.failed)) == nil)
        // Missing in failed mode records too.
        let g = try #require(verifySnapshot(toolbar(), named: "b.png", configuration: s.config(.failed)))
        #expect(g.recorded && g.kind == .new)
    }

    @Test func allModeRewritesOnlyChangedReferences() throws {
        let s = Sandbox()
        let g = try #require(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.all)))
        #expect(g.recorded && g.kind == .new)
        let bytes = try FileIO.read(s.reference("a.png"))
        var st1 = stat()
        stat(s.reference("a.png"), &st1)
        // Identical pixels and fingerprint: passes, file untouched.
        #expect(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.all)) == nil)
        var st2 = stat()
        stat(s.reference("a.png"), &st2)
        #expect(st1.st_ino == st2.st_ino)
        #expect(try FileIO.read(s.reference("a.png")) == bytes)
        // A change within tolerance (one slightly different pixel) is still re-recorded in `all`.
        var near = toolbar()
        near.setPixel(x: 50, y: 1, (247, 248, 248, 255))
        let f = try #require(verifySnapshot(near, named: "a.png", configuration: s.config(.all)))
        #expect(f.recorded && f.message.contains("re-recorded"))
        #expect(try PNG.decode(file: s.reference("a.png")).bitmap == near)
        // New fingerprint, same pixels: re-recorded with the new fingerprint.
        let e = try #require(
            verifySnapshot(near, named: "a.png", configuration: s.config(.all, fingerprint: "fonts=B")))
        #expect(e.recorded)
        #expect(try PNG.readText(file: s.reference("a.png"))["barsnap:environment"] == "fonts=B")
    }

    @Test func withinToleranceAndIdenticalPass() throws {
        let s = Sandbox()
        _ = verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.missing))
        var near = toolbar()
        near.setPixel(x: 50, y: 1, (247, 248, 248, 255)) // below pixelmatch's 0.1 threshold
        var loose = s.config(.never)
        loose.diffOptions = .pixelmatch
        #expect(verifySnapshot(near, named: "a.png", configuration: loose) == nil)
        // The configuration's default is exact, like every default: the same pixel fails.
        #expect(verifySnapshot(near, named: "a.png", configuration: s.config(.never)) != nil)
        var c = s.config(.never)
        c.diffOptions = .exact
        #expect(verifySnapshot(near, named: "a.png", configuration: c) != nil)
        c.diffOptions = DiffOptions(mode: .exact, maxDifferentPixels: 1)
        #expect(verifySnapshot(near, named: "a.png", configuration: c) == nil)
    }

    @Test func sizeMismatchReportsBothSizes() throws {
        let s = Sandbox()
        _ = verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.missing))
        let f = try #require(verifySnapshot(toolbar(width: 64), named: "a.png", configuration: s.config(.never)))
        #expect(f.message.contains("60×20") && f.message.contains("64×20"))
        #expect(FileIO.exists(s.root + "/artifacts/a/diff.png") && !FileIO.exists(s.root + "/artifacts/a/strip.png"))
        #expect(try s.manifest().first?["change"] == .null)  // no region between different sizes
    }

    @Test func corruptReferenceIsAClearFailure() throws {
        let s = Sandbox()
        try FileIO.createDirectories(s.root + "/Snapshots")
        try FileIO.writeAtomically(Array("not a png".utf8), to: s.reference("a.png"))
        let f = try #require(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.missing)))
        #expect(f.message.contains(s.reference("a.png")) && f.message.contains("not a PNG"))
        // In failed mode it is replaced.
        let g = try #require(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.failed)))
        #expect(g.recorded)
        #expect(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.never)) == nil)
    }
}

struct EnvironmentCheckTests {
    @Test func differentEnvironmentIsNamedFirst() throws {
        let s = Sandbox()
        _ = verifySnapshot(
            toolbar(), named: "a.png", configuration: s.config(.missing, fingerprint: "fonts=SF-1 cairo=1.16"))
        let f = try #require(
            verifySnapshot(
                toolbar(variant: 4), named: "a.png",
                configuration: s.config(.never, fingerprint: "fonts=SF-2 cairo=1.18")))
        #expect(f.kind == .environment)
        #expect(
            f.message.hasPrefix(
                "environment differs: recorded with fonts=SF-1 cairo=1.16, this machine has fonts=SF-2 cairo=1.18"))
        #expect(f.message.contains("pixels differ"))
        let entry = try #require(try s.manifest().last)
        #expect(entry["kind"] == .string("environment"))
        #expect(entry["referenceEnvironment"] == .string("fonts=SF-1 cairo=1.16"))
        #expect(entry["currentEnvironment"] == .string("fonts=SF-2 cairo=1.18"))
    }

    @Test func differentEnvironmentSamePixelsPasses() {
        let s = Sandbox()
        _ = verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.missing, fingerprint: "E1"))
        #expect(verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.never, fingerprint: "E2")) == nil)
    }

    @Test func sameEnvironmentIsAPlainFailure() throws {
        let s = Sandbox()
        _ = verifySnapshot(toolbar(), named: "a.png", configuration: s.config(.missing, fingerprint: "E1"))
        let f = try #require(
            verifySnapshot(toolbar(variant: 4), named: "a.png", configuration: s.config(.never, fingerprint: "E1")))
        #expect(f.kind == .failed && f.message.hasPrefix("snapshot a.png does not match"))
    }
}

struct ParallelTests {
    /// 50 references recorded at once: every file is intact and the manifest has every entry.
    @Test func fiftyConcurrentRecordsAndFailures() async throws {
        let s = Sandbox()
        let config = s.config(.missing)
        // Each record's own outcome is kept, so a reference that was not written says why.
        let outcomes = await withTaskGroup(of: (Int, String?).self) { group in
            for i in 0..<50 {
                group.addTask {
                    (i, verifySnapshot(toolbar(variant: i % 20), named: "p/\(i).png", configuration: config)?.message)
                }
            }
            var all: [(Int, String?)] = []
            for await o in group { all.append(o) }
            return all
        }
        for (i, message) in outcomes {
            #expect(message?.contains("recorded new reference") == true, "p/\(i).png: \(message ?? "passed")")
        }
        for i in 0..<50 {
            #expect(try PNG.decode(file: s.reference("p/\(i).png")).bitmap == toolbar(variant: i % 20))
        }
        var names = Set(try s.manifest().compactMap { entry -> String? in
            if case let .string(n)? = entry["name"] { return n } else { return nil }
        })
        #expect(names.count == 50)
        // Now 50 concurrent failures (different pixels) replace them with "failed" entries.
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<50 {
                group.addTask {
                    _ = verifySnapshot(toolbar(variant: i % 20 + 21), named: "p/\(i).png", configuration: config)
                }
            }
        }
        let entries = try s.manifest()
        names = Set(entries.compactMap { if case let .string(n)? = $0["name"] { return n } else { return nil } })
        #expect(names.count == 50 && entries.count == 50)
        #expect(entries.allSatisfy { $0["kind"] == .string("failed") })
        for i in 0..<50 {
            #expect(try PNG.decode(file: s.root + "/artifacts/p/\(i)/diff.png").bitmap.height == 20)
        }
        // one entry file each; manifest.json assembled from them
        #expect(try FileIO.listDirectory(s.root + "/artifacts/manifest.d").filter { $0.hasSuffix(".json") }.count == 50)
        let assembled = try Manifest.assemble(in: s.root + "/artifacts")
        #expect(assembled.count == 50)
        #expect(try JSON.parse(FileIO.read(s.root + "/artifacts/manifest.json"))["entries"] == .array(assembled))
    }
}

struct AssertSnapshotTests {
    @Test func reportsThroughSwiftTesting() {
        let s = Sandbox()
        withKnownIssue {
            assertSnapshot(of: toolbar(), named: "a.png", configuration: s.config(.missing))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded new reference") }
        }
        // Passing check reports nothing.
        assertSnapshot(of: toolbar(), named: "a.png", configuration: s.config(.never))
    }
}

extension SnapshotFailure: Equatable {
    public static func == (a: SnapshotFailure, b: SnapshotFailure) -> Bool { a.message == b.message }
}
