import Testing
import Basics
import CairoRenderer
import Verdict
import PNGCodec
import BarLayout
import Pipeline
import SnapshotSuite
#if canImport(Glibc)
import Glibc
#endif

/// A harness that cannot fail is worthless: nudge the drawing and check that verification fails with artifacts.
@Suite struct MutationTests {
    /// A scratch package root holding a copy of one reference.
    func scratch(copying gallery: SnapshotCase) throws -> (root: String, config: SnapshotConfiguration) {
        let root = "/tmp/barsnap-mutation-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let ref = root + "/Snapshots/" + gallery.referencePath
        try FileIO.createDirectories(FileIO.parentDirectory(of: ref))
        try FileIO.writeAtomically(try FileIO.read(Package.root + "/Snapshots/" + gallery.referencePath), to: ref)
        var config = try #require(Package.gallery).snapshotConfiguration(
            recordMode: .never, artifacts: root + "/artifacts",
            environment: [:])
        config.snapshotsDirectory = root + "/Snapshots"
        return (root, config)
    }

    func gallery(_ id: String) throws -> SnapshotCase {
        let gallery = try #require(Package.gallery)
        return try #require(gallery.cases.first { $0.id == id })
    }

    @Test func unchangedRenderPasses() throws {
        let g = try gallery("buttons/full.phone-44@3x")
        let (_, config) = try scratch(copying: g)
        #expect(verifySnapshot(try g.render(), named: g.referencePath, configuration: config) == nil)
    }

    @Test func onePixelChangedFailsWithArtifacts() throws {
        let g = try gallery("buttons/full.phone-44@3x")
        let (root, config) = try scratch(copying: g)
        var bitmap = try g.render()
        let p = bitmap.pixel(x: 600, y: 280)
        bitmap.setPixel(x: 600, y: 280, (p.r ^ 0x01, p.g, p.b, p.a))
        let failure = try #require(verifySnapshot(bitmap, named: g.referencePath, configuration: config))
        #expect(failure.kind == .failed)
        #expect(failure.result?.differentPixels == 1)
        let dir = root + "/artifacts/buttons/full.phone-44@3x"
        for file in ["actual.png", "diff.png"] { #expect(FileIO.exists(dir + "/" + file), "\(file)") }
        #expect(!FileIO.exists(dir + "/strip.png"))  // the report composes the comparison in the page
        let entries = try Manifest.entries(in: root + "/artifacts")
        #expect(entries.count == 1)
        #expect(entries.first?["kind"] == .string("failed"))
        // the reference is untouched in record mode "never"
        #expect(
            try FileIO.read(root + "/Snapshots/" + g.referencePath)
                == (try FileIO.read(Package.root + "/Snapshots/" + g.referencePath)))
    }

    /// The left group laid out at margin 8 instead of the custom bar's 7: every left item moves 1 pt right.
    @Test func marginNudgedFromSevenToEightFails() throws {
        let g = try gallery("buttons/full.phone-44@3x")
        let (_, config) = try scratch(copying: g)
        guard case let .still(scene) = g.source else {
            Issue.record("not a still")
            return
        }
        let layout = try Pipeline.layout(scene)
        let leftDrawing = layout.left.flatMap(\.drawing)
        var list = layout.displayList
        list.layers[.bar] = list[.bar].map { item in
            guard case let .group(clip, alpha, children) = item, clip == layout.bar else { return item }
            return .group(clip: clip, alpha: alpha, items: children.map { child in
                leftDrawing.contains(child) ? child.offset(dx: 1) : child
            })
        }
        let nudged = try BarRenderer().render(list)
        let failure = try #require(verifySnapshot(nudged, named: g.referencePath, configuration: config))
        #expect(failure.kind == .failed)
        #expect((failure.result?.differentPixels ?? 0) > 100)
    }

    @Test func missingReferenceInNeverModeFailsAndWritesNothing() throws {
        let g = try gallery("buttons/back.phone-44@3x")
        let root = "/tmp/barsnap-mutation-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileIO.createDirectories(root + "/Snapshots")
        var config = try #require(Package.gallery).snapshotConfiguration(
            recordMode: .never, artifacts: root + "/artifacts", environment: [:])
        config.snapshotsDirectory = root + "/Snapshots"
        let failure = try #require(verifySnapshot(try g.render(), named: g.referencePath, configuration: config))
        #expect(failure.kind == .new && !failure.recorded)
        #expect(!FileIO.exists(root + "/Snapshots/" + g.referencePath))
    }
}

extension DisplayItem {
    func offset(dx: Double) -> DisplayItem {
        switch self {
        case let .fill(r, c): return .fill(r.offsetBy(dx: dx, dy: 0), c)
        case let .roundedRect(r, radius, c): return .roundedRect(r.offsetBy(dx: dx, dy: 0), radius: radius, c)
        case var .text(run):
            run.frame = run.frame.offsetBy(dx: dx, dy: 0)
            return .text(run)
        case let .symbol(s, frame, c): return .symbol(s, frame: frame.offsetBy(dx: dx, dy: 0), color: c)
        case let .iconGlyph(g, frame, c): return .iconGlyph(g, frame: frame.offsetBy(dx: dx, dy: 0), color: c)
        case let .image(b, frame, tint): return .image(b, frame: frame.offsetBy(dx: dx, dy: 0), tint: tint)
        case let .statusBar(frame, style, home):
            return .statusBar(frame: frame.offsetBy(dx: dx, dy: 0), style: style, homeButton: home)
        case let .group(clip, alpha, items):
            return .group(clip: clip?.offsetBy(dx: dx, dy: 0), alpha: alpha, items: items.map { $0.offset(dx: dx) })
        case let .mirrored(r, items): return .mirrored(r.offsetBy(dx: dx, dy: 0), items.map { $0.offset(dx: dx) })
        case var .glass(g):
            g.frame = g.frame.offsetBy(dx: dx, dy: 0)
            return .glass(g)
        }
    }
}
