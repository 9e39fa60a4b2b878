import Basics
import Verdict
import Testing

/// A title is "title" whatever the display mode; "large title" only when the mode itself changed.
struct TitleWordsTests {
    typealias E = SnapshotDescription.Element

    static func bar(_ role: String, _ text: String) -> SnapshotDescription {
        SnapshotDescription(
            canvas: "390×150@3x", barHeight: 96, background: "#F8F8F8",
            elements: [
                E(role: role, kind: "label", text: text, frame: [16, 100, 90, 40], colors: ["#000000"],
                  font: "system 34 bold")
            ])
    }

    @Test func aLargeTitleChangeSaysTitle() {
        let words = SnapshotChange.between(Self.bar("largeTitle", "Inbox"), Self.bar("largeTitle", "Archive"))
            .map(\.words)
        #expect(words.first == "title \"Inbox\" → \"Archive\"", "\(words)")
        #expect(!words.joined().contains("largeTitle"))
    }

    @Test func aModeChangeSaysLargeTitle() {
        let words = SnapshotChange.between(Self.bar("title", "Inbox"), Self.bar("largeTitle", "Archive")).map(\.words)
        #expect(!words.joined().contains("largeTitle"), "\(words)")
    }
}

/// The display mode's own change is one change that says "large title"; the text's change is the title's.
struct TitleModeWordsTests {
    @Test func aModeChangeIsSaidOnceAndTheTextAsTheTitle() {
        let bar = TitleWordsTests.bar
        #expect(SnapshotChange.between(bar("title", "Inbox"), bar("largeTitle", "Archive")).map(\.words)
            == ["title now a large title", #"title "Inbox" → "Archive""#])
        #expect(SnapshotChange.between(bar("largeTitle", "Inbox"), bar("title", "Inbox")).map(\.words)
            == ["large title now inline"])
    }
}
