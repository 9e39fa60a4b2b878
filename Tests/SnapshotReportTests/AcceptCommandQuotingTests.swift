import Basics
import PNGCodec
import Testing
import Verdict
@testable import SnapshotReport

/// Every accept command the report offers is built with the one quoting function (`Shell.quote`): a case named to
/// be a command (`a;touch${IFS}X;b`) stays one argument when the reviewer pastes it.
@Suite struct AcceptCommandQuotingTests {
    /// Every character a case id or a path may hold, each alone and together: quoted, the shell reads back the
    /// same word.
    @Test func theOneQuotingFunctionGivesTheShellBackTheSameWord() throws {
        var samples = (1...127).map { String(UnicodeScalar(UInt8($0))) }
        samples += ["a;touch${IFS}X;b", "it's", "'", "''", "$(id)", "`id`", "a\nb", "ü é 名前", "-n", "*", "~x", ""]
        samples.append((1...127).map { String(UnicodeScalar(UInt8($0))) }.joined())
        let dir = try Fixture.temporaryDirectory("quote")
        for (i, s) in samples.enumerated() {
            let out = dir + "/out-\(i)"
            let status = Fixture.run("printf %s " + Shell.quote(s) + " > " + Shell.quote(out))
            #expect(status == 0, "\(s.debugDescription)")
            #expect(try Fixture.text(out) == s, "\(s.debugDescription) came back changed")
        }
        #expect(!FileIO.exists(dir + "/X"))
    }

    /// The page carries the quoted id for every id that needs quoting, and its script builds the accept command
    /// from it.
    @Test func theReportsAcceptCommandQuotesTheCaseID() throws {
        let root = try Fixture.temporaryDirectory("hostile-id")
        let artifacts = root + "/artifacts"
        let config = SnapshotConfiguration(snapshotsDirectory: root + "/Snapshots", artifactsDirectory: artifacts,
                                           diffOptions: .exact, environmentFingerprint: "fp 1", recordMode: .missing,
                                           environment: [:], packageRoot: root)
        let name = "g/a;touch${IFS}X;b.p-1@1x.png"
        _ = verifySnapshot(Bitmap(width: 8, height: 8, fill: (1, 2, 3, 255)), named: name, configuration: config)
        try Manifest.beginRun(in: artifacts)
        _ = verifySnapshot(Bitmap(width: 8, height: 8, fill: (9, 2, 3, 255)), named: name, configuration: config)
        let dir = try Fixture.temporaryDirectory("report")
        _ = try ReportWriter(output: dir, packageRoot: root).write(MergedArtifacts([try ArtifactSet.load(artifacts)]))
        let data = try ReportWriterTests.pageData(try Fixture.text(dir + "/index.html"))
        guard case let .array(entries)? = data["entries"], let entry = entries.first,
              case let .string(id)? = entry["id"]
        else {
            Issue.record("no entry in the page's data")
            return
        }
        #expect(id.contains("touch"))
        #expect(entry["idq"] == .string(Shell.quote(id)) && Shell.quote(id) != id)
        let script = String(decoding: try #require(ReportPage.files["report.js"]), as: UTF8.self)
        #expect(script.contains("e.idq") && !script.contains("' ' + e.id;"))
    }
}
