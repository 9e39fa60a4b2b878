import Basics
import Foundation
import Testing

/// `"references": "scene"` end to end through the CLI: record writes text, a title change fails with the exact words
/// and both images, accept writes the new text, a drawing change is the renderer's verdict (failing only under
/// --strict), a vanished image is named, render-refs draws pictures, record --references converts.
@Suite struct SceneReferencesCLITests {
    /// A scratch package: one spec with an image, references as scene text.
    static func package(title: String = "Inbox") throws -> String {
        let root = try CLI.temporaryDirectory()
        try FileIO.createDirectories(root + "/Specs")
        try FileIO.writeAtomically(
            try FileIO.read(CLI.packageRoot + "/Tests/Gallery/icons/star@2x.png"), to: root + "/Specs/star@3x.png")
        try spec(root, title: title)
        try CLI.write(
            """
            {"snapshots": "Snapshots", "references": "scene",
             "suites": [{"name": "mail", "specs": ["Specs/*.json"]}]}
            """, to: root + "/barsnap.json")
        return root
    }

    static func spec(_ root: String, title: String) throws {
        try CLI.write("""
            {"device": "iphone-15", "item": {"title": "\(title)", "right": [{"image": "star@3x.png", "template":\
             true}]}}
            """, to: root + "/Specs/inbox.json")
    }

