import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every drawing is held to `Bitmap.maxDrawingPixels` before anything is allocated, whether a spec, a filmstrip
/// or a scene reference text asks for it: a custom 4,096-pt device at 4x with a tall safe area used to take
/// gigabytes (or trap under a memory limit).
@Suite(.serialized) struct CanvasBoundAttackTests {
    static let hugeDevice = #"{"width": 4096, "height": 4096, "scale": 4, "safeArea": {"top": 1000}}"#

    /// Runs barsnap in `dir` under a 1 GiB address-space limit; the exit status (a signal is 128 + n) and stderr.
    static func limited(_ lab: AttackLab, _ args: [String], in dir: String) throws -> (status: Int32, err: String) {
        let err = lab.root + "/err"
        let command =
            "ulimit -v 1048576; exec env HOME=\(Shell.quote(lab.home)) \(Shell.command([CLI.executable] + args))"
            + " > /dev/null 2> \(Shell.quote(err))"
        let status = system("cd \(Shell.quote(dir)) && bash -c \(Shell.quote(command))")
        let text = String(decoding: (try? FileIO.read(err)) ?? [], as: UTF8.self)
        return (status == -1 ? -1 : (status >> 8) & 0xFF, text)
    }

    @Test func aHugeSpecCanvasIsRefusedBeforeDrawing() throws {
        let lab = try AttackLab()
        try lab.write(#"{"device": \#(Self.hugeDevice), "item": {"title": "Hi"}}"#, "Specs/huge.json")
        try lab.write(#"{"device": \#(Self.hugeDevice), "item": {"title": "Next"}}"#, "Specs/next.json")
        try lab.expectUnharmed {
            let still = try Self.limited(lab, ["render", "Specs/huge.json", "-o", "out.png"], in: lab.repo)
            #expect(still.status == 1, "\(still.err)")
            #expect(still.err.contains("Specs/huge.json") && still.err.contains("larger than BarSnap draws"),
                    "\(still.err)")
            let strip = try Self.limited(
                lab, ["transition", "Specs/huge.json", "Specs/next.json", "--frames", "3", "-o", "strip.png"],
                in: lab.repo)
            #expect(strip.status == 1, "\(strip.err)")
            #expect(strip.err.contains("limit") || strip.err.contains("larger than BarSnap draws"), "\(strip.err)")
        }
        #expect(!FileIO.exists(lab.repo + "/out.png") && !FileIO.exists(lab.repo + "/strip.png"))
    }

    /// A scene reference text is drawn by `render-refs` and `verify`: the same bound, the file named.
    @Test func aHugeCanvasInASceneReferenceIsRefused() throws {
        let lab = try AttackLab()
        try lab.write(#"{"device": "iphone-15", "item": {"title": "Inbox"}}"#, "Specs/inbox.json")
        try lab.write(
            """
            {"snapshots": "Snapshots", "references": "scene",
             "suites": [{"name": "mail", "specs": ["Specs/*.json"]}]}
            """, "barsnap.json")
        let recorded = try lab.run(["record"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let file = lab.repo + "/Snapshots/mail/inbox.phone-44@3x.scene.json"
        let text = String(decoding: try FileIO.read(file), as: UTF8.self)
        #expect(text.contains(#""iphone-15""#), "\(text)")
        try FileIO.writeAtomically(text.replacing(#""iphone-15""#, with: Self.hugeDevice), to: file)
        try lab.expectUnharmed {
            let r = try Self.limited(lab, ["render-refs", "pictures"], in: lab.repo)
            #expect(r.status == 1, "\(r.err)")
            #expect(r.err.contains("mail/inbox.phone-44@3x") && r.err.contains("larger than BarSnap draws"),
                    "\(r.err)")
        }
    }
}
