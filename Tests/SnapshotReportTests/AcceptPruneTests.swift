import Basics
import PNGCodec
import Testing
@testable import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

@Suite struct AcceptTests {
    @Test func acceptsOneNameWithoutPngAndDropsItFromTheManifest() throws {
        let s = try Fixture.broken()
        let actual = try FileIO.read(s.artifacts + "/buttons/full.phone-44@3x/actual.png")
        let untouched = try FileIO.read(s.snapshots + "/" + Fixture.environmentName)
        let changes = try Accept.run(
            artifacts: s.artifacts, packageRoot: s.root, names: ["buttons/full.phone-44@3x"], all: false)
        #expect(changes.map(\.what) == [.updated])
        #expect(changes.first?.line == "updated \(s.snapshots)/buttons/full.phone-44@3x.png (480 px differed)")
        #expect(try FileIO.read(s.snapshots + "/" + Fixture.failedName) == actual)
        #expect(try FileIO.read(s.snapshots + "/" + Fixture.environmentName) == untouched)
        // the accepted reference carries the environment fingerprint chunk
        #expect(try PNG.readText(file: s.snapshots + "/" + Fixture.failedName)["barsnap:environment"] != nil)
        let left = try ArtifactSet.load(s.artifacts).entries.map(\.name).sorted()
        #expect(left == [Fixture.newName, Fixture.environmentName].sorted())
    }

    @Test func acceptAllAddsNewReferences() throws {
        let s = try Fixture.broken()
        let changes = try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [], all: true)
        #expect(Set(changes.map(\.what)) == [.updated, .added])
        #expect(FileIO.exists(s.snapshots + "/" + Fixture.newName))
        #expect(try ArtifactSet.load(s.artifacts).entries.isEmpty)
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [], all: true)
        }
    }

    @Test func unknownNamesAreRefusedAndNothingIsWritten() throws {
        let s = try Fixture.broken()
        let before = try FileIO.read(s.snapshots + "/" + Fixture.failedName)
        let error = try #require(throws: ReportError.self) {
            try Accept.run(
                artifacts: s.artifacts, packageRoot: s.root,
                names: ["buttons/full.phone-44@3x", "nope/x.y", "../../etc/passwd"], all: false)
        }
        #expect(error.message.contains("unknown snapshot name(s): nope/x.y, ../../etc/passwd"))
        #expect(error.message.contains(Fixture.failedName)) // lists the known names
        #expect(try FileIO.read(s.snapshots + "/" + Fixture.failedName) == before)
        #expect(try ArtifactSet.load(s.artifacts).entries.count == 3)
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [], all: false)
        }
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: ["a"], all: true)
        }
    }

    @Test func refusesToWriteThroughSymlinksOutOfSnapshots() throws {
        let s = try Fixture.broken()
        let outside = try Fixture.temporaryDirectory("outside")
        // titles/ becomes a symlink to a directory outside Snapshots/
        let titles = s.snapshots + "/titles"
        try FileIO.writeAtomically(
            try FileIO.read(titles + "/short.phone-44@3x.png"), to: outside + "/short.phone-44@3x.png")
        #expect(Fixture.run("rm -rf '\(titles)' && ln -s '\(outside)' '\(titles)'") == 0)
        let before = try FileIO.read(outside + "/short.phone-44@3x.png")
        let error = try #require(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [Fixture.environmentName], all: false)
        }
        #expect(error.message.contains("symlink"))
        #expect(try FileIO.read(outside + "/short.phone-44@3x.png") == before)
        // a reference that is itself a symlink is refused too
        let ref = s.snapshots + "/" + Fixture.failedName
        #expect(Fixture.run("rm '\(ref)' && ln -s '\(outside)/short.phone-44@3x.png' '\(ref)'") == 0)
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [Fixture.failedName], all: false)
        }
        #expect(try FileIO.read(outside + "/short.phone-44@3x.png") == before)
    }

    @Test func refusesASymlinkedActualOrACorruptOne() throws {
        let s = try Fixture.broken()
        let actual = s.artifacts + "/buttons/full.phone-44@3x/actual.png"
        try FileIO.writeAtomically("not a png", to: actual)
        let e1 = try #require(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [Fixture.failedName], all: false)
        }
        #expect(e1.message.contains("not a valid PNG"))
        #expect(Fixture.run("rm '\(actual)' && ln -s /etc/hostname '\(actual)'") == 0)
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: s.artifacts, packageRoot: s.root, names: [Fixture.failedName], all: false)
        }
    }

    @Test func aReportDirectoryCanBeAcceptedFrom() throws {
        let s = try Fixture.broken()
        let report = try Fixture.temporaryDirectory("report")
        _ = try ReportWriter(output: report, packageRoot: s.root).write(
            MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        let changes = try Accept.run(artifacts: report, packageRoot: s.root, names: [Fixture.failedName], all: false)
        #expect(changes.map(\.what) == [.updated])
        #expect(
            try FileIO.read(s.snapshots + "/" + Fixture.failedName)
                == (try FileIO.read(s.artifacts + "/buttons/full.phone-44@3x/actual.png")))
        // the entry's actual image is the one its manifest names in images/, refused when its bytes are not that name
        let actual = try #require(try Fixture.reportImage(report, "titles/short.phone-44@3x.png", "actual"))
        try FileIO.writeAtomically(try FileIO.read(s.snapshots + "/" + Fixture.failedName), to: report + "/" + actual)
        let error = try #require(throws: ReportError.self) {
            try Accept.run(artifacts: report, packageRoot: s.root, names: ["titles/short.phone-44@3x"], all: false)
        }
        #expect(error.message.contains("does not hold the image its name says"), "\(error.message)")
    }

    /// A member the report lists without images takes its actual image from the artifacts (`--from`): read without
    /// links and only with the SHA-256 the report recorded; otherwise nothing is written.
    @Test func aReportsMembersAreAcceptedFromTheArtifacts() throws {
        let s = try Fixture.grouped()
        let report = try Fixture.temporaryDirectory("report")
        _ = try ReportWriter(output: report, packageRoot: s.root).write(
            MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        let member = "g/b.p-1@1x.png", actual = s.artifacts + "/g/b.p-1@1x/actual.png"
        let snapshots = s.root + "/Snapshots"
        let before = try FileIO.read(snapshots + "/" + member)
        func accept(_ from: [String]) throws -> [Accept.Change] {
            try Accept.run(artifacts: report, packageRoot: s.root, names: [member], all: false, membersFrom: from)
        }
        // without the artifacts: a clear refusal
        let none = try #require(throws: ReportError.self) { try accept([]) }
        #expect(none.message.contains("stores only its group's representative image"), "\(none.message)")
        // another image under the member's name (a valid PNG): refused by its hash, nothing written
        let good = try FileIO.read(actual)
        try FileIO.writeAtomically(try FileIO.read(snapshots + "/g/e.p-1@1x.png"), to: actual)
        let swapped = try #require(throws: ReportError.self) { try accept([s.artifacts]) }
        #expect(swapped.message.contains("SHA-256 differs"), "\(swapped.message)")
        // a link to the right bytes elsewhere is not followed
        let elsewhere = s.root + "/elsewhere.png"
        try FileIO.writeAtomically(good, to: elsewhere)
        #expect(Fixture.run("rm '\(actual)' && ln -s '\(elsewhere)' '\(actual)'") == 0)
        let linked = try #require(throws: ReportError.self) { try accept([s.artifacts]) }
        #expect(linked.message.contains("symlink"), "\(linked.message)")
        #expect(try FileIO.read(snapshots + "/" + member) == before)
        // the right bytes: accepted (a second directory that lacks it, such as another shard, is passed over)
        #expect(Fixture.run("rm '\(actual)'") == 0)
        try FileIO.writeAtomically(good, to: actual)
        let changes = try accept([s.root, s.artifacts])
        #expect(changes.map(\.what) == [.updated])
        #expect(try FileIO.read(snapshots + "/" + member) == good)
    }
}

