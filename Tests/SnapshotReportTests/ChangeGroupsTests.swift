import Basics
import Verdict
import Testing
@testable import SnapshotReport

/// Groups by change in words, the case key from the run, and the CI summary.
@Suite struct ChangeGroupsTests {
    func entry(
        _ name: String, _ kind: ReportEntry.Kind = .failed, words: [String] = [], key: String? = nil,
        signature: String? = nil, caseID: String? = nil, spec: String? = nil
    ) -> ReportEntry {
        var e = ReportEntry(
            name: name, kind: kind, differentPixels: 10, source: "art", raw: .null,
            change: signature.map { ReportEntry.Change(region: [0, 0, 1, 1], pixels: 10, signature: $0) })
        e.changes = words
        e.changeKey = key ?? (words.isEmpty ? nil : words.joined(separator: "; "))
        e.caseID = caseID
        e.specFile = spec
        return e
    }

    @Test func theSameWordsOnEveryDeviceAndTitleAreOneGroupNamedByTheChange() {
        let tint = ["tint #007AFF → #FF3B30 (3 items)"]
        var entries: [ReportEntry] = []
        for t in 0..<20 {
            for device in ["phone-44@3x", "pad-50@2x", "phone-landscape-32@3x"] {
                entries.append(
                    entry(
                        "titles/t\(t).\(device).png", words: tint, key: "tint #007AFF → #FF3B30",
                        signature: "sig\(t)\(device)"))
            }
        }
        entries.append(entry("other/x.phone-44@3x.png", words: [#"title "A" → "B""#], signature: "z"))
        let groups = FailureGroups.make(entries)
        #expect(groups.count == 2)
        #expect(groups[0].members.count == 60 && groups[0].change == tint[0])
        #expect(groups[0].title == "tint #007AFF → #FF3B30 (3 items) — 60 snapshots")
        #expect(groups[1].change == #"title "A" → "B""#)
    }

    @Test func drawingOnlyChangesKeepTheIdenticalPixelsRule() {
        let words = [SnapshotChange.drawingOnly]
        let groups = FailureGroups.make([
            entry("a/x.phone-44@3x.png", words: words, key: SnapshotChange.drawingOnly, signature: "s1"),
            entry("b/y.phone-44@3x.png", words: words, key: SnapshotChange.drawingOnly, signature: "s2"),
            entry("c/z.phone-44@3x.png", words: words, key: SnapshotChange.drawingOnly, signature: "s1"),
        ])
        #expect(groups.map(\.members.count) == [2, 1])
    }

    @Test func aDotInADeviceNameStaysInTheVariantWhenTheRunNamedTheCase() {
        let a = entry("t/t0-ipad-pro-12.9.pad-50@2x.png", caseID: "t/t0-ipad-pro-12.9")
        let b = entry("t/t0-ipad-pro-12.9.pad-landscape-50@2x.png", caseID: "t/t0-ipad-pro-12.9")
        let groups = FailureGroups.make([a, b])
        #expect(groups.map(\.id) == ["t/t0-ipad-pro-12.9"])
        #expect(groups[0].reason.hasPrefix("2 variants of one case"))
    }

    @Test func aManifestCaseThatIsNotThePrefixOfTheNameIsIgnored() throws {
        let item: JSON = .object([
            ("name", .string("t/a.phone-44@3x.png")), ("kind", .string("failed")),
            ("case", .string("elsewhere/b")), ("changes", .array([.string("tint #1 → #2 (1 item)")])),
            ("changeKey", .string("tint #1 → #2"))
        ])
        let entries = try ArtifactSet.parseEntries([item], file: "m", directory: "/nonexistent")
        #expect(
            entries[0].caseKey == "t/a" && entries[0].changes == ["tint #1 → #2 (1 item)"]
                && entries[0].changeKey == "tint #1 → #2")
        let bad: JSON = .object([
            ("name", .string("t/a.phone-44@3x.png")), ("kind", .string("failed")), ("changes", .string("x"))
        ])
        #expect(throws: ReportError.self) { try ArtifactSet.parseEntries([bad], file: "m", directory: "/nonexistent") }
    }

    /// A translation's failure is an error on the table's line and a notice on the code that reads the key; the
    /// manifest's `readBy` is read back with the entry.
    @Test func aChangedTranslationAlsoGetsANoticeOnTheCodeThatReadsIt() throws {
        let item: JSON = .object([
            ("name", .string("app/s-de.phone-44@3x.png")), ("kind", .string("failed")),
            ("changes", .array([.string(#"title "A" → "B""#)])),
            ("source", .object([("file", .string("/pkg/App/de.lproj/Localizable.strings")), ("line", .number(5))])),
            ("readBy", .object([("file", .string("/pkg/App/S.swift")), ("line", .number(12))]))
        ])
        let entries = try ArtifactSet.parseEntries([item], file: "m", directory: "/nonexistent")
        #expect(entries[0].readBy == SourcePlace(file: "/pkg/App/S.swift", line: 12))
        let lines = CISummary(passed: 0, entries: entries, command: "barsnap", artifacts: "a").annotations(root: "/pkg")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("::error file=App/de.lproj/Localizable.strings,line=5,") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("::notice file=App/S.swift,line=12,title=BarSnap%3A app/s-de reads this text::")
            == true, "\(lines)")
    }

    @Test func theJobSummaryAndAnnotationsNameTheChangeAndTheSpec() {
        let tint = ["tint #007AFF → #FF3B30 (3 items)"]
        let entries = (0..<3).map {
            entry("bars/t\($0).phone-44@3x.png", words: tint, key: "tint", spec: "/pkg/Specs/t\($0).json")
        }
        let ci = CISummary(passed: 7, entries: entries, command: "swift run barsnap", artifacts: "barsnap-report")
        #expect(ci.markdown.contains("### BarSnap: 3 snapshot failures in 1 group, 7 passed"))
        #expect(ci.markdown.contains("| `bars/t0` | failed | 3 | `tint #007AFF → #FF3B30 (3 items)` |"))
        // the report stores the representative's images: the other members' come from the shards' artifacts
        #expect(
            ci.markdown.contains(
                "swift run barsnap accept barsnap-report --group bars/t0 --from barsnap-artifacts-shard-*/shard-*\n"))
        let lines = ci.annotations(root: "/pkg")
        #expect(
            lines == [
                """
                    ::error file=Specs/t0.json,line=1,title=BarSnap%3A failed bars/t0::tint #007AFF → #FF3B30 (3 items)\
                     — 3 snapshots; swift run barsnap accept barsnap-report --group bars/t0 --from\
                     barsnap-artifacts-shard-*/shard-*
                    """
            ])
        // Hostile text cannot end the command or break the table.
        #expect(CISummary.data("a\n::error::b%") == "a%0A::error::b%25")
        #expect(CISummary.cell("a|b\n`c`") == "`` a\\|b `c` ``")
        #expect(
            CISummary(passed: 5, entries: [], command: "barsnap", artifacts: "a").markdown
                == "### BarSnap: all 5 snapshots passed\n")
        // A failed run whose manifest could not be read never says "passed" of all.
        let unread = CISummary(passed: 0, entries: [], command: "barsnap", artifacts: "a", failed: 3).markdown
        #expect(unread.hasPrefix("### BarSnap: 3 snapshot failures, 0 passed") && !unread.contains("all"), "\(unread)")
        // Failures the manifest does not list (cases that could not be drawn) are counted, not dropped.
        let undrawn = CISummary(passed: 7, entries: entries, command: "barsnap", artifacts: "a", failed: 5).markdown
        #expect(undrawn.contains("**2 more failures** could not be drawn or compared"), "\(undrawn)")
        #expect(!ci.markdown.contains("could not be drawn"))
    }
}
