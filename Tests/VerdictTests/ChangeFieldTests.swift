import Basics
import Verdict
import Testing

/// Each change names the scene field it comes from, and a subject locates a failure at that field's line.
struct ChangeFieldTests {
    typealias E = SnapshotChangeTests.E

    @Test func changesNameTheirFields() {
        let title = SnapshotChange.between(SnapshotChangeTests.bar(), SnapshotChangeTests.bar(title: "Select"))
        #expect(title.map(\.field) == ["title"])
        let tint = SnapshotChange.between(SnapshotChangeTests.bar(), SnapshotChangeTests.bar(tint: "#FF3B30"))
        #expect(tint.map(\.field) == ["tint"])
        let share = E(role: "right", kind: "symbol", text: "gear", frame: [280, 50, 30, 44], colors: ["#007AFF"])
        let done = E(
            role: "right", kind: "system", text: "done", frame: [320, 50, 50, 44], colors: ["#007AFF"],
            font: "system 17 semibold")
        let item = SnapshotChange.between(SnapshotChangeTests.bar(), SnapshotChangeTests.bar(right: [done, share]))
        #expect(item.first { $0.words.contains("share") }?.field == "right[1]", "\(item)")
    }

    @Test func aSubjectLocatesTheFirstChangeWithAKnownPlace() {
        var subject = SnapshotSubject(sourceFile: "App/Inbox.swift", sourceLine: 3)
        subject.fieldSources = ["title": SourcePlace(file: "App/Inbox.swift", line: 12),
                                "right": SourcePlace(file: "App/Inbox.swift", line: 20)]
        let moved = SnapshotChange(words: "title moved 2 pt left", primary: false, field: "title")
        let tint = SnapshotChange(words: "tint #1 → #2 (1 item)", field: "tint")
        let item = SnapshotChange(words: "item added: gear", field: "right[2]")
        #expect(subject.location(of: [tint, moved]) == SourcePlace(file: "App/Inbox.swift", line: 12))
        #expect(subject.location(of: [item]) == SourcePlace(file: "App/Inbox.swift", line: 20))
        #expect(subject.location(of: [tint]) == SourcePlace(file: "App/Inbox.swift", line: 3))
        #expect(SnapshotSubject().location(of: [tint]) == nil)
    }
}
