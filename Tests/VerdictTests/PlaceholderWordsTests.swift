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
