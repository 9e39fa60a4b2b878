import Basics
@testable import BarSnapScan
import SnapshotSuite
import Testing
import BarModel

/// The patterns real UIKit apps use, one fixture screen each (App/Themed): string tables as property lists, a
/// base class that forwards and themes, overrides, bar settings, and where a screen lives.
@Suite struct RealAppPatternTests {
    let scan: AppScan
    init() throws { scan = try Fixture.scan() }

    func items(_ screen: String, _ side: String, locale: String = "en") -> [JSON] {
        guard case let .array(a)? = scan.spec(screen, locale: locale)?["item"]?[side] else { return [] }
        return a
    }

    @Test func binaryAndXMLPropertyListTablesAndStringsdict() {
        // en.lproj/Library.strings is a binary property list, de.lproj/Library.strings an XML one.
        #expect(scan.spec("LibraryViewController")?["item"]?["title"] == .string("Library"))
        #expect(scan.spec("LibraryViewController", locale: "de")?["item"]?["title"] == .string("Bibliothek"))
        // Library.stringsdict: the plural's `other` form, its number placeholder kept visible.
        #expect(scan.spec("ShelfViewController")?["item"]?["prompt"] == .string("%d books"))
        #expect(scan.spec("ShelfViewController", locale: "de")?["item"]?["prompt"] == .string("%d Bücher"))
        #expect(!scan.notes.contains { $0.file.hasSuffix("Library.strings") })
    }

    @Test func didSetForwardingAndOverriddenTitle() {
        // `rightItems = […]` runs the base class's didSet, which sets the navigation item.
        #expect(items("LibraryViewController", "right").map { $0["system"] } == [.string("add")])
        // The base's viewDidLoad says "Loading…", then calls configureTitle(), which the subclass overrides.
        #expect(scan.spec("LibraryViewController")?["item"]?["title"] == .string("Library"))
        // A title set after super.viewDidLoad() wins over the base class's.
        #expect(scan.spec("ShelfViewController")?["item"]?["title"] == .string("Shelf"))
        // A method returning the item, changed before it returns it.
        let share = items("ShelfViewController", "right")
        #expect(share.map { $0["system"] } == [.string("action")])
        #expect(share.first?["tint"] == .string("#FF9500"))
    }

    @Test func baseClassCustomViewButtonDrawsItsImage() {
        let left = items("LibraryViewController", "left")
        guard case let .string(path)? = left.first?["image"] else {
            Issue.record("no image: \(left)")
            return
        }
        #expect(path.hasSuffix("Badge.imageset/badge@3x.png"))
    }

    @Test func themeSwitchThroughALocalBar() throws {
        for screen in ["LibraryViewController", "ShelfViewController"] {
            let a = scan.spec(screen)?["appearance"]
            #expect(a?["tint"] == .string("#FF2D55"), "\(screen)")
            #expect(a?["background"] == .string("#FFFFFF"))
            #expect(a?["shadow"] == .null)
            #expect(a?["backgroundAlpha"] == .number(1))
        }
        // Another theme, chosen in the suite.
        let midnight = try AppScan(sources: ["App"], directory: Fixture.app, options: ScanOptions(theme: "midnight"))
        #expect(midnight.spec("LibraryViewController")?["appearance"]?["tint"] == .string("#66CCFF"))
        #expect(midnight.spec("LibraryViewController")?["appearance"]?["background"] == .string("#000000"))
    }

    @Test func minimalBackButtonAndTabRoots() {
        let shelf = scan.spec("ShelfViewController")
        #expect(shelf?["previousBackItem"]?["title"] == .string(""))
        #expect(shelf?["previousTitle"] == nil)
        #expect(shelf?["canPop"] == nil)
        // Downloads is a tab's root, though the settings screen pushes it too.
        #expect(scan.spec("DownloadsViewController")?["canPop"] == .bool(false))
        #expect(scan.screens.first { $0.name == "DownloadsViewController" }?.isTabRoot == true)
        #expect(scan.screens.first { $0.name == "LibraryViewController" }?.isTabRoot == true)
        // `navigationItem.rightBarButtonItem?.tintColor = …` reaches the item.
        #expect(items("DownloadsViewController", "right").first?["tint"] == .string("#FF3B30"))
    }

