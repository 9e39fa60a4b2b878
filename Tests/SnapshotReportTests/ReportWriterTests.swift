import Basics
import PNGCodec
import Testing
@testable import SnapshotReport

@Suite struct ReportWriterTests {
    func write(_ s: Fixture.Scratch) throws -> (dir: String, html: String, outcome: ReportWriter.Outcome) {
        let dir = try Fixture.temporaryDirectory("report")
        let outcome = try ReportWriter(output: dir, packageRoot: s.root).write(MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        return (dir, try Fixture.text(dir + "/index.html"), outcome)
    }

    /// The actual image whole, and only the changed region (plus a 1-pixel margin) of the expected and diff
    /// images: laid over the actual image, the region gives back the reference exactly.
    @Test func shipsTheActualImageAndOnlyTheChangedRegionOfTheOthers() throws {
        let s = try Fixture.broken()
        let (dir, html, outcome) = try write(s)
        #expect(outcome.entries == 3)
        #expect(outcome.warnings.isEmpty, "\(outcome.warnings)")
        let failed = dir + "/buttons/full.phone-44@3x/"
        for f in ["actual.png", "expected-region.png", "diff-region.png"] { #expect(FileIO.exists(failed + f), "\(f)") }
        #expect(!FileIO.exists(failed + "expected.png") && !FileIO.exists(failed + "diff.png"))
        #expect(!FileIO.exists(dir + "/titles/short.pad-50@2x/expected-region.png"))  // new: actual only
        // the fixture recoloured 40×12 px at (300, 100): the region with its margin is 42×14 at (299, 99)
        #expect(html.contains(#""er":["buttons/full.phone-44@3x/expected-region.png",299,99,42,14]"#))
        #expect(html.contains(#""dr":["buttons/full.phone-44@3x/diff-region.png",299,99,42,14]"#))
        // cut by the harness at verify time and copied as they are (the report decodes nothing)
        #expect(try FileIO.read(failed + "expected-region.png") == (try FileIO.read(s.artifacts + "/buttons/full.phone-44@3x/expected-region.png")))
        var composed = try PNG.decode(file: failed + "actual.png").bitmap
        let region = try PNG.decode(file: failed + "expected-region.png").bitmap
        for y in 0..<14 { for x in 0..<42 { composed.setPixel(x: 299 + x, y: 99 + y, region.pixel(x: x, y: y)) } }
        #expect(composed == (try PNG.decode(file: s.snapshots + "/" + Fixture.failedName).bitmap))
        let diffRegion = try PNG.decode(file: failed + "diff-region.png").bitmap
        #expect(diffRegion.pixel(x: 1, y: 1) == (255, 0, 0, 255) && diffRegion.pixel(x: 0, y: 0) != (255, 0, 0, 255))
        #expect(html.contains(#""srcq":[""#) && html.contains("barsnap accept \(s.artifacts) --all"))
        #expect(FileIO.exists(dir + "/manifest.json") && FileIO.exists(dir + "/summary.json"))
    }

    /// A region is laid over the actual image only when that is exact and worth it: every pixel opaque, at most
    /// half the image. Otherwise the whole image is shipped.
    @Test func regionsOnlyWhenOpaqueAndSmall() {
        var image = Bitmap(width: 100, height: 10, fill: (10, 20, 30, 255))
        let small = ChangedRegion(x: 10, y: 2, width: 5, height: 3)
        let crop = small.crop(in: image)
        #expect(crop?.rect == [9, 1, 7, 5] && crop?.bitmap.width == 7)
        #expect(ChangedRegion(x: 0, y: 0, width: 60, height: 10).crop(in: image) == nil)  // more than half
        #expect(ChangedRegion(x: 0, y: 0, width: 1, height: 1).crop(in: image)?.rect == [0, 0, 2, 2])  // clamped margin
        image.setPixel(x: 9, y: 1, (10, 20, 30, 254))  // a translucent pixel in the margin
        #expect(small.crop(in: image) == nil)
    }

    /// The same change in several snapshots: its region files are written once and shared.
    @Test func identicalFilesAreWrittenOnce() throws {
        let s = try Fixture.grouped()
        let (dir, html, outcome) = try write(s)
        #expect(outcome.entries == 6)
        // three cases share one identical change: one expected region and one diff region for the three
        let shared = try FileIO.listDirectory(dir + "/g").flatMap { sub in
            try FileIO.listDirectory(dir + "/g/" + sub).filter { $0.hasSuffix("-region.png") }.map { "g/" + sub + "/" + $0 }
        }
        // the trio's one file, the pair's two, e's one
        #expect(shared.filter { $0.hasSuffix("expected-region.png") }.count == 4, "\(shared)")
        #expect(shared.contains("g/a.p-1@1x/expected-region.png") && !shared.contains("g/b.p-1@1x/expected-region.png"))
        #expect(html.components(separatedBy: #""er":["g/a.p-1@1x/expected-region.png""#).count - 1 == 3)
        #expect(outcome.groups == 3)
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
        #expect(html.contains("\\u003c/script\\u003e"))  // inside the JSON data block (the grid is built with textContent)
        #expect(!html.contains("innerHTML"))
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