@Suite struct PruneTests {
    /// Snapshots/ with two expected references, orphans (one nested alone in a directory), a non-PNG, a
    /// symlink loop, a symlinked PNG pointing outside, and an outside file that must survive.
    func layout() throws -> (snapshots: String, outside: String) {
        let root = try Fixture.temporaryDirectory("prune")
        let snaps = root + "/Snapshots"
        let outside = root + "/outside"
        try FileIO.createDirectories(outside)
        try FileIO.writeAtomically("keep", to: outside + "/victim.png")
        // BarSnap references carry the barsnap:environment chunk; prune deletes nothing else.
        let reference = try PNG.encode(Bitmap(width: 2, height: 2), text: [("barsnap:environment", "format 2")])
        for f in ["a/keep.png", "a/orphan.png", "b/deep/er/alone.png", "c/keep2.png", "c/notes.txt"] {
            try FileIO.createDirectories(FileIO.parentDirectory(of: snaps + "/" + f))
            try FileIO.writeAtomically(f.hasSuffix(".png") ? reference : Array("x".utf8), to: snaps + "/" + f)
        }
        #expect(
            Fixture.run(
                """
                    ln -s .. '\(snaps)/a/loop' && ln -s '\(outside)/victim.png' '\(snaps)/c/link.png' && ln -s\
                     '\(outside)' '\(snaps)/out'
                    """
            ) == 0)
        return (snaps, outside)
    }

    @Test func dryRunListsAndDeletesNothing() throws {
        let (snaps, outside) = try layout()
        let r = try Prune.run(
            snapshots: snaps, owned: ["a", "b", "c"], expected: ["a/keep.png", "c/keep2.png"], dryRun: true)
        #expect(r.orphans == ["a/orphan.png", "b/deep/er/alone.png"])
        #expect(r.emptyDirectories == ["b/deep/er", "b/deep"], "an owned folder itself is never removed")
        #expect(r.symlinks == ["a/loop", "c/link.png"])
        #expect(r.unowned == ["out"])
        #expect(FileIO.exists(snaps + "/a/orphan.png") && FileIO.exists(snaps + "/b/deep/er/alone.png"))
        #expect(FileIO.exists(outside + "/victim.png"))
    }

    @Test func deletesOrphansAndEmptyDirectoriesOnly() throws {
        let (snaps, outside) = try layout()
        let r = try Prune.run(
            snapshots: snaps, owned: ["a", "b", "c"], expected: ["a/keep.png", "c/keep2.png"], dryRun: false)
        #expect(r.orphans.count == 2)
        #expect(!FileIO.exists(snaps + "/a/orphan.png"))
        #expect(!FileIO.exists(snaps + "/b/deep") && FileIO.isDirectory(snaps + "/b"))
        for kept in ["a/keep.png", "c/keep2.png", "c/notes.txt"] { #expect(FileIO.exists(snaps + "/" + kept)) }
        #expect(SafePath.kind(snaps + "/c/link.png") == .symlink)
        #expect(try Fixture.text(outside + "/victim.png") == "keep")
        #expect(FileIO.isDirectory(snaps))
        // idempotent
        #expect(
            try Prune.run(
                snapshots: snaps, owned: ["a", "b", "c"], expected: ["a/keep.png", "c/keep2.png"], dryRun: false
            ).orphans.isEmpty)
    }

    @Test func removesTemporaryFilesOfInterruptedWrites() throws {
        let (snaps, _) = try layout()
        try FileIO.writeAtomically("partial", to: snaps + "/a/.keep.png.tmp-Ab3xZ9")
        try FileIO.writeAtomically("note", to: snaps + "/a/.hidden-notes")
        let r = try Prune.run(
            snapshots: snaps, owned: ["a", "b", "c"], expected: ["a/keep.png", "c/keep2.png"], dryRun: false)
        #expect(r.orphans.contains("a/.keep.png.tmp-Ab3xZ9"))
        #expect(!FileIO.exists(snaps + "/a/.keep.png.tmp-Ab3xZ9"))
        #expect(FileIO.exists(snaps + "/a/.hidden-notes"), "other hidden files are not ours to delete")
        #expect(Prune.isInterruptedWrite(".x.png.tmp-123456") && !Prune.isInterruptedWrite("x.png.tmp-123456")
                && !Prune.isInterruptedWrite(".x.png.tmp-12345"))
    }

    @Test func refusesASymlinkedSnapshotsDirectory() throws {
        let (snaps, _) = try layout()
        let link = FileIO.parentDirectory(of: snaps) + "/Linked"
        #expect(Fixture.run("ln -s '\(snaps)' '\(link)'") == 0)
        #expect(throws: ReportError.self) { try Prune.run(snapshots: link, owned: ["a"], expected: [], dryRun: false) }
        #expect(
            try Prune.run(snapshots: "/nonexistent/Snapshots", owned: ["a"], expected: [], dryRun: false)
                == Prune.Result())
        #expect(FileIO.exists(snaps + "/a/orphan.png"))
    }

    /// A PNG that is not a BarSnap reference (a photo someone keeps there, or a hostile `snapshots` pointing at a
    /// folder of photos) is never deleted, even when no case produces it; the folder holding it stays too.
    @Test func leavesPNGsThatAreNotBarSnapReferences() throws {
        let (snaps, _) = try layout()
        let photo = try PNG.encode(Bitmap(width: 3, height: 3), text: [("Comment", "holiday")])
        try FileIO.writeAtomically(photo, to: snaps + "/a/holiday.png")
        try FileIO.writeAtomically("not even a png", to: snaps + "/b/deep/er/fake.png")
        let r = try Prune.run(
            snapshots: snaps, owned: ["a", "b", "c"], expected: ["a/keep.png", "c/keep2.png"], dryRun: false)
        #expect(r.foreign == ["a/holiday.png", "b/deep/er/fake.png"])
        #expect(r.orphans == ["a/orphan.png", "b/deep/er/alone.png"])
        #expect(try FileIO.read(snaps + "/a/holiday.png") == photo)
        #expect(FileIO.exists(snaps + "/b/deep/er/fake.png") && r.emptyDirectories.isEmpty)
    }

    /// A folder no suite owns (e.g. the one assertSnapshot writes from a test file) is never read nor touched,
    /// even when it holds PNGs no case produces; an owned folder that is a symlink is skipped.
    @Test func touchesOnlyOwnedFolders() throws {
        let (snaps, outside) = try layout()
        try FileIO.createDirectories(snaps + "/LoginTests")
        try FileIO.writeAtomically("mine", to: snaps + "/LoginTests/toolbar.png")
        let r = try Prune.run(snapshots: snaps, owned: ["a", "out"], expected: ["a/keep.png"], dryRun: false)
        #expect(r.orphans == ["a/orphan.png"])
        #expect(r.unowned == ["LoginTests", "b", "c"])
        #expect(r.symlinks == ["a/loop", "out"])
        #expect(try Fixture.text(snaps + "/LoginTests/toolbar.png") == "mine")
        for kept in ["b/deep/er/alone.png", "c/keep2.png"] { #expect(FileIO.exists(snaps + "/" + kept)) }
        #expect(try Fixture.text(outside + "/victim.png") == "keep")
    }
}