    @Test func hiddenBarsPresentedScreensAndHostingControllers() {
        #expect(scan.spec("PlayerViewController")?["barHidden"] == .bool(true))
        #expect(
            scan.notes.contains {
                $0.screen == "PlayerViewController" && $0.reason.contains("setNavigationBarHidden(true)")
            })
        // Presented without a navigation controller: no bar, no case, a note.
        #expect(scan.screens.first { $0.name == "ShareCardViewController" }?.noBar != nil)
        #expect(
            !scan.scannedSpecs(locale: "en", colorScheme: "light").contains { $0.stem == "ShareCardViewController" })
        #expect(
            scan.notes.contains { $0.screen == "ShareCardViewController" && $0.reason.hasPrefix("presented without") })
        let help = scan.screens.first { $0.name == "HelpHostingController" }
        #expect(help?.swiftUIRoot == "HelpView")
        #expect(scan.spec("HelpHostingController", locale: "de")?["item"]?["title"] == .string("Hilfe"))
    }

    @Test func hostingControllerOverAnyViewTakesItsRootViewsBar() {
        #expect(scan.screens.first { $0.name == "NotesHostingController" }?.swiftUIRoot == "NotesView")
        let en = scan.spec("NotesHostingController")?["item"]
        #expect(en?["title"] == .string("Notes"))
        #expect(en?["largeTitle"] == nil)
        #expect(scan.spec("NotesHostingController", locale: "de")?["item"]?["title"] == .string("Notizen"))
        let items = self.items("NotesHostingController", "toolbar") + self.items("NotesHostingController", "right")
        #expect(items.map { $0["title"] } == [.string("Done")])
        let de = scan.spec("NotesHostingController", locale: "de")?["item"]?["toolbar"]?[0]
        #expect(de?["title"] == .string("Fertig"))
    }

    @Test func aTitleHandedThroughAViewModifiersProperties() {
        let general = scan.spec("GeneralSettingsView")?["item"]
        #expect(general?["title"] == .string("Notes"))
        #expect(general?["largeTitle"] == nil)
        #expect(scan.spec("GeneralSettingsView", locale: "de")?["item"]?["title"] == .string("Notizen"))
    }

    @Test func aConstantNamedWithItsModule() {
        #expect(scan.spec("LyricsViewController")?["item"]?["title"] == .string("Notes"))
        #expect(scan.spec("LyricsViewController", locale: "de")?["item"]?["title"] == .string("Notizen"))
    }

    @Test func itemsHeldByStoryboardOutlets() {
        #expect(scan.spec("SitesViewController")?["item"]?["title"] == .string("Sites"))
        #expect(items("SitesViewController", "right").map { $0["system"] } == [.string("edit")])
        #expect(!scan.notes.contains { $0.screen == "SitesViewController" && $0.field.hasPrefix("right") })
    }

    @Test func oneCasePerDistinctBackTitleUpToALimit() throws {
        let all = scan.scannedSpecs(locale: "en", colorScheme: "light")
        let cases = all.filter { $0.stem.hasPrefix("TrackViewController") }
        #expect(cases.map(\.stem) == ["TrackViewController", "TrackViewController-from-ArtistsViewController",
                                       "TrackViewController-from-GenresViewController"])
        #expect(cases.map(\.pushedBy) == ["AlbumsViewController", "ArtistsViewController", "GenresViewController"])
        #expect(cases[0].json["previousTitle"] == .string("Albums"))
        #expect(cases[1].json["previousBackItem"]?["title"] == .string("People"))
        #expect(cases[2].json["previousBackItem"]?["title"] == .string(""))
        let note = try #require(scan.notes.first { $0.screen == "TrackViewController" && $0.field == "back" })
        #expect(note.reason.contains("pushed from several screens: 5 ("))
        #expect(note.reason.hasSuffix("not drawn (over 3): PlaylistsViewController"))
        // `String()` is the empty string, not a `{String()}` placeholder.
        #expect(scan.screens.first { $0.name == "PlaylistsViewController" }?.backButtonTitle == [.literal("")])
        // One pusher: one case, no suffix.
        #expect(all.filter { $0.stem.hasPrefix("ShelfViewController") }.map(\.stem) == ["ShelfViewController"])
    }

    @Test func uikitWordsPerLocale() {
        let de = scan.spec("DownloadsViewController", locale: "de")
        #expect(de?["systemWords"] == .string("de"))
        #expect(scan.spec("DownloadsViewController", locale: "ja")?["systemWords"] == .string("ja"))
        #expect(UIKitWordsCheck.done("de") == "Fertig" && UIKitWordsCheck.done("ja") == "完了")
        #expect(UIKitWordsCheck.back("nl") == "Vorige" && UIKitWordsCheck.back("pt-PT") == "Anterior")
    }

    @Test func notesNameTheLineThatHoldsTheCode() throws {
        let note = try #require(scan.notes.first { $0.screen == "ItemDetailViewController" && $0.field == "title" })
        #expect(note.file == "App/Themed/ItemDetailViewController.swift" && note.line == 9)
        #expect(note.placeholder)
        let explained = try #require(scan.explanation(of: "LibraryViewController"))
        #expect(explained.contains("App/Themed/ThemedViewController.swift:22 ThemedViewController.updateBarItems()"))
        #expect(explained.contains("App/Themed/LibraryViewController.swift:13 title ="))
    }

    @Test func hintsFillWhatReadingCannotAndStaleHintsAreErrors() throws {
        let hinted = try AppScan(
            sources: ["App"], directory: Fixture.app,
            options: ScanOptions(hints: [("itemName.capitalized", "Atlas")]))
        #expect(hinted.spec("ItemDetailViewController")?["item"]?["title"] == .string("Atlas"))
        #expect(throws: ScanError.self) {
            _ = try AppScan(
                sources: ["App"], directory: Fixture.app, options: ScanOptions(hints: [("Theme.nothing()", "#FF0000")]))
        }
    }

    @Test func unresolvedPolicies() throws {
        let skip = try AppScan(sources: ["App"], directory: Fixture.app, options: ScanOptions(unresolved: "skip"))
        let stems = skip.scannedSpecs(locale: "en", colorScheme: "light").map(\.stem)
        #expect(!stems.contains("ItemDetailViewController") && stems.contains("LibraryViewController"))
        do {
            _ = try AppScan(sources: ["App"], directory: Fixture.app, options: ScanOptions(unresolved: "error"))
            Issue.record("no error")
        } catch let e as ScanError {
            #expect(
                e.description.contains("App/Themed/ItemDetailViewController.swift:9 ItemDetailViewController title"))
        }
    }

    /// Copies the fixture, edits one file, and returns the development and German specs that changed.
    func changed(_ file: String, _ edit: (String) -> String) throws -> Set<String> {
        let scratch = try Scratch("pattern")
        defer { scratch.remove() }
        try scratch.copyTree(from: Fixture.app + "/App", to: "App")
        let path = scratch.path + "/App/" + file
        let bytes = try FileIO.read(path)
        try scratch.write("App/" + file, Array(edit(String(decoding: bytes, as: UTF8.self)).utf8))
        let edited = try AppScan(sources: ["App"], directory: scratch.path)
        var out: Set<String> = []
        for locale in ["en", "de"] {
            let before = scan.scannedSpecs(locale: locale, colorScheme: "light")
            let after = edited.scannedSpecs(locale: locale, colorScheme: "light")
            // Image paths name the folder scanned: compare them as if both scans read the fixture.
            func text(_ j: JSON?) -> String {
                (j?.serialized(indent: 0) ?? "").replacingOccurrences(of: scratch.path, with: Fixture.app)
            }
            for a in after where text(before.first(where: { $0.stem == a.stem })?.json) != text(a.json) {
                out.insert("\(a.stem)-\(locale)")
            }
        }
        return out
    }

    @Test func aChangedGermanTranslationChangesExactlyThatScreensGermanCase() throws {
        let changes = try changed("Resources/de.lproj/Library.strings") {
            $0.replacingOccurrences(of: "<string>Bibliothek</string>", with: "<string>Mediathek</string>")
        }
        #expect(changes == ["LibraryViewController-de"])
    }

    @Test func anItemSetThroughTheBaseClassChangesThatScreen() throws {
        let changes = try changed("Themed/LibraryViewController.swift") {
            $0.replacingOccurrences(of: "barButtonSystemItem: .add", with: "barButtonSystemItem: .compose")
        }
        #expect(changes == ["LibraryViewController-en", "LibraryViewController-de"])
    }

    @Test func theDefaultThemesTintChangesEveryThemedScreen() throws {
        let changes = try changed("Themed/Theme.swift") {
            $0.replacingOccurrences(of: "UIColor(red: 1.0, green: 0.176", with: "UIColor(red: 0.2, green: 0.176")
        }
        #expect(
            changes == [
                "LibraryViewController-en", "LibraryViewController-de", "ShelfViewController-en",
                "ShelfViewController-de"
            ])
    }
}

