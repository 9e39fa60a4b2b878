import Basics
import PNGCodec
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `prune`, `accept` and `report` on a hostile checkout.
@Suite(.serialized) struct PruneAcceptReportAttackTests {
    /// `snapshots` naming a folder outside the configuration is refused; inside, prune deletes only BarSnap
    /// references (a photo with no barsnap:environment chunk stays).
    @Test func pruneDeletesOnlyBarSnapReferences() throws {
        let lab = try AttackLab()
        for value in ["../..", "/", "../../.."] {
            try lab.write(
                #"{"snapshots": "\#(value)", "suites": [{"name": "home", "specs": ["Gallery/buttons/back.json"]}]}"#,
                "barsnap.json")
            try lab.expectUnharmed {
                let r = try lab.run(["prune"])
                #expect(r.status == 1 && r.stderr.contains("leaves the configuration's folder"), "\(r.stderr)")
            }
        }
        try lab.configuration()
        try FileIO.createDirectories(lab.repo + "/Snapshots/buttons/album")
        try FileIO.writeAtomically(AttackLab.photo, to: lab.repo + "/Snapshots/buttons/album/holiday.png")
        let orphan = try PNG.encode(Bitmap(width: 2, height: 2), text: [("barsnap:environment", "format 2")])
        try FileIO.writeAtomically(orphan, to: lab.repo + "/Snapshots/buttons/gone.phone-44@3x.png")
        let r = try lab.run(["prune"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("deleted \(lab.repo)/Snapshots/buttons/gone.phone-44@3x.png"), "\(r.stdout)")
        #expect(
            r.stdout.contains("left alone") && r.stdout.contains("holiday.png (not a BarSnap reference"), "\(r.stdout)")
        #expect(try FileIO.read(lab.repo + "/Snapshots/buttons/album/holiday.png") == AttackLab.photo)
    }

    /// A tampered manifest cannot make `report` copy a file from elsewhere, and `accept` writes only inside the
    /// references folder; Unicode names work in both.
    @Test func reportAndAcceptReadAndWriteOnlyTheirFolders() throws {
        let lab = try AttackLab()
        try lab.write(
            #"""
                {"snapshots": "Snapshots", "suites": [{"name": "日本", "specs": ["Specs/*.json"], "matrix": {"device":\#
                 ["iphone-15"]}}]}
                """#,
            "barsnap.json")
        try lab.write(
            String(decoding: try FileIO.read(lab.repo + "/Gallery/buttons/back.json"), as: UTF8.self),
            "Specs/レシピ&'%.json")
        #expect(try lab.run(["record"]).status == 0)
        let id = "日本/レシピ&'%.phone-44@3x"
        // Change the reference so verify fails, then tamper with the manifest's reference path.
        var bitmap = try PNG.decode(file: lab.repo + "/Snapshots/\(id).png").bitmap
        bitmap.setPixel(x: 5, y: 5, (255, 0, 0, 255))
        try FileIO.writeAtomically(
            try PNG.encode(bitmap, text: [("barsnap:environment", "format 2")]), to: lab.repo + "/Snapshots/\(id).png")
        let v = try lab.run(["verify", "--artifacts", "art"])
        #expect(v.status == 1 && v.stdout.contains("FAIL \(id)"), "\(v.stdout)\(v.stderr)")
        let entries = try FileIO.listDirectory(lab.repo + "/art/manifest.d")
        let entryPath = lab.repo + "/art/manifest.d/" + (try #require(entries.first { $0.hasSuffix(".json") }))
        var text = String(decoding: try FileIO.read(entryPath), as: UTF8.self)
        text = text.replacing("\"reference\": \"", with: "\"reference\": \"\(lab.home)/holiday.png\", \"ignored\": \"")
        try FileIO.writeAtomically(text, to: entryPath)
        try lab.expectUnharmed {
            let report = try lab.run(["report", "art", "-o", "review-report"])
            #expect(report.status == 0, "\(report.stdout)\(report.stderr)")
            let copied = try FileIO.listDirectory(lab.repo + "/review-report")
            #expect(!copied.contains("holiday.png"))
            let html = String(decoding: try FileIO.read(lab.repo + "/review-report/index.html"), as: UTF8.self)
            #expect(html.contains("%E6%97%A5%E6%9C%AC") || html.contains("日本"), "the Unicode case is in the report")
            // report -o over a folder with someone's index.html is refused unless forced.
            let refused = try lab.run(["report", "art", "-o", lab.home + "/notes"])
            #expect(refused.status == 1 && refused.stderr.contains("was not created by BarSnap"), "\(refused.stderr)")
            let accept = try lab.run(["accept", "art", id])
            #expect(accept.status == 0 && accept.stdout.contains("updated"), "\(accept.stdout)\(accept.stderr)")
        }
        #expect(try lab.run(["verify"]).status == 0)
    }
}
