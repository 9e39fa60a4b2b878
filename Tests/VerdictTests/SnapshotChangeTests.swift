import Basics
import Verdict
import Testing

/// The words of a change between two descriptions, and what groups them.
struct SnapshotChangeTests {
    typealias E = SnapshotDescription.Element

    static func bar(
        title: String = "Edit", tint: String = "#007AFF", titleX: Double = 150, height: Double = 44,
        truncated: Bool = false, right: [E]? = nil
    ) -> SnapshotDescription {
        let items =
            right ?? [
                E(
                    role: "right", kind: "system", text: "done", frame: [320, 50, 50, 44], colors: [tint],
                    font: "system 17 semibold"),
                E(role: "right", kind: "symbol", text: "share", frame: [280, 50, 30, 44], colors: [tint])
            ]
        return SnapshotDescription(
            canvas: "390×100@3x", barHeight: height, background: "#F8F8F8",
            elements: [
                E(
                    role: "title", kind: "label", text: title, frame: [titleX, 56, 90, 22], colors: ["#000000"],
                    font: "system 17 semibold",
                    truncated: truncated),
                E(role: "left", kind: "back", text: "Back", frame: [8, 50, 60, 44], colors: [tint])
            ] + items)
    }

    @Test func equalDescriptionsHaveNoChanges() {
        #expect(SnapshotChange.between(Self.bar(), Self.bar()).isEmpty)
    }

    @Test func aTintChangeIsOneChangeCountingItsItems() {
        let changes = SnapshotChange.between(Self.bar(), Self.bar(tint: "#FF3B30"))
        #expect(changes.map(\.words) == ["tint #007AFF → #FF3B30 (3 items)"])
        // The key leaves the count out, so bars with other numbers of items group together.
        #expect(SnapshotChange.groupKey(changes) == "tint #007AFF → #FF3B30")
    }

    @Test func aTitleChangeSaysOldAndNewAndNotTheMovesItCauses() {
        let changes = SnapshotChange.between(Self.bar(), Self.bar(title: "Select", titleX: 140))
        #expect(changes.map(\.words) == [#"title "Edit" → "Select""#])
    }

    @Test func movesHeightAndTruncation() {
        let moved = SnapshotChange.between(Self.bar(), Self.bar(titleX: 152))
        #expect(moved.map(\.words) == ["title moved 2 pt right"])
        #expect(moved.allSatisfy { !$0.primary })
        #expect(SnapshotChange.between(Self.bar(), Self.bar(height: 50)).map(\.words) == ["bar height 44 → 50 pt"])
        #expect(SnapshotChange.between(Self.bar(), Self.bar(truncated: true)).map(\.words) == ["title now truncated"])
        #expect(
            SnapshotChange.between(Self.bar(truncated: true), Self.bar()).map(\.words) == ["title no longer truncated"])
    }

    @Test func itemsAddedAndRemoved() {
        let one = [E(role: "right", kind: "system", text: "done", frame: [320, 50, 50, 44], colors: ["#007AFF"])]
        let two = one + [E(role: "right", kind: "symbol", text: "share", frame: [280, 50, 30, 44], colors: ["#007AFF"])]
        #expect(
            SnapshotChange.between(Self.bar(right: one), Self.bar(right: two)).map(\.words) == ["item added: share"])
        #expect(
            SnapshotChange.between(Self.bar(right: two), Self.bar(right: one)).map(\.words) == ["item removed: share"])
    }

    @Test func equalDescriptionsWithOtherPixelsNameTheEnvironment() {
        let d = [EnvironmentFingerprint.Difference(field: "freetype", reference: "2.12.1", current: "2.13.2")]
        let words = SnapshotChange.words(reference: Self.bar(), current: Self.bar(), environment: d)
        #expect(words?.map(\.words) == ["drawing changed, layout identical (environment: freetype 2.12.1 → 2.13.2)"])
        #expect(
            SnapshotChange.words(reference: Self.bar(), current: Self.bar(), environment: [])?.map(\.words) == [
                SnapshotChange.drawingOnly
            ])
        // An older reference (no description) has no words.
        #expect(SnapshotChange.words(reference: nil, current: Self.bar(), environment: d) == nil)
    }

    @Test func theDescriptionRoundTripsAndStaysSmall() throws {
        let d = Self.bar(title: "Ünïcode \"quoted\"\ttab")
        let text = d.encoded
        #expect(SnapshotDescription(parsing: text) == d)
        #expect(text.utf8.count < 700, "\(text.utf8.count) bytes")
    }

    @Test func damagedOrForeignDescriptionsAreIgnored() {
        for text in ["", "{", "[]", #"{"v":2,"canvas":"x","e":[]}"#, #"{"v":1,"canvas":"x","e":[{"r":"title"}]}"#,
                     #"{"v":1,"canvas":"x","e":[{"r":"t","k":"l","t":"a","f":[1,2,3],"c":[]}]}"#,
                     String(repeating: "[", count: 10_000)] {
            #expect(SnapshotDescription(parsing: text) == nil, "\(text.prefix(40))")
        }
    }
}