@Suite struct ScriptFacesTests {
    func scene(_ title: String, faces: Bool) -> Scene {
        var s = Scene(screen: DeviceScreen(preset: DevicePreset.named("iphone-15")!, orientation: .portrait))
        s.item.title = title
        s.facesFromText = faces
        return s
    }

    @Test func textTakesItsScriptsFacesWhenTheSpecAsks() {
        #expect(scene("お気に入り", faces: true).fontScript == .japanese)
        #expect(scene("설정", faces: true).fontScript == .korean)
        #expect(scene("设置", faces: true).fontScript == .simplifiedChinese)
        #expect(scene("הגדרות", faces: true).fontScript == .rightToLeft)
        #expect(scene("Settings", faces: true).fontScript == .default)
        // Without the key, as the gallery's fallback references are drawn.
        #expect(scene("お気に入り", faces: false).fontScript == .default)
    }
}

/// UIKit's words as a scene with `systemWords` draws them.
enum UIKitWordsCheck {
    static func done(_ tag: String) -> String? {
        var scene = Scene(screen: DeviceScreen(preset: DevicePreset.named("iphone-15")!, orientation: .portrait))
        scene.systemWords = UIKitWords.words(for: tag)
        return scene.shown("Done")
    }
    static func back(_ tag: String) -> String? { UIKitWords.words(for: tag)?.back }
}

