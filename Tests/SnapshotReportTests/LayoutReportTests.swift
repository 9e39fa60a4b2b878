import Testing
import Basics
import PNGCodec
@testable import SnapshotReport

/// A *layout* manifest entry (pixels matched, a layout check set to error did not): the report's count, filter and
/// findings; `accept` refuses it.
struct LayoutReportTests {
    func make() throws -> (root: String, artifacts: String) {
        let root = try Fixture.temporaryDirectory("layout")
        let artifacts = root + "/artifacts"
        let name = "buttons/back.phone-44@3x"
        try FileIO.createDirectories(root + "/Snapshots/buttons")
        try FileIO.createDirectories(artifacts + "/" + name)
        let png = try FileIO.read(Fixture.packageRoot + "/Snapshots/" + name + ".png")
        try FileIO.writeAtomically(png, to: root + "/Snapshots/" + name + ".png")
        try FileIO.writeAtomically(png, to: artifacts + "/" + name + "/actual.png")
        try Fixture.manifest(#"""
            {"version": 1, "entries": [{"name": "\#(name).png", "kind": "layout", "differentPixels": 0, "totalPixels":\#
             10,
             "layout": [{"check": "truncation", "message": "title \"<b>Recipes</b>\" truncated (needs 90 pt, has 40\#
             pt)"}]}]}
            """#, in: artifacts)
        try RunSummary(cases: [.init(id: name, status: "layout"), .init(id: "titles/a.phone-44@3x", status: "passed")])
            .write(to: artifacts)
        return (root, artifacts)
    }

    @Test func theReportCountsFiltersAndExplainsLayoutFailures() throws {
        let (root, artifacts) = try make()
        defer { _ = Fixture.run("rm -rf '\(root)'") }
        let set = try ArtifactSet.load(artifacts)
        #expect(set.entries.map(\.kind) == [.layout])
        #expect(set.entries[0].layoutFindings == [#"title "<b>Recipes</b>" truncated (needs 90 pt, has 40 pt)"#])
        let out = root + "/report"
        _ = try ReportWriter(output: out, packageRoot: root).write(MergedArtifacts([set]))
        let html = try Fixture.text(out + "/index.html")
        #expect(
            html.contains(
                #"data-kind="layout" title="Show only layout-check failures (the pixels matched)"><b>1</b> layout"#))
        #expect(html.contains(#"<button data-kind="layout">Layout</button>"#))
        // The findings travel as data (set as text by the page), never as markup.
        #expect(html.contains("truncated (needs 90 pt, has 40 pt)") && !html.contains("<b>Recipes</b>"))
        #expect(
            try RunSummary.parse(try FileIO.read(artifacts + "/summary.json"), file: "summary.json").count("layout")
                == 1)
    }

    @Test func acceptRefusesALayoutFailure() throws {
        let (root, artifacts) = try make()
        defer { _ = Fixture.run("rm -rf '\(root)'") }
        let before = try FileIO.read(root + "/Snapshots/buttons/back.phone-44@3x.png")
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: artifacts, packageRoot: root, names: ["buttons/back.phone-44@3x"], all: false)
        }
        #expect(throws: ReportError.self) {
            try Accept.run(artifacts: artifacts, packageRoot: root, names: [], all: true)
        }
        #expect(try FileIO.read(root + "/Snapshots/buttons/back.phone-44@3x.png") == before)
    }
}
