import BarSnapCore
import Testing
@testable import SnapshotReport

@Suite struct ReportWriterTests {
    func write(_ s: Fixture.Scratch) throws -> (dir: String, html: String, outcome: ReportWriter.Outcome) {
        let dir = try Fixture.temporaryDirectory("report")
        let outcome = try ReportWriter(output: dir, packageRoot: s.root).write(MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        return (dir, try Fixture.text(dir + "/index.html"), outcome)
    }

    @Test func copiesExpectedActualAndDiffNextToTheIndex() throws {
        let s = try Fixture.broken()
        let (dir, html, outcome) = try write(s)
        #expect(outcome.entries == 3)
        #expect(outcome.warnings.isEmpty, "\(outcome.warnings)")
        for f in ["expected.png", "actual.png", "diff.png"] { #expect(FileIO.exists(dir + "/buttons/full.phone-44@3x/" + f), "\(f)") }
        #expect(!FileIO.exists(dir + "/titles/short.pad-50@2x/expected.png"))  // new: actual only
        #expect(try FileIO.read(dir + "/buttons/full.phone-44@3x/expected.png") == (try FileIO.read(s.snapshots + "/" + Fixture.failedName)))
        #expect(html.contains("src=\"buttons/full.phone-44@3x/diff.png\""))
        #expect(html.contains("barsnap accept \(s.artifacts) buttons/full.phone-44@3x"))
        #expect(FileIO.exists(dir + "/manifest.json") && FileIO.exists(dir + "/summary.json"))
    }

    @Test func isSelfContained() throws {
        let (_, html, _) = try write(try Fixture.broken())
        for banned in ["http:", "https:", "//cdn", "<link", "@import", "src=\"/", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(banned), "\(banned)")
        }
        #expect(html.contains("image-rendering:pixelated"))
    }

    @Test func escapesEverythingFromFiles() throws {
        let dir = try Fixture.temporaryDirectory("art")
        try Fixture.manifest(#"""
        {"version": 1, "entries": [{"name": "x/evil.a@1x.png", "kind": "environment", "tolerance": "</script><script>alert(1)</script>",
          "referenceEnvironment": "<img src=x onerror=alert(2)>", "currentEnvironment": "a & \"b\" 'c'"}]}
        """#, in: dir)
        try FileIO.createDirectories(dir + "/x/evil.a@1x")
        let out = try Fixture.temporaryDirectory("out")
        _ = try ReportWriter(output: out, packageRoot: dir).write(MergedArtifacts([try ArtifactSet.load(dir)]))
        let html = try Fixture.text(out + "/index.html")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))  // the grid's tolerance
        #expect(html.contains("\\u003c/script\\u003e"))  // inside the JSON data block
        #expect(html.components(separatedBy: "<script").count == 3)  // the data block and the code, nothing else
    }

    @Test func manifestPathsCannotPullInOtherFiles() throws {
        let dir = try Fixture.temporaryDirectory("art")
        let outside = try Fixture.temporaryDirectory("outside")
        try FileIO.writeAtomically(try FileIO.read(Fixture.packageRoot + "/Snapshots/" + Fixture.failedName), to: outside + "/secret.png")
        try FileIO.createDirectories(outside + "/x")
        try FileIO.writeAtomically(try FileIO.read(Fixture.packageRoot + "/Snapshots/" + Fixture.failedName), to: outside + "/x/actual.png")
        try Fixture.manifest(#"""
        {"version": 1, "entries": [{"name": "g/x.png", "kind": "failed", "reference": "\#(outside)/secret.png",
          "actual": "\#(outside)/secret.png", "diff": "/etc/hostname"}]}
        """#, in: dir)
        // the entry's artifact directory is a symlink to a directory outside that holds an actual.png
        #expect(Fixture.run("mkdir -p '\(dir)/g' && ln -s '\(outside)/x' '\(dir)/g/x'") == 0)
        #expect(FileIO.exists(dir + "/g/x/actual.png"))
        let out = try Fixture.temporaryDirectory("out")
        let outcome = try ReportWriter(output: out, packageRoot: dir).write(MergedArtifacts([try ArtifactSet.load(dir)]))
        #expect(outcome.warnings.count == 2, "\(outcome.warnings)")  // no actual, no reference
        for f in ["expected.png", "actual.png", "diff.png"] { #expect(!FileIO.exists(out + "/g/x/" + f), "\(f)") }
    }

    @Test func changedRegionIsTheBoundingBoxOfDifferingPixels() throws {
        let a = Bitmap(width: 20, height: 10, fill: (10, 20, 30, 255))
        var b = a
        #expect(ChangedRegion.between(a, b) == nil)
        b.setPixel(x: 3, y: 7, (10, 20, 30, 254))  // alpha only
        b.setPixel(x: 15, y: 2, (11, 20, 30, 255))
        #expect(ChangedRegion.between(a, b) == ChangedRegion(x: 3, y: 2, width: 13, height: 6))
        var c = a
        c.setPixel(x: 19, y: 9, (0, 0, 0, 0))
        #expect(ChangedRegion.between(a, c) == ChangedRegion(x: 19, y: 9, width: 1, height: 1))
    }

    @Test func refusesToWriteIntoTheArtifactsDirectory() throws {
        let s = try Fixture.broken()
        let error = try #require(throws: ReportError.self) {
            try ReportWriter(output: s.artifacts, packageRoot: s.root).write(MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        }
        #expect(error.message.contains("choose another -o"))
    }

    @Test func anAllGreenRunStillGetsAReport() throws {
        let dir = try Fixture.temporaryDirectory("art")
        try RunSummary(cases: [.init(id: "a/b.c", status: "passed")]).write(to: dir)
        let out = try Fixture.temporaryDirectory("out")
        let outcome = try ReportWriter(output: out, packageRoot: dir).write(MergedArtifacts([try ArtifactSet.load(dir)]))
        #expect(outcome.entries == 0)
        #expect(try Fixture.text(out + "/index.html").contains("Every snapshot matched"))
    }
}