/// String tables from hostile pull requests: damaged, cyclic or huge property lists are a note, never a trap.
@Suite struct PropertyListTests {
    /// A binary property list of `objects` (each already encoded), the top object first.
    static func bplist(_ objects: [[UInt8]]) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for o in objects {
            offsets.append(out.count)
            out += o
        }
        let table = out.count
        for o in offsets { out += [UInt8(o >> 8), UInt8(o & 0xFF)] }
        var trailer = [UInt8](repeating: 0, count: 6) + [2, 1]
        func u64(_ v: Int) -> [UInt8] { (0..<8).map { UInt8((v >> (8 * (7 - $0))) & 0xFF) } }
        trailer += u64(objects.count) + u64(0) + u64(table)
        return out + trailer
    }

    @Test func readsABinaryDictionary() throws {
        let bytes = Self.bplist([[0xD1, 1, 2], [0x51] + Array("k".utf8), [0x52] + Array("vv".utf8)])
        #expect(try StringsFile.entries(bytes, plural: false).map { "\($0.0)=\($0.1)" } == ["k=vv"])
    }

    @Test func cyclesDamageAndTruncationThrow() {
        // A dictionary whose value is itself: the depth limit ends it.
        let cyclic = Self.bplist([[0xD1, 1, 0], [0x51] + Array("k".utf8)])
        #expect(throws: (any Error).self) { _ = try PropertyList.read(cyclic) }
        // An offset past the data, a length past the end, every truncation of a valid list.
        #expect(throws: (any Error).self) {
            _ = try PropertyList.read(Self.bplist([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]))
        }
        let valid = Self.bplist([[0xD1, 1, 2], [0x51] + Array("k".utf8), [0x52] + Array("vv".utf8)])
        for n in 0..<valid.count { _ = try? PropertyList.read(Array(valid.prefix(n))) }
        #expect(throws: (any Error).self) {
            _ = try StringsFile.entries(Array("<?xml version=\"1.0\"?><plist><dict><key>a".utf8), plural: false)
        }
    }
}
