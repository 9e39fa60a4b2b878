import Basics
import Verdict
import Testing

/// A placeholder item (what a scan could not read) is named as such in a failure's words: never by its box's
/// label or colours, which are BarSnap's drawing, not the app's.
struct PlaceholderWordsTests {
    typealias E = SnapshotDescription.Element

    static func bar(_ right: [E]) -> SnapshotDescription {
        SnapshotDescription(
            canvas: "390×100@3x", barHeight: 44, background: "#F8F8F8",
            elements: [E(role: "title", kind: "label", text: "A", frame: [150, 56, 90, 22], colors: ["#000000"])]
                + right)
    }

    @Test func aPlaceholderIsAnItemBarSnapCouldNotRead() {
        let box = E(role: "right", kind: "placeholder", text: "?", frame: [320, 50, 44, 44], colors: ["#8E8E93"])
        let star = E(role: "right", kind: "symbol", text: "star", frame: [320, 50, 44, 44], colors: ["#007AFF"])
        let added = SnapshotChange.between(Self.bar([]), Self.bar([box])).map(\.words)
        #expect(added == ["item added: an item BarSnap could not read"])
        let read = SnapshotChange.between(Self.bar([box]), Self.bar([star])).map(\.words)
        #expect(read.contains("an item BarSnap could not read → star"))
        #expect(!read.joined().contains("#8E8E93"))
        #expect(!read.joined().contains("tint"))
    }
}

/// No internal name in a failure's words: the large title is the title (a change of display mode is said as such), a
/// placeholder is an item BarSnap could not read whatever it moved or wrapped to, the search field is spelled out.
struct SpokenRoleWordsTests {
    typealias E = SnapshotDescription.Element

    static func bar(_ elements: [E]) -> SnapshotDescription {
        SnapshotDescription(canvas: "390×100@3x", barHeight: 96, background: "#F8F8F8", elements: elements)
    }

    @Test func rolesAreSaidInAReviewersWords() {
        let large = E(role: "largeTitle", kind: "label", text: "Inbox", frame: [16, 60, 90, 40], colors: ["#000000"],
                      font: "Inter 34 bold")
        var bigger = large
        bigger.font = "Inter 36 bold"
        let font = SnapshotChange.between(Self.bar([large]), Self.bar([bigger])).map(\.words)
        #expect(font == ["title font Inter 34 bold → Inter 36 bold"], "\(font)")
        var renamed = large
        renamed.text = "Mail"
        #expect(
            SnapshotChange.between(Self.bar([large]), Self.bar([renamed])).map(\.words) == [#"title "Inbox" → "Mail""#])
        let inline = E(role: "title", kind: "label", text: "Mail", frame: [150, 56, 90, 22], colors: ["#000000"])
        let mode = SnapshotChange.between(Self.bar([large]), Self.bar([inline])).map(\.words)
        #expect(mode == ["large title now inline", #"title "Inbox" → "Mail""#], "\(mode)")
        var same = inline
        same.text = "Inbox"
        let modeOnly = SnapshotChange.between(Self.bar([same]), Self.bar([large])).map(\.words)
        #expect(modeOnly == ["title now a large title"], "\(modeOnly)")
        let box = E(role: "right", kind: "placeholder", text: "?", frame: [320, 50, 44, 44], colors: ["#8E8E93"])
        var moved = box
        moved.frame = [300, 50, 44, 44]
        let words = SnapshotChange.between(Self.bar([box]), Self.bar([moved])).map(\.words)
        #expect(words == ["an item BarSnap could not read moved 20 pt left"], "\(words)")
        let search = E(role: "searchField", kind: "view", text: "Search", frame: [16, 100, 358, 36], colors: [])
        var wider = search
        wider.frame = [16, 100, 300, 36]
        #expect(SnapshotChange.between(Self.bar([search]), Self.bar([wider])).map(\.words)
            == ["search field width 358 → 300 pt"])
    }
}
