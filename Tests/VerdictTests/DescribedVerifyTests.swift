import Basics
import PNGCodec
import Testing
@testable import Verdict

/// The description in a reference: written by record, compared on failure, absent in older references.
struct DescribedVerifyTests {
    static func subject(_ d: SnapshotDescription, calls: Counter? = nil) -> SnapshotSubject {
        SnapshotSubject(
            caseKey: "bars/edit",
            describe: {
                calls?.bump()
                return d
            }, recordCommand: "barsnap record --filter bars/edit.x")
    }

    final class Counter: @unchecked Sendable {
        var n = 0
        func bump() { n += 1 }
    }

    @Test func recordStoresTheDescriptionAndAFailureSaysWhatChanged() throws {
        let s = Sandbox()
        let old = SnapshotChangeTests.bar()
        _ = checkSnapshot(
            toolbar(), named: "bars/edit.x.png", configuration: s.config(.missing), subject: Self.subject(old))
        let stored = try PNG.decode(file: s.reference("bars/edit.x.png")).text[SnapshotDescription.key]
        #expect(stored.flatMap(SnapshotDescription.init(parsing:)) == old)

        // A passing check never describes the render.
        let calls = Counter()
        #expect(
            checkSnapshot(
                toolbar(), named: "bars/edit.x.png", configuration: s.config(.never),
                subject: Self.subject(old, calls: calls)
            ).failure == nil)
        #expect(calls.n == 0)

        let f = checkSnapshot(
            toolbar(variant: 2), named: "bars/edit.x.png", configuration: s.config(.never),
            subject: Self.subject(SnapshotChangeTests.bar(tint: "#FF3B30"))
        ).failure
        #expect(f?.changes.map(\.words) == ["tint #007AFF → #FF3B30 (3 items)"])
        #expect(
            f?.message.hasPrefix("tint #007AFF → #FF3B30 (3 items) — snapshot bars/edit.x.png does not match") == true,
            "\(f?.message ?? "")")
        let entry = try #require(try s.manifest().first)
        #expect(entry["changes"] == .array([.string("tint #007AFF → #FF3B30 (3 items)")]))
        #expect(entry["changeKey"] == .string("tint #007AFF → #FF3B30"))
        #expect(entry["case"] == .string("bars/edit"))
    }

    @Test func anOlderReferenceWithoutADescriptionStillVerifiesAndRecordAddsIt() throws {
        let s = Sandbox()
        try FileIO.createDirectories(s.root + "/Snapshots/bars")
        try PNG.write(
            toolbar(), text: [(SnapshotConfiguration.fingerprintKey, "fonts=A cairo=1")],
            to: s.reference("bars/edit.x.png"))
        let before = try FileIO.read(s.reference("bars/edit.x.png"))
        #expect(
            checkSnapshot(
                toolbar(), named: "bars/edit.x.png", configuration: s.config(.never),
                subject: Self.subject(SnapshotChangeTests.bar())
            ).failure == nil)
        // Failing without a stored description: no words, the message as before.
        let f = checkSnapshot(
            toolbar(variant: 2), named: "bars/edit.x.png", configuration: s.config(.never),
            subject: Self.subject(SnapshotChangeTests.bar())
        ).failure
        #expect(f?.changes.isEmpty == true)
        #expect(f?.message.hasPrefix("snapshot bars/edit.x.png does not match") == true)
        #expect(try FileIO.read(s.reference("bars/edit.x.png")) == before)
        // record --mode all adds the description (pixels identical).
        let r = checkSnapshot(
            toolbar(), named: "bars/edit.x.png", configuration: s.config(.all),
            subject: Self.subject(SnapshotChangeTests.bar())
        ).failure
        #expect(r?.recorded == true && r?.recordReason == "description added (pixels identical)")
        let after = try PNG.decode(file: s.reference("bars/edit.x.png"))
        #expect(after.bitmap == toolbar() && after.text[SnapshotDescription.key] != nil)
        // and a second record changes nothing.
        #expect(
            checkSnapshot(
                toolbar(), named: "bars/edit.x.png", configuration: s.config(.all),
                subject: Self.subject(SnapshotChangeTests.bar())
            ).failure == nil)
    }

    /// A description that says less than BarSnap says today (it describes more of a snapshot now) is rewritten by
    /// record --mode all, pixels kept; verify and the other record modes leave the file alone.
    @Test func recordAllRewritesAStaleDescription() throws {
        let s = Sandbox()
        let old = SnapshotChangeTests.bar(), richer = SnapshotChangeTests.bar(title: "Edit", truncated: true)
        _ = checkSnapshot(
            toolbar(), named: "bars/edit.x.png", configuration: s.config(.missing), subject: Self.subject(old))
        let before = try FileIO.read(s.reference("bars/edit.x.png"))
        for mode in [RecordMode.never, .missing, .failed] {
            #expect(
                checkSnapshot(
                    toolbar(), named: "bars/edit.x.png", configuration: s.config(mode), subject: Self.subject(richer)
                ).failure == nil)
            #expect(try FileIO.read(s.reference("bars/edit.x.png")) == before)
        }
        let r = checkSnapshot(
            toolbar(), named: "bars/edit.x.png", configuration: s.config(.all), subject: Self.subject(richer)
        ).failure
        #expect(r?.recorded == true && r?.recordReason == "description changed (pixels identical)")
        let after = try PNG.decode(file: s.reference("bars/edit.x.png"))
        #expect(after.bitmap == toolbar())
        #expect(after.text[SnapshotDescription.key].flatMap(SnapshotDescription.init(parsing:)) == richer)
        #expect(
            checkSnapshot(
                toolbar(), named: "bars/edit.x.png", configuration: s.config(.all), subject: Self.subject(richer)
            ).failure == nil)
    }

    @Test func aMissingReferenceUnderCIGivesTheRecordCommand() {
        let s = Sandbox()
        let f = checkSnapshot(
            toolbar(), named: "bars/edit.x.png", configuration: s.config(.never),
            subject: Self.subject(SnapshotChangeTests.bar())
        ).failure
        #expect(f?.kind == .new)
        #expect(f?.message.contains("`barsnap record --filter bars/edit.x` records it") == true, "\(f?.message ?? "")")
        let plain = verifySnapshot(toolbar(), named: "bars/other.x.png", configuration: s.config(.never))
        #expect(plain?.message.contains("`BARSNAP_RECORD=missing swift test` records it") == true)
    }
}
