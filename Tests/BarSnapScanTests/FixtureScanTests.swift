import Basics
@testable import BarSnapScan
import Testing

/// The ScanApp fixture: every kind of value the scanner reads, checked in the specs it writes.
@Suite struct FixtureScanTests {
    let scan: AppScan
    init() throws { scan = try Fixture.scan() }

    @Test func findsEveryScreenSorted() {
        #expect(
            scan.screens.map(\.name) == [
                "About", "AlbumsViewController", "ArtistsViewController", "ChartsViewController",
                "ComposeViewController",
                "DownloadsViewController", "FilterViewController", "GeneralSettingsView", "GenresViewController",
                "HelpHostingController",
                "InboxViewController", "ItemDetailViewController", "LibraryViewController", "LyricsViewController",
                "MessageViewController", "NotesHostingController", "NotesView", "PlayerViewController",
                "PlaylistsViewController", "ProfileViewController", "SearchViewController", "SettingsViewController",
                "ShareCardViewController",
                "ShelfViewController", "SitesViewController", "TrackViewController"
            ])
        // A hosting controller's root view is drawn as the controller's bar, not as a case of its own.
        #expect(scan.screens.first { $0.name == "NotesView" }?.noBar?.hasPrefix("the root view of") == true)
        #expect(scan.tables.locales == ["en", "de", "ja"])
        #expect(scan.counts["swift"] == 22 && scan.counts["storyboard"] == 1 && scan.counts["xcstrings"] == 1)
    }

    @Test func localizedStringsPerLocaleWithFallback() {
        #expect(scan.spec("InboxViewController")?["item"]?["title"] == .string("Inbox"))
        #expect(scan.spec("InboxViewController", locale: "de")?["item"]?["title"] == .string("Posteingang"))
        // ja has no Localizable.strings: the development language's text, as iOS falls back.
        #expect(scan.spec("InboxViewController", locale: "ja")?["item"]?["title"] == .string("Inbox"))
    }

    @Test func swiftGenConstantsAndStringCatalogs() {
        let settings = scan.spec("SettingsViewController", locale: "de")
        #expect(settings?["item"]?["title"] == .string("Einstellungen"))
        if case let .array(right)? = settings?["item"]?["right"] {
            #expect(right[0]["title"] == .string("Fertig"))
            #expect(right[0]["font"]?["weight"] == .string("semibold"))
        } else { Issue.record("no right items") }
        #expect(scan.spec("ProfileViewController", locale: "ja")?["item"]?["title"] == .string("プロフィール"))
    }

    @Test func lazyDisabledItemAndAssetImage() throws {
        guard case let .array(right)? = scan.spec("ProfileViewController")?["item"]?["right"] else {
            Issue.record("no items")
            return
        }
        #expect(right.count == 2)
        #expect(right[0]["title"] == .string("Save") && right[0]["enabled"] == .bool(false))
        guard case let .string(path)? = right[1]["image"] else {
            Issue.record("no image")
            return
        }
        #expect(path.hasSuffix("Badge.imageset/badge@3x.png"))
        #expect(right[1]["template"] == .bool(true))
    }

    @Test func globalAppearanceWithColourSetPerScheme() {
        let light = scan.spec("MessageViewController")?["appearance"]
        let dark = scan.spec("MessageViewController", scheme: "dark")?["appearance"]
        #expect(light?["background"] == .string("#295589"))
        #expect(dark?["background"] == .string("#122A4A"))
        #expect(light?["titleColor"] == .string("#FFFFFF") && light?["tint"] == .string("#FFFFFF"))
        #expect(light?["shadow"] == .null)
        // The item's own colour set.
        if case let .array(right)? = scan.spec("MessageViewController")?["item"]?["right"] {
            #expect(right.map { $0["system"] } == [.string("reply"), .string("trash")])
            #expect(right[1]["tint"] == .string("#FFCC66"))
        }
    }

    @Test func navigationRootsPushesAndBackTitles() {
        let inbox = scan.spec("InboxViewController")
        #expect(inbox?["canPop"] == .bool(false))
        #expect(inbox?["item"]?["largeTitle"] == .bool(true))
        let message = scan.spec("MessageViewController", locale: "de")
        #expect(message?["previousTitle"] == .string("Posteingang"))
        #expect(message?["item"]?["largeTitle"] == nil)
        // The storyboard scene pushed from Settings by its identifier, with Settings' title as its back title.
        let about = scan.spec("About")
        #expect(about?["previousTitle"] == .string("Settings"))
        #expect(about?["item"]?["title"] == .string("About"))
        #expect(about?["item"]?["largeTitle"] == nil)
    }

    @Test func ternaryGivesOneCasePerBranch() {
        let filter = scan.screens.first { $0.name == "FilterViewController" }
        #expect(filter.map(scan.branches) == 2)
        #expect(scan.spec("FilterViewController")?["item"]?["title"] == .string("Archive"))
        #expect(scan.spec("FilterViewController", branch: 1)?["item"]?["title"] == .string("Filters"))
        #expect(scan.scannedSpecs(locale: "en", colorScheme: "light").map(\.stem).contains("FilterViewController-2"))
    }

    @Test func computedTitleAndUnknownSymbolAreReported() {
        #expect(scan.spec("MessageViewController")?["item"]?["title"] == .string("{message.subject}"))
        let notes = scan.notes
        #expect(
            notes.contains {
                $0.screen == "MessageViewController" && $0.field == "title" && $0.line == 17
                    && $0.reason == "computed at run time: `message.subject`"
            })
        #expect(
            notes.contains {
                $0.screen == "SearchViewController" && $0.field == "right[0]" && $0.reason.contains("tortoise")
            })
        if case let .array(right)? = scan.spec("SearchViewController")?["item"]?["right"] {
            #expect(right[0]["placeholder"] == .string("tortoise"))
        }
        // A search controller: its own row (the title and large title stay), not a title view.
        #expect(
            scan.spec("SearchViewController", locale: "de")?["item"]?["searchController"]?["placeholder"]
                == .string("E-Mails durchsuchen"))
        #expect(scan.spec("SearchViewController")?["item"]?["titleView"] == nil)
    }

    @Test func scanIsDeterministic() throws {
        let again = try Fixture.scan()
        #expect(again.json().serialized(indent: 2) == scan.json().serialized(indent: 2))
        #expect(again.report(title: "x") == scan.report(title: "x"))
    }
}

/// What a spec writes for an SF Symbol name: a drawing, the icon font's stand-in, or nothing (a placeholder).
@Suite struct SymbolSpecNameTests {
    @Test func drawnThenStandInThenNothing() {
        #expect(SymbolMap.specName(for: "plus") == "plus")
        #expect(SymbolMap.specName(for: "chevron.left") == "chevron.backward", "an alias of a drawing")
        #expect(SymbolMap.specName(for: "ellipsis.circle") == "ellipsis.circle")
        #expect(SymbolMap.specName(for: "globe") == "globe", "a stand-in keeps the SF name")
        #expect(SymbolMap.specName(for: "tortoise") == nil)
        // Deterministic: every call, every order.
        let names = ["globe", "plus", "tortoise", "bell.fill", "sidebar.leading"]
        #expect(names.map(SymbolMap.specName) == names.reversed().map(SymbolMap.specName).reversed())
    }
}
