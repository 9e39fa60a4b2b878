import Foundation
import SnapshotTesting
import Testing
import Basics
import Pipeline
import Verdict
import PNGCodec
import Synchronization
import BarModel
@testable import BarSnapSnapshotTesting
#if canImport(Glibc)
import Glibc
#endif

@Suite struct StrategyTests {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }()

    @Test func sceneSpecAsToolbar() throws {
        let scene = try Scene(specFile: Self.root + "/Scripts/examples/cookpad-recipe.json")
        assertSnapshot(of: scene, as: .toolbar)
    }

    @Test func specTextAsToolbar() {
        assertSnapshot(
            of:
                ##"""
                    {"device": "ipad-11", "presentation": "sheet", "canPop": false, "item": {"title": "New Recipe",\##
                     "left": [{"system": "cancel"}], "right": [{"system": "done"}]}}
                    """##,
            as: .toolbarSpec)
    }

    @Test func bitmapAsPNG() {
        var bitmap = Bitmap(width: 32, height: 8, fill: (255, 128, 0, 255))
        bitmap.setPixel(x: 3, y: 3, (0, 0, 0, 255))
        assertSnapshot(of: bitmap, as: .barsnapPNG)
    }

    /// Runs `body`, which must fail; returns the text of every failure it recorded.
    func failures(_ body: () -> Void) -> [String] {
        let seen = Mutex<[String]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            seen.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: " ")) }
            return true
        }
        return seen.withLock { $0 }
    }

    /// A scene that cannot be drawn fails the test with its own error (file, JSON path, reason), not with
    /// "images differ"; swift-snapshot-testing's own message (no reference, nothing recorded) may follow.
    @Test func aBrokenSpecFailsWithItsRealError() {
        let issues = failures {
            assertSnapshot(
                of: ##"{"device": "iphone-15", "item": {"right": [{"title": "a", "tint": "#12"}]}}"##, as: .toolbarSpec,
                named: "broken", record: .never)
        }
        #expect(
            issues.first?.contains(##"cannot draw the scene: scene JSON: item.right[0].tint: "#12" is not a colour"##)
                == true, "\(issues)")
    }

    @Test func aSceneThatCannotBeDrawnFailsWithItsRealError() {
        var scene = Scene(device: .iPhone15)
        scene.barHeight = 900 // does not fit on an 852-pt screen
        let issues = failures { assertSnapshot(of: scene, as: .toolbar, named: "toolarge", record: .never) }
        #expect(
            issues.first?.contains(
                "cannot draw the scene: barHeight: the bar (900 pt below a 59 pt safe area) does not fit") == true,
            "\(issues)")
    }

    /// References written by the strategies carry the renderer's fingerprint, as assertSnapshot's do.
    @Test func recordedReferencesCarryTheFingerprint() throws {
        let dir = "/tmp/barsnap-sst-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        defer { _ = system("rm -rf '\(dir)'") }
        let message = verifySnapshot(
            of: Scene(device: .iPhoneSE), as: .toolbar, named: "se", record: .all, snapshotDirectory: dir)
        #expect(message?.contains("Automatically recorded") == true, "\(message ?? "")")
        let png = try PNG.decode(file: dir + "/recordedReferencesCarryTheFingerprint.se.png")
        #expect(png.text[SnapshotConfiguration.fingerprintKey] == (try Pipeline.fingerprint()))
        #expect(
            verifySnapshot(
                of: Scene(device: .iPhoneSE), as: .toolbar, named: "se", record: .never, snapshotDirectory: dir) == nil)
    }

    @Test func diffingComparesPixelsNotBytes() throws {
        let diffing = Diffing<ToolbarImage>.barsnapImage()
        let a = ToolbarImage(.bitmap(Bitmap(width: 4, height: 4, fill: (10, 20, 30, 255))), environment: "env A")
        #expect(diffing.diffV2(a, diffing.fromData(diffing.toData(a))) == nil, "round trip through PNG is lossless")
        #expect(diffing.fromData(diffing.toData(a)).environment == "env A")
        var pixels = Bitmap(width: 4, height: 4, fill: (10, 20, 30, 255))
        pixels.setPixel(x: 1, y: 1, (10, 20, 31, 255))
        let b = ToolbarImage(.bitmap(pixels), environment: "env A")
        let failure = try #require(diffing.diffV2(a, b))
        #expect(failure.0.hasPrefix("images differ: 1 of 16 pixels differ"), "\(failure.0)")
        let names = failure.1.compactMap { if case let .data(_, name) = $0 { return name } else { return nil } }
        #expect(names == ["reference.png", "actual.png", "diff.png"])
        // another environment is named first
        let foreign = try #require(diffing.diffV2(ToolbarImage(a.content, environment: "env B"), b))
        #expect(foreign.0.hasPrefix("environment differs: recorded with env B, this machine has env A; images differ"))
        // BarSnap fingerprints: the differing fields are named; an older format with the same shared fields is the
        // same environment (a plain difference).
        let here =
            """
                fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2 freetype 2.12.1\
                 harfbuzz 6.0.0 arch x86_64 render 1 format 2
                """
        let arm = here.replacing("arch x86_64", with: "arch aarch64")
        let mine = ToolbarImage(b.content, environment: here)
        let fromArm = try #require(diffing.diffV2(ToolbarImage(a.content, environment: arm), mine))
        #expect(
            fromArm.0.hasPrefix(
                """
                    environment differs (arch aarch64 → x86_64): recorded with \(arm), this machine has \(here); images\
                     differ
                    """
            ))
        let format1 = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 format 1"
        #expect(
            try #require(diffing.diffV2(ToolbarImage(a.content, environment: format1), mine)).0.hasPrefix(
                "images differ"))
        // a tolerance lets a one-pixel change through
        #expect(
            Diffing<ToolbarImage>.barsnapImage(DiffOptions(mode: .exact, maxDifferentPixels: 1)).diffV2(a, b) == nil)
        // a corrupt or empty reference is a failure with a message, not a crash
        let corrupt = diffing.fromData(Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(diffing.diffV2(corrupt, a)?.0.contains("could not be decoded") == true)
        #expect(diffing.diffV2(diffing.fromData(Data()), a)?.0.contains("empty file") == true)
    }
}