    static func text(_ path: String) -> String {
        (try? FileIO.read(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test func recordVerifyChangeAccept() throws {
        let root = try Self.package()
        let recorded = try CLI.run(["record"], directory: root)
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let file = root + "/Snapshots/mail/inbox.phone-44@3x.scene.json"
        let before = Self.text(file)
        #expect(
            before.contains("\"title\": \"Inbox\"") && before.contains("\"sha256\"")
                && before.contains("Specs/star@3x.png"))
        #expect(!FileIO.exists(root + "/Snapshots/mail/inbox.phone-44@3x.png"))
        #expect(try CLI.run(["verify"], directory: root).status == 0)

        try Self.spec(root, title: "Archive")
        let failed = try CLI.run(["verify"], directory: root)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("item.title \"Inbox\" → \"Archive\""), "\(failed.stdout)")
        let artifacts = root + "/.build/barsnap-artifacts/mail/inbox.phone-44@3x"
        for name in ["actual.png", "expected.png", "diff.png", "actual.scene.json"] {
            #expect(FileIO.exists(artifacts + "/" + name), "\(name)")
        }
        let report = try CLI.run(["report", "--output", root + "/report"], directory: root)
        #expect(report.status == 0, "\(report.stdout)\(report.stderr)")
        // The report shows the recorded scene drawn here and today's, and the words of the scene difference.
        let page = Self.text(root + "/report/index.html")
        let manifest = Self.text(root + "/report/manifest.json")
        let packed = manifest.split(separator: " ").joined()
        #expect(packed.contains(#""actual":"images/"#) && packed.contains(#""expected"#), "\(manifest)")
        #expect(page.contains("item.title") && page.contains("Archive"))
        // accepted from the report: its scene text is in the entry's folder there, its image in images/
        #expect(FileIO.exists(root + "/report/mail/inbox.phone-44@3x/actual.scene.json"))
        let accepted = try CLI.run(["accept", root + "/report", "--all"], directory: root)
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(Self.text(file).contains("\"title\": \"Archive\""))
        #expect(try CLI.run(["verify"], directory: root).status == 0)
    }

    /// Scene references are a suite's own: prune keeps them and verify does not list them as orphaned; a scene
    /// file that no case produces is an orphan for both.
    @Test func pruneAndVerifyKnowSceneReferences() throws {
        let root = try Self.package()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        let kept = root + "/Snapshots/mail/inbox.phone-44@3x.scene.json"
        try FileIO.writeAtomically(try FileIO.read(kept), to: root + "/Snapshots/mail/gone.phone-44@3x.scene.json")
        let verify = try CLI.run(["verify", "--strict"], directory: root)
        #expect(
            verify.status == 1 && verify.stdout.contains("1 reference has no case: mail/gone.phone-44@3x.scene.json"),
            "\(verify.stdout)\(verify.stderr)")
        let prune = try CLI.run(["prune"], directory: root)
        #expect(
            prune.status == 0 && prune.stdout.contains("Snapshots/mail/gone.phone-44@3x.scene.json"),
            "\(prune.stdout)\(prune.stderr)")
        #expect(FileIO.exists(kept) && !FileIO.exists(root + "/Snapshots/mail/gone.phone-44@3x.scene.json"))
        #expect(try CLI.run(["verify", "--strict"], directory: root).status == 0)
    }

    @Test func theSameSceneDrawnDifferentlyIsTheRenderersVerdict() throws {
        let root = try Self.package()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        let file = root + "/Snapshots/mail/inbox.phone-44@3x.scene.json"
        // As if the reference had been drawn by another BarSnap: same scene, other pixels.
        var text = Self.text(file)
        let sha = text.range(of: "\"sha256\": \"")!.upperBound
        text.replaceSubrange(sha..<text.index(sha, offsetBy: 64), with: String(repeating: "0", count: 64))
        try CLI.write(text, to: file)
        let lenient = try CLI.run(["verify"], directory: root)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(lenient.stdout.contains("BarSnap or the environment draws this differently now"))
        #expect(lenient.stdout.contains("PASSED (ENVIRONMENT)"))
        let strict = try CLI.run(["verify", "--strict"], directory: root)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("ENVIRONMENT mail/inbox") && strict.stdout.contains("--strict"))
    }

    @Test func aVanishedImageVersionIsNamed() throws {
        let root = try Self.package()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        // The image changes (outside any git repository): the recorded version cannot be found.
        try FileIO.writeAtomically(
            try FileIO.read(CLI.packageRoot + "/Tests/Gallery/fidelity/paperplane@3x.png"),
            to: root + "/Specs/star@3x.png")
        let r = try CLI.run(["verify"], directory: root)
        #expect(r.status == 1)
        #expect(
            r.stdout.contains("file Specs/star@3x.png changed") || r.stdout.contains("image Specs/star@3x.png"),
            "\(r.stdout)")
        #expect(r.stdout.contains("its recorded version (git blob"), "\(r.stdout)")
    }

    @Test func renderRefsAndConversionBothWays() throws {
        let root = try Self.package()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        let out = root + "/pictures"
        let drawn = try CLI.run(["render-refs", out], directory: root)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(FileIO.exists(out + "/mail/inbox.phone-44@3x.png"))
        let toPNG = try CLI.run(["record", "--references", "png"], directory: root)
        #expect(toPNG.status == 0, "\(toPNG.stdout)\(toPNG.stderr)")
        #expect(toPNG.stdout.contains("converted: 1 scene reference(s) replaced by png ones"))
        #expect(FileIO.exists(root + "/Snapshots/mail/inbox.phone-44@3x.png"))
        #expect(!FileIO.exists(root + "/Snapshots/mail/inbox.phone-44@3x.scene.json"))
        // The rendered picture and the recorded PNG hold the same pixels.
        #expect(try CLI.run(["verify", "--references", "png"], directory: root).status == 0)
        let back = try CLI.run(["record", "--references", "scene"], directory: root)
        #expect(back.stdout.contains("converted: 1 png reference(s) replaced by scene ones"), "\(back.stdout)")
        #expect(try CLI.run(["verify"], directory: root).status == 0)
    }

    @Test func aHostileSceneFileIsOneClearMessage() throws {
        let root = try Self.package()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        let file = root + "/Snapshots/mail/inbox.phone-44@3x.scene.json"
        try CLI.write(Self.text(file).replacing("\"Specs/star@3x.png\"", with: "\"../../../etc/passwd\""), to: file)
        let r = try CLI.run(["verify"], directory: root)
        #expect(r.status == 1)
        #expect(
            r.stdout.contains("inbox.phone-44@3x.scene.json: assets[0].path: not a path inside the repository"),
            "\(r.stdout)")
    }
}
