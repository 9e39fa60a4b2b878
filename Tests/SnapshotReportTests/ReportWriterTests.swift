import Basics
import PNGCodec
import Testing
@testable import SnapshotReport

@Suite struct ReportWriterTests {
    func write(_ s: Fixture.Scratch, allImages: Bool = false) throws
        -> (dir: String, html: String, outcome: ReportWriter.Outcome)
    {
        let dir = try Fixture.temporaryDirectory("report")
        let outcome = try ReportWriter(output: dir, packageRoot: s.root, allImages: allImages).write(
            MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        return (dir, try Fixture.text(dir + "/index.html"), outcome)
    }

    /// The actual image whole, and only the changed region (plus a 1-pixel margin) of the expected and diff
    /// images: laid over the actual image, the region gives back the reference exactly. Each image is stored once
    /// under the SHA-256 of its bytes; the manifest and the page name it there.
    @Test func shipsTheActualImageAndOnlyTheChangedRegionOfTheOthers() throws {
        let s = try Fixture.broken()
        let (dir, html, outcome) = try write(s)
        #expect(outcome.entries == 3)
        #expect(outcome.warnings.isEmpty, "\(outcome.warnings)")
        let name = Fixture.failedName
        func image(_ key: String) throws -> String? { try Fixture.reportImage(dir, name, key) }
        let actual = try #require(try image("actual")), er = try #require(try image("expectedRegion"))
        let dr = try #require(try image("diffRegion"))
        for f in [actual, er, dr] {
            #expect(ReportImages.isStoredName(f), "\(f)")
            #expect(f == ReportImages.name(of: try FileIO.read(dir + "/" + f)), "\(f) is named by its bytes")
        }
        #expect(try image("expected") == nil && image("diff") == nil)
        #expect(!FileIO.exists(dir + "/buttons/full.phone-44@3x"))  // no per-case copies
        #expect(try Fixture.reportImage(dir, "titles/short.pad-50@2x.png", "expectedRegion") == nil)  // new
        // the fixture recoloured 40×12 px at (300, 100): the region with its margin is 42×14 at (299, 99); the page
        // names images by their index in its table of images
        let data = try Self.pageData(html)
        guard case let .array(table)? = data["tables"]?["img"], case let .array(entries)? = data["entries"] else {
            Issue.record("no image table or entries in the page's data")
            return
        }
        func path(_ index: JSON?) -> JSON? {
            if case let .number(i)? = index { return table[Int(i)] } else { return nil }
        }
        func region(_ key: String) -> (file: JSON?, rect: [JSON]) {
            guard case let .array(list)? = entries[0][key], !list.isEmpty else { return (nil, []) }
            return (path(list[0]), Array(list.dropFirst()))
        }
        #expect(path(entries[0]["actual"]) == .string(actual))
        #expect(region("er").file == .string(er) && region("dr").file == .string(dr))
        #expect(region("er").rect == [299, 99, 42, 14].map { .number($0) })
        // cut by the harness at verify time and copied as they are (the report decodes nothing)
        let harnessRegion = try FileIO.read(s.artifacts + "/buttons/full.phone-44@3x/expected-region.png")
        #expect(try FileIO.read(dir + "/" + er) == harnessRegion)
        var composed = try PNG.decode(file: dir + "/" + actual).bitmap
        let region = try PNG.decode(file: dir + "/" + er).bitmap
        for y in 0..<14 { for x in 0..<42 { composed.setPixel(x: 299 + x, y: 99 + y, region.pixel(x: x, y: y)) } }
        #expect(composed == (try PNG.decode(file: s.snapshots + "/" + Fixture.failedName).bitmap))
        let diffRegion = try PNG.decode(file: dir + "/" + dr).bitmap
        #expect(diffRegion.pixel(x: 1, y: 1) == (255, 0, 0, 255) && diffRegion.pixel(x: 0, y: 0) != (255, 0, 0, 255))
        #expect(html.contains(#""srcq":[""#) && html.contains("barsnap accept \(s.artifacts) --all"))
        #expect(FileIO.exists(dir + "/manifest.json") && FileIO.exists(dir + "/summary.json"))
    }

    /// The page's data block (`<script type="application/json" id="report-data">`).
    static func pageData(_ html: String) throws -> JSON {
        let open = #"<script type="application/json" id="report-data">"#
        guard let start = html.range(of: open), let end = html[start.upperBound...].range(of: "</script>") else {
            throw ReportError("no data block in the page")
        }
        return try JSON.parse(Array(html[start.upperBound..<end.lowerBound].utf8))
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

    /// The same change in several snapshots: its region files are written once and shared; the same input gives
    /// the same files, whatever the number of threads (names depend on the bytes alone).
    @Test func identicalFilesAreWrittenOnce() throws {
        let s = try Fixture.grouped()
        let (dir, html, outcome) = try write(s, allImages: true)
        #expect(outcome.entries == 6)
        // three cases share one identical change: one expected region and one diff region for the three
        let regions = try ["a", "b", "c", "d", "e"].map {
            try Fixture.reportImage(dir, "g/\($0).p-1@1x.png", "expectedRegion")
        }
        #expect(Set(regions.prefix(3)).count == 1 && regions[0] != nil, "\(regions)")
        #expect(Set(regions.compactMap { $0 }).count == 3, "\(regions)")  // the trio's one, d's, e's
        let stored = try FileIO.listDirectory(dir + "/" + ReportImages.folder)
        #expect(stored.count == outcome.imagesCopied)
        #expect(html.components(separatedBy: regions[0]!).count - 1 == 1)  // once, in the page's image table
        #expect(outcome.groups == 3)
        // one thread or many, written again over the first: the same files, the same page
        let again = try Fixture.temporaryDirectory("report")
        let merged = MergedArtifacts([try ArtifactSet.load(s.artifacts)])
        _ = try ReportWriter(output: again, packageRoot: s.root, jobs: 1, allImages: true).write(merged)
        #expect(try FileIO.listDirectory(again + "/" + ReportImages.folder) == stored)
        #expect(try Fixture.text(again + "/index.html").replacingOccurrences(of: again, with: dir) == html)
        _ = try ReportWriter(output: dir, packageRoot: s.root, jobs: 1, allImages: true).write(merged)
        #expect(try FileIO.listDirectory(dir + "/" + ReportImages.folder) == stored)
    }

    /// By default only each group's representative has images: the other members are listed with their words,
    /// case and changed region, and the SHA-256 of their actual image in the artifacts (what accept checks).
    @Test func imagesOnlyForEachGroupsRepresentative() throws {
        let s = try Fixture.grouped()
        let (dir, html, outcome) = try write(s)
        let (_, _, all) = try write(s, allImages: true)
        #expect(outcome.groups == 3 && outcome.withoutImages == 3, "\(outcome)")
        #expect(outcome.imagesCopied < all.imagesCopied, "\(outcome.imagesCopied) vs \(all.imagesCopied)")
        #expect(try FileIO.listDirectory(dir + "/" + ReportImages.folder).count == outcome.imagesCopied)
        let manifest = try JSON.parse(try FileIO.read(dir + "/manifest.json"))
        guard case let .array(list)? = manifest["entries"] else {
            Issue.record("no entries")
            return
        }
        var listed: [String] = []
        for e in list {
            guard case let .string(name)? = e["name"] else { continue }
            let source = s.artifacts + "/" + name.dropLast(4) + "/actual.png"
            if case let .string(hash)? = e[ReportWriter.actualHashKey] {
                listed.append(name)
                #expect(e["actual"] == nil && e["expectedRegion"] == nil && e["diff"] == nil && e["reference"] == nil)
                #expect(hash == SHA256.hex(try FileIO.read(source)), "\(name)")
            } else {
                #expect(e["actual"] != .null, "\(name): a representative has its actual image")
            }
        }
        // one of a, b, c (their identical change's representative is a) and one of d's two variants
        #expect(listed.sorted() == ["g/b.p-1@1x.png", "g/c.p-1@1x.png", "g/d.p-1@1x.png"], "\(listed)")
        // the page knows them as listed-only, with their changed region
        let data = try Self.pageData(html)
        guard case let .array(entries)? = data["entries"] else {
            Issue.record("no entries in the page")
            return
        }
        let onlyRegion = entries.filter { $0["inArtifacts"] == .bool(true) }
        #expect(onlyRegion.count == 3 && onlyRegion.allSatisfy { $0["change"] != nil && $0["actual"] == nil })
    }

    /// Writing over an earlier report removes the images it no longer shows, and nothing else in `images/`.
    @Test func anEarlierReportsUnusedImagesAreRemoved() throws {
        let s = try Fixture.grouped()
        let (dir, _, _) = try write(s)
        let stale = ReportImages.name(of: [1, 2, 3]), other = ReportImages.folder + "/notes.txt"
        try FileIO.writeAtomically([1, 2, 3], to: dir + "/" + stale)
        try FileIO.writeAtomically([4], to: dir + "/" + other)
        let merged = MergedArtifacts([try ArtifactSet.load(s.artifacts)])
        _ = try ReportWriter(output: dir, packageRoot: s.root).write(merged)
        #expect(!FileIO.exists(dir + "/" + stale) && FileIO.exists(dir + "/" + other))
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
        {"version": 1, "entries": [{"name": "x/evil.a@1x.png", "kind": "environment", "tolerance":\#
         "</script><script>alert(1)</script>",
          "referenceEnvironment": "<img src=x onerror=alert(2)>", "currentEnvironment": "a & \"b\" 'c'"}]}
        """#, in: dir)
        try FileIO.createDirectories(dir + "/x/evil.a@1x")
        let out = try Fixture.temporaryDirectory("out")
        _ = try ReportWriter(output: out, packageRoot: dir).write(MergedArtifacts([try ArtifactSet.load(dir)]))
        let html = try Fixture.text(out + "/index.html")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        // inside the JSON data block (the grid is built with textContent)
        #expect(html.contains("\\u003c/script\\u003e"))
        #expect(!html.contains("innerHTML"))
        #expect(html.components(separatedBy: "<script").count == 3) // the data block and the code, nothing else
    }

    @Test func manifestPathsCannotPullInOtherFiles() throws {
        let dir = try Fixture.temporaryDirectory("art")
        let outside = try Fixture.temporaryDirectory("outside")
        try FileIO.writeAtomically(
            try FileIO.read(Fixture.packageRoot + "/Snapshots/" + Fixture.failedName), to: outside + "/secret.png")
        try FileIO.createDirectories(outside + "/x")
        try FileIO.writeAtomically(
            try FileIO.read(Fixture.packageRoot + "/Snapshots/" + Fixture.failedName), to: outside + "/x/actual.png")
        try Fixture.manifest(
            #"""
            {"version": 1, "entries": [{"name": "g/x.png", "kind": "failed", "reference": "\#(outside)/secret.png",
              "actual": "\#(outside)/secret.png", "diff": "/etc/hostname"}]}
            """#, in: dir)
        // the entry's artifact directory is a symlink to a directory outside that holds an actual.png
        #expect(Fixture.run("mkdir -p '\(dir)/g' && ln -s '\(outside)/x' '\(dir)/g/x'") == 0)
        #expect(FileIO.exists(dir + "/g/x/actual.png"))
        let out = try Fixture.temporaryDirectory("out")
        let outcome = try ReportWriter(output: out, packageRoot: dir).write(
            MergedArtifacts([try ArtifactSet.load(dir)]))
        #expect(outcome.warnings.count == 2, "\(outcome.warnings)") // no actual, no reference
        for f in ["expected.png", "actual.png", "diff.png"] { #expect(!FileIO.exists(out + "/g/x/" + f), "\(f)") }
        #expect(!FileIO.exists(out + "/" + ReportImages.folder))
        // a report's manifest names its images as images/<SHA-256>.png: a link there to a file outside is refused too
        let hash = String(repeating: "ab", count: 32)
        try Fixture.manifest(#"""
        {"version": 1, "entries": [{"name": "g/y.png", "kind": "failed", "actual": "images/\#(hash).png",
          "diff": "../outside.png"}]}
        """#, in: dir)
        let link = "mkdir -p '\(dir)/images' && ln -s '\(outside)/secret.png' '\(dir)/images/\(hash).png'"
        #expect(Fixture.run(link) == 0)
        let linked = try ArtifactSet.load(dir).entries[0]
        #expect(linked.actualFile == nil && linked.diffFile == nil)
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
            try ReportWriter(output: s.artifacts, packageRoot: s.root).write(
                MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        }
        #expect(error.message.contains("choose another -o"))
    }

    @Test func anAllGreenRunStillGetsAReport() throws {
        let dir = try Fixture.temporaryDirectory("art")
        try RunSummary(cases: [.init(id: "a/b.c", status: "passed")]).write(to: dir)
        let out = try Fixture.temporaryDirectory("out")
        let outcome = try ReportWriter(output: out, packageRoot: dir).write(
            MergedArtifacts([try ArtifactSet.load(dir)]))
        #expect(outcome.entries == 0)
        #expect(try Fixture.text(out + "/index.html").contains("Every snapshot matched"))
    }
}
