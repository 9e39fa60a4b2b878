import Testing
import SnapshotSuite

/// BarSnap's gallery, as its barsnap.json declares it.
@Suite struct GalleryDataTests {
    @Test func atLeast150UniqueSortedCases() throws {
        let cases = try #require(Package.gallery).cases
        #expect(cases.count >= 150)
        let dups = Dictionary(grouping: cases.map(\.id), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(dups.isEmpty, "duplicate ids: \(dups)")
        #expect(cases.map(\.id) == cases.map(\.id).sorted())
    }

    @Test func variantsSpellIdiomPresentationOrientationHeightAndScale() throws {
        let ids = Set(try #require(Package.gallery).cases.map(\.id))
        for expected in [
            "buttons/right-symbols2.phone-44@3x", "buttons/right-symbols2.pad-50@2x",
            "heights/back.phone-sheet-56@3x", "heights/back.pad-sheet-56@2x",
            "heights/back.phone-landscape-32@3x", "heights/back.phone-landscape-44@3x",
            "heights/back.phone-96@3x", "heights/back.pad-prompt-80@2x", "heights/back.phone-large-96@3x",
            "heights/back.phone-64@3x",
            "scales/full.phone-44@1x", "scales/full.phone-44@2x", "scales/japanese.phone-44@1x",
            "buttons/bottom-toolbar.phone-44-screen@3x",
            "devices/iphone-se.phone-44@2x", "devices/ipad-pro-12.9.pad-landscape-50@2x",
            "transitions/push-red.phone-44@3x.fade-0.25", "transitions/push-taller.phone-44@3x.slide-0.5",
            "transitions/pop-red.phone-44@3x.interactive-0.5",
            "transitions/push-red-filmstrip.phone-44@3x.fade-5frames",
            "dark/back-title.phone-uikit-dark-44@3x", "dark/full.pad-uikit-dark-sheet-56@2x",
            "dark/no-bar.phone-dark-nobar-44@3x",
            "dark/push-uikit-no-bar.phone-uikit-dark-44@3x.slide-0.5", "fonts/brand-title.phone-44@3x",
            "fonts/uikit-brand.pad-uikit-50@2x", "fonts/uikit-brand.pad-uikit-dark-50@2x"
        ] {
            #expect(ids.contains(expected), "\(expected)")
        }
    }

    @Test func everySuiteFolderIsOwned() throws {
        let gallery = try #require(Package.gallery)
        #expect(
            gallery.ownedFolders == [
                "appearances", "buttons", "dark", "devices", "fidelity", "fonts", "heights", "hidden", "ios26",
                "languages", "rtl", "scales", "swiftui", "titles",
                "transitions", "uikit"
            ])
    }
}
