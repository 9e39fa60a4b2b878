import Testing
@testable import BarSnapKit

@Suite struct GalleryDataTests {
    @Test func atLeast150UniqueSortedCases() throws {
        let cases = try Gallery.cases()
        #expect(cases.count >= 150)
        let dups = Dictionary(grouping: cases.map(\.id), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(dups.isEmpty, "duplicate ids: \(dups)")
        #expect(cases.map(\.id) == cases.map(\.id).sorted())
    }

    @Test func variantsSpellIdiomPresentationOrientationHeightAndScale() throws {
        let ids = Set(try Gallery.cases().map(\.id))
        for expected in [
            "buttons/right-symbols2.phone-44@3x", "buttons/right-symbols2.pad-50@2x",
            "heights/back.phone-sheet-56@3x", "heights/back.pad-sheet-56@2x",
            "heights/back.phone-landscape-32@3x", "heights/back.phone-landscape-44@3x",
            "heights/back.phone-96@3x", "heights/back.pad-prompt-80@2x", "heights/back.phone-large-96@3x", "heights/back.phone-64@3x",
            "scales/full.phone-44@1x", "scales/full.phone-44@2x", "buttons/bottom-toolbar.phone-44-screen@3x",
            "transitions/push-red.phone-44@3x.fade-0.25", "transitions/push-taller.phone-44@3x.slide-0.5",
            "transitions/pop-red.phone-44@3x.interactive-0.5",
        ] {
            #expect(ids.contains(expected), "\(expected)")
        }
    }
}
