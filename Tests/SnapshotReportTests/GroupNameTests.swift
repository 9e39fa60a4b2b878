import Basics
import Verdict
import Testing
@testable import SnapshotReport

/// A group is named by its change, and the report's data carries that name, the screens it spans and each
/// member's words; CI annotations carry the line of the field that changed, one per group, the rest counted.
@Suite struct GroupNameTests {
    func entry(_ name: String, words: [String], key: String, pixels: Int = 10, spec: String? = nil, line: Int? = nil)
        -> ReportEntry
    {
        var e = ReportEntry(
            name: name, kind: .failed, differentPixels: pixels, source: "art", raw: .null,
            change: ReportEntry.Change(region: [0, 0, 1, 1], pixels: pixels, signature: name))
        e.changes = words
        e.changeKey = key
        e.specFile = spec
        e.specLine = line
        return e
    }

    @Test func aGroupIsNamedByItsChangeNotItsFirstCase() {
        var entries: [ReportEntry] = []
        for (i, screen) in ["AddItemViewController", "InboxViewController", "SettingsViewController"].enumerated() {
            entries.append(entry("app/\(screen).phone-44@3x.png", words: ["tint #007AFF → #FF3B30 (\(i + 1) items)"],
                                 key: "tint #007AFF → #FF3B30", pixels: 10 + i))
        }
        let groups = FailureGroups.make(entries)
        #expect(groups.count == 1 && groups[0].id == "app/AddItemViewController")
        #expect(groups[0].name == "tint #007AFF → #FF3B30")
        #expect(entries[groups[0].representative].name.hasPrefix("app/SettingsViewController"))
        let items = entries.map { ReportHTML.Item(entry: $0, accept: "") }
        let data = ReportHTML(
            items: items, groups: groups, summary: nil, notes: [], sources: ["art"], reportDirectory: "r"
        ).dataJSON
        guard case let .array(groupList)? = data["groups"], case let .array(entryList)? = data["entries"] else {
            Issue.record("no groups or entries in \(data)")
            return
        }
        let group = groupList.first
        #expect(group?["name"] == .string("tint #007AFF → #FF3B30") && group?["cases"] == .number(3))
        #expect(
            group?["spans"]
                == .array(["AddItemViewController", "InboxViewController", "SettingsViewController"].map(JSON.string)))
        #expect(entryList.first?["what"] == .array([.string("tint #007AFF → #FF3B30 (1 items)")]))
        // Different words (variants of one case): named by each change, the most frequent first.
        let mixed = FailureGroups.make(
            [entry("a/x.p.png", words: ["title \"A\" → \"B\""], key: "title \"A\" → \"B\"")]
                + [entry("a/x.q.png", words: ["title \"A\" → \"C\""], key: "title \"A\" → \"C\"")]
                + [entry("a/x.r.png", words: ["title \"A\" → \"C\""], key: "title \"A\" → \"C\"")])
        #expect(mixed.count == 1 && mixed[0].name == "title \"A\" → \"C\"; title \"A\" → \"B\"")
        #expect(mixed[0].change == nil)
        // A member without words: no name, the id stays.
        var silent = entry("a/x.s.png", words: [], key: "")
        silent.changeKey = nil
        #expect(FailureGroups.make([entry("a/x.p.png", words: ["w"], key: "w"), silent])[0].name == nil)
    }

    /// Light and dark mode say one tint change in two colours: the group is named by both; past three, by the two
    /// most frequent and how many more.
    @Test func aGroupOfSeveralChangesNamesTheMostFrequent() {
        let light = "tint #007AFF → #FF3B30", dark = "tint #0A84FF → #FF453A"
        #expect(FailureGroups.name(words: [dark, light, light]) == light + "; " + dark)
        #expect(FailureGroups.name(words: ["a", "b", "b", "c", "d", "d", "d"]) == "d; b; and 2 more changes")
        #expect(FailureGroups.name(words: []) == nil)
    }

    @Test func annotationsCarryTheFieldsLineAndCountTheRest() {
        var entries: [ReportEntry] = []
        for i in 0..<12 {
            entries.append(
                entry(
                    "g/s\(i).phone-44@3x.png", words: ["title \"T\(i)\" → \"U\""], key: "title \"T\(i)\" → \"U\"",
                    spec: "/repo/App/S\(i).swift", line: 40 + i))
        }
        let lines = CISummary(passed: 0, entries: entries, command: "barsnap", artifacts: "barsnap-report").annotations(
            root: "/repo")
        #expect(lines.count == 11)
        #expect(lines[0].hasPrefix("::error file=App/S0.swift,line=40,title="), "\(lines[0])")
        #expect(
            lines.last?.hasPrefix("::notice ") == true && lines.last?.contains("2 more groups (2 snapshots)") == true,
            "\(lines.last ?? "")")
    }
}
